import * as en from "#app/paraglide-extra/messages/en.js";
import * as gu from "#app/paraglide-extra/messages/gu.js";
import * as hi from "#app/paraglide-extra/messages/hi.js";
import type { Locale } from "#app/i18n/languages.ts";

/**
 * The words of the parts a page downloads when a visitor asks for them (app/messages/extra/*.json):
 * search's results, the filters. Those parts hold the three languages' few words together, which
 * costs less than a download of its own per language; so each word here is in every language's
 * download, and one only the build writes goes in app/messages/build/ (app/i18n/build-words.ts).
 */
export type ExtraWords = typeof en;

const WORDS: Record<Locale, ExtraWords> = { en, gu, hi };

/**
 * The extra words in `locale`: for loaders and the build, and for words in another language than
 * the page's. A component gets the page's language's with useExtraWords() (app/i18n/use-extra-words.ts).
 */
export const extraWords = (locale: Locale): ExtraWords => WORDS[locale];
