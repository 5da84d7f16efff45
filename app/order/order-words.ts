import type * as English from "../paraglide-order/messages/en.js";
import type { Locale } from "../i18n/languages";

/** The order page's words in one language (app/order/messages/*.json). */
export type OrderWords = typeof English;

const downloads = new Map<Locale, Promise<OrderWords>>();

// One download per language, each its own import: the page's language's file is the only one fetched.
const files: Record<Locale, () => Promise<OrderWords>> = {
  en: () => import("../paraglide-order/messages/en.js"),
  gu: () => import("../paraglide-order/messages/gu.js"),
  hi: () => import("../paraglide-order/messages/hi.js"),
};

/**
 * The order page's words in the page's language only, downloaded once with its form: a Gujarati
 * visitor does not download the English and Hindi too. The same promise each time, for `use()`.
 */
export function orderWords(locale: Locale): Promise<OrderWords> {
  let words = downloads.get(locale);
  if (!words) {
    words = files[locale]();
    downloads.set(locale, words);
  }
  return words;
}
