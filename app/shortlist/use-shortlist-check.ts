import { useEffect, useRef } from "react";
import type { Days, Price } from "#app/content/design-facts.ts";
import { BASE_LOCALE, type Locale } from "#app/i18n/languages.ts";
import type { DesignsFile, FoundDesign } from "#app/content/designs-file.ts";
import { loadSearchFile, useSearchFiles } from "#app/content/search-files.ts";
import { designKey, shortlist, type ShortlistEntry } from "#app/shortlist/shortlist.ts";

const same = (a?: Price | Days, b?: Price | Days) => a?.from === b?.from && a?.to === b?.to;

const localeOf = (design: Pick<ShortlistEntry, "locale">): Locale => design.locale ?? BASE_LOCALE;

// Each language's designs by their keys ("kediya/3"), made once per file read.
const indexes = new WeakMap<DesignsFile, Map<string, FoundDesign>>();
function designOf(file: DesignsFile, design: ShortlistEntry): FoundDesign | undefined {
  let index = indexes.get(file);
  if (!index) {
    index = new Map(file.designs.map((found) => [designKey(found), found]));
    indexes.set(file, index);
  }
  return index.get(designKey(design));
}

/** The site's name for a collection, in the file's language; undefined for one it does not have ("constructor" is no collection). */
const collectionName = (file: DesignsFile, slug: string): string | undefined => (Object.hasOwn(file.collections, slug) ? file.collections[slug] : undefined);

/** Starts reading the designs file of each language the designs are in: one file each, for every collection. */
function loadDesignsFiles(designs: Iterable<Pick<ShortlistEntry, "locale">>) {
  const locales = new Set<Locale>();
  for (const design of designs) locales.add(localeOf(design));
  for (const locale of locales) loadSearchFile("designs", locale);
}

/**
 * Holds the shortlist to the site as it is now. A design is known by its
 * address: one the site still has there keeps its place and gets today's
 * title, picture files, price, making time and collection name (the owner may
 * have changed any of them); one whose address no longer shows it (the owner
 * removed it, or its collection) drops out, and the panel says so. All of them are checked against the site's
 * list of its designs (search's designs file, /search/designs.json, in the
 * language each was added in): one request per language, whatever the number
 * of designs or collections, and none to a collection the site does not have.
 * A list that could not be fetched (no connection) changes nothing.
 *
 * Each design the device held when the page loaded is checked once. Designs
 * added later, in this tab or another one, came from the site as that tab saw
 * it: checking them against this tab's copy (perhaps older than the other
 * tab's) could drop a design the owner has just added, and two tabs could
 * undo each other's writes.
 */
export function useShortlistCheck(designs: readonly ShortlistEntry[]) {
  const files = useSearchFiles();
  // The designs still to check: those on the device when this page's script first ran.
  const pending = useRef<Set<string>>(undefined);

  useEffect(() => {
    const waiting = (pending.current ??= new Set(shortlist.entries().map(designKey)));
    loadDesignsFiles(designs.filter((design) => waiting.has(designKey(design))));
  }, [designs]);

  useEffect(() => {
    const waiting = pending.current;
    if (!waiting || waiting.size === 0) return;
    shortlist.update((design) => {
      const key = designKey(design);
      if (!waiting.has(key)) return design;
      const file = files("designs", localeOf(design));
      // Not here yet, or no connection: kept as it is, and checked when the list can be fetched.
      if (file?.status !== "loaded") return design;
      waiting.delete(key);
      const collection = collectionName(file.data, design.slug);
      const photo = designOf(file.data, design);
      if (collection === undefined || photo === undefined) return undefined;
      // Today's title, picture files, price, making time and collection name; an entry whose price or time the site no longer gives loses it.
      const unchanged =
        photo.title === design.title &&
        photo.thumb === design.thumb &&
        collection === design.collection &&
        same(photo.price, design.price) &&
        same(photo.days, design.days);
      if (unchanged) return design;
      const now: ShortlistEntry = { ...design, title: photo.title, collection, thumb: photo.thumb, price: photo.price, days: photo.days };
      if (!photo.price) delete now.price;
      if (!photo.days) delete now.days;
      return now;
    });
  }, [files, designs]);
}

/**
 * The site's name for each design's collection, in the language the design was added in, from
 * the site's list of its designs (read once per language, as the check reads it): never the
 * name the device kept, which anyone with the phone can change. Undefined until the list has
 * come, and for a collection the site does not have.
 */
export function useCollectionNames(designs: readonly ShortlistEntry[]): (design: ShortlistEntry) => string | undefined {
  const files = useSearchFiles();
  useEffect(() => loadDesignsFiles(designs), [designs]);
  return (design) => {
    const file = files("designs", localeOf(design));
    return file?.status === "loaded" ? collectionName(file.data, design.slug) : undefined;
  };
}
