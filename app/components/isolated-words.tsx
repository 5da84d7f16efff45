import { withoutBidiControls } from "#app/utils/bidi.ts";

// Stands for the words in the sentence while it is split around them: a private-use character no message holds.
const MARK = "\uE000";

interface IsolatedWordsProps {
  /** The site's sentence with the words in it, as its message writes it: `(query) => w.search_none({ query })`. */
  sentence: (words: string) => string;
  /** Words the visitor did not write on this page (the address's query, a name kept on the phone). */
  words: string;
}

/**
 * The site's sentence with someone else's words inside it, those isolated (`<bdi>`) and without
 * direction controls: a right-to-left name or query reads as itself, and never reorders the
 * sentence's own words around it.
 */
export function IsolatedWords({ sentence, words }: IsolatedWordsProps) {
  const [before, after = ""] = sentence(MARK).split(MARK);
  // One span, so that in a flex container (a button) the sentence stays one line of text, not three items.
  return (
    <span>
      {before}
      <bdi>{withoutBidiControls(words)}</bdi>
      {after}
    </span>
  );
}
