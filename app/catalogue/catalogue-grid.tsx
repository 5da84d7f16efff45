import { useEffect, useMemo, useRef } from "react";
import type { GridPhoto } from "#app/content/collection-data.ts";
import { listedPlaces } from "#app/content/listing-order.ts";
import type { CollectionPlaces } from "#app/content/places.ts";
import { useWords } from "#app/i18n/words.tsx";
import { useDesignLinks } from "#app/lightbox/index.ts";
import { useHydrated } from "#app/utils/use-hydrated.tsx";
import { useMorePages } from "#app/catalogue/use-more-pages.ts";
import { hidden, MessageParts } from "#app/components/message-parts.tsx";
import { PageLinks } from "#app/catalogue/page-links.tsx";
import { PhotoGrid } from "#app/catalogue/photo-grid.tsx";

interface CatalogueGridProps {
  slug: string;
  heading: string;
  /** This catalogue page's number (from 1), and how many the collection has. */
  page: number;
  pages: number;
  /** The collection's number of photos. */
  count: number;
  /** Where its designs are: the lightbox opens a photo at the tap, paging through them as the photo's page would. */
  where: CollectionPlaces;
  /** The page's places, each its design or null where the design of that number was taken away, and the place (from 0: a number less one) of its first. */
  photos: (GridPhoto | null)[];
  start: number;
  /** Where the collection lists its designs in another order than by number (`where.listing`): the place of each of `photos` (then none is null, and `start` counts positions in the listing). */
  order?: number[];
}

/**
 * A catalogue page's photos, each a link to its own page, where it opens in
 * the lightbox. "Show more" appends the collection's next page in place; the
 * address keeps how far (?upto=3), so Back and reload come back to it.
 */
export function CatalogueGrid({ slug, heading, page, pages, count, where, photos, start, order }: CatalogueGridProps) {
  const hydrated = useHydrated();
  const m = useWords();
  const listed = useMemo(() => where.listing && listedPlaces(where.places, where.gaps ?? [], where.listing), [where]);
  const more = useMorePages(slug, page, pages, listed);
  // Each design shown with its place, which is its address: places whose design was taken away show nothing.
  const places = [...photos.map((photo, i) => ({ photo, place: order ? order[i] : start + i })), ...more.photos].flatMap(({ photo, place }) =>
    photo ? [{ photo, place }] : [],
  );
  const shown = places.map(({ photo }) => photo);
  const placeOf = (i: number) => places[i].place;
  const designs = useDesignLinks(slug, heading, where);
  const focusFrom = useRef<number | null>(null);

  // After "Show more", the keyboard carries on from the first photo it added.
  useEffect(() => {
    // The first design "Show more" added: how many were shown before it.
    const from = focusFrom.current;
    const first = from === null ? undefined : places[from];
    const link = first && designs.links.current.get(first.place);
    if (!link) return;
    focusFrom.current = null;
    link.focus();
  }, [places, designs.links]);

  return (
    <>
      <PhotoGrid
        photos={shown}
        label={m.catalogue_grid_label({ heading })}
        sizes="(min-width: 1240px) 390px, (min-width: 992px) 31vw, 48vw"
        priorityFirst
        href={(i) => designs.href(placeOf(i))}
        design={(i) => designs.design(placeOf(i), shown[i])}
        onOpen={(i) => designs.open(placeOf(i))}
        onWarm={(i) => designs.warm(places.at(i ?? 0)?.place)}
        linkRef={(i, link) => designs.linkRef(placeOf(i), link)}
      />
      {hydrated && more.next !== undefined && (
        <p className="catalogue__more">
          <button
            type="button"
            className="button"
            disabled={more.loading}
            onClick={() => {
              focusFrom.current = places.length;
              more.showNext();
            }}
          >
            <MessageParts parts={m.catalogue_show_more.parts({})} markup={{ hidden }} />
          </button>
        </p>
      )}
      <p className="catalogue__status" role="status">
        {more.loading ? m.catalogue_loading_more({}) : more.failed ? m.catalogue_load_failed({}) : ""}
        {!more.loading && more.photos.length > 0 ? m.catalogue_showing({ from: start + 1, to: start + shown.length, count }) : ""}
      </p>
      <PageLinks slug={slug} heading={heading} page={page} pages={pages} />
    </>
  );
}
