import { useCallback, useEffect, useMemo, useRef } from "react";
import { matchPath, useLocation, useNavigate, useNavigation } from "react-router";
import { PAGE_SIZE, pageOf, pagePath, photoPath } from "#app/content/catalogue-pages.ts";
import type { LargePhoto } from "#app/content/pictures.ts";
import type { FactRow, Price } from "#app/content/design-facts.ts";
import { unpackMorePhotos, type PackedMorePhoto } from "#app/content/collection-data.ts";
import { unpackPicture, type PackedPicture } from "#app/content/packed-picture.ts";
import { listedPlaces } from "#app/content/listing-order.ts";
import { localizePath, useLocalPath, useLocale } from "#app/i18n/locale.ts";
import { loadPage, usePageFiles } from "#app/content/page-files.ts";
import { focusOnReturn, FROM_GRID, leavePhoto, openedFromGrid } from "#app/lightbox/photo-return.ts";
import { addressFollows, endOpening, type Opening } from "#app/lightbox/photo-opening.ts";
import { afterPaint } from "#app/utils/after-paint.ts";
import type { CollectionPlaces } from "#app/content/places.ts";
import PhotoLightbox from "#app/lightbox/photo-lightbox.tsx";

/** A photo as its page's data carries it (/kediya/photo/3): the lightbox shows it until its catalogue page's file has arrived. */
export interface PackedLargePhoto {
  title: string;
  titleLang?: "en";
  large: PackedPicture;
  price?: Price;
  facts?: FactRow[];
  more?: PackedMorePhoto[];
}

export interface CollectionLightboxProps extends CollectionPlaces {
  slug: string;
  heading: string;
  /** The photo the address names, from 0. */
  index: number;
  /** Its data, from its page; none while it opens at the tap (its catalogue page's file has it). */
  photo?: PackedLargePhoto;
  /** The places (from 0) the filters in the address choose (?occasion=navratri), where they do: the lightbox pages through those, the filters stay in the address, and closing goes to the filtered catalogue. */
  members?: number[];
  /** Opened at the tap, over the grid: the photo's page is on its way and the address is still the grid's. */
  opening?: Opening;
}

const wrap = (index: number, count: number) => ((index % count) + count) % count;

/**
 * The lightbox over a photo's page, at the photo the address names. Paging
 * moves the address (replacing its history entry), closing goes back to the
 * grid it was opened from, or to the photo's catalogue page. The collection's
 * other photos arrive a catalogue page at a time, around the one on show. Where the
 * address filters the collection, the lightbox pages through the photos the filters
 * choose (`members`), and the filters stay in the address. Where designs were taken
 * away, or the collection lists them in another order, it pages through the places
 * that have one, in the catalogue's order.
 *
 * Opened at the tap (`opening`), it shows over the grid before the photo's page has arrived, and
 * stays as it is when the page does: the layout around every page draws it (app/frame/lightbox-host.tsx),
 * for the grid and then for the photo's page. Paging then moves the address to the photo paged to,
 * and closing goes back to the grid's own entry, with the focus back on the card.
 */
export default function CollectionLightbox(props: CollectionLightboxProps) {
  const { slug, heading, places: all, gaps, listing, index: own, photo: packed, members: chosen, opening } = props;
  const filtered = chosen !== undefined;
  const listed = !filtered && listing !== undefined;
  const onSite = useMemo(() => (gaps || listing ? listedPlaces(all, gaps ?? [], listing) : undefined), [all, gaps, listing]);
  const members = chosen ?? onSite;
  const photo = useMemo((): LargePhoto | undefined => {
    if (!packed) return undefined;
    const { large, more, ...words } = packed;
    return { ...words, large: unpackPicture(large), ...(more ? { more: unpackMorePhotos(more) } : {}) };
  }, [packed]);
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
  // Closed before its page arrived, it leaves nothing: the grid is still there, the focus back on the card.
  const seen = useRef(index);
  const closed = useRef(false);
  const arriving = useRef(opening);
  useEffect(() => {
    arriving.current = opening;
  }, [opening]);
  const onShow = useCallback((i: number) => {
    if (!closed.current) seen.current = i;
  }, []);
  useEffect(() => {
    const last = seen;
    return () => {
      if (!arriving.current) leavePhoto(photoPath(slug, at(last.current) + 1));
    };
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
      // Opened at the tap, the address follows once the photo is on screen (./photo-opening.ts).
      {...(opening ? { onShown: () => afterPaint(addressFollows) } : {})}
      onView={(i) => {
        if (i === shown) return;
        // Paged before the address has followed: it does first, so the grid's entry stays behind.
        if (opening) addressFollows();
        // Before the photo's page has arrived, the photo paged to takes the place of the entry the tap added.
        void navigate(localPath(photoPath(slug, at(i) + 1)) + query, { replace: true, state: opening ? FROM_GRID : location.state, preventScrollReset: true });
      }}
      onClose={() => {
        closed.current = true;
        if (opening) {
          // Back to the grid's own entry, which ends the opening: the photo's page, on its way, is asked for no more.
          // Closed before the address followed, the address is the grid's own still, and stays.
          endOpening();
          if (opening.followed) void navigate(-1);
          if (opening.link) focusOnReturn(opening.link);
        } else if (openedFromGrid(location.state)) void navigate(-1);
        else
          void navigate(filtered ? localPath(pagePath(slug, 1)) + query : localPath(pagePath(slug, pageOf(listed ? seen.current : at(seen.current)))), {
            replace: true,
          });
      }}
    />
  );
}
