import { useEffect } from "react";
import { PAGE_SIZE, pageOf } from "../content/catalogue-pages";
import { packPicture } from "../content/packed-picture";
import { loadPage, usePageFiles } from "./page-files";
import { shortlist, type ShortlistEntry } from "./shortlist";

/**
 * Holds the shortlist to the site as it is now: a design whose address no
 * longer shows it (the owner removed or moved it, or removed its collection)
 * drops out without a word, and a kept one gets today's picture files. A
 * catalogue page that could not be fetched (no connection) changes nothing.
 */
export function useShortlistCheck(designs: readonly ShortlistEntry[]) {
  const pageFiles = usePageFiles();

  useEffect(() => {
    for (const design of designs) loadPage(design.slug, pageOf(design.photo - 1));
  }, [designs]);

  useEffect(() => {
    shortlist.update((design) => {
      const page = pageFiles(design.slug, pageOf(design.photo - 1));
      if (page === undefined || page.status === "loading") return design;
      if (page.status === "failed") return page.gone ? undefined : design;
      const photo = page.photos[(design.photo - 1) % PAGE_SIZE];
      if (photo?.title !== design.title) return undefined;
      const thumb = packPicture(photo.thumb);
      return thumb === design.thumb ? design : { ...design, thumb };
    });
  }, [pageFiles, designs]);
}
