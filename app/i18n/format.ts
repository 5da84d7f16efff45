/**
 * Numbers, prices and lists as each language of the site writes them: one helper for each
 * job, on `Intl`. Every language uses Western digits with Indian grouping (₹1,25,000), as
 * docs/decisions/012-digits.md explains; the words around them are the language's own.
 *
 * A page's prices are written by the build and again by the visitor's browser as the page
 * hydrates; where a browser's number data differ from the build's, the element showing them
 * keeps the build's text (`suppressHydrationWarning` on it), which is right in every language.
 */
import type { Days, Price } from "../content/design-facts";
import type { Words } from "./words";
import type { Locale } from "./languages";

// Made when first needed, once per language: making a format takes a slow phone a few milliseconds.
const formats = new Map<string, Intl.NumberFormat | Intl.ListFormat>();
function made<T extends Intl.NumberFormat | Intl.ListFormat>(key: string, make: () => T): T {
  let format = formats.get(key) as T | undefined;
  if (!format) formats.set(key, (format = make()));
  return format;
}

/** The language's tag for `Intl`: in India, with Western digits whatever the language's own. */
const tagOf = (locale: Locale) => `${locale}-IN-u-nu-latn`;

const numbers = (locale: Locale) => made(`number ${locale}`, () => new Intl.NumberFormat(tagOf(locale)));
const money = (locale: Locale) =>
  made(`rupees ${locale}`, () => new Intl.NumberFormat(tagOf(locale), { style: "currency", currency: "INR", maximumFractionDigits: 0 }));

/** 125000 as 1,25,000. */
export const formatNumber = (value: number, locale: Locale): string => numbers(locale).format(value);

/** 125000 as ₹1,25,000. */
export const formatRupees = (amount: number, locale: Locale): string => money(locale).format(amount);

/**
 * 10 to 14 as 10–14; 12 to 12 as 12. With an en dash in every language, not `formatRange`:
 * browsers' own data differ there (a hyphen for Gujarati in some), and the page's text must
 * be the same in the visitor's browser as in the build's.
 */
export const formatNumberRange = (from: number, to: number, locale: Locale): string =>
  from === to ? formatNumber(from, locale) : `${formatNumber(from, locale)}–${formatNumber(to, locale)}`;

/** Labels as a short list: Mirror work, Gota lace, Tassels. */
export const formatList = (items: readonly string[], locale: Locale): string =>
  made(`list ${locale}`, () => new Intl.ListFormat(tagOf(locale), { type: "unit", style: "short" })).format(items);

/** "From ₹2,500", as a card shows a price, whatever its upper bound. */
export const priceFromText = (price: Price, locale: Locale, m: Words): string => m.price_from({ price: formatRupees(price.from, locale) });

/** A price in full: "₹2,500 to ₹4,000" where it has an upper bound, else "From ₹2,500". */
export const priceText = (price: Price, locale: Locale, m: Words): string =>
  price.to === undefined ? priceFromText(price, locale, m) : m.price_range({ from: formatRupees(price.from, locale), to: formatRupees(price.to, locale) });

/** "10–14 days", "1 day": said as the language says that many. */
export const daysText = (days: Days, locale: Locale, m: Words): string =>
  m.making_days({ count: days.to, days: formatNumberRange(days.from, days.to, locale) });
