import { deviceStorage } from "../utils/device-storage";
import { createStore, useStore } from "../utils/store";
import { DATE } from "../content/opening-hours";
import { UNITS, type Unit } from "./measures";

/** How the measurements come: typed here, taken at the shop, or from a garment that fits. */
export const MEASURE_WAYS = ["here", "shop", "garment"] as const;
export type MeasureWay = (typeof MEASURE_WAYS)[number];

export const ANSWER_WAYS = ["whatsapp", "email"] as const;
export type AnswerWay = (typeof ANSWER_WAYS)[number];

/**
 * Everything the order form holds but its designs (which are in the address): kept on the phone
 * as the visitor types, so that a reload, a failed send or a return days later loses nothing.
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
}

export const EMPTY_DRAFT: OrderDraft = {
  person: "",
  occasion: "",
  date: "",
  budget: "",
  fabric: "",
  colour: "",
  way: "",
  unit: "cm",
  typed: {},
  exact: {},
  notes: "",
  name: "",
  answer: "whatsapp",
  phone: "",
  email: "",
};

export const ORDER_DRAFT_KEY = "order-draft";

const TEXTS = ["person", "occasion", "date", "budget", "fabric", "colour", "notes", "name", "phone", "email"] as const;

const record = <T>(value: unknown, isValue: (entry: unknown) => entry is T): Record<string, T> =>
  typeof value === "object" && value !== null && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).filter((entry): entry is [string, T] => /^[a-z0-9-]+$/.test(entry[0]) && isValue(entry[1])))
    : {};

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T => (values.includes(value as T) ? (value as T) : fallback);

/** The kept draft, read leniently: what is not this form's own is left out, field by field. */
export function readDraft(): OrderDraft {
  let kept: Record<string, unknown>;
  try {
    const data: unknown = JSON.parse(deviceStorage.get(ORDER_DRAFT_KEY) ?? "{}");
    kept = typeof data === "object" && data !== null ? (data as Record<string, unknown>) : {};
  } catch {
    kept = {};
  }
  const texts = Object.fromEntries(TEXTS.map((name) => [name, typeof kept[name] === "string" ? (kept[name] as string).slice(0, 5000) : ""]));
  return {
    ...EMPTY_DRAFT,
    ...texts,
    // A date the date field did not write is none.
    date: DATE.test(texts.date) ? texts.date : "",
    way: oneOf<MeasureWay | "">(MEASURE_WAYS, kept.way, ""),
    unit: oneOf(UNITS, kept.unit, "cm"),
    answer: oneOf(ANSWER_WAYS, kept.answer, "whatsapp"),
    typed: record(kept.typed, (entry): entry is string => typeof entry === "string" && entry.length <= 20),
    // No body measure is longer than 3 m.
    exact: record(kept.exact, (entry): entry is number => Number.isInteger(entry) && (entry as number) > 0 && (entry as number) <= 3_000_000),
  };
}

/** Whether the visitor has written anything in the form. */
export const isEmpty = (draft: OrderDraft) =>
  TEXTS.every((name) => draft[name].trim() === "") && Object.values(draft.typed).every((text) => text.trim() === "");

/** Keeps the draft as it stands; an empty one keeps nothing. */
export function saveDraft(draft: OrderDraft): void {
  if (isEmpty(draft)) deviceStorage.remove(ORDER_DRAFT_KEY);
  else deviceStorage.set(ORDER_DRAFT_KEY, JSON.stringify(draft));
}

export const clearDraft = () => deviceStorage.remove(ORDER_DRAFT_KEY);

// The draft of this visit: read from the phone once, then kept here as the visitor types, and
// written to the phone at each change. Where the phone keeps nothing, this copy still works
// until the page is left.
let current: OrderDraft | undefined;
let restored = false;

const draftStore = createStore(() => {
  if (!current) {
    current = readDraft();
    restored = !isEmpty(current);
  }
  return current;
});

/** The order being written, as the form shows it: empty in the prerendered page and while it hydrates. */
export const useDraft = (): OrderDraft => useStore(draftStore, EMPTY_DRAFT);

/** Whether the draft came back from the phone (an order begun on an earlier visit) and is as it came. */
export const draftRestored = () => restored;

/** Changes the draft and keeps it on the phone; `undefined` starts a new, empty one. */
export function writeDraft(next: OrderDraft | undefined): void {
  restored = false;
  current = next ?? EMPTY_DRAFT;
  if (next) saveDraft(next);
  else clearDraft();
  draftStore.changed();
}
