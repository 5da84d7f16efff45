import { useLocation, useMatches, useSearchParams } from "react-router";
import { CollectionLightbox, useOpening, type PackedLargePhoto } from "#app/lightbox/index.ts";
import type { CollectionPlaces } from "#app/content/places.ts";
import { FilterMembers } from "#app/search/index.ts";
import { isFiltered } from "#app/content/catalogue-pages.ts";
import { useHydrated } from "#app/utils/use-hydrated.tsx";

/** What a photo's page says of itself in its route's `handle`: that its data is a photo the lightbox shows over it. */
export interface LightboxHandle {
  lightbox?: true;
}

/** A photo's page's data (app/routes/photo.tsx), as the lightbox over it reads it. */
export interface LightboxPage extends PackedLargePhoto, Omit<CollectionPlaces, "places"> {
  slug: string;
  heading: string;
  /** The collection's number of places. */
  count: number;
  /** The photo, from 0. */
  index: number;
}

/**
 * The lightbox, drawn by the layout around every page rather than by a photo's page, so that one
 * lightbox lasts from the tap to the photo's page: a grid opens a photo in it at once (`useOpening`),
 * over the grid, and the photo's page, once it has arrived, goes on showing it, without drawing it
 * anew. On a photo's page (its route's `handle` says `lightbox`, `LightboxHandle`) it shows the photo its address
 * names, paging through the photos the address's filters choose, where it has any. Without the
 * page's script, and until it runs, there is no lightbox: the photo's page is the photo.
 */
export function LightboxHost() {
  const hydrated = useHydrated();
  const matches = useMatches();
  const location = useLocation();
  const [params] = useSearchParams();
  const opening = useOpening(location);
  if (!hydrated) return null;
  const page = matches.find((match) => (match.handle as LightboxHandle | undefined)?.lightbox && match.loaderData);
  if (!page) return opening ? <CollectionLightbox {...opening} opening={opening} /> : null;
  const data = page.loaderData as LightboxPage;
  const { slug, heading, count, index, gaps, listing } = data;
  // The page's data as it is, the same object while she stays on the photo: the lightbox draws nothing anew for it.
  const photo: PackedLargePhoto = data;
  const lightbox = (members?: number[]) => (
    <CollectionLightbox
      slug={slug}
      heading={heading}
      places={count}
      {...(gaps ? { gaps } : {})}
      {...(listing ? { listing } : {})}
      index={index}
      photo={photo}
      {...(members ? { members } : {})}
    />
  );
  // Where the address filters the collection, the lightbox pages through the filters' choice.
  return isFiltered(params) ? (
    <FilterMembers slug={slug} index={index}>
      {lightbox}
    </FilterMembers>
  ) : (
    lightbox()
  );
}
