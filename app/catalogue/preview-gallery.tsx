import type { GridPhoto } from "#app/content/collection-data.ts";
import type { CollectionPlaces } from "#app/content/places.ts";
import { useDesignLinks } from "#app/lightbox/index.ts";
import { PhotoGrid } from "#app/catalogue/photo-grid.tsx";

/** A design the home page previews: its photo, and its number in its collection (from 1). */
export interface PreviewPhoto extends GridPhoto {
  number: number;
}

interface PreviewGalleryProps {
  /** The collection's slug and heading (Kediya's), as its catalogue names it. */
  slug: string;
  heading: string;
  photos: PreviewPhoto[];
  /** Where the collection's designs are: a photo opens at the tap, paging through them as its catalogue's do. */
  where: CollectionPlaces;
  label: string;
}

/**
 * A home-page preview's three photos: designs of the collection, each opening
 * as its catalogue opens it, at its own address (/kediya/photo/8) in the
 * lightbox, with "Ask about this design" and the shortlist heart.
 */
export function PreviewGallery({ slug, heading, photos, where, label }: PreviewGalleryProps) {
  const designs = useDesignLinks(slug, heading, where);
  const index = (i: number) => photos[i].number - 1;
  return (
    <PhotoGrid
      photos={photos}
      label={label}
      className="photo-grid--previews"
      sizes="(min-width: 1240px) 390px, 31vw"
      href={(i) => designs.href(index(i))}
      design={(i) => designs.design(index(i), photos[i])}
      onOpen={(i) => designs.open(index(i))}
      onWarm={(i) => designs.warm(i === undefined ? undefined : index(i))}
      linkRef={(i, link) => designs.linkRef(index(i), link)}
    />
  );
}
