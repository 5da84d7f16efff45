import { useMatches } from "react-router";
import type * as English from "#app/paraglide/messages/en.js";

/**
 * The interface's words in one language: Paraglide's module of that language's messages
 * (app/paraglide/messages/gu.js, compiled from app/messages/gu.json). Each language's layout
 * route (app/routes/languages/) imports its own and hands it up as its `handle`, so a page's
 * script holds its language's words and no other's. Server code that needs words in any
 * language imports app/paraglide/messages.js.
 */
export type Words = typeof English;

/** What each language's layout route exports as its `handle`. */
export interface LanguageHandle {
  words: Words;
}

const wordsOf = (handle: unknown) => (handle as Partial<LanguageHandle> | undefined)?.words;

/** The words of the page's language, from its language's route; undefined where no language's route matched. */
export function useWordsIfAny(): Words | undefined {
  return useMatches()
    .map((match) => wordsOf(match.handle))
    .find((words) => words !== undefined);
}

/** The words of the page's language, for a component on a language's pages. */
export function useWords(): Words {
  const words = useWordsIfAny();
  if (!words) throw new Error("useWords() is for components on a language's pages (app/routes/languages/), whose route gives the words");
  return words;
}
