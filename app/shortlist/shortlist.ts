import { createStore, useStore } from "#app/utils/store.ts";
import { photoPath } from "#app/content/catalogue-pages.ts";
import { isDays, isPrice, type Days, type Price } from "#app/content/design-facts.ts";
import { daysText, priceText, togetherText } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/languages.ts";
import { unpackPicture, type PackedPicture } from "#app/content/packed-picture.ts";
import type { Words } from "#app/i18n/words.tsx";
import { withoutBidiControls } from "#app/utils/bidi.ts";
import { deviceStorage } from "#app/utils/device-storage.ts";
import { readStoredList } from "#app/utils/stored-list.ts";
import { absoluteUrl } from "#app/content/seo.ts";

/**
 * A design on the visitor's shortlist, known by its address (/<slug>/photo/<number>):
 * what it shows (title, price, making time, picture) is the site's, as it was when added and
 * brought up to date by the check whenever the site changes them.
 */
export interface ShortlistEntry {
  slug: string;
  /** The design's number in its collection, from 1, as in its address. */
  number: number;
  title: string;
  /** The collection's heading when added, e.g. "Kediya's": kept, but shown and sent only as the site names it now (useCollectionNames). */
  collection: string;
  /** A small picture of it, for the shortlist panel. */
  thumb: PackedPicture;
  /** What it costs, where the site said when it was added (brought up to date as the site changes). */
  price?: Price;
  /** How long it takes to make, likewise. */
  days?: Days;
  /** The language its title and collection are in, where not English: its page file is checked in it. */
  locale?: "gu" | "hi";
}

export const SHORTLIST_KEY = "shortlist";

/**
 * The most designs a shortlist holds: more than any visitor asks the shop about at once, and
 * what one message can carry. The device's copy is read no further, whatever it holds; adding
 * one more lets the oldest go.
 */
export const MOST_SHORTLISTED = 100;
/** The most of the device's copy read, in characters: a full shortlist of long titles takes about a fifth of it. */
const LONGEST_SHORTLIST = 256 * 1024;

const EMPTY: readonly ShortlistEntry[] = Object.freeze([]);

/** A picture of this site's own files: sizes, and plain file names in the assets folder (no address elsewhere). */
function isOwnPicture(packed: string): boolean {
  try {
    const picture = unpackPicture(packed, "");
    const srcSets = [picture.srcSet, ...picture.sources.map((source) => source.srcSet)];
    return (
      picture.width > 0 &&
      picture.height > 0 &&
      srcSets.every((srcSet) => srcSet.split(", ").every((entry) => /^[\w.-]+ \d+w$/.test(entry) && !entry.startsWith(".")))
    );
  } catch {
    return false;
  }
}

const isEntry = (value: unknown): value is ShortlistEntry => {
  const entry = value as ShortlistEntry;
  return (
    typeof entry === "object" &&
    entry !== null &&
    typeof entry.slug === "string" &&
    /^[a-z0-9-]+$/.test(entry.slug) &&
    Number.isInteger(entry.number) &&
    entry.number > 0 &&
    typeof entry.title === "string" &&
    typeof entry.collection === "string" &&
    typeof entry.thumb === "string" &&
    isOwnPicture(entry.thumb) &&
    (entry.locale === undefined || entry.locale === "gu" || entry.locale === "hi")
  );
};

export const sameDesign = (a: Pick<ShortlistEntry, "slug" | "number">, b: Pick<ShortlistEntry, "slug" | "number">) =>
  a.slug === b.slug && a.number === b.number;

/** A design's key, one per design ("kediya/3"). */
export const designKey = (design: Pick<ShortlistEntry, "slug" | "number">) => `${design.slug}/${design.number}`;

/**
 * An entry as the device keeps it: its number under `photo`, the name it was first stored by, so
 * that a shortlist stored by any build reads the same in this one, and one this build writes
 * reads the same in a tab still running an older one.
 */
type StoredEntry = Omit<ShortlistEntry, "number"> & { photo: number };

const storedForm = ({ slug, number, ...entry }: ShortlistEntry): StoredEntry => ({ slug, photo: number, ...entry });

/** A stored entry as the shortlist keeps it: a price or making time the site did not write is left out, not the design (the check brings today's back). */
function entryOf(stored: unknown): ShortlistEntry | undefined {
  if (typeof stored !== "object" || stored === null) return undefined;
  const { photo, ...rest } = stored as Partial<StoredEntry>;
  const value = { ...rest, number: photo };
  if (!isEntry(value)) return undefined;
  const { price, days, ...entry } = value;
  return { ...entry, title: withoutBidiControls(entry.title), ...(isPrice(price) ? { price } : {}), ...(isDays(days) ? { days } : {}) };
}

/**
 * The device's copy, read leniently: anything unreadable is an empty shortlist, a bad entry is
 * left out, and so is a design's second entry. Read no further than a full shortlist could
 * reach, so a copy of any size costs no more than a full one.
 */
function parse(text: string | null): readonly ShortlistEntry[] {
  if (!text) return EMPTY;
  try {
    return readStoredList(text, { longest: LONGEST_SHORTLIST, most: MOST_SHORTLISTED, key: designKey, take: entryOf });
  } catch {
    return EMPTY;
  }
}

// The shortlist of this visit, and the device's text it was last read from or written as. Where
// the device keeps nothing (storage blocked or full) the visit's copy works until the visitor leaves.
let entries: readonly ShortlistEntry[] = EMPTY;
let storedText: string | null | undefined;
// The designs the check dropped this visit (gone from the site), as they were last shown: the panel names them.
let gone: readonly ShortlistEntry[] = EMPTY;

