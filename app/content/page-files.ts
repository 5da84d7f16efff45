import { useCallback } from "react";
import { pageDataPath } from "#app/content/catalogue-pages.ts";
import { unpackPlace, type PageFile } from "#app/content/collection-data.ts";
import type { Photo } from "#app/content/pictures.ts";
import { BASE_LOCALE, localizePath, type Locale } from "#app/i18n/languages.ts";
import { createStore, useStore } from "#app/utils/store.ts";

/** A catalogue page's data file, as far as it has come. */
export type PageEntry =
  | { status: "loading" }
  /** `gone`: the site answered that there is no such page (a collection made smaller or removed), not a lost connection. */
  | { status: "failed"; gone: boolean }
  /** `photos`: the page's places, each its design or null where the design of that number was taken away (../content/catalogue-pages.ts). */
  | { status: "loaded"; count: number; photos: (Photo | null)[] };

class Gone extends Error {}

// Fetched once per visit: the files never change while a build is live.
const entries = new Map<string, PageEntry>();
// Which of its states the map is in: a new number at each change.
let version = 0;
const store = createStore(() => version);

const keyOf = (slug: string, page: number, locale: Locale) => `${localizePath(`/${slug}`, locale)}/${page}`;

function set(key: string, entry: PageEntry) {
  entries.set(key, entry);
  version += 1;
  store.changed();
}

const isPageFile = (data: unknown, page: number): data is PageFile =>
  typeof data === "object" && data !== null && (data as PageFile).page === page && Array.isArray((data as PageFile).photos);

/**
 * Starts fetching catalogue page `page` of a collection, in `locale` (its photo titles), unless
 * it is loaded or on its way; a failed one is tried again.
 */
export function loadPage(slug: string, page: number, locale: Locale = BASE_LOCALE): void {
  const key = keyOf(slug, page, locale);
  const status = entries.get(key)?.status;
  if (status === "loading" || status === "loaded") return;
  set(key, { status: "loading" });
  fetch(`${import.meta.env.BASE_URL}${localizePath(pageDataPath(slug, page), locale).slice(1)}`)
    .then((response) => (response.ok ? response.json() : Promise.reject(response.status === 404 ? new Gone() : new Error(`${response.status}`))))
    .then((data: unknown) => {
      if (!isPageFile(data, page)) throw new Error("not a page file");
      set(key, { status: "loaded", count: data.count, photos: data.photos.map(unpackPlace) });
    })
    .catch((error: unknown) => set(key, { status: "failed", gone: error instanceof Gone }));
}

/**
 * The catalogue pages fetched so far, as a function of collection and page.
 * While the prerendered page hydrates it knows none, as the HTML did not.
 */
export function usePageFiles(): (slug: string, page: number, locale?: Locale) => PageEntry | undefined {
  const seen = useStore(store, -1);
  return useCallback((slug: string, page: number, locale: Locale = BASE_LOCALE) => (seen < 0 ? undefined : entries.get(keyOf(slug, page, locale))), [seen]);
}
