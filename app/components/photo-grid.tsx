import { Suspense, lazy, useRef, useState } from "react";
import type { Photo } from "../content/pictures";
import { isPlainClick } from "../utils/plain-click";
import { ResponsiveImage } from "./responsive-image";
import "./photo-grid.css";

// The lightbox is only downloaded when a visitor first opens a photo.
const loadLightbox = () => import("./photo-lightbox");
const PhotoLightbox = lazy(loadLightbox);

interface PhotoGridProps {
  photos: Photo[];
  /** Names the grid for screen readers, e.g. "Kediya's photos". */
  label: string;
  /** `sizes` for the thumbnails, matching the grid's columns. */
  sizes: string;
  /** Whether the first photo is likely above the fold. */
  priorityFirst?: boolean;
  className?: string;
}

/**
 * A grid of photos; each opens large in a lightbox gallery. Every photo is also
 * a plain link to its large image, so it opens without JavaScript too.
 */
export function PhotoGrid({ photos, label, sizes, priorityFirst = false, className = "" }: PhotoGridProps) {
  // The photo the lightbox opened at; null while it is closed.
  const [openAt, setOpenAt] = useState<number | null>(null);
  const [opened, setOpened] = useState(false);
  const [opening, setOpening] = useState(false);
  const viewed = useRef(0);
  const links = useRef<(HTMLAnchorElement | null)[]>([]);

  function open(event: React.MouseEvent<HTMLAnchorElement>, photo: number) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    const link = event.currentTarget;
    viewed.current = photo;
    setOpening(true);
    // Opened once the lightbox has loaded; if it cannot load (offline, or a
    // newer version of the site replaced it), the link opens the large photo.
    loadLightbox()
      .then(
        () => {
          setOpened(true);
          setOpenAt(photo);
        },
        () => window.location.assign(link.href),
      )
      .finally(() => setOpening(false));
  }

  return (
    <>
      <ul className={`photo-grid ${className}`} aria-label={label}>
        {photos.map((photo, i) => (
          // By position: a collection may list the same photo twice.
          <li key={i}>
            <a
              className="photo-card"
              href={photo.large.src}
              ref={(link) => {
                links.current[i] = link;
              }}
              onClick={(event) => open(event, i)}
              aria-haspopup="dialog"
            >
              <ResponsiveImage
                picture={photo.thumb}
                alt={photo.title}
                sizes={sizes}
                priority={priorityFirst && i === 0}
              />
            </a>
          </li>
        ))}
      </ul>
      {opening && (
        <p className="photo-grid__opening" role="status">
          Opening photo…
        </p>
      )}
      {opened && (
        <Suspense fallback={null}>
          <PhotoLightbox
            photos={photos}
            index={openAt}
            onView={(photo) => {
              viewed.current = photo;
            }}
            onClose={() => {
              // Back to the photo last seen, so the grid picks up where the gallery left off.
              links.current[viewed.current]?.focus();
              setOpenAt(null);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
