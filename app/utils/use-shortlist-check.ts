import { useEffect, useRef } from "react";
import { PAGE_SIZE, pageOf } from "../content/catalogue-pages";
import type { Days, Price } from "../content/design-facts";
import { packPicture } from "../content/packed-picture";
import { loadPage, usePageFiles } from "./page-files";
import { shortlist, type ShortlistEntry } from "./shortlist";

const same = (a?: Price | Days, b?: Price | Days) => a?.from === b?.from && a?.to === b?.to;

const keyOf = (design: Pick<ShortlistEntry, "slug" | "photo">) => `${design.slug}/${design.photo}`;

/**
 * Holds the shortlist to the site as it is now: a design whose address no
 * longer shows it (the owner removed or moved it, or removed its collection)
 * drops out without a word, and a kept one gets today's picture files, price and making time. A
 * catalogue page that could not be fetched (no connection) changes nothing.
 *
 * Each design the device held when the page loaded is checked once. Designs
 * added later, in this tab or another one, came from the site as that tab saw
 * it: checking them against this tab's copy (perhaps older than the other
 * tab's) could drop a design the owner has just added, and two tabs could
 * undo each other's writes.
 */
export function useShortlistCheck(designs: readonly ShortlistEntry[]) {
  const pageFiles = usePageFiles();
  // The designs still to check: those on the device when this page's script first ran.
  const pending = useRef<Set<string>>(undefined);

  useEffect(() => {
    pending.current ??= new Set(shortlist.entries().map(keyOf));
    for (const design of designs) {
      if (pending.current.has(keyOf(design))) loadPage(design.slug, pageOf(design.photo - 1), design.locale);
    }
  }, [designs]);

  useEffect(() => {
    const waiting = pending.current;
    if (!waiting || waiting.size === 0) return;
    shortlist.update((design) => {
      const key = keyOf(design);
      if (!waiting.has(key)) return design;
      const page = pageFiles(design.slug, pageOf(design.photo - 1), design.locale);
      if (page === undefined || page.status === "loading") return design;
      // No connection: kept as it is, and checked when the page can be fetched.
      if (page.status === "failed" && !page.gone) return design;
      waiting.delete(key);
      if (page.status === "failed") return undefined;
      const photo = page.photos[(design.photo - 1) % PAGE_SIZE];
      if (photo?.title !== design.title) return undefined;
      // Today's picture files, price and making time; an entry whose price or time the site no longer gives loses it.
      const thumb = packPicture(photo.thumb);
      if (thumb === design.thumb && same(photo.price, design.price) && same(photo.days, design.days)) return design;
      const now: ShortlistEntry = { ...design, thumb, price: photo.price, days: photo.days };
      if (!photo.price) delete now.price;
      if (!photo.days) delete now.days;
      return now;
    });
  }, [pageFiles, designs]);
}
