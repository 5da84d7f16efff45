/**
 * The filters of a catalogue and of search's results: occasion, fabric, work, colour and a price
 * band, kept in the address (/kediya?occasion=navratri&occasion=wedding&price=0-5000), the one
 * place they live, so that Back undoes one and a filtered page can be shared. Values of one
 * filter widen the choice (Navratri or a wedding); filters together narrow it.
 */
import type { Vocabulary } from "../content/design-facts";
import type { FoundDesign } from "./designs";
import { FILTER_NAMES, type FilterName } from "../content/catalogue-pages";

export { FILTER_NAMES, type FilterName } from "../content/catalogue-pages";

/** Each filter's name in the address, the vocabulary its values come from, and the design's field that holds them. */
export const FILTERS = {
  occasion: { list: "occasions", field: "occasions" },
  fabric: { list: "fabrics", field: "fabric" },
  work: { list: "work", field: "work" },
  colour: { list: "colours", field: "colours" },
} as const satisfies Record<FilterName, { list: Vocabulary; field: keyof FoundDesign }>;

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

/** For each filter's values and each price band, how many of `designs` a visitor would see by choosing it too. */
export function filterCounts(designs: FoundDesign[], chosen: Chosen) {
  const values = Object.fromEntries(
    FILTER_NAMES.map((name) => {
      const counts = new Map<string, number>();
      for (const design of designs) {
        if (!matches(design, chosen, name)) continue;
        for (const value of valuesOf(design, name)) counts.set(value, (counts.get(value) ?? 0) + 1);
      }
      return [name, counts];
    }),
  ) as Record<FilterName, Map<string, number>>;
  const pricePool = designs.filter((design) => matches(design, chosen, "price"));
  const price = (band: PriceBand) => pricePool.filter((design) => inBand(design, band)).length;
  return { values, price, any: pricePool.length };
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

/** The filters alone, as a query to keep on the way to a design's page (?occasion=navratri), or "" for none. */
export function filterQuery(params: URLSearchParams): string {
  const kept = new URLSearchParams([...params].filter(([key]) => (FILTER_NAMES as readonly string[]).includes(key) || key === "price"));
  const text = kept.toString();
  return text ? `?${text}` : "";
}
