import { Link } from "react-router";
import { useWords } from "#app/i18n/words.tsx";
import { PageSection } from "#app/components/page-section.tsx";
import type { CollectionPlaces } from "#app/content/places.ts";
import { PreviewGallery, type PreviewPhoto } from "#app/catalogue/preview-gallery.tsx";

interface PreviewSectionProps {
  /** The collection's slug: the section's id. */
  id: string;
  heading: string;
  /** The collection's own heading (Kediya's), as the shortlist names it. */
  collection: string;
  photos: PreviewPhoto[];
  /** The catalogue page with every photo. */
  to: string;
  /** Where the collection's designs are, for the lightbox its photos open in at the tap. */
  where: CollectionPlaces;
}

/** A home-page taste of one collection: three photos and a way to the rest. */
export function PreviewSection({ id, heading, collection, photos, to, where }: PreviewSectionProps) {
  const m = useWords();
  return (
    <PageSection id={id} heading={heading} className="preview-section">
      <PreviewGallery slug={id} heading={collection} photos={photos} where={where} label={m.preview_grid_label({ heading })} />
      <p className="preview-section__more">
        <Link className="button button--quiet" to={to} aria-label={m.preview_view_more_label({ heading })}>
          {m.preview_view_more({})}
        </Link>
      </p>
    </PageSection>
  );
}
