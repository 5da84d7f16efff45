/**
 * The order a collection's catalogue lists its designs in: by number, new ones last (the default), or
 * newest first, and either way with the designs the owner picks before the rest. Only the listing
 * follows it (the catalogue pages, the lightbox, a photo page's Previous and Next): a design's number
 * stays its address, and its data file is still found from its number (./catalogue-pages.ts), so a
 * shortlist or an order's address finds it whatever the order (docs/decisions/016-design-files.md).
 */
import { PAGE_SIZE, pageCount, pageOf } from "#app/content/catalogue-pages.ts";

/** The orders a collection may choose, the first the default. */
export const ORDERS = ["number", "newest"] as const;
export type Order = (typeof ORDERS)[number];

/** The most designs an owner may pick to come first: one catalogue page's worth. */
export const MAX_FIRST = PAGE_SIZE;

/**
 * How a collection lists its designs where that is not by number, as small as the browser needs it
 * whatever the catalogue's size: the listing itself is worked out from it and the places left empty.
 */
export interface Listing {
  /** Newest (highest number) first. */
  newest: boolean;
  /** The places (from 0: a number less one) of the designs the owner picked to come first, in the owner's order. */
  first: number[];
}

/** The listing a collection chose, or undefined where it lists by number with none picked first (as the site always did). */
export function listingOf(order: Order, first: readonly number[]): Listing | undefined {
  return order === "number" && first.length === 0 ? undefined : { newest: order === "newest", first: [...first] };
}

/**
 * The places (from 0) a collection's catalogue lists, in order: those of its `places` that are not
 * `gaps` (designs taken away), by number, or as `listing` says.
 */
export function listedPlaces(places: number, gaps: readonly number[], listing?: Listing): number[] {
  const empty = new Set(gaps);
  const first = [...new Set(listing?.first ?? [])].filter((place) => place >= 0 && place < places && !empty.has(place));
  const picked = new Set(first);
  const rest = Array.from({ length: places }, (_, place) => place).filter((place) => !empty.has(place) && !picked.has(place));
  if (listing?.newest) rest.reverse();
  return [...first, ...rest];
}

/** The places catalogue page `page` (from 1) of a listing shows. */
export const listingPage = (listed: readonly number[], page: number): number[] => listed.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

/** How many catalogue pages a listing of `listed` places fills. */
export const listingPages = (listed: readonly number[]): number => pageCount(listed.length);

/** The data files (by number: ./catalogue-pages.ts) that hold the designs of some places, each once, in the order first needed. */
export const dataPagesOf = (places: readonly number[]): number[] => [...new Set(places.map(pageOf))];
