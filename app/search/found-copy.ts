import { QUERY_LENGTH, type FoundDesign } from "#app/content/designs-file.ts";
import { withoutBidiControls } from "#app/utils/bidi.ts";
import { firstCharacters } from "#app/utils/field-limit.ts";

/** Where search's pages with their results are rendered, under each language's search (/gu/search/for/bandhani). */
export const SEARCH_COPY_FOLDER = "/search/for";

/**
 * What search's page with its results in it (app/search/search-copies.server.ts) shows before its
 * script runs, and until the language's search files have come: the first page of what its
 * queries find, and how many they find.
 */
export interface FoundCopy {
  /** The queries it answers, as `queryKey` writes them; the first is its own. */
  queries: string[];
  /** How many designs they find. */
  count: number;
  /** The first page of them, best first, as the designs file has them. */
  designs: FoundDesign[];
  /** Their collections' headings, by slug. */
  collections: Record<string, string>;
}

/**
 * A query as the pages with their results name it: cut as the field cuts it, without direction
 * controls, in one Unicode form and small letters, its spaces one each: "Bandhani " is "bandhani".
 */
export const queryKey = (text: string): string =>
  firstCharacters(withoutBidiControls(text), QUERY_LENGTH).normalize("NFC").toLowerCase().trim().replace(/\s+/gu, " ");
