import { useEffect } from "react";
import { PAGE_SIZE, pageOf, type OrderedDesign } from "#app/content/catalogue-pages.ts";
import type { Price } from "#app/content/design-facts.ts";
import type { Photo } from "#app/content/pictures.ts";
import type { Locale } from "#app/i18n/languages.ts";
import { loadPage, usePageFiles } from "#app/content/page-files.ts";
import type { OrderPageData } from "#app/order/order-page-data.ts";

/** A design of the order as far as its collection's data file has come. */
export interface DesignOnOrder {
  design: OrderedDesign;
  /** Its collection's heading. */
  collection?: string;
  state: "loading" | "missing" | "failed" | "loaded";
  photo?: Photo;
}

/**
 * The order's designs as the page shows them: each from its catalogue page's data file (its title,
 * picture, price and making time), fetched as the address names it; and what they come to: the
 * prices of all (where every loaded one has a price) and the longest making time.
 */
export function useOrderDesigns(designs: readonly OrderedDesign[], collections: OrderPageData["collections"], locale: Locale) {
  const pageFiles = usePageFiles();
  // A collection the site has: an address naming "constructor" finds none.
  const collectionOf = (slug: string) => (Object.hasOwn(collections, slug) ? collections[slug] : undefined);

  const designKey = designs.map((design) => `${design.slug}-${design.number}`).join(" ");
  useEffect(() => {
    for (const value of designKey.split(" ")) {
      const at = value.lastIndexOf("-");
      const slug = value.slice(0, at);
      const photo = Number(value.slice(at + 1));
      if (Object.hasOwn(collections, slug) && photo <= collections[slug].count) loadPage(slug, pageOf(photo - 1), locale);
    }
  }, [designKey, collections, locale]);

  const entries: DesignOnOrder[] = designs.map((design) => {
    const collection = collectionOf(design.slug);
    if (!collection || design.number > collection.count) return { design, state: "missing" };
    const entry = pageFiles(design.slug, pageOf(design.number - 1), locale);
    if (!entry || entry.status === "loading") return { design, collection: collection.heading, state: "loading" };
    if (entry.status === "failed") return { design, collection: collection.heading, state: entry.gone ? "missing" : "failed" };
    const photo = entry.photos[(design.number - 1) % PAGE_SIZE];
    return photo ? { design, collection: collection.heading, state: "loaded", photo } : { design, state: "missing" };
  });

  const loaded = entries.flatMap((entry) => (entry.photo ? [entry.photo] : []));
  const prices = loaded.flatMap((photo): Price[] => (photo.price ? [photo.price] : []));
  return {
    entries,
    /** The designs' prices, where every design loaded has one. */
    prices: prices.length === loaded.length && prices.length > 0 ? prices : undefined,
    /** The most days any design takes to make. */
    longest: Math.max(0, ...loaded.map((photo) => photo.days?.to ?? 0)),
    /** The measurements the designs' collections ask for. */
    wanted: new Set(designs.flatMap((design) => collectionOf(design.slug)?.measures ?? [])),
  };
}
