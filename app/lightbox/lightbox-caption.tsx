import { Link } from "react-router";
import { useLightboxState } from "yet-another-react-lightbox";
import { orderPath } from "../content/catalogue-pages";
import type { LargePhoto } from "../content/pictures";
import { useLocalPath } from "../i18n/locale";
import { useWords } from "../i18n/words";
import { DesignFactList } from "../catalogue/design-fact-list";
import type { PhotoSharing } from "./photo-share";
import "./lightbox-caption.css";

interface LightboxCaptionProps {
  /** Photo `index` (from 0), or undefined while it is on its way. */
  photoAt: (index: number) => LargePhoto | undefined;
  /** Where photos have pages of their own: the design the order link names. Without it, no order link. */
  sharing?: PhotoSharing;
}

/**
 * The photo on show's title, what the design costs, takes and is, and "Order made to measure" in
 * words: over the photo's lower edge on a phone, in a column beside the photo on a wide screen,
 * where the lightbox leaves it room (lightbox-caption.css). The order link needs only the photo's
 * number, so it is there before the photo's data has arrived.
 */
export function LightboxCaption({ photoAt, sharing }: LightboxCaptionProps) {
  const { currentIndex } = useLightboxState();
  const m = useWords();
  const localPath = useLocalPath();
  const photo = photoAt(currentIndex);
  if (!photo && !sharing) return null;
  return (
    <div className="lightbox-caption" role="group" aria-label={m.lightbox_caption({})}>
      {photo && (
        <div className="lightbox-caption__text">
          <p className="lightbox-caption__title" lang={photo.titleLang}>
            {photo.title}
          </p>
          <DesignFactList rows={photo.facts} place="caption" />
        </div>
      )}
      {sharing && (
        <Link className="lightbox-caption__order" to={localPath(orderPath([{ slug: sharing.slug, photo: sharing.photo(currentIndex) }]))}>
          {m.order_link({})}
        </Link>
      )}
    </div>
  );
}
