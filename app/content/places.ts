/**
 * Where a collection's designs stand: a design's place is its number less one (./catalogue-pages.ts),
 * so a catalogue page holds the places of its numbers, empty where a design was taken away.
 */
import { PAGE_SIZE, pageCount, pageRange, placesOf } from "#app/content/catalogue-pages.ts";
import { listedPlaces, listingPage, listingPages, type Listing } from "#app/content/listing-order.ts";
import type { Collection, GalleryItem } from "#app/content/schema.ts";

/** The places (from 0) among a collection's first `places` that have no design: the designs of those numbers were taken away. */
export function placeGaps(items: readonly GalleryItem[], places: number): number[] {
  const taken = new Set(items.map((item) => item.number - 1));
  return Array.from({ length: places }, (_, place) => place).filter((place) => !taken.has(place));
}

/**
 * Where a collection's designs are, as the lightbox pages through them: how many places it has
 * (its highest number), those (from 0) whose design was taken away, where any was, and the order it
 * lists them in, where not by number.
 */
export interface CollectionPlaces {
  places: number;
  gaps?: number[];
  listing?: Listing;
}

/** Where `collection`'s designs are: what a grid that opens its photos at the tap hands the lightbox. */
export function placesWhere(collection: Collection): CollectionPlaces {
  const places = placesOf(collection.items);
  return {
    places,
    ...(collection.items.length < places ? { gaps: placeGaps(collection.items, places) } : {}),
    ...(collection.listing ? { listing: collection.listing } : {}),
  };
}

// Each collection's designs by number, made once for each collection read: a build looks up each of a
// collection's designs for its page, in every language, and would otherwise search the list for each.
const byNumber = new WeakMap<Collection, Map<number, GalleryItem>>();

/** The design of a collection numbered `number`, if it is on the site. */
export function designOf(collection: Collection, number: number): GalleryItem | undefined {
  let designs = byNumber.get(collection);
  if (!designs) byNumber.set(collection, (designs = new Map(collection.items.map((item) => [item.number, item]))));
  return designs.get(number);
}

/**
 * Catalogue page `page` (from 1) of a collection: its places from `start` (a design's place is its
 * number less one), each its design or null where none has that number; how many designs the
 * collection shows (`count`), and how many pages there are.
 */
export function cataloguePage(collection: Collection, page: number) {
  const places = placesOf(collection.items);
  const { start, end } = pageRange(page, places);
  const items: (GalleryItem | null)[] = Array.from({ length: Math.max(0, end - start) }, () => null);
  for (const item of collection.items) if (item.number > start && item.number <= end) items[item.number - 1 - start] = item;
  return { count: collection.items.length, places, page, pages: pageCount(places), start, items };
}

/** The places (from 0) a collection's catalogue lists, in its order (./listing-order.ts). */
export function listedOf(collection: Collection): number[] {
  const places = placesOf(collection.items);
  return listedPlaces(places, placeGaps(collection.items, places), collection.listing);
}

/**
 * Catalogue page `page` (from 1) as the collection lists it. By number, it is `cataloguePage`'s; in
 * another order (`listing`), its designs in that order from position `start` of the listing, each with its
 * place (`order`), and no empty places.
 */
export function listedPage(collection: Collection, page: number): ReturnType<typeof cataloguePage> & { order?: number[] } {
  if (!collection.listing) return cataloguePage(collection, page);
  const listed = listedOf(collection);
  const order = listingPage(listed, page);
  const byPlace = new Map(collection.items.map((item) => [item.number - 1, item]));
  const items = order.flatMap((place) => byPlace.get(place) ?? []);
  return { count: collection.items.length, places: placesOf(collection.items), page, pages: listingPages(listed), start: (page - 1) * PAGE_SIZE, items, order };
}
