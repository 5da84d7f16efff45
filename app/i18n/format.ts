/**
 * Prices, ranges and lists as each language of the site writes them: one helper for each job,
 * on `Intl` (plain numbers: ./numbers.ts, which the contact form's counter uses alone). Every
 * language uses Western digits with Indian grouping (₹1,25,000), as docs/decisions/012-digits.md
 * explains; the words around them are the language's own.
 *
 * The build writes the prices and facts a page shows (app/content/design-words.server.ts); the
 * browser uses these helpers only for what the visitor does after (the shortlist, the messages
 * to the shop), so a browser whose number data differ from the build's never re-renders a page.
 */
import type { Words } from "#app/i18n/words.tsx";
import type { Locale } from "#app/i18n/languages.ts";
import { formatNumber, intlTag, madeOnce } from "#app/i18n/numbers.ts";

/** A price in whole rupees, as a design gives it: from `from`, up to `to` where there is an upper bound (content's `Price`). */
type Price = { from: number; to?: number };
/** Days to make a design, from `from` to `to` (content's `Days`). */
type Days = { from: number; to: number };

const money = (locale: Locale) =>
  madeOnce(
    `rupees ${locale}`,
    () => new Intl.NumberFormat(intlTag(locale), { style: "currency", currency: "INR", minimumFractionDigits: 0, maximumFractionDigits: 0 }),
  );

/** 125000 as ₹1,25,000. */
export const formatRupees = (amount: number, locale: Locale): string => money(locale).format(amount);

/**
 * 10 to 14 as 10–14; 12 to 12 as 12. With an en dash in every language, not `formatRange`,
 * whose separator differs between versions of the browsers' data (a hyphen for Gujarati in some).
 */
export const formatNumberRange = (from: number, to: number, locale: Locale): string =>
  from === to ? formatNumber(from, locale) : `${formatNumber(from, locale)}–${formatNumber(to, locale)}`;

/** Labels as a short list: Mirror work, Gota lace, Tassels. */
export const formatList = (items: readonly string[], locale: Locale): string =>
  madeOnce(`list ${locale}`, () => new Intl.ListFormat(intlTag(locale), { type: "unit", style: "short" })).format(items);

/**
 * A design's price, the one way the site says it on its card, its page, the lightbox, the
 * shortlist, the order page and the messages to the shop: "₹2,500" where that is the price,
 * "From ₹2,500" where it has no upper bound, "₹2,500–4,000" from one to the other.
 */
export const priceText = (price: Price, locale: Locale, m: Words): string =>
  price.to === undefined
    ? m.price_from({ price: formatRupees(price.from, locale) })
    : price.to === price.from
      ? formatRupees(price.from, locale)
      : `${formatRupees(price.from, locale)}–${formatNumber(price.to, locale)}`;

/** What some designs cost together, at the least: the sum of their lowest prices ("Together from ₹10,300"). */
export const togetherText = (prices: readonly Price[], locale: Locale, m: Words): string =>
  m.price_together({
    price: formatRupees(
      prices.reduce((sum, price) => sum + price.from, 0),
      locale,
    ),
  });

// Said once for each language's words and range: the words pick "day" or "days" by plural rules
// they make anew at each call, and a build says the same few ranges for thousands of designs.
const saidDays = new WeakMap<Words, Map<string, string>>();

/** "10–14 days", "1 day": said as the language says that many. */
export function daysText(days: Days, locale: Locale, m: Words): string {
  let said = saidDays.get(m);
  if (!said) saidDays.set(m, (said = new Map()));
  const key = `${locale} ${days.from} ${days.to}`;
  let text = said.get(key);
  if (text === undefined) said.set(key, (text = m.making_days({ count: days.to, days: formatNumberRange(days.from, days.to, locale) })));
  return text;
}
