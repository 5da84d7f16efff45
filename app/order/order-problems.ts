import { MAX_RUPEES } from "#app/content/design-facts.ts";
import { formatDate } from "#app/i18n/dates.ts";
import type { Locale } from "#app/i18n/languages.ts";
import type { OrderStep } from "#app/order/order-address.ts";
import type { OrderDraft } from "#app/order/order-draft.ts";
import { lengthOf, LIMITED_FIELDS, overText, TEXT_LIMITS } from "#app/order/order-limits.ts";
import type { OrderWords } from "#app/order/order-words.ts";
import { toLatinDigits } from "#app/order/measures.ts";
import type { Problem } from "#app/components/form-parts.tsx";
import type { Measuring } from "#app/order/use-measures.ts";

/** The last day an order can be needed by: two years from `today` (YYYY-MM-DD). */
export function lastDay(today: string): string {
  const [year, month, day] = today.split("-").map(Number);
  return new Date(Date.UTC(year + 2, month - 1, day)).toISOString().slice(0, 10);
}

/** A budget as typed ("6000", "₹6,000", "૬૦૦૦"), in rupees; null when empty, NaN when not a budget. */
export function parseBudget(text: string): number | null {
  const plain = toLatinDigits(text).replace(/[₹,\s]/g, "");
  if (plain === "") return null;
  const rupees = /^\d{1,8}$/.test(plain) ? Number(plain) : Number.NaN;
  return rupees >= 1 && rupees <= MAX_RUPEES ? rupees : Number.NaN;
}

/** What the order's checks look at. */
export interface OrderState {
  draft: OrderDraft;
  w: OrderWords;
  locale: Locale;
  /** The measurements the order's designs ask for, and what is wrong with those typed. */
  measures: readonly { value: string }[];
  measuring: Pick<Measuring, "problems">;
  /** The first and last days the order can be needed by (YYYY-MM-DD). */
  first: string;
  last: string;
  /** The budget as read: rupees, null when empty, NaN when not a budget. */
  budget: number | null;
  /** How the send is asked for: one by e-mail, answered on WhatsApp, needs her number. */
  sendBy: "whatsapp" | "email";
  /** How many designs the order names: with none, she describes the one she wants. */
  designs: number;
}

/**
 * What keeps step `at` from going on: required fields once the step is refused (`all`), and what
 * is wrong as soon as it is typed (a text past its limit, a day out of range, a budget that is
 * none). A restored draft is checked the same way as one typed: nothing refused on Send passes
 * on a reload.
 */
export function orderProblems(
  at: OrderStep,
  all: boolean,
  { draft, w, locale, measures, measuring, first, last, budget, sendBy, designs }: OrderState,
): Problem[] {
  const problems: Problem[] = [];
  const add = (id: string, text: string, when = true) => when && problems.push({ id, text });
  for (const name of LIMITED_FIELDS) {
    const length = lengthOf(name, draft);
    const asked = (name !== "email" || draft.answer === "email") && (name !== "phone" || draft.answer === "whatsapp");
    if (TEXT_LIMITS[name].step === at && length.over && asked) add(`order-${name}`, overText(name, length, w, locale));
  }
  // An order names what it is for: a design of the catalogue, or one of her own in words.
  if (at === "designs") add("order-notes", w.order_design_missing_words({}), all && designs === 0 && !draft.notes.trim());
  if (at === "who") {
    add("order-person", w.order_person_missing({}), all && !draft.person.trim());
    add("order-date", w.order_date_past({}), draft.date !== "" && draft.date < first);
    add("order-date", w.order_date_far({ latest: formatDate(last, locale) }), draft.date > last);
    add("order-budget", w.order_budget_invalid({}), Number.isNaN(budget));
  }
  if (at === "measures") {
    // Asked wherever the step asks it: for designs that take measurements, or a design of her own.
    add("order-way", w.order_way_missing({}), all && draft.way === "" && (measures.length > 0 || designs === 0));
    if (draft.way === "here")
      for (const measure of measures)
        add(`order-measure-${measure.value}`, measuring.problems.get(measure.value)?.text ?? "", Boolean(measuring.problems.get(measure.value)));
  }
  if (at === "send") {
    add("order-name", w.order_name_missing({}), all && !draft.name.trim());
    if (draft.answer === "email") add("order-email", w.order_email_missing({}), all && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(draft.email.trim()));
    else add("order-phone", w.order_phone_missing({}), all && sendBy === "email" && !draft.phone.trim());
  }
  return problems;
}
