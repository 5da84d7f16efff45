import type MiniSearch from "minisearch";
import type { Content } from "#app/content/schema.ts";
import { pick, type Text } from "#app/content/translatable.ts";
import { BASE_LOCALE, LOCALES, localizePath, type Locale } from "#app/i18n/languages.ts";
import { languageIndex, perLanguage } from "#app/search/search-index.server.ts";
import { searchIndex, searchWords, type SearchDocument } from "#app/search/search.ts";
import { queryKey, SEARCH_COPY_FOLDER } from "#app/search/found-copy.ts";

/**
 * Search's page with its results in it, for the words the shop itself uses: each collection's
 * heading and each fabric, work, occasion and colour the designs are described by, in the page's
 * language and in English, and the Latin spellings a visitor types for them (content/spellings.json).
 * Each is rendered at /search/for/{name} (/gu/search/for/bandhani) and the hosts that can choose a
 * file by the query answer /search?q=bandhani with it (docs/decisions/020-search-results-in-the-page.md):
 * its first results are in the HTML, their first photo with them, before any script has run.
 */
export interface SearchCopy {
  /** Its place under /search/for/: the collection's slug or the term's value ("bandhani"). */
  name: string;
  /** What it answers, as `queryKey` writes a query: only queries that find exactly its designs, in its order. */
  queries: string[];
  /** Its designs, best first, by their place in the language's designs file. */
  found: number[];
}

/** The shop's own words, each with its name: collections first, then the vocabulary's terms in the owner's order. */
function shopWords(content: Content): { name: string; label: Text }[] {
  const terms = Object.values(content.vocabulary).flatMap((list) => list.map(({ value, label }) => ({ name: value, label })));
  return [...content.collections.map(({ slug, heading }) => ({ name: slug, label: heading })), ...terms];
}

/** The Latin spellings of the words in `texts` (content/spellings.json). */
function latinOf(content: Content, texts: string[]): string[] {
  const words = new Set(texts.flatMap(searchWords));
  return content.spellings.filter((spelling) => spelling.words.some((word) => words.has(word.normalize("NFC").toLowerCase()))).flatMap(({ latin }) => latin);
}

/**
 * The copies of each of the shop's words in `locale`. A word is asked for by its label in the
 * language, in English, and by the Latin spellings of its label in any language; each set of
 * results those queries find (the same designs in the same order) is a copy of its own, the first
 * named after the word (/search/for/bandhani), any other numbered (/search/for/bandhani-2). A query
 * that finds nothing has none; one that two words share is the first's.
 */
function copiesOf(content: Content, index: MiniSearch<SearchDocument>, locale: Locale): SearchCopy[] {
  const claimed = new Set<string>();
  const names = new Set<string>();
  const copies: SearchCopy[] = [];
  for (const { name, label } of shopWords(content)) {
    const texts = [
      pick(label, locale),
      pick(label, BASE_LOCALE),
      ...latinOf(
        content,
        LOCALES.map((other) => pick(label, other)),
      ),
    ];
    const queries = [...new Set(texts.map(queryKey))].filter((query) => query !== "" && !claimed.has(query));
    const groups = new Map<string, SearchCopy>();
    for (const query of queries) {
      const found = searchIndex(index, query);
      if (found.length === 0) continue;
      claimed.add(query);
      const key = found.join(" ");
      const group = groups.get(key);
      if (group) group.queries.push(query);
      else groups.set(key, { name: "", queries: [query], found });
    }
    for (const group of groups.values()) {
      let copyName = name;
      for (let n = 2; names.has(copyName); n += 1) copyName = `${name}-${n}`;
      names.add(copyName);
      copies.push({ ...group, name: copyName });
    }
  }
  return copies;
}

/** Search's pages with their results, in `locale`: found once per build, as the content is read once. */
export const searchCopies = perLanguage((content, locale) => copiesOf(content, languageIndex(locale), locale));

/** Where each of them is rendered, in `locale` (/gu/search/for/bandhani). */
export const searchCopyPaths = (locale: Locale) => searchCopies(locale).map(({ name }) => localizePath(`${SEARCH_COPY_FOLDER}/${name}`, locale));

/**
 * What the hosts answer search with, in every language: for each query a copy answers (as
 * `queryKey` writes it), the search page it is asked of (/gu/search) and the copy's file
 * (/gu/search/for/bandhani-2/index.html).
 */
export function searchCopyFiles(): { page: string; query: string; file: string }[] {
  return LOCALES.flatMap((locale) =>
    searchCopies(locale).flatMap(({ name, queries }) =>
      queries.map((query) => ({ page: localizePath("/search", locale), query, file: `${localizePath(`${SEARCH_COPY_FOLDER}/${name}`, locale)}/index.html` })),
    ),
  );
}
