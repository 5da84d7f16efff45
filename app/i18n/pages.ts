import { collectionDataFiles } from "../content/catalogue-pages.ts";
import { pagePaths, readContent } from "../content/read-content.ts";
import { LOCALES, localizePath } from "./languages.ts";

/**
 * Where each language's not-found page is rendered (/404/not/found, /gu/404/not/found): an address
 * only the not-found route has (a shorter one could be a collection's page). pipeline/after-build.ts
 * makes it the 404.html hosts answer with (/404.html, /gu/404.html).
 */
export const NOT_FOUND_PATH = "/404/not/found";

/** Every page in every language: the English pages, then each in Gujarati, then in Hindi. */
export function pagesInEveryLanguage(): string[] {
  const english = pagePaths();
  return LOCALES.flatMap((locale) => english.map((path) => localizePath(path, locale)));
}

/** Everything the build renders in every language: each page, each catalogue page's data file, and the not-found page. */
export function prerenderPaths(): string[] {
  const dataFiles = readContent().collections.flatMap(({ slug, items }) => collectionDataFiles(slug, items.length));
  const english = [...pagePaths(), ...dataFiles, NOT_FOUND_PATH];
  return LOCALES.flatMap((locale) => english.map((path) => localizePath(path, locale)));
}
