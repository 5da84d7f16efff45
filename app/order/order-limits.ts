import { formatNumber } from "#app/i18n/numbers.ts";
import type { Locale } from "#app/i18n/languages.ts";
import type { Words } from "#app/i18n/words.tsx";
import { fieldLength, type FieldLength } from "#app/utils/field-limit.ts";
import type { OrderStep } from "#app/order/order-address.ts";
import type { OrderDraft } from "#app/order/order-draft.ts";
import type { OrderWords } from "#app/order/order-words.ts";
import { PERSON_NAME_LENGTH } from "#app/order/people.ts";

/**
 * How long each text of the order may be, in characters as a reader counts them, and the step
 * it is typed at. No field cuts what is typed or pasted: a text over its limit is refused, with
 * how much to take out, and nothing longer is ever sent.
 */
export const TEXT_LIMITS = {
  person: { most: PERSON_NAME_LENGTH, step: "who" },
  name: { most: 100, step: "send" },
  phone: { most: 30, step: "send" },
  email: { most: 254, step: "send" },
  fabric: { most: 200, step: "send" },
  colour: { most: 200, step: "send" },
  notes: { most: 2000, step: "send" },
} as const satisfies Partial<Record<keyof OrderDraft, { most: number; step: OrderStep }>>;

export type LimitedField = keyof typeof TEXT_LIMITS;

export const LIMITED_FIELDS = Object.keys(TEXT_LIMITS) as LimitedField[];

/** Each limited field's label, as the form shows it, to name it where it is refused. */
export const limitLabel = (name: LimitedField, w: OrderWords): string =>
  ({
    person: w.order_person_name,
    name: w.order_your_name,
    phone: w.order_phone,
    email: w.order_email,
    fabric: w.order_fabric,
    colour: w.order_colour,
    notes: w.order_notes,
  })[name]({});

/** The field's length against its limit. */
export const lengthOf = (name: LimitedField, draft: OrderDraft): FieldLength => fieldLength(draft[name], TEXT_LIMITS[name].most);

/** Near the limit, the count ("1,850 of 2,000 characters"); empty far from it and past it (refused then: `overText`). */
export function countText({ length, limit, near, over }: FieldLength, m: Words, locale: Locale): string {
  return near && !over ? m.form_limit_near({ length: formatNumber(length, locale), limit: formatNumber(limit, locale) }) : "";
}

/** Why a field past its limit is refused, and by how much ("Anything else: 3,830 characters, and at most 2,000 fit. Please remove 1,830."). */
export function overText(name: LimitedField, { length, limit }: FieldLength, w: OrderWords, locale: Locale): string {
  return w.order_limit_over({
    label: limitLabel(name, w),
    length: formatNumber(length, locale),
    limit: formatNumber(limit, locale),
    excess: formatNumber(length - limit, locale),
  });
}
