import * as en from "#app/paraglide-build/messages/en.js";
import * as gu from "#app/paraglide-build/messages/gu.js";
import * as hi from "#app/paraglide-build/messages/hi.js";
import type { Locale } from "#app/i18n/languages.ts";

/**
 * The words only the build writes into pages (app/messages/build/*.json): search's heading and
 * field, an occasion page's heading and description, the steps of ordering, the price bands'
 * labels in the search files. Loaders and the build read them; no file the browser downloads
 * holds them, as a part's words would (app/i18n/extra-words.ts).
 */
export type BuildWords = typeof en;

const WORDS: Record<Locale, BuildWords> = { en, gu, hi };

/** The build's words in `locale`. */
export const buildWords = (locale: Locale): BuildWords => WORDS[locale];
