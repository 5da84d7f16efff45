import { pagePaths, prerenderPaths } from "../content/read-content.ts";
import { BASE_LOCALE, LOCALES, isLocale, localizePath, type Locale } from "./languages.ts";

/** The not-found page of a prefixed language, rendered at /gu/404 and published as /gu/404.html. */
export const notFoundPath = (locale: Locale) => `/${locale}/404`;

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

/** Everything a build renders in its languages: pages, data files and the prefixed not-found pages. */
export function prerenderIn(locales: readonly Locale[]): string[] {
  const english = prerenderPaths();
  return [
    ...locales.flatMap((locale) => english.map((path) => localizePath(path, locale))),
    ...locales.filter((locale) => locale !== BASE_LOCALE).map(notFoundPath),
  ];
}
