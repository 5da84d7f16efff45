import type { PackedGridPhoto } from "#app/content/collection-data.ts";
import type { Vocabulary } from "#app/content/design-facts.ts";

/** A design as search and the filters know it: where its page is, what its card shows, and its vocabulary values. */
export interface FoundDesign extends PackedGridPhoto {
  /** Its collection's slug, and its number there (from 1): its page is /{slug}/photo/{number}. */
  slug: string;
  number: number;
  fabric?: string;
  work?: string[];
  occasions?: string[];
  colours?: string[];
}

/**
 * A language's designs file (/search/designs.json, /gu/search/designs.json): every design of
 * every collection, in the order the collections show them, its position being its number in
 * the language's index (/search/index.json); the collections' headings; and the vocabulary's
 * labels, in the order the owner lists them, and the price bands, for the filters.
 */
export interface DesignsFile {
  collections: Record<string, string>;
  terms: Record<Vocabulary, [value: string, label: string][]>;
  /** The price bands the filters offer, as the address writes each (0-3000) and as a visitor reads it (Under ₹3,000). */
  bands: [value: string, label: string][];
  designs: FoundDesign[];
}

/** The two files search reads, in each language. */
export const SEARCH_FILES = { designs: "designs.json", index: "index.json" } as const;

/** The longest query search reads (the search page's field takes no more): a few words of what a visitor wants, not a pasted page. */
export const QUERY_LENGTH = 100;
