import { isCalendarDate } from "#app/utils/opening-hours.ts";
import { UNITS, type Unit } from "#app/order/measures.ts";

/** How the measurements come: typed here, taken at the shop, or from a garment that fits. */
export const MEASURE_WAYS = ["here", "shop", "garment"] as const;
export type MeasureWay = (typeof MEASURE_WAYS)[number];

export const ANSWER_WAYS = ["whatsapp", "email"] as const;
export type AnswerWay = (typeof ANSWER_WAYS)[number];

/**
 * Everything the order form holds but its designs (which are in the address): kept on the phone
 * as the visitor types, one draft per order (./draft-store.ts), so that a reload, a failed send
 * or a return days later loses nothing.
 */
export interface OrderDraft {
  person: string;
  occasion: string;
  /** YYYY-MM-DD, as the date field gives it. */
  date: string;
  budget: string;
  fabric: string;
  colour: string;
  /** Unchosen ("") until the visitor says how. */
  way: MeasureWay | "";
  unit: Unit;
  /** Each measure's field as typed, in `unit`. */
  typed: Record<string, string>;
  /** Each measure's exact value in micrometres, as last typed or converted: a unit switched back and forth gives back what was typed. */
  exact: Record<string, number>;
  notes: string;
  name: string;
  answer: AnswerWay;
  phone: string;
  email: string;
  /** When a send by e-mail began whose answer the page never heard (ms since 1970): it may have arrived. */
  sendingSince?: number;
  /** The order as it reached the shop by e-mail: when, and the reference it went with. The page shows its end until she starts a new order. */
  sent?: SentOrder;
}

/** An order that reached the shop: when (ms since 1970) and the reference she can quote. */
export interface SentOrder {
  at: number;
  ref: string;
}

/** A reference as ./order-reference.ts makes it: four letters or digits, a dash, four more. */
const REFERENCE = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

export const EMPTY_DRAFT: OrderDraft = {
  person: "",
  occasion: "",
  date: "",
  budget: "",
  fabric: "",
  colour: "",
  way: "",
  // Tailors in Gujarat, and the people they measure, count in inches.
  unit: "in",
  typed: {},
  exact: {},
  notes: "",
  name: "",
  answer: "whatsapp",
  phone: "",
  email: "",
};

const TEXTS = ["person", "occasion", "date", "budget", "fabric", "colour", "notes", "name", "phone", "email"] as const;

/** The visitor's own details, which a new order starts with (and the way she gave her measurements last): not the order's. */
export const DETAILS = ["name", "answer", "phone", "email", "unit", "way"] as const satisfies readonly (keyof OrderDraft)[];
export type Details = Pick<OrderDraft, (typeof DETAILS)[number]>;

/** Longer than any field takes by tens of times: such a text was not typed into this form, and is left out whole. */
const MOST_KEPT = 50_000;

/** A date as a date field writes it, the year of any length the browser lets a visitor type; whether it is one the shop takes is checked as on Send. */
const DATE_FIELD = /^\d{4,6}-\d{2}-\d{2}$/;

/** Whether `text` is a day of the calendar as a date field writes one: never 2027-02-30, which a date would read as 2 March. */
const isCalendarDay = (text: string) => DATE_FIELD.test(text) && isCalendarDate(text);

const record = <T>(value: unknown, isValue: (entry: unknown) => entry is T): Record<string, T> =>
  typeof value === "object" && value !== null && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).filter((entry): entry is [string, T] => /^[a-z0-9-]+$/.test(entry[0]) && isValue(entry[1])))
    : {};

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T => (values.includes(value as T) ? (value as T) : fallback);

/** A time kept on the phone that can be one of this form's: a whole number of ms since 1970, not after now. */
const moment = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value) && value > 0 && value <= Date.now();

const sentOrder = (value: unknown): value is SentOrder =>
  typeof value === "object" &&
  value !== null &&
  moment((value as SentOrder).at) &&
  typeof (value as SentOrder).ref === "string" &&
  REFERENCE.test((value as SentOrder).ref);

/**
 * A draft as kept on the phone (JSON), read leniently: what is not this form's own is left out,
 * field by field, and nothing kept is cut. Null when there is none, or nothing of it is the form's.
 */
export function parseDraft(text: string | null): OrderDraft | null {
  if (!text) return null;
  let kept: Record<string, unknown>;
  try {
    const data: unknown = JSON.parse(text);
    if (typeof data !== "object" || data === null || Array.isArray(data)) return null;
    kept = data as Record<string, unknown>;
  } catch {
    return null;
  }
  const texts = Object.fromEntries(
    TEXTS.map((name) => [name, typeof kept[name] === "string" && (kept[name] as string).length <= MOST_KEPT ? (kept[name] as string) : ""]),
  );
  const since = kept.sendingSince;
  return {
    ...EMPTY_DRAFT,
    ...texts,
    date: isCalendarDay(texts.date) ? texts.date : "",
    way: oneOf<MeasureWay | "">(MEASURE_WAYS, kept.way, ""),
    unit: oneOf(UNITS, kept.unit, EMPTY_DRAFT.unit),
    answer: oneOf(ANSWER_WAYS, kept.answer, "whatsapp"),
    typed: record(kept.typed, (entry): entry is string => typeof entry === "string" && entry.length <= 100),
    // No body measure is longer than 3 m.
    exact: record(kept.exact, (entry): entry is number => Number.isInteger(entry) && (entry as number) > 0 && (entry as number) <= 3_000_000),
    ...(moment(since) ? { sendingSince: since } : {}),
    ...(sentOrder(kept.sent) ? { sent: { at: kept.sent.at, ref: kept.sent.ref } } : {}),
  };
}

/** Whether the visitor has written anything in the form. */
export const isEmpty = (draft: OrderDraft) =>
  TEXTS.every((name) => draft[name].trim() === "") && Object.values(draft.typed).every((text) => text.trim() === "");

/** The visitor's details in `draft`, for the next order. */
export const detailsOf = (draft: OrderDraft): Details => ({
  name: draft.name,
  answer: draft.answer,
  phone: draft.phone,
  email: draft.email,
  unit: draft.unit,
  way: draft.way,
});

/** Whether two drafts hold the same words, whatever is recorded of a send. */
export const sameWords = (a: OrderDraft, b: OrderDraft) =>
  JSON.stringify({ ...a, sendingSince: undefined, sent: undefined }) === JSON.stringify({ ...b, sendingSince: undefined, sent: undefined });
