import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { CollectionLightbox, loadLightbox, warmLightbox } from "#app/lightbox/lazy-lightbox.ts";
import { pageOf, photoPath } from "#app/content/catalogue-pages.ts";
import type { GridPhoto } from "#app/content/collection-data.ts";
import { loadPage } from "#app/content/page-files.ts";
import { packPicture } from "#app/content/packed-picture.ts";
import { useLocalPath, useLocale } from "#app/i18n/locale.ts";
import { savesData } from "#app/utils/low-data.ts";
import { focusOnReturn, FROM_GRID, takeLeftPhoto } from "#app/lightbox/photo-return.ts";
import { markedState, newMark, OPENING_HASH, openAtTap } from "#app/lightbox/photo-opening.ts";
import type { CollectionPlaces } from "#app/content/places.ts";
import type { ShortlistEntry } from "#app/shortlist/index.ts";

/** Where the lightbox has not been drawn by then, the photo's page is asked for all the same. */
const FOLLOW_AT_THE_LATEST_MS = 2_000;

/**
 * Links to a collection's photo pages (/kediya/photo/3), as a catalogue's grid and the home
 * page's previews show them: `href` for the link, `open` to go there in the page (the lightbox
 * over the photo's page, closing back to this grid), `design` for its shortlist toggle, and
 * `linkRef` to hand each link over, so that coming back from the lightbox puts the focus on
 * the photo it showed last. `heading` is the collection's (Kediya's).
 *
 * Given where the collection's designs are (`places`, as a catalogue page knows them), a photo
 * opens at the tap: the lightbox shows it over the grid while its page is on its way
 * (./photo-opening.ts), from the catalogue page's file that warming it fetched. The address moves
 * to the photo's page once the photo is on screen: on a phone slowed 4×, the router's work for it
 * and the page drawn again for its new address put the photo's first frame 0.2-0.3 s later.
 */
export function useDesignLinks(slug: string, heading: string, places?: CollectionPlaces) {
  const navigate = useNavigate();
  const location = useLocation();
  const locale = useLocale();
  const localPath = useLocalPath();
  const links = useRef(new Map<number, HTMLAnchorElement>());

  useEffect(() => {
    const left = takeLeftPhoto(slug);
    const link = left === undefined ? undefined : links.current.get(left - 1);
    return link && focusOnReturn(link);
  }, [slug]);

  return {
    links,
    /** The address of photo `index` (from 0), under the site's base path. */
    href: (index: number) => `${import.meta.env.BASE_URL}${localPath(photoPath(slug, index + 1)).slice(1)}`,
    /**
     * Fetches the lightbox's code ahead of a tap (as the grid comes into view, as a card is touched),
     * and, where a photo opens at the tap, the file of the catalogue page that has photo `index` (from 0).
     */
    warm: (index?: number) => {
      warmLightbox();
      if (places && index !== undefined && !savesData()) loadPage(slug, pageOf(index), locale);
    },
    open: (index: number) => {
      // Fetched beside the photo's page, so the lightbox is there when the page is.
      loadLightbox();
      const path = localPath(photoPath(slug, index + 1));
      if (!places) {
        void navigate(path, { state: FROM_GRID, preventScrollReset: true });
        return;
      }
      const mark = newMark();
      const link = links.current.get(index);
      const follow = openAtTap({ ...places, slug, heading, index, from: location.key, mark, ...(link ? { link } : {}) }, () => {
        // The grid's own entry in history first (at once: a hash changes no data), which the photo's page replaces.
        void navigate({ pathname: location.pathname, search: location.search, hash: OPENING_HASH }, { state: markedState(mark), preventScrollReset: true });
        void navigate(path, { replace: true, state: FROM_GRID, preventScrollReset: true });
      });
      // The lightbox, drawn over the grid, has the address follow once its photo is on screen (./collection-lightbox.tsx).
      // Where its code is still on its way, the photo's page is asked for beside it; and where the photo is
      // slow to come, or something keeps the lightbox from being drawn, the page is asked for all the same.
      if (CollectionLightbox.arrived()) window.setTimeout(follow, FOLLOW_AT_THE_LATEST_MS);
      else follow();
    },
    /** Photo `index` (from 0), shown as `photo`, as a shortlist entry. */
    design: (index: number, photo: GridPhoto): ShortlistEntry => ({
      slug,
      number: index + 1,
      title: photo.title,
      collection: heading,
      thumb: packPicture(photo.thumb),
      ...(photo.price ? { price: photo.price } : {}),
      ...(photo.days ? { days: photo.days } : {}),
      ...(locale === "en" ? {} : { locale }),
    }),
    linkRef: (index: number, link: HTMLAnchorElement | null) => {
      if (link) links.current.set(index, link);
      else links.current.delete(index);
    },
  };
}
