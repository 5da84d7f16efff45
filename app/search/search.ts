/**
 * How the site searches its designs, the same for the build that writes each language's index
 * and for the page that reads it: MiniSearch, whose default splitter keeps a Gujarati or Hindi
 * word whole (a vowel sign or a virama is part of its word, not a break), with our rules for
 * what a word is, which words count, and how forgiving a query is (docs/decisions/013-search.md).
 */
import MiniSearch, { type AsPlainObject, type Options, type SearchResult } from "minisearch";
import { firstCharacters } from "#app/utils/field-limit.ts";
import { QUERY_LENGTH } from "#app/content/designs-file.ts";

/** What a design is searched by: its title in the page's language, and everything else it is called. */
export interface SearchDocument {
  id: number;
  title: string;
  /** Its collection, fabric, work, occasions and colours in the page's language and in English, its English title, and the Latin spellings of its Gujarati and Hindi words. */
  more: string;
}

/** Words that say nothing of a design, in the three languages: "a chaniya for navratri" asks for chaniya and navratri. */
const STOP_WORDS = new Set([
  ...["a", "an", "and", "for", "in", "of", "on", "the", "to", "with"],
  ...["અને", "માટે", "નો", "ની", "નું", "ના", "ને"],
  ...["और", "के", "की", "का", "को", "लिए", "में", "से"],
]);

/** A word as search compares it: in one Unicode form (a Hindi nukta typed either way), in small letters; undefined for a word that says nothing. */
export function searchWord(word: string): string | undefined {
  const normal = word.normalize("NFC").toLowerCase();
  return STOP_WORDS.has(normal) ? undefined : normal;
}

/** The words of a text, as the index holds them. */
export const searchWords = (text: string): string[] => MiniSearch.getDefault("tokenize")(text).flatMap((word: string) => searchWord(word) ?? []);

/** Only a word in Latin letters forgives a typo: in Gujarati or Hindi one letter's difference (a vowel sign) is another word. */
const LATIN = /^[a-z]+$/;

export const INDEX_OPTIONS: Options<SearchDocument> = {
  fields: ["title", "more"],
  processTerm: (term) => searchWord(term),
};

/** The word being typed (the query's last) may be the start of a longer one. */
const prefixOf = (term: string, last: boolean) => last && term.length >= 2;

/**
 * How far a word may be from a word of the index and still find it, where the index has no word it
 * is, or starts: one letter in a short word, two in a long one ("bandhnii" finds bandhani). Only a
 * word in Latin letters: in Gujarati or Hindi one letter's difference (a vowel sign) is another word.
 * And only where the index does not know it, so that "khadi" finds khadi, not shadi as well.
 */
const fuzzyOf = (term: string) => (LATIN.test(term) && term.length >= 4 ? (term.length >= 8 ? 2 : 1) : false);

/** A language's index, built from its designs. */
export function buildIndex(documents: SearchDocument[]): MiniSearch<SearchDocument> {
  const index = new MiniSearch(INDEX_OPTIONS);
  index.addAll(documents);
  return index;
}

/**
 * A language's index as the build writes it (/search/index.json): MiniSearch's own plain object,
 * less what the page can make again. A design's number in the index is its place in the designs
 * file, so the map of numbers is left out, and each design's count of words per field is a list in
 * that order: at 1,193 designs, about 9 KB less to download in each language (gzip).
 */
export type IndexFile = Omit<AsPlainObject, "documentIds" | "fieldLength"> & { fieldLength: number[][] };

/** The file of `index`, whose designs were added in their order and none removed. */
export function indexFile(index: MiniSearch<SearchDocument>): IndexFile {
  const { documentIds, fieldLength, ...rest } = index.toJSON();
  const numbers = Object.entries(documentIds);
  if (numbers.length !== rest.nextId || numbers.some(([short, id]) => Number(short) !== id)) {
    throw new Error("The search index's designs are not numbered by their place: each must be added once, in order.");
  }
  return { ...rest, fieldLength: numbers.map(([short]) => fieldLength[short]) };
}

/**
 * A language's index, from the file the build wrote (`indexFile`), or from MiniSearch's own JSON,
 * which builds before `indexFile` wrote and a cache may still hold. Anything else (a host's error
 * page, a file cut short) throws, naming what it is not.
 */
export function loadIndex(json: string): MiniSearch<SearchDocument> {
  const file = JSON.parse(json) as Partial<IndexFile> | Partial<AsPlainObject>;
  if ("documentIds" in file) return MiniSearch.loadJS(file as AsPlainObject, INDEX_OPTIONS);
  const { fieldLength } = file;
  if (!Array.isArray(fieldLength) || !Array.isArray(file.index)) throw new Error("not a search index");
  const byNumber = <T>(value: (i: number) => T) => Object.fromEntries(fieldLength.map((_, i) => [i, value(i)]));
  return MiniSearch.loadJS({ ...(file as IndexFile), documentIds: byNumber((i) => i), fieldLength: byNumber((i) => fieldLength[i]) }, INDEX_OPTIONS);
}

/** The designs (their numbers in the index) that match every word of `query`, best first (a word in a title counts twice). */
export function searchIndex(index: MiniSearch<SearchDocument>, query: string): number[] {
  const terms = searchWords(firstCharacters(query, QUERY_LENGTH));
  const queries = terms.map((term, i) => {
    const prefix = prefixOf(term, i === terms.length - 1);
    const known = index.search(term, { prefix, fuzzy: false }).length > 0;
    return { queries: [term], prefix, fuzzy: known ? false : fuzzyOf(term) };
  });
  if (queries.length === 0) return [];
  return index.search({ combineWith: "AND", queries }, { boost: { title: 2 } }).map((result: SearchResult) => result.id as number);
}

/** Whether a query is written in Gujarati or Devanagari letters: the language whose index may know it. */
export function scriptOf(query: string): "gu" | "hi" | undefined {
  if (/[\u0A80-\u0AFF]/u.test(query)) return "gu";
  if (/[\u0900-\u097F]/u.test(query)) return "hi";
  return undefined;
}
