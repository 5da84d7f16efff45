import { useCallback } from "react";
import { Link } from "react-router";
import { useLightboxState } from "yet-another-react-lightbox";
import { orderPath } from "#app/content/catalogue-pages.ts";
import type { LargePhoto } from "#app/content/pictures.ts";
import { useLocalPath } from "#app/i18n/locale.ts";
import { useWords } from "#app/i18n/words.tsx";
import { DesignFactList } from "#app/components/design-fact-list.tsx";
import type { PhotoSharing } from "#app/lightbox/photo-share.tsx";
import { designView, designViews } from "#app/content/design-views.ts";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import "#app/lightbox/lightbox-caption.css";

interface LightboxCaptionProps {
  /** Photo `index` (from 0), or undefined while it is on its way. */
  photoAt: (index: number) => LargePhoto | undefined;
  /** Where photos have pages of their own: the design the order link names. Without it, no order link. */
  sharing?: PhotoSharing;
  /** Told the caption's height in pixels as it is drawn and whenever it changes (0 once it is gone), so the photo can leave it room. */
  onHeight?: (height: number) => void;
  /** Which of photo `index`'s design's photos is on show (0 its first), and how the visitor picks another. */
  viewAt?: (index: number) => number;
  onPickView?: (index: number, view: number) => void;
}

interface ViewPickerProps {
  photo: LargePhoto;
  view: number;
  onPick: (view: number) => void;
}

/** A design's photos as a row of small ones to tap, the one on show marked, and what it shows in words. */
function ViewPicker({ photo, view, onPick }: ViewPickerProps) {
  const m = useWords();
  const views = designViews(photo);
  if (views.length < 2) return null;
  const shown = designView(photo, view);
  return (
    <div className="lightbox-caption__pick">
      <div className="lightbox-caption__views" role="group" aria-label={m.design_photos_label({})}>
        {views.map((candidate, n) => {
          const position = m.design_photo({ number: n + 1, count: views.length });
          return (
            <button
              key={candidate.large.src}
              type="button"
              className="lightbox-caption__view"
              aria-pressed={n === view}
              aria-label={candidate.words ? `${position}: ${candidate.words}` : position}
              onClick={() => onPick(n)}
            >
              <ResponsiveImage picture={candidate.thumb} alt="" sizes="48px" />
            </button>
          );
        })}
      </div>
      {shown.words && (
        <p className="lightbox-caption__words" lang={shown.wordsLang}>
          {shown.words}
        </p>
      )}
    </div>
  );
}

/**
 * The photo on show's title, what the design costs, takes and is, and "Order made to measure" in
 * words: under the photo on a phone or an upright tablet, in a column beside it on a wide screen,
 * in the room the lightbox leaves it (photo-lightbox.css), never over the garment. The order link
 * needs only the photo's number, so it is there before the photo's data has arrived.
 */
export function LightboxCaption({ photoAt, sharing, onHeight, viewAt, onPickView }: LightboxCaptionProps) {
  const { currentIndex } = useLightboxState();
  const m = useWords();
  const localPath = useLocalPath();
  // Measured as soon as it is drawn, before the lightbox is painted, and again whenever its words change its height.
  const measure = useCallback(
    (caption: HTMLDivElement | null) => {
      if (!caption || !onHeight) return;
      const report = () => onHeight(Math.ceil(caption.getBoundingClientRect().height));
      report();
      const observer = new ResizeObserver(report);
      observer.observe(caption);
      return () => {
        observer.disconnect();
        onHeight(0);
      };
    },
    [onHeight],
  );
  const photo = photoAt(currentIndex);
  if (!photo && !sharing) return null;
  return (
    <div ref={measure} className="lightbox-caption" role="group" aria-label={m.lightbox_caption({})}>
      {photo && (
        <div className="lightbox-caption__text">
          <p className="lightbox-caption__title" lang={photo.titleLang}>
            {photo.title}
          </p>
          {viewAt && onPickView && <ViewPicker photo={photo} view={viewAt(currentIndex)} onPick={(view) => onPickView(currentIndex, view)} />}
          <DesignFactList rows={photo.facts} place="caption" />
        </div>
      )}
      {sharing && (
        <Link className="lightbox-caption__order" to={localPath(orderPath([{ slug: sharing.slug, number: sharing.number(currentIndex) }]))}>
          {m.order_link({})}
        </Link>
      )}
    </div>
  );
}
