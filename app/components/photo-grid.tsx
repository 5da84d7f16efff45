import { Suspense, lazy, useCallback, useEffect, useRef, useState } from "react";
import type { Photo } from "../content/pictures";
import { isPlainClick } from "../utils/plain-click";
import { ResponsiveImage } from "./responsive-image";
import type { PhotoSharing } from "./photo-share";
import "./photo-grid.css";

// The lightbox is only downloaded when a visitor first opens a photo.
const loadLightbox = () => import("./photo-lightbox");
const PhotoLightbox = lazy(loadLightbox);

/** When the address bar follows the lightbox (/kediya/photo/3). */
export interface PhotoAddress {
  /** The photo the address names (from 0), or null for none. */
  open: number | null;
  /** Moves the address: to a photo opened, to the photo paged to, or back to the grid. */
  show: (index: number | null, how: "open" | "page" | "close") => void;
}

interface PhotoGridProps {
  photos: Photo[];
  /** Names the grid for screen readers, e.g. "Kediya's photos". */
  label: string;
  /** `sizes` for the thumbnails, matching the grid's columns. */
  sizes: string;
  /** Whether the first photo is likely above the fold. */
  priorityFirst?: boolean;
  className?: string;
  address?: PhotoAddress;
  /** Share and enquiry links for each photo, where photos have pages of their own. */
  sharing?: PhotoSharing;
}

/**
 * A grid of photos; each opens large in a lightbox gallery. Every photo is also
 * a plain link to its large image, so it opens without JavaScript too.
 */
export function PhotoGrid({ photos, label, sizes, priorityFirst = false, className = "", address, sharing }: PhotoGridProps) {
  // The photo the lightbox opened at; null while it is closed.
  const [openAt, setOpenAt] = useState<number | null>(null);
  const [opened, setOpened] = useState(false);
  const [opening, setOpening] = useState(false);
  const viewed = useRef(0);
  const links = useRef<(HTMLAnchorElement | null)[]>([]);

  // Opened once the lightbox has loaded; if it cannot load (offline, or a newer
  // version of the site replaced it), the photo's link opens the large image.
  const openLightbox = useCallback(
    (photo: number) => {
      viewed.current = photo;
      setOpening(true);
      loadLightbox()
        .then(
          () => {
            setOpened(true);
            setOpenAt(photo);
          },
          () => window.location.assign(photos[photo].large.src),
        )
        .finally(() => setOpening(false));
    },
    [photos],
  );

  const closeLightbox = useCallback(() => {
    // Back to the photo last seen, so the grid picks up where the gallery left off.
    links.current[viewed.current]?.focus();
    setOpenAt(null);
  }, []);

  // The address leads: a photo address opens the lightbox (on arrival, or with
  // Forward), and leaving it (Back) closes it. Paging moves the address only.
  const wanted = address?.open ?? null;
  const isOpen = openAt !== null;
  useEffect(() => {
    if (!address) return;
    // The address bar is outside React: following it is what this effect is for.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (wanted !== null && !isOpen) openLightbox(wanted);
    else if (wanted === null && isOpen) closeLightbox();
  }, [address, wanted, isOpen, openLightbox, closeLightbox]);

  function onClick(event: React.MouseEvent<HTMLAnchorElement>, photo: number) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (address) address.show(photo, "open");
    else openLightbox(photo);
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
              onClick={(event) => onClick(event, i)}
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
            sharing={sharing}
            onView={(photo) => {
              viewed.current = photo;
              address?.show(photo, "page");
            }}
            onClose={() => (address ? address.show(null, "close") : closeLightbox())}
          />
        </Suspense>
      )}
    </>
  );
}
