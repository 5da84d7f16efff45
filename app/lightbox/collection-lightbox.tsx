import { useCallback, useEffect, useMemo, useRef } from "react";
import { matchPath, useLocation, useNavigate, useNavigation } from "react-router";
import { PAGE_SIZE, pageOf, pagePath, photoPath } from "#app/content/catalogue-pages.ts";
import type { LargePhoto } from "#app/content/pictures.ts";
import { localizePath, useLocalPath, useLocale } from "#app/i18n/locale.ts";
import { loadPage, usePageFiles } from "#app/content/page-files.ts";
import { leavePhoto, openedFromGrid } from "#app/lightbox/photo-return.ts";
import { PhotoLightbox } from "#app/lightbox/lazy-lightbox.ts";

interface CollectionLightboxProps {
  slug: string;
  heading: string;
  count: number;
  /** The photo the address names, from 0, and its data. */
  index: number;
  photo: LargePhoto;
  /** The places (from 0) the lightbox pages through, where not every one: those the address's filters choose (?occasion=navratri), or those that have a design where some were taken away. */
  members?: number[];
  /** Whether `members` are the filters' choice: the filters then stay in the address, and closing goes to the filtered catalogue. */
  filtered?: boolean;
  /** Whether `members` are the collection's listing in another order than by number: its catalogue pages then hold slides, not places. */
  listed?: boolean;
}

const wrap = (index: number, count: number) => ((index % count) + count) % count;

/**
 * The lightbox over a photo's page, at the photo the address names. Paging
 * moves the address (replacing its history entry), closing goes back to the
 * grid it was opened from, or to the photo's catalogue page. The collection's
 * other photos arrive a catalogue page at a time, around the one on show. Where the
 * address filters the collection, the lightbox pages through the photos the filters
 * choose (`members`), and the filters stay in the address.
 */
export function CollectionLightbox({ slug, heading, count: all, index: own, photo, members, filtered = false, listed = false }: CollectionLightboxProps) {
  const navigate = useNavigate();
  const location = useLocation();
  // While the next photo's page is on its way, the lightbox already shows the address it is going to.
  const pending = useNavigation().location;
  const locale = useLocale();
  const localPath = useLocalPath();
  const going = pending && matchPath(localPath(`/${slug}/photo/:photo`), pending.pathname)?.params.photo;
  // The lightbox's slides are the collection's photos, or the filters' choice of them: `at` is a slide's photo.
  const count = members ? members.length : all;
  const at = useCallback((slide: number) => (members ? members[slide] : slide), [members]);
  const slideOf = (photoIndex: number) => (members ? Math.max(0, members.indexOf(photoIndex)) : photoIndex);
  const index = slideOf(own);
  const shown = going ? slideOf(Number(going) - 1) : index;
  const query = filtered ? location.search : "";
  const pageFiles = usePageFiles();

  useEffect(() => {
    for (const near of [shown - 1, shown, shown + 1]) loadPage(slug, pageOf(at(wrap(near, count))), locale);
  }, [slug, shown, count, locale, at]);

  // Wherever the visitor leaves to (Close, Back), the grid hears which photo they saw last: the one
  // they paged to, even where they closed before the address had followed. (Closing then cancels
  // the address's move, and the lightbox swings back to the address's photo as it goes: not seen.)
  const seen = useRef(index);
  const closed = useRef(false);
  const onShow = useCallback((i: number) => {
    if (!closed.current) seen.current = i;
  }, []);
  useEffect(() => {
    const last = seen;
    return () => leavePhoto(photoPath(slug, at(last.current) + 1));
  }, [slug, at]);

  // This page's own photo stands in only until its catalogue page has arrived, so the slides stay put while paging.
  const ownPageLoaded = pageFiles(slug, pageOf(own), locale)?.status === "loaded";
  const standInIndex = ownPageLoaded ? -1 : index;
  const standIn = ownPageLoaded ? undefined : photo;
  const photoAt = useCallback(
    (i: number): LargePhoto | undefined => {
      const entry = pageFiles(slug, pageOf(at(i)), locale);
      if (entry?.status === "loaded") return entry.photos[at(i) % PAGE_SIZE] ?? undefined;
      return i === standInIndex ? standIn : undefined;
    },
    [pageFiles, slug, standInIndex, standIn, locale, at],
  );
  // Shared and asked about in the page's language: /gu/kediya/photo/3 from a Gujarati page.
  const sharing = useMemo(
    () => ({ slug, collection: heading, path: (i: number) => localizePath(photoPath(slug, at(i) + 1), locale), number: (i: number) => at(i) + 1 }),
    [heading, slug, locale, at],
  );

  // A photo page whose lightbox is downloading, or cannot be, stays a photo page.
  return (
    <PhotoLightbox
      count={count}
      photoAt={photoAt}
      index={shown}
      sharing={sharing}
      onShow={onShow}
      onView={(i) => {
        if (i !== shown) void navigate(localPath(photoPath(slug, at(i) + 1)) + query, { replace: true, state: location.state, preventScrollReset: true });
      }}
      onClose={() => {
        closed.current = true;
        if (openedFromGrid(location.state)) void navigate(-1);
        else
          void navigate(filtered ? localPath(pagePath(slug, 1)) + query : localPath(pagePath(slug, pageOf(listed ? seen.current : at(seen.current)))), {
            replace: true,
          });
      }}
    />
  );
}
