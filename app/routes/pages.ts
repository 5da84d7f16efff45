import { collectionDataFiles, ORDER_NO_SCRIPT_FILE, ORDER_PATH, placesOf } from "#app/content/catalogue-pages.ts";
import { pagePaths, readContent } from "#app/content/read-content.ts";
import { SEARCH_FILES } from "#app/content/designs-file.ts";
import { LOCALES, NOT_FOUND_PATH, localizePath } from "#app/i18n/languages.ts";
import { searchCopyPaths } from "#app/search/search-copies.server.ts";

/** Every page in every language: the English pages, then each in Gujarati, then in Hindi. */
export function pagesInEveryLanguage(): string[] {
  const english = pagePaths();
  return LOCALES.flatMap((locale) => english.map((path) => localizePath(path, locale)));
}

/**
 * Everything the build renders, in every language: each page, each catalogue page's data file, the
 * search page (not in the sitemap: its results are the visitor's own), its files and its copies with
 * the results of the shop's own words (/search/for/bandhani, what a host answers /search?q=bandhani with), the order page
 * (not in it either: an order is the visitor's own), and the not-found page; then, once for every
 * language, what the order page's copy for each design holds (/order/no-script.json: the build
 * writes each copy, /order/kediya-3, what a visitor without the page's script is shown at
 * /order?design=kediya-3).
 */
export function prerenderPaths(): string[] {
  const { collections } = readContent();
  const dataFiles = collections.flatMap(({ slug, items }) => collectionDataFiles(slug, placesOf(items)));
  const search = ["/search", ...Object.values(SEARCH_FILES).map((file) => `/search/${file}`)];
  const english = [...pagePaths(), ...dataFiles, ...search, ORDER_PATH, NOT_FOUND_PATH];
  const pages = LOCALES.flatMap((locale) => [...english.map((path) => localizePath(path, locale)), ...searchCopyPaths(locale)]);
  return [...pages, `${ORDER_PATH}/${ORDER_NO_SCRIPT_FILE}`];
}
