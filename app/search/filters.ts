/**
 * The filters of a catalogue, an occasion's page and search's results: garment (the collection),
 * occasion, fabric, work, colour and a price band, kept in the address (/kediya?occasion=navratri&occasion=wedding&price=0-5000), the one
 * place they live, so that Back undoes one and a filtered page can be shared. Values of one
 * filter widen the choice (Navratri or a wedding); filters together narrow it.
 */
import type { Vocabulary } from "#app/content/design-facts.ts";
import type { DesignsFile, FoundDesign } from "#app/content/designs-file.ts";
import { FILTER_NAMES, type FilterName } from "#app/content/catalogue-pages.ts";

export { FILTER_NAMES, type FilterName } from "#app/content/catalogue-pages.ts";

/** Each filter's name in the address, where its values and their labels come from (the vocabulary, or the collections), and the design's field that holds them. */
export const FILTERS = {
  collection: { list: "collections", field: "slug" },
  occasion: { list: "occasions", field: "occasions" },
  fabric: { list: "fabrics", field: "fabric" },
  work: { list: "work", field: "work" },
  colour: { list: "colours", field: "colours" },
} as const satisfies Record<FilterName, { list: Vocabulary | "collections"; field: keyof FoundDesign }>;

/** Filter `name`'s values and their labels in the page's language, in the order the owner lists them. */
export function termsOf(file: DesignsFile, name: FilterName): [value: string, label: string][] {
  const { list } = FILTERS[name];
  return list === "collections" ? Object.entries(file.collections) : (file.terms[list] ?? []);
}

/** A price band in whole rupees, from `from` to just under `to` (no upper end where there is none): `price=0-5000`, `price=10000-`. */
export interface PriceBand {
  from: number;
  to?: number;
}

/** The bands the filters offer; an address may name any other. */
export const PRICE_BANDS: PriceBand[] = [{ from: 0, to: 3000 }, { from: 3000, to: 5000 }, { from: 5000, to: 10000 }, { from: 10000 }];

export const bandText = ({ from, to }: PriceBand) => `${from}-${to ?? ""}`;

/** The band an address names (`0-5000`), or undefined for anything else. */
export function bandOf(text: string | null): PriceBand | undefined {
  const match = text === null ? null : /^(\d{1,9})-(\d{1,9})?$/.exec(text);
  if (!match) return undefined;
  const from = Number(match[1]);
  const to = match[2] === undefined ? undefined : Number(match[2]);
  return to === undefined || to > from ? { from, ...(to === undefined ? {} : { to }) } : undefined;
}

/** What the filters have chosen: each filter's values, and the price band. */
export interface Chosen {
  values: Record<FilterName, string[]>;
  price?: PriceBand;
}

export function chosenOf(params: URLSearchParams): Chosen {
  const values = Object.fromEntries(FILTER_NAMES.map((name) => [name, [...new Set(params.getAll(name).filter(Boolean))]])) as Chosen["values"];
  const price = bandOf(params.get("price"));
  return { values, ...(price ? { price } : {}) };
}

/** How many choices the filters have made. */
export const chosenCount = (chosen: Chosen) => FILTER_NAMES.reduce((sum, name) => sum + chosen.values[name].length, chosen.price ? 1 : 0);

