import { useMemo } from "react";
import Lightbox, { type ContainerRect, type SlideImage } from "yet-another-react-lightbox";
import Captions from "yet-another-react-lightbox/plugins/captions";
import "yet-another-react-lightbox/styles.css";
import "yet-another-react-lightbox/plugins/captions.css";
import type { Photo } from "../content/pictures";
import { PhotoShare, type PhotoSharing } from "./photo-share";

interface PhotoLightboxProps {
  photos: Photo[];
  /** The photo on show; null when the lightbox is closed. */
  index: number | null;
  onView: (index: number) => void;
  onClose: () => void;
  sharing?: PhotoSharing;
}

/** The photo scaled to fit the lightbox, as a <picture> so the browser picks format and width. */
function LightboxPicture({ photo, rect }: { photo: Photo; rect: ContainerRect }) {
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
 * already loaded when the visitor pages.
 */
export default function PhotoLightbox({ photos, index, onView, onClose, sharing }: PhotoLightboxProps) {
  // The same slides on every render: new ones would send the lightbox back to `index`.
  const slides = useMemo<SlideImage[]>(
    () =>
      photos.map((photo) => ({
        src: photo.large.src,
        width: photo.large.width,
        height: photo.large.height,
        alt: photo.title,
        description: photo.title,
      })),
    [photos],
  );
  const bySrc = useMemo(() => new Map(photos.map((photo) => [photo.large.src, photo])), [photos]);
  return (
    <Lightbox
      open={index !== null}
      index={index ?? 0}
      close={onClose}
      on={{ view: ({ index: current }) => onView(current) }}
      slides={slides}
      render={{
        slide: ({ slide, rect }) => {
          const photo = bySrc.get(slide.src);
          return photo ? <LightboxPicture photo={photo} rect={rect} /> : undefined;
        },
      }}
      plugins={[Captions]}
      toolbar={{ buttons: [sharing ? <PhotoShare key="share" photos={photos} sharing={sharing} /> : null, "close"] }}
      // A caption below the photo wraps; a title above it would be cut to one line.
      captions={{ descriptionTextAlign: "center", descriptionMaxLines: 3 }}
      carousel={{ finite: false, preload: 1 }}
      animation={{ fade: 250, swipe: 300 }}
      labels={{ Previous: "Previous photo", Next: "Next photo", Close: "Close" }}
    />
  );
}
