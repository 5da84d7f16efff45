import { useEffect } from "react";
import { useSearchParams } from "react-router";
import type { Photo } from "../content/pictures";
import { useLocale } from "../i18n/locale";
import { loadPage, usePageFiles } from "./page-files";
import { useHydrated } from "../utils/use-hydrated";

/** The whole number in `value` from `min` to `max`, or `min`. */
function within(value: string | null, min: number, max: number): number {
  const number = Number(value);
  return Number.isInteger(number) ? Math.min(max, Math.max(min, number)) : min;
}

/**
 * The pages a catalogue page has appended with "Show more". How far it goes
 * is in the address (`?upto=3`): the one place that state lives, so Back and
 * reload return to it. The prerendered page knows nothing of it, so neither
 * does the page while it hydrates.
 */
export function useMorePages(slug: string, page: number, pages: number) {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const upto = hydrated ? within(params.get("upto"), page, pages) : page;
  const pageFiles = usePageFiles();
  const locale = useLocale();

  useEffect(() => {
    for (let more = page + 1; more <= upto; more++) loadPage(slug, more, locale);
  }, [slug, page, upto, locale]);

  // The pages that have arrived, in order, up to the first that has not: their places, null where a design was taken away.
  const photos: (Photo | null)[] = [];
  let waiting: number | undefined;
  for (let more = page + 1; more <= upto && waiting === undefined; more++) {
    const entry = pageFiles(slug, more, locale);
    if (entry?.status === "loaded") photos.push(...entry.photos);
    else waiting = more;
  }
  const failed = waiting !== undefined && pageFiles(slug, waiting, locale)?.status === "failed";

  return {
    photos,
    loading: waiting !== undefined && !failed,
    failed,
    /** The page "Show more" brings next, if any. */
    next: failed ? waiting : upto < pages ? upto + 1 : undefined,
    showNext() {
      if (failed && waiting !== undefined) loadPage(slug, waiting, locale);
      else setParams((current) => new URLSearchParams([...current].filter(([name]) => name !== "upto").concat([["upto", String(upto + 1)]])), { replace: true, preventScrollReset: true });
    },
  };
}
