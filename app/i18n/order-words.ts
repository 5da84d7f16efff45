import * as en from "../paraglide-order/messages/en.js";
import * as gu from "../paraglide-order/messages/gu.js";
import * as hi from "../paraglide-order/messages/hi.js";
import type { Locale } from "./languages";

/**
 * The words of ordering and visiting the shop (app/messages/order/*.json): the order page's form,
 * the contact section's "Open now" line and its fitting request. Only the parts that download on
 * demand read them, so no page's first load carries them.
 */
export type OrderWords = typeof en;

const WORDS: Record<Locale, OrderWords> = { en, gu, hi };

export const orderWords = (locale: Locale): OrderWords => WORDS[locale];
