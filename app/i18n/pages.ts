import { pagePaths, prerenderPaths } from "../content/read-content.ts";
import { LOCALES, PREFIXED_LOCALES, localizePath, type Locale } from "./languages.ts";

/** The not-found page of a prefixed language, rendered at /gu/404 and published as /gu/404.html. */
export const notFoundPath = (locale: Locale) => `/${locale}/404`;

/** Every page in every language: the English pages, then each in Gujarati, then in Hindi. */
export function pagesInEveryLanguage(): string[] {
  const english = pagePaths();
  return LOCALES.flatMap((locale) => english.map((path) => localizePath(path, locale)));
}

/** Everything the build renders, in every language: pages, data files and the prefixed not-found pages. */
export function prerenderInEveryLanguage(): string[] {
  const english = prerenderPaths();
  return [...LOCALES.flatMap((locale) => english.map((path) => localizePath(path, locale))), ...PREFIXED_LOCALES.map(notFoundPath)];
}
