import { pagePaths, prerenderPaths } from "../content/read-content.ts";
import { LOCALES, isLocale, localizePath, type Locale } from "./languages.ts";

/** Every page in every language: the English pages, then each in Gujarati, then in Hindi. */
export function pagesInEveryLanguage(): string[] {
  const english = pagePaths();
  return LOCALES.flatMap((locale) => english.map((path) => localizePath(path, locale)));
}

/**
 * The language one run of the React Router build renders, from SITE_LOCALE: `npm run build`
 * renders each language in a build of its own, so that a page's script holds only its own
 * language's words (pipeline/languages.ts). Unset (`npm run dev`, the unit tests), every language at once.
 */
export function buildLocale(): Locale | undefined {
  const value = process.env.SITE_LOCALE;
  if (value === undefined || value === "") return undefined;
  if (!isLocale(value)) throw new Error(`SITE_LOCALE is "${value}": it must be one of ${LOCALES.join(", ")}, or unset for all of them.`);
  return value;
}

/** The languages a build renders: the one it is for, or every one. */
export const buildLocales = (locale = buildLocale()): readonly Locale[] => (locale ? [locale] : LOCALES);

/**
 * Everything a build renders in its languages: pages and data files. Each build renders a
 * fallback page too, in its language: the not-found page (pipeline/languages.ts).
 */
export function prerenderIn(locales: readonly Locale[]): string[] {
  const english = prerenderPaths();
  return locales.flatMap((locale) => english.map((path) => localizePath(path, locale)));
}
