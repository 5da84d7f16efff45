/**
 * What a design costs, how long it takes and what it is: the facts a design (or its
 * collection, for all its designs) may give. Plain data and arithmetic, for the build and
 * the pages alike; the words that show them are in app/i18n/format.ts.
 */

/** The content's vocabularies (content/vocabulary.json): the values a design's fabric, work, occasions and colours may take. */
export type Vocabulary = "fabrics" | "work" | "occasions" | "colours";

/** Each fact a design names from a vocabulary, and that vocabulary. */
export const VOCABULARY_OF = { fabric: "fabrics", work: "work", occasions: "occasions", colours: "colours" } as const satisfies Record<string, Vocabulary>;

/** The most a price may be: a typing slip of a few zeros stops the build rather than showing ₹25,00,00,000. */
export const MAX_RUPEES = 10_000_000;

/** A price in whole rupees: from `from`, up to `to` where the design gives an upper bound (the same, for a fixed price). */
export interface Price {
  from: number;
  to?: number;
}

/** Days to make a design, from `from` to `to` (the same for a single number). */
export interface Days {
  from: number;
  to: number;
}

/** What a design is, in the page's language: its making time, and its vocabulary values' labels. */
export interface DesignFacts {
  days?: Days;
  fabric?: string;
  work?: string[];
  occasions?: string[];
  colours?: string[];
}

/** A fact as a page shows it: its name and its value, in the page's language ("Price", "From ₹2,500"). */
export type FactRow = [name: string, value: string];

/** Days as the owner writes them: "12", "10-14" or "10–14". */
export const DAY_RANGE = /^(\d{1,3})\s*(?:[-–]\s*(\d{1,3}))?$/;

/** "10-14" as `{ from: 10, to: 14 }`, "12" as `{ from: 12, to: 12 }` (the text matches DAY_RANGE). */
export function dayRange(text: string): Days {
  const [, from, to = from] = DAY_RANGE.exec(text.trim()) ?? [];
  return { from: Number(from), to: Number(to) };
}

/** The span of some prices: the lowest "from" to the highest price any reaches; undefined for none. */
export function priceSpan(prices: readonly (Price | undefined)[]): Price | undefined {
  const known = prices.filter((price) => price !== undefined);
  if (known.length === 0) return undefined;
  const from = Math.min(...known.map((price) => price.from));
  const to = Math.max(...known.map((price) => price.to ?? price.from));
  return to > from ? { from, to } : { from };
}

/** The span of some making times: the quickest to the slowest; undefined for none. */
export function daySpan(days: readonly (Days | undefined)[]): Days | undefined {
  const known = days.filter((day) => day !== undefined);
  if (known.length === 0) return undefined;
  return { from: Math.min(...known.map((day) => day.from)), to: Math.max(...known.map((day) => day.to)) };
}

/** Whether `value` is a price as the site writes one: whole rupees, at least 1, an upper bound above the lower. */
export function isPrice(value: unknown): value is Price {
  const price = value as Price;
  const rupees = (n: unknown) => Number.isInteger(n) && (n as number) >= 1 && (n as number) <= MAX_RUPEES;
  return typeof price === "object" && price !== null && rupees(price.from) && (price.to === undefined || (rupees(price.to) && price.to >= price.from));
}

/** Whether `value` is a making time as the site writes one: whole days, up to 999, the second not before the first. */
export function isDays(value: unknown): value is Days {
  const days = value as Days;
  const count = (n: unknown) => Number.isInteger(n) && (n as number) >= 0 && (n as number) <= 999;
  return typeof days === "object" && days !== null && count(days.from) && count(days.to) && days.to >= days.from;
}
