import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { PhotoLightbox, warmLightbox } from "#app/lightbox/lazy-lightbox.ts";
import { photoPath } from "#app/content/catalogue-pages.ts";
import type { GridPhoto } from "#app/content/collection-data.ts";
import { packPicture } from "#app/content/packed-picture.ts";
import { useLocalPath, useLocale } from "#app/i18n/locale.ts";
import { FROM_GRID, takeLeftPhoto } from "#app/lightbox/photo-return.ts";
import type { ShortlistEntry } from "#app/shortlist/index.ts";

/**
 * Puts the focus on `link`, the photo the lightbox showed last, as the visitor comes back to its
 * grid. The lightbox may keep the page inert for a frame or two as it goes, and its own parts leave
 * after: this tries until the focus takes, and for a moment after gives it back if it falls to
 * nothing. Returns what stops it.
 */
export function focusOnReturn(link: HTMLElement): () => void {
  let frame = 0;
  let taken = false;
  const attempt = (tries: number) => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (!taken || lost) link.focus();
    taken ||= document.activeElement === link;
    if (tries > 0) frame = requestAnimationFrame(() => attempt(tries - 1));
  };
  attempt(30);
  return () => cancelAnimationFrame(frame);
}

/**
 * Links to a collection's photo pages (/kediya/photo/3), as a catalogue's grid and the home
 * page's previews show them: `href` for the link, `open` to go there in the page (the lightbox
 * over the photo's page, closing back to this grid), `design` for its shortlist toggle, and
 * `linkRef` to hand each link over, so that coming back from the lightbox puts the focus on
 * the photo it showed last. `heading` is the collection's (Kediya's).
 */
export function useDesignLinks(slug: string, heading: string) {
  const navigate = useNavigate();
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
    /** Fetches the lightbox's code ahead of a tap (as the grid comes into view, as a card is touched). */
    warm: warmLightbox,
    open: (index: number) => {
      // Fetched beside the photo's page, so the lightbox is there when the page is.
      PhotoLightbox.preload().catch(() => undefined);
      void navigate(localPath(photoPath(slug, index + 1)), { state: FROM_GRID, preventScrollReset: true });
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
