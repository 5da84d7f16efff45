import * as en from "#app/paraglide-visit/messages/en.js";
import * as gu from "#app/paraglide-visit/messages/gu.js";
import * as hi from "#app/paraglide-visit/messages/hi.js";
import type { Locale } from "#app/i18n/languages.ts";
import { useLocale } from "#app/i18n/locale.ts";

/** The "Open now" line's and the fitting request's words in one language (app/visit/messages/*.json). */
export type VisitWords = typeof en;

const WORDS: Record<Locale, VisitWords> = { en, gu, hi };

/**
 * For a component of the visit: its words in the page's language (docs/decisions/018-word-sets.md).
 * They download with the "Open now" line and the fitting request as the contact section nears the
 * screen, the three languages' few words together, which costs less than a download per language.
 */
export function useVisitWords(): VisitWords {
  return WORDS[useLocale()];
}
