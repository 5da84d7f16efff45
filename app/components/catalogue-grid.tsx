import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { photoPath } from "../content/catalogue-pages";
import type { GridPhoto } from "../content/collection-data";
import { packPicture } from "../content/packed-picture";
import { useLocalPath, useLocale } from "../i18n/locale";
import { m } from "../paraglide/messages.js";
import { useHydrated } from "../utils/use-hydrated";
import { useMorePages } from "../utils/use-more-pages";
import { FROM_GRID, takeLeftPhoto } from "../utils/photo-return";
import { loadLightbox } from "./lazy-lightbox";
import { hidden, MessageParts } from "./message-parts";
import { PageLinks } from "./page-links";
import { PhotoGrid } from "./photo-grid";

interface CatalogueGridProps {
  slug: string;
  heading: string;
  /** This catalogue page's number (from 1), and how many the collection has. */
  page: number;
  pages: number;
  /** The collection's number of photos. */
  count: number;
  /** The page's photos, and the number (from 0) of its first in the collection. */
  photos: GridPhoto[];
  start: number;
}

const href = (path: string) => `${import.meta.env.BASE_URL}${path.slice(1)}`;

/**
 * A catalogue page's photos, each a link to its own page, where it opens in
 * the lightbox. "Show more" appends the collection's next page in place; the
 * address keeps how far (?upto=3), so Back and reload come back to it.
 */
export function CatalogueGrid({ slug, heading, page, pages, count, photos, start }: CatalogueGridProps) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const locale = useLocale();
  const localPath = useLocalPath();
  const more = useMorePages(slug, page, pages);
  const shown = [...photos, ...more.photos];
  const links = useRef(new Map<number, HTMLAnchorElement>());
  const focusFrom = useRef<number | null>(null);

  // After "Show more", the keyboard carries on from the first photo it added.
  useEffect(() => {
    const link = focusFrom.current === null ? undefined : links.current.get(focusFrom.current);
    if (!link) return;
    focusFrom.current = null;
    link.focus();
  }, [shown.length]);

  // Back from the lightbox: focus returns to the photo it showed last. The
  // lightbox may keep the page inert for a frame or two as it goes: try until it takes.
  useEffect(() => {
    const left = takeLeftPhoto();
    const link = links.current.get(left?.startsWith(`/${slug}/photo/`) ? Number(left.split("/").pop()) - 1 : NaN);
    if (!link) return;
    let frame = 0;
    const attempt = (tries: number) => {
      link.focus();
      if (document.activeElement !== link && tries > 0) frame = requestAnimationFrame(() => attempt(tries - 1));
    };
    attempt(30);
    return () => cancelAnimationFrame(frame);
  }, [slug]);

  return (
    <>
      <PhotoGrid
        photos={shown}
        label={m.catalogue_grid_label({ heading }, { locale })}
        sizes="(min-width: 1240px) 390px, (min-width: 992px) 31vw, 48vw"
        priorityFirst
        href={(i) => href(localPath(photoPath(slug, start + i)))}
        design={(i) => ({
          slug,
          photo: start + i + 1,
          title: shown[i].title,
          collection: heading,
          thumb: packPicture(shown[i].thumb),
          ...(locale === "en" ? {} : { locale }),
        })}
        onOpen={(i) => {
          // Fetched beside the photo's page, so the lightbox is there when the page is.
          loadLightbox().catch(() => undefined);
          void navigate(localPath(photoPath(slug, start + i)), { state: FROM_GRID, preventScrollReset: true });
        }}
        linkRef={(i, link) => {
          if (link) links.current.set(start + i, link);
          else links.current.delete(start + i);
        }}
      />
      {hydrated && more.next !== undefined && (
        <p className="catalogue__more">
          <button
            type="button"
            className="button"
            disabled={more.loading}
            onClick={() => {
              focusFrom.current = start + shown.length;
              more.showNext();
            }}
          >
            <MessageParts parts={m.catalogue_show_more.parts({}, { locale })} markup={{ hidden }} />
          </button>
        </p>
      )}
      <p className="catalogue__status" role="status">
        {more.loading ? m.catalogue_loading_more({}, { locale }) : more.failed ? m.catalogue_load_failed({}, { locale }) : ""}
        {!more.loading && more.photos.length > 0 ? m.catalogue_showing({ from: start + 1, to: start + shown.length, count }, { locale }) : ""}
      </p>
      <PageLinks slug={slug} heading={heading} page={page} pages={pages} />
    </>
  );
}
