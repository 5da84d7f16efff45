/**
 * The order page's address: the chosen designs in it (/order?design=kediya-3&design=chorni-12),
 * so that an order survives a reload and can be shared. A design is its collection's slug and its
 * number there, joined by the last dash (slugs may hold dashes; numbers never do).
 */

/** The order page's path, in English (localized as every path is). */
export const ORDER_PATH = "/order";

/** The most designs one order takes: a family's or a group's, not the catalogue. */
export const MAX_ORDER_DESIGNS = 12;

export interface OrderedDesign {
  slug: string;
  /** Its number in its collection, from 1, as in its address. */
  photo: number;
}

const DESIGN = /^([a-z0-9-]+)-([1-9]\d{0,5})$/;

export const designParam = ({ slug, photo }: OrderedDesign) => `${slug}-${photo}`;

/** The order page's path for some designs: /order?design=kediya-3&design=chorni-12. */
export function orderPath(designs: readonly OrderedDesign[]): string {
  const params = new URLSearchParams(designs.slice(0, MAX_ORDER_DESIGNS).map((design) => ["design", designParam(design)]));
  return designs.length > 0 ? `${ORDER_PATH}?${params}` : ORDER_PATH;
}

/** The designs an address names, each once, in its order; anything else in it is left out. */
export function orderedDesigns(params: URLSearchParams): OrderedDesign[] {
  const designs: OrderedDesign[] = [];
  for (const value of params.getAll("design")) {
    const match = DESIGN.exec(value.trim().toLowerCase());
    if (!match) continue;
    const design = { slug: match[1], photo: Number(match[2]) };
    if (!designs.some((other) => other.slug === design.slug && other.photo === design.photo)) designs.push(design);
    if (designs.length === MAX_ORDER_DESIGNS) break;
  }
  return designs;
}
