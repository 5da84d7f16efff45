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
 * The most UTF-16 units a character may carry and still count as one: more than any a reader
 * writes (a Gujarati conjunct with its signs takes 4 to 8, a family emoji 11). A character made
 * longer (a letter under a pile of combining marks) counts once more for each further 16, so a
 * text within a limit of N characters never holds more than 16 × N units: the bound on every
 * field, and so on every message, payload and link made of them.
 */
export const UNITS_PER_CHARACTER = 16;

/** How many characters a reader's character counts as: one, or more for one made of too many units. */
const weightOf = (segment: string) => Math.max(1, Math.ceil(segment.length / UNITS_PER_CHARACTER));

/**
 * The characters a reader sees (grapheme clusters): a Gujarati conjunct with
 * its vowel sign, or an emoji with its skin tone, is one, where `maxLength`
 * and `String.length` count the UTF-16 units inside it.
 */
export function characterCount(text: string): number {
  let count = 0;
  for (const { segment } of characters.segment(text)) count += weightOf(segment);
  return count;
}

/** The text's first `most` characters as a reader counts them: never half a conjunct or half an emoji. */
export function firstCharacters(text: string, most: number): string {
  let end = 0;
  let count = 0;
  for (const { segment } of characters.segment(text)) {
    count += weightOf(segment);
    if (count > most) break;
    end += segment.length;
  }
  return text.slice(0, end);
}

/** Measures the text as it will be sent (trimmed), in characters as a reader counts them. */
export function fieldLength(text: string, limit: number): FieldLength {
  const length = characterCount(text.trim());
  return { length, limit, near: length >= limit * 0.9, over: length > limit };
}
