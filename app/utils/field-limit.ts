/** How long a field's text is against its limit, and what to tell the visitor about it. */
export interface FieldLength {
  length: number;
  limit: number;
  /** Close enough to the limit that a counter shows: within a tenth of it. */
  near: boolean;
  over: boolean;
}

const count = new Intl.NumberFormat("en-IN");

/**
 * Measures the text as it will be sent (trimmed), in characters as a reader
 * counts them: an emoji is one, not the two UTF-16 units `maxLength` counts.
 */
export function fieldLength(text: string, limit: number): FieldLength {
  const length = [...text.trim()].length;
  return { length, limit, near: length >= limit * 0.9, over: length > limit };
}

/**
 * The counter near the limit ("4,812 of 5,000 characters"), or past it, why
 * the field is refused ("Your message is 5,230 characters long; …"). Empty
 * while the text is far from the limit.
 */
export function limitText(what: string, { length, limit, near, over }: FieldLength): string {
  if (over) {
    return `${what} is ${count.format(length)} characters long; the limit is ${count.format(limit)}. Please shorten it by ${count.format(length - limit)}.`;
  }
  return near ? `${count.format(length)} of ${count.format(limit)} characters` : "";
}
