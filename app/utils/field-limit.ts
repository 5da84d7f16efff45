
/** How long a field's text is against its limit, and what to tell the visitor about it. */
export interface FieldLength {
  length: number;
  limit: number;
  /** Close enough to the limit that a counter shows: within a tenth of it. */
  near: boolean;
  over: boolean;
}

/**
 * Measures the text as it will be sent (trimmed), in characters as a reader
 * counts them: an emoji is one, not the two UTF-16 units `maxLength` counts.
 */
export function fieldLength(text: string, limit: number): FieldLength {
  const length = [...text.trim()].length;
  return { length, limit, near: length >= limit * 0.9, over: length > limit };
}
