import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { focusOnReturn, FROM_GRID, loadLightbox, takeLeftPhotoPath, warmLightbox } from "#app/lightbox/index.ts";
import { photoPath } from "#app/content/catalogue-pages.ts";
import type { PackedPicture } from "#app/content/packed-picture.ts";
import type { Days, Price } from "#app/content/design-facts.ts";
import { useLocalPath, useLocale } from "#app/i18n/locale.ts";
import type { ShortlistEntry } from "#app/shortlist/index.ts";

/** A design in a grid of several collections' designs (an occasion's page, search's results): enough to link to its page and to shortlist it. */
export interface LinkedDesign {
  slug: string;
  /** Its number in its collection, from 1. */
  number: number;
  title: string;
  thumb: PackedPicture;
  price?: Price;
  days?: Days;
}

/**
 * Links to the pages of `designs`, from any collection, as an occasion's page and search's
 * results show them: `href` for the link (with `query`, such as the filters a filtered
 * catalogue keeps, so the lightbox pages through the same designs), `open` to go there in the
 * page, `design` for its shortlist toggle, and `linkRef` to hand each link over, so that coming
 * back from the lightbox puts the focus on the design it showed last. `collection` names each
 * design's collection (Kediya's).
 */
export function useFoundLinks(designs: LinkedDesign[], collection: (slug: string) => string, query = "") {
  const navigate = useNavigate();
  const locale = useLocale();
  const localPath = useLocalPath();
  const links = useRef(new Map<string, HTMLAnchorElement>());
  const pathOf = (design: LinkedDesign) => photoPath(design.slug, design.number);
  const paths = designs.map(pathOf).join(" ");

  useEffect(() => {
    const left = takeLeftPhotoPath((path) => paths.split(" ").includes(path));
    const link = left === undefined ? undefined : links.current.get(left);
    return link && focusOnReturn(link);
  }, [paths]);

  return {
    href: (design: LinkedDesign) => `${import.meta.env.BASE_URL}${localPath(pathOf(design)).slice(1)}${query}`,
    /** Fetches the lightbox's code ahead of a tap (as the grid comes into view, as a card is touched). */
    warm: warmLightbox,
    open: (design: LinkedDesign) => {
      loadLightbox();
      void navigate(`${localPath(pathOf(design))}${query}`, { state: FROM_GRID, preventScrollReset: true });
    },
    design: (design: LinkedDesign): ShortlistEntry => ({
      slug: design.slug,
      number: design.number,
      title: design.title,
      collection: collection(design.slug),
      thumb: design.thumb,
      ...(design.price ? { price: design.price } : {}),
      ...(design.days ? { days: design.days } : {}),
      ...(locale === "en" ? {} : { locale }),
    }),
    /** Puts the focus on `design`'s link. */
    focus: (design: LinkedDesign) => links.current.get(pathOf(design))?.focus(),
    linkRef: (design: LinkedDesign, link: HTMLAnchorElement | null) => {
      if (link) links.current.set(pathOf(design), link);
      else links.current.delete(pathOf(design));
    },
  };
}
