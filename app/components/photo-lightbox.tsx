import { useMemo } from "react";
import Lightbox, { type ContainerRect, type SlideImage } from "yet-another-react-lightbox";
import Captions from "yet-another-react-lightbox/plugins/captions";
import "yet-another-react-lightbox/styles.css";
import "yet-another-react-lightbox/plugins/captions.css";
import type { LargePhoto } from "../content/pictures";
import { PhotoShare, type PhotoSharing } from "./photo-share";

interface PhotoLightboxProps {
  /** How many photos the gallery pages through. */
  count: number;
  /** Photo `index` (from 0), or undefined while it is on its way. */
  photoAt: (index: number) => LargePhoto | undefined;
  /** The photo on show. */
  index: number;
  onView: (index: number) => void;
  onClose: () => void;
  /** Share and enquiry links, where photos have pages of their own. */
  sharing?: PhotoSharing;
}

/** The photo scaled to fit the lightbox, as a <picture> so the browser picks format and width. */
function LightboxPicture({ photo, rect }: { photo: LargePhoto; rect: ContainerRect }) {
  const { large } = photo;
  const scale = Math.min(1, rect.width / large.width, rect.height / large.height);
  const width = Math.round(large.width * scale);
  const height = Math.round(large.height * scale);
  // The slide's rendered width, so a phone downloads a phone-sized file.
  const sizes = `${width}px`;
  return (
    <picture>
      {large.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        className="yarl__slide_image"
        src={large.src}
        srcSet={large.srcSet}
        sizes={sizes}
        width={width}
        height={height}
        alt={photo.title}
        draggable={false}
        style={{ width, height, backgroundImage: large.placeholder }}
      />
    </picture>
  );
}

/**
 * The large-photo gallery: arrows, swipe, Escape, and the photo's title as its
 * caption. The photos either side of the current one are rendered, so they are
 * already loaded when the visitor pages. A photo whose data has not arrived
 * yet shows as loading, and appears when it does.
 */
export default function PhotoLightbox({ count, photoAt, index, onView, onClose, sharing }: PhotoLightboxProps) {
  // New slides send the lightbox to `index`: they change only when more photos arrive.
  const { slides, numbers } = useMemo(() => {
    const slides = Array.from({ length: count }, (_, i): SlideImage => {
      const photo = photoAt(i);
      return photo
        ? { src: photo.large.src, width: photo.large.width, height: photo.large.height, alt: photo.title, description: photo.title }
        : { src: `#loading-${i}` };
    });
    return { slides, numbers: new Map(slides.map((slide, i) => [slide, i])) };
  }, [count, photoAt]);
  return (
    <Lightbox
      open
      index={index}
      close={onClose}
      on={{ view: ({ index: current }) => onView(current) }}
      slides={slides}
      render={{
        slide: ({ slide, rect }) => {
          const photo = photoAt(numbers.get(slide as SlideImage) ?? -1);
          return photo ? (
            <LightboxPicture photo={photo} rect={rect} />
          ) : (
            <p className="photo-lightbox__loading" role="status">
              Loading photo…
            </p>
          );
        },
      }}
      plugins={[Captions]}
      toolbar={{ buttons: [sharing ? <PhotoShare key="share" photoAt={photoAt} sharing={sharing} /> : null, "close"] }}
      // A caption below the photo wraps; a title above it would be cut to one line.
      captions={{ descriptionTextAlign: "center", descriptionMaxLines: 3 }}
      carousel={{ finite: false, preload: 1 }}
      animation={{ fade: 250, swipe: 300 }}
      labels={{ Previous: "Previous photo", Next: "Next photo", Close: "Close" }}
    />
  );
}
