
/** How long a field's text is against its limit, and what to tell the visitor about it. */
export interface FieldLength {
  length: number;
  limit: number;
  /** Close enough to the limit that a counter shows: within a tenth of it. */
  near: boolean;
  over: boolean;
}

const characters = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/**
 * The characters a reader sees (grapheme clusters): a Gujarati conjunct with
 * its vowel sign, or an emoji with its skin tone, is one, where `maxLength`
 * and `String.length` count the UTF-16 units inside it.
 */
export function characterCount(text: string): number {
  let count = 0;
  for (const segment of characters.segment(text)) if (segment) count++;
  return count;
}

/** The text's first `most` characters as a reader counts them: never half a conjunct or half an emoji. */
export function firstCharacters(text: string, most: number): string {
  let end = 0;
  let count = 0;
  for (const { segment } of characters.segment(text)) {
    if (count === most) break;
    end += segment.length;
    count++;
  }
  return text.slice(0, end);
}

/** Measures the text as it will be sent (trimmed), in characters as a reader counts them. */
export function fieldLength(text: string, limit: number): FieldLength {
  const length = characterCount(text.trim());
  return { length, limit, near: length >= limit * 0.9, over: length > limit };
}
