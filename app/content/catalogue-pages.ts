/**
 * The addresses of a collection. Its grid is split into pages of PAGE_SIZE
 * photos (the first at /kediya, the rest at /kediya/page/2, …) so that no page
 * grows with the collection; every photo has a page of its own (/kediya/photo/3).
 *
 * A design's number is its address, and its place in the collection is its
 * number less one (its "index", from 0): design 3 is in place 2, on the first
 * catalogue page, and a catalogue page's data file lists its places in order,
 * with `null` where a design was taken away. So a number found anywhere (a
 * shortlist kept on a phone, an order's address) leads to its data file without
 * asking the site, and no design moves when another goes.
 */

/** Photos per catalogue page: the spec's largest collection (20) fits on one. */
export const PAGE_SIZE = 24;

/** The address of design `number` (from 1, as the content numbers it) of a collection: a page of its own, to share. */
export function photoPath(slug: string, number: number): string {
  return `/${slug}/photo/${number}`;
}

/** The address of catalogue page `page` (from 1): the first is the collection's own address. */
export function pagePath(slug: string, page: number): string {
  return page === 1 ? `/${slug}` : `/${slug}/page/${page}`;
}

/** The data file with the photos of catalogue page `page` (from 1), for "Show more" and the lightbox. */
export function pageDataPath(slug: string, page: number): string {
  return `/${slug}/photos/${page}.json`;
}

/** How many catalogue pages `photos` photos fill. */
export function pageCount(photos: number): number {
  return Math.max(1, Math.ceil(photos / PAGE_SIZE));
}

/** The catalogue page (from 1) that shows photo `index` (from 0). */
export function pageOf(index: number): number {
  return Math.floor(index / PAGE_SIZE) + 1;
}

/** The photos (from 0) catalogue page `page` shows: [start, end). */
export function pageRange(page: number, photos: number): { start: number; end: number } {
  const start = (page - 1) * PAGE_SIZE;
  return { start, end: Math.min(photos, start + PAGE_SIZE) };
}

/** How many places a collection's designs fill: up to its highest number on the site (`numbers` in order). */
export const placesOf = (numbers: readonly { number: number }[]): number => numbers.at(-1)?.number ?? 0;

/**
 * Every page a collection has, in the order a sitemap lists them: its catalogue pages, then a page for each design (`items`, by number).
 * Listed in another order than by number (`listing`), its catalogue pages hold its designs alone, with no empty places.
 */
export function collectionPages({ slug, items, listing }: { slug: string; items: readonly { number: number }[]; listing?: object }): string[] {
  const catalogue = pageCount(listing ? items.length : placesOf(items));
  return [...Array.from({ length: catalogue }, (_, i) => pagePath(slug, i + 1)), ...items.map(({ number }) => photoPath(slug, number))];
}

/** The data files of a collection's catalogue pages, for `places` places. */
export function collectionDataFiles(slug: string, places: number): string[] {
  return Array.from({ length: pageCount(places) }, (_, i) => pageDataPath(slug, i + 1));
}

/**
 * The filters a catalogue's address may carry (/kediya?occasion=navratri&price=0-5000), in the order the
 * panel shows them: app/search/filters.ts reads them. The garment (?collection=kediya) comes first, for the
 * pages that mix collections (an occasion's, search's).
 */
export const FILTER_NAMES = ["collection", "occasion", "fabric", "work", "colour"] as const;
export type FilterName = (typeof FILTER_NAMES)[number];

/** Whether an address filters its designs: a page's own grid gives way to the filters' (however well the values are written). */
export const isFiltered = (params: URLSearchParams) => params.has("price") || FILTER_NAMES.some((name) => params.has(name));

/*
 * The order page's address, with the designs to order in it (/order?design=kediya-3&design=chorni-12):
 * an order survives a reload and can be shared. Here with the other addresses, as every page that
 * links to it has them; the order page reads it back (app/order/order-address.ts).
 */

/** The order page's path, in English (localized as every path is). */
export const ORDER_PATH = "/order";

/** The most designs one order takes: a family's or a group's, not the catalogue. */
export const MAX_ORDER_DESIGNS = 12;

export interface OrderedDesign {
  slug: string;
  /** Its number in its collection, from 1, as in its address. */
  number: number;
}

/** A design as an order's address names it: "kediya-3". */
export const designValue = ({ slug, number }: OrderedDesign): string => `${slug}-${number}`;

/** The order page's path for some designs: /order?design=kediya-3&design=chorni-12 (a slug needs no escaping). */
export const orderPath = (designs: readonly OrderedDesign[]): string =>
  designs.length > 0
    ? `${ORDER_PATH}?${designs
        .slice(0, MAX_ORDER_DESIGNS)
        .map((design) => `design=${designValue(design)}`)
        .join("&")}`
    : ORDER_PATH;

// A design in an order's address: its collection's slug and its number, joined by the last dash
// (slugs may hold dashes; numbers never do).
const DESIGN_IN_ADDRESS = /^([a-z0-9-]+)-([1-9]\d{0,5})$/;

/** The design an order's address names by `value` ("kediya-3"), or undefined for anything else. */
export function designInAddress(value: string): OrderedDesign | undefined {
  const match = DESIGN_IN_ADDRESS.exec(value);
  return match ? { slug: match[1], number: Number(match[2]) } : undefined;
}

/**
 * The order page of one design (/order/kediya-3), written for every design: the same page as
 * /order, which names that design to a visitor without the page's script. The site links to
 * orderPath's address only; the hosts that can choose a file by the query (deploy/nginx.conf,
 * npm run serve) answer /order?design=kediya-3 with this one (docs/decisions/019-order-without-script.md).
 */
export const orderFilePath = (design: OrderedDesign): string => `${ORDER_PATH}/${designValue(design)}`;

/** Beside the order page, what its copy for each design holds without the page's script (app/routes/order-no-script.tsx); the build removes it. */
export const ORDER_NO_SCRIPT_FILE = "no-script.json";
