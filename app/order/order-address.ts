import { MAX_ORDER_DESIGNS, type OrderedDesign } from "../content/catalogue-pages";

/**
 * The designs of the order page's address (/order?design=kediya-3&design=chorni-12; the address
 * itself is made by orderPath, app/content/catalogue-pages.ts). A design is its collection's slug
 * and its number there, joined by the last dash (slugs may hold dashes; numbers never do).
 */

const DESIGN = /^([a-z0-9-]+)-([1-9]\d{0,5})$/;

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
