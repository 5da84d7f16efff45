import type { Locale } from "../i18n/languages";
import { m } from "../paraglide/messages.js";
import type { Field } from "./contact-limits";

/** How long a field's text is against its limit, and what to tell the visitor about it. */
export interface FieldLength {
  length: number;
  limit: number;
  /** Close enough to the limit that a counter shows: within a tenth of it. */
  near: boolean;
  over: boolean;
}

// Western digits with Indian grouping, in every language of the site.
const count = new Intl.NumberFormat("en-IN");

/** Why each field is refused when too long: each sentence names its field, as its language has it. */
const overLimit = { name: m.form_limit_over_name, email: m.form_limit_over_email, message: m.form_limit_over_message } satisfies Record<Field, unknown>;

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
export function limitText(field: Field, { length, limit, near, over }: FieldLength, locale: Locale): string {
  const numbers = { length: count.format(length), limit: count.format(limit), excess: count.format(length - limit) };
  if (over) return overLimit[field](numbers, { locale });
  return near ? m.form_limit_near(numbers, { locale }) : "";
}
