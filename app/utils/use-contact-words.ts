import { useSyncExternalStore } from "react";
import type * as Words from "./contact-words";

type ContactWords = typeof Words;

let words: ContactWords | undefined;
let loading: Promise<ContactWords | undefined> | undefined;
const listeners = new Set<() => void>();

/**
 * Downloads what the enquiry form says (app/utils/contact-words.ts), once. A download that
 * fails (the connection dropped) is tried again at the next call.
 */
export function loadContactWords(): Promise<ContactWords | undefined> {
  loading ??= import("./contact-words").then(
    (loaded) => {
      words = loaded;
      for (const notify of listeners) notify();
      return loaded;
    },
    () => {
      loading = undefined;
      return undefined;
    },
  );
  return loading;
}

/** The form's words if downloaded yet. */
export const contactWords = (): ContactWords | undefined => words;

function subscribe(listener: () => void) {
  listeners.add(listener);
  void loadContactWords();
  return () => listeners.delete(listener);
}

/**
 * The form's words, downloaded as soon as the page's script runs (before the visitor can be
 * at the form): undefined until then, and on the prerendered page, which needs none of them.
 */
export const useContactWords = (): ContactWords | undefined =>
  useSyncExternalStore(
    subscribe,
    () => words,
    () => undefined,
  );
