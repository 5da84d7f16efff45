import { useCallback, useEffect } from "react";
import { useSearchParams } from "react-router";
import { PAGE_SIZE, pageOf } from "#app/content/catalogue-pages.ts";
import { dataPagesOf, listingPage } from "#app/content/listing-order.ts";
import type { Photo } from "#app/content/pictures.ts";
import { useLocale } from "#app/i18n/locale.ts";
import { loadPage, usePageFiles } from "#app/content/page-files.ts";
import { useHydrated } from "#app/utils/use-hydrated.tsx";

/** The whole number in `value` from `min` to `max`, or `min`. */
function within(value: string | null, min: number, max: number): number {
  const number = Number(value);
  return Number.isInteger(number) ? Math.min(max, Math.max(min, number)) : min;
}

/**
 * The pages a catalogue page has appended with "Show more". How far it goes
 * is in the address (`?upto=3`): the one place that state lives, so Back and
 * reload return to it. The prerendered page knows nothing of it, so neither
 * does the page while it hydrates. Where the collection lists its designs in
 * another order than by number, `listed` gives its places in that order, and a
 * page's designs come from the data files of their numbers.
 */
export function useMorePages(slug: string, page: number, pages: number, listed?: readonly number[]) {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const upto = hydrated ? within(params.get("upto"), page, pages) : page;
  const pageFiles = usePageFiles();
  const locale = useLocale();
  // The data files catalogue page `more` needs: its own, or those of its designs' numbers.
  const filesOf = useCallback((more: number) => (listed ? dataPagesOf(listingPage(listed, more)) : [more]), [listed]);

  useEffect(() => {
    for (let more = page + 1; more <= upto; more++) for (const file of filesOf(more)) loadPage(slug, file, locale);
  }, [slug, page, upto, locale, filesOf]);

  // The pages that have arrived, in order, up to the first that has not: each place with its design, null where it was taken away.
  const photos: { photo: Photo | null; place: number }[] = [];
  let waiting: number | undefined;
  let failed = false;
  for (let more = page + 1; more <= upto && waiting === undefined; more++) {
    const entries = new Map(filesOf(more).map((file) => [file, pageFiles(slug, file, locale)]));
    const loaded = (file: number) => {
      const entry = entries.get(file);
      return entry?.status === "loaded" ? entry.photos : undefined;
    };
    if ([...entries.keys()].every(loaded)) {
      if (listed) photos.push(...listingPage(listed, more).map((place) => ({ photo: loaded(pageOf(place))?.[place % PAGE_SIZE] ?? null, place })));
      else photos.push(...(loaded(more) ?? []).map((photo, i) => ({ photo, place: (more - 1) * PAGE_SIZE + i })));
    } else {
      waiting = more;
      failed = [...entries.values()].some((entry) => entry?.status === "failed");
    }
  }

  return {
    photos,
    loading: waiting !== undefined && !failed,
    failed,
    /** The page "Show more" brings next, if any. */
    next: failed ? waiting : upto < pages ? upto + 1 : undefined,
    showNext() {
      if (failed && waiting !== undefined) for (const file of filesOf(waiting)) loadPage(slug, file, locale);
      else
        setParams((current) => new URLSearchParams([...current].filter(([name]) => name !== "upto").concat([["upto", String(upto + 1)]])), {
          replace: true,
          preventScrollReset: true,
        });
    },
  };
}
