import { createContext, use } from "react";
import type { Locale } from "#app/i18n/languages.ts";
import type { Measure } from "#app/order/measures.ts";
import type { OrderDraft } from "#app/order/order-draft.ts";
import type { LimitedField } from "#app/order/order-limits.ts";
import type { Measuring } from "#app/order/use-measures.ts";

/** The fields of the draft that are a line of text each. */
export type TextField = "person" | "occasion" | "date" | "budget" | "fabric" | "colour" | "notes" | "name" | "phone" | "email";

/**
 * The order as its steps read it, in one place (the form's, ./order-form.tsx): the draft and how
 * to change it, each field's problem and count, the measurements, and the days and the budget as
 * the form works them out. A step takes from it what it shows; its own props are only what is
 * that step's alone.
 */
export interface OrderFormState {
  draft: OrderDraft;
  update: (patch: Partial<OrderDraft>) => void;
  /** A text field's id, name, value and change, bound to the draft. */
  field: (name: TextField) => {
    id: string;
    name: string;
    value: string;
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
    onKeyDown: (event: React.KeyboardEvent<HTMLElement>) => void;
  };
  /** The problem with a field, once the step has been refused for it. */
  problemOf: (id: string) => string | undefined;
  /** Near a field's limit, how long it is against it ("1,850 of 2,000 characters"); empty far from it. */
  countOf: (name: LimitedField) => string;
  locale: Locale;
  /** The occasions to choose from, each its value and its name. */
  occasions: [value: string, label: string][];
  /** The measurements the designs ask for, and what is typed of them. */
  measures: Measure[];
  measuring: Measuring;
  /** Whether the address names designs (with none, she describes the one she wants). */
  hasDesigns: boolean;
  /** Whether the phone keeps what is typed. */
  storageUsable: boolean;
  /** Today, at the shop (YYYY-MM-DD), the first and last days an order can be needed by, and the earliest the designs can be ready. */
  today: string;
  first: string;
  last: string;
  earliest: string;
  /** The most days a design of the order takes to make. */
  longest: number;
  /** The budget as read: rupees, null when empty, NaN when not a budget. */
  budget: number | null;
  /** The lowest the designs cost together, where every one has a price. */
  total?: number;
}

/** A text field's id, name, value and change, bound to the draft. */
export const bindField =
  (draft: OrderDraft, update: OrderFormState["update"]): OrderFormState["field"] =>
  (name) => ({
    id: `order-${name}`,
    name: `order-${name}`,
    value: draft[name],
    onChange: (event) => update({ [name]: event.target.value }),
    // Enter in a line does not send a half-written order: a send is a press of one of its buttons.
    onKeyDown: (event) => {
      if (event.key === "Enter" && event.currentTarget instanceof HTMLInputElement) event.preventDefault();
    },
  });

export const OrderFormContext = createContext<OrderFormState | null>(null);

/** For a step of the order: the order as the form holds it. */
export function useOrderForm(): OrderFormState {
  const state = use(OrderFormContext);
  if (!state) throw new Error("A step of the order is drawn inside the order form (app/order/order-form.tsx).");
  return state;
}
