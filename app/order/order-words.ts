import { use } from "react";
import type * as English from "#app/paraglide-order/messages/en.js";
import type { Locale } from "#app/i18n/languages.ts";
import { useLocale } from "#app/i18n/locale.ts";

/** The order page's words in one language (app/order/messages/*.json). */
export type OrderWords = typeof English;

const downloads = new Map<Locale, Promise<OrderWords>>();

// One download per language, each its own import: the page's language's file is the only one fetched.
const files: Record<Locale, () => Promise<OrderWords>> = {
  en: () => import("#app/paraglide-order/messages/en.js"),
  gu: () => import("#app/paraglide-order/messages/gu.js"),
  hi: () => import("#app/paraglide-order/messages/hi.js"),
};

/** The download of `locale`'s words: the same promise each time, as `use()` asks. */
function orderWords(locale: Locale): Promise<OrderWords> {
  let words = downloads.get(locale);
  if (!words) {
    words = files[locale]();
    downloads.set(locale, words);
  }
  return words;
}

/**
 * For a component of the order form: the order's words in the page's language
 * (docs/decisions/018-word-sets.md). They download with the form, the page's language's file
 * only: a Gujarati visitor does not download the English and Hindi too. Until they have come, the
 * component waits, as the form's own code does (the prerendered form stays in place).
 */
export function useOrderWords(): OrderWords {
  return use(orderWords(useLocale()));
}
