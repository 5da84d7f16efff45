import { useCallback } from "react";
import { localizePath, type Locale } from "#app/i18n/languages.ts";
import { createStore, useStore } from "#app/utils/store.ts";
import { SEARCH_FILES, type DesignsFile } from "#app/content/designs-file.ts";

/**
 * What each of search's files holds once read: the designs as they are, and the index as its text,
 * which search's results read into MiniSearch (./search.ts): the filters, which read the designs
 * only, do not download the library.
 */
interface Files {
  designs: DesignsFile;
  index: string;
}
type Name = keyof Files;

/** One of search's files in one language, as far as it has come. */
export type SearchFile<T> = { status: "loading" } | { status: "failed" } | { status: "loaded"; data: T };

// Read once per visit: the files never change while a build is live.
const entries = new Map<string, SearchFile<Files[Name]>>();
let version = 0;
const store = createStore(() => version);

const keyOf = (name: Name, locale: Locale) => `${locale}/${name}`;

function set(key: string, entry: SearchFile<Files[Name]>) {
  entries.set(key, entry);
  version += 1;
  store.changed();
}

const isDesignsFile = (data: unknown): data is DesignsFile =>
  typeof data === "object" && data !== null && Array.isArray((data as DesignsFile).designs) && typeof (data as DesignsFile).terms === "object";

/** Where search's file `name` in `locale` is (/gu/search/index.json). */
export const searchFileUrl = (name: Name, locale: Locale) => `${import.meta.env.BASE_URL}${localizePath(`/search/${SEARCH_FILES[name]}`, locale).slice(1)}`;

/**
 * Starts reading search's file `name` in `locale`, unless it is read or on its way; a failed one is
 * tried again. With `again`, a file read already is asked for anew, checked with the host (one
 * that came but could not be read).
 */
export function loadSearchFile(name: Name, locale: Locale, { again = false } = {}): void {
  const key = keyOf(name, locale);
  const status = entries.get(key)?.status;
  if (status === "loading" || (status === "loaded" && !again)) return;
  set(key, { status: "loading" });
  fetch(searchFileUrl(name, locale), again ? { cache: "no-cache" } : undefined)
    .then((response) => (response.ok ? response.text() : Promise.reject(new Error(`${response.status}`))))
    .then((text) => {
      if (name === "index") return set(key, { status: "loaded", data: text });
      const data: unknown = JSON.parse(text);
      if (!isDesignsFile(data)) throw new Error("not a designs file");
      set(key, { status: "loaded", data });
    })
    .catch(() => set(key, { status: "failed" }));
}

/** Forgets every file read, so that the next ask fetches it again (for tests). */
export function forgetSearchFiles(): void {
  entries.clear();
  version += 1;
}

/** Search's file `name` in `locale`, as far as it has come; undefined before it is asked for. */
export function useSearchFile<N extends Name>(name: N, locale: Locale): SearchFile<Files[N]> | undefined {
  useStore(store, -1);
  return entries.get(keyOf(name, locale)) as SearchFile<Files[N]> | undefined;
}

/**
 * Search's files as read so far, as a function of file and language: for a part that reads
 * several languages' files at once (the shortlist, whose designs keep the language they were
 * added in). While the prerendered page hydrates it knows none, as the HTML did not.
 */
export function useSearchFiles(): <N extends Name>(name: N, locale: Locale) => SearchFile<Files[N]> | undefined {
  const seen = useStore(store, -1);
  return useCallback(
    <N extends Name>(name: N, locale: Locale) => (seen < 0 ? undefined : (entries.get(keyOf(name, locale)) as SearchFile<Files[N]> | undefined)),
    [seen],
  );
}