/** Reads the device's copy again if it changed (another tab wrote it); true if it did. */
function refresh(): boolean {
  const text = deviceStorage.get(SHORTLIST_KEY);
  if (text === storedText) return false;
  storedText = text;
  entries = parse(text);
  return true;
}

const current = () => {
  if (storedText === undefined) refresh();
  return entries;
};

function save(next: readonly ShortlistEntry[]) {
  entries = next;
  const text = next.length === 0 ? null : JSON.stringify(next.map(storedForm));
  if (text === null) deviceStorage.remove(SHORTLIST_KEY);
  // A write the device refuses leaves `storedText` as it was, so the visit's copy is not read over.
  if (text === null || deviceStorage.set(SHORTLIST_KEY, text)) storedText = text;
  store.changed();
}

// Kept in step with other tabs while anything shows it: another tab's change is taken in.
const store = createStore(current, (changed) => {
  const onStorage = (event: StorageEvent) => {
    if ((event.key === SHORTLIST_KEY || event.key === null) && refresh()) changed();
  };
  window.addEventListener("storage", onStorage);
  // Another tab may have written between this page's first read and now, unheard.
  refresh();
  return () => window.removeEventListener("storage", onStorage);
});

export const shortlist = {
  entries: current,
  has: (design: Pick<ShortlistEntry, "slug" | "number">) => current().some((entry) => sameDesign(entry, design)),
  add(entry: ShortlistEntry) {
    if (!shortlist.has(entry)) save([...current(), entry].slice(-MOST_SHORTLISTED));
  },
  remove(design: Pick<ShortlistEntry, "slug" | "number">) {
    save(current().filter((entry) => !sameDesign(entry, design)));
  },
  /**
   * Brings each entry up to date, as the site has it now; `undefined` drops it as gone from the
   * site, and the visit keeps it among the gone ones (`useGoneDesigns`). Nothing is written if none changed.
   */
  update(change: (entry: ShortlistEntry) => ShortlistEntry | undefined) {
    const before = current();
    const after = before.map(change);
    if (!after.some((entry, i) => entry !== before[i])) return;
    const dropped = before.filter((_, i) => after[i] === undefined);
    if (dropped.length > 0) {
      gone = [...gone.filter((entry) => !dropped.some((design) => sameDesign(design, entry))), ...dropped];
      goneStore.changed();
    }
    save(after.filter((entry) => entry !== undefined));
  },
  /** Empties the shortlist, and forgets the designs it said were gone. */
  clear() {
    gone = EMPTY;
    goneStore.changed();
    save(EMPTY);
  },
  /** Forgets the visit's copy, so the next read is the device's (for tests). */
  reset() {
    entries = EMPTY;
    storedText = undefined;
    gone = EMPTY;
  },
};

const goneStore = createStore(() => gone);

/** The designs dropped from the shortlist this visit because the site no longer has them, as they were last shown. */
export function useGoneDesigns(): readonly ShortlistEntry[] {
  return useStore(goneStore, EMPTY);
}

/** The shortlist, kept in step with other tabs; empty while the prerendered page hydrates. */
export function useShortlist(): readonly ShortlistEntry[] {
  return useStore(store, EMPTY);
}

/** Whether `design` is on the shortlist, kept in step with other tabs; drawn again only when that changes. */
export function useShortlisted(design: Pick<ShortlistEntry, "slug" | "number">): boolean {
  return useStore(store, EMPTY, (entries) => entries.some((entry) => sameDesign(entry, design)));
}

/** What the designs cost together at the least ("Together from ₹10,300"); undefined for one design, or where one has no price. */
export function shortlistTotal(designs: readonly ShortlistEntry[], locale: Locale, m: Words): string | undefined {
  const prices = designs.flatMap((design) => (design.price ? [design.price] : []));
  return designs.length > 1 && prices.length === designs.length ? togetherText(prices, locale, m) : undefined;
}

/** A design's price and making time as its card says them (["₹3,500–5,600", "12–18 days"]); none where it gives neither. */
export const designFacts = (design: Pick<ShortlistEntry, "price" | "days">, locale: Locale, m: Words): string[] =>
  [design.price && priceText(design.price, locale, m), design.days && daysText(design.days, locale, m)].filter((fact) => typeof fact === "string");

/** The same on one line: "₹3,500–5,600 · 12–18 days"; empty where it gives neither. */
export const designFactsText = (design: Pick<ShortlistEntry, "price" | "days">, locale: Locale, m: Words): string => designFacts(design, locale, m).join(" · ");

/**
 * The text sent to the shop, in the visitor's language: a greeting, then each design's title,
 * collection (where known: the site's name for it, not the device's), price and address, one a
 * line, and what they cost together.
 */
export function shortlistMessage(business: string, siteUrl: string, designs: readonly ShortlistEntry[], locale: Locale, m: Words): string {
  const lines = designs.map((design) => {
    const facts = designFactsText(design, locale, m);
    return `- ${design.title}${design.collection ? ` (${design.collection})` : ""}${facts ? ` · ${facts}` : ""}: ${absoluteUrl(siteUrl, photoPath(design.slug, design.number))}`;
  });
  const total = shortlistTotal(designs, locale, m);
  return [m.shortlist_message_intro({ business, count: designs.length }), ...lines, ...(total ? [total] : [])].join("\n");
}