export function valuesOf(design: FoundDesign, name: FilterName): string[] {
  const value = design[FILTERS[name].field];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

export const inBand = (design: FoundDesign, { from, to }: PriceBand) => {
  const price = design.price?.from;
  return price !== undefined && price >= from && (to === undefined || price < to);
};

/** Whether `design` is among those the filters choose, leaving filter `except` out (to count that filter's values). */
export function matches(design: FoundDesign, chosen: Chosen, except?: FilterName | "price"): boolean {
  for (const name of FILTER_NAMES) {
    const wanted = chosen.values[name];
    if (name !== except && wanted.length > 0 && !valuesOf(design, name).some((value) => wanted.includes(value))) return false;
  }
  return except === "price" || !chosen.price || inBand(design, chosen.price);
}

/**
 * For each filter's values and each price band, how many of `designs` a visitor would see by choosing it too;
 * and for each filter, how many the other filters leave it to choose among (`pools`), which a value every one
 * of them has would leave as they are. `shown` is how many the choice as it is shows.
 */
export function filterCounts(designs: FoundDesign[], chosen: Chosen) {
  const pools = {} as Record<FilterName, number>;
  const values = Object.fromEntries(
    FILTER_NAMES.map((name) => {
      const counts = new Map<string, number>();
      let pool = 0;
      for (const design of designs) {
        if (!matches(design, chosen, name)) continue;
        pool += 1;
        for (const value of valuesOf(design, name)) counts.set(value, (counts.get(value) ?? 0) + 1);
      }
      pools[name] = pool;
      return [name, counts];
    }),
  ) as Record<FilterName, Map<string, number>>;
  const pricePool = designs.filter((design) => matches(design, chosen, "price"));
  const price = (band: PriceBand) => pricePool.filter((design) => inBand(design, band)).length;
  const shown = chosen.price ? pricePool.filter((design) => inBand(design, chosen.price as PriceBand)).length : pricePool.length;
  return { values, pools, price, any: pricePool.length, shown };
}

export type FilterCounts = ReturnType<typeof filterCounts>;

/**
 * Whether the panel offers a value: one that would change what the grid shows. A value no design
 * has would show nothing, and one every design left to choose among has would change nothing
 * (Cotton, where every design is cotton; Navratri, on Navratri's own page): both are left out. A
 * chosen value stays, whatever its count, so that it can be unchosen (an address may name it).
 */
export const isOffered = (count: number, pool: number, chosen: boolean) => chosen || (count > 0 && count < pool);

/** Filter `name`'s values the panel offers, with their counts, in the order of `terms`: none where choosing would change nothing, and the group is left out. */
export function offeredValues(terms: [value: string, label: string][], counts: FilterCounts, chosen: Chosen, name: FilterName) {
  return terms.flatMap(([value, label]) => {
    const count = counts.values[name].get(value) ?? 0;
    return isOffered(count, counts.pools[name], chosen.values[name].includes(value)) ? [{ value, label, count }] : [];
  });
}

/** The price bands the panel offers, with their counts: as values are, none where every priced design left is in one band, unless the address names a band. */
export function offeredBands(bands: [value: string, label: string][], counts: FilterCounts, chosen: Chosen) {
  const chosenBand = chosen.price && bandText(chosen.price);
  return bands.flatMap(([value, label]) => {
    const band = bandOf(value);
    const count = band ? counts.price(band) : 0;
    return isOffered(count, counts.any, value === chosenBand) ? [{ value, label, count }] : [];
  });
}

/** The address's query with filter `name` set to `values` (or the price band to `band`), and "Show more" undone: the page starts again. */
export function withChoice(params: URLSearchParams, name: FilterName | "price", values: string[]): URLSearchParams {
  const next = new URLSearchParams([...params].filter(([key]) => key !== name && key !== "upto"));
  for (const value of values) next.append(name, value);
  return next;
}

/** The address's query without any filter. */
export const withoutFilters = (params: URLSearchParams) =>
  new URLSearchParams([...params].filter(([key]) => !(FILTER_NAMES as readonly string[]).includes(key) && key !== "price" && key !== "upto"));

/**
 * The filters alone, as a query to keep on the way to a design's page (?occasion=navratri), or "" for none.
 * From an occasion's page, its `occasion` too, unless the address names occasions of its own: the design's
 * page then pages through that occasion's designs of its collection, as the occasion's grid showed them.
 */
export function filterQuery(params: URLSearchParams, occasion?: string): string {
  const kept = new URLSearchParams([...params].filter(([key]) => (FILTER_NAMES as readonly string[]).includes(key) || key === "price"));
  if (occasion && !kept.has("occasion")) kept.append("occasion", occasion);
  const text = kept.toString();
  return text ? `?${text}` : "";
}
