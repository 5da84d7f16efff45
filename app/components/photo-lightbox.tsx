import Lightbox from "yet-another-react-lightbox";
import Captions from "yet-another-react-lightbox/plugins/captions";
import "yet-another-react-lightbox/styles.css";
import "yet-another-react-lightbox/plugins/captions.css";
import type { Photo, Picture } from "../content/pictures";

interface PhotoLightboxProps {
  photos: Photo[];
  /** The photo on show; null when the lightbox is closed. */
  index: number | null;
  onView: (index: number) => void;
  onClose: () => void;
}

// The lightbox takes one srcset: the first modern format (WebP), which every
// browser that runs this script shows; `src` stays the JPEG.
function srcSetOf(picture: Picture) {
  return (picture.sources[0]?.srcSet ?? picture.srcSet).split(",").map((entry) => {
    const [src, width] = entry.trim().split(/\s+/);
    const w = Number.parseInt(width, 10);
    return { src, width: w, height: Math.round((picture.height * w) / picture.width) };
  });
}

/** The large-photo gallery: arrows, swipe, Escape, and the photo's title as its caption. */
export default function PhotoLightbox({ photos, index, onView, onClose }: PhotoLightboxProps) {
  return (
    <Lightbox
      open={index !== null}
      index={index ?? 0}
      close={onClose}
      on={{ view: ({ index: current }) => onView(current) }}
      plugins={[Captions]}
      // A caption below the photo wraps; a title above it would be cut to one line.
      captions={{ descriptionTextAlign: "center", descriptionMaxLines: 3 }}
      carousel={{ finite: false, preload: 1 }}
      animation={{ fade: 250, swipe: 300 }}
      labels={{ Previous: "Previous photo", Next: "Next photo", Close: "Close" }}
      slides={photos.map((photo) => ({
        src: photo.large.src,
        width: photo.large.width,
        height: photo.large.height,
        srcSet: srcSetOf(photo.large),
        alt: photo.title,
        description: photo.title,
      }))}
    />
  );
}
