import { Link } from "react-router";
import type { Photo } from "../content/pictures";
import { useLocale } from "../i18n/locale";
import { m } from "../paraglide/messages.js";
import { PageSection } from "./page-section";
import { PreviewGallery } from "./preview-gallery";

interface PreviewSectionProps {
  id: string;
  heading: string;
  photos: Photo[];
  /** The catalogue page with every photo. */
  to: string;
}

/** A home-page taste of one collection: three photos and a way to the rest. */
export function PreviewSection({ id, heading, photos, to }: PreviewSectionProps) {
  const locale = useLocale();
  return (
    <PageSection id={id} heading={heading} className="preview-section">
      <PreviewGallery photos={photos} label={m.preview_grid_label({ heading }, { locale })} />
      <p className="preview-section__more">
        <Link className="button button--quiet" to={to} aria-label={m.preview_view_more_label({ heading }, { locale })}>
          {m.preview_view_more({}, { locale })}
        </Link>
      </p>
    </PageSection>
  );
}
