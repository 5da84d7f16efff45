import { Suspense, useRef, useState } from "react";
import type { Photo } from "../content/pictures";
import { useLocale } from "../i18n/locale";
import { m } from "../paraglide/messages.js";
import { PhotoLightbox, loadLightbox } from "./lazy-lightbox";
import { PhotoGrid } from "./photo-grid";

interface PreviewGalleryProps {
  photos: Photo[];
  label: string;
}

/**
 * A home-page preview's three photos. They are not photos of the catalogue
 * and have no pages of their own: each links to its large image, and with
 * JavaScript opens in a lightbox over the home page.
 */
export function PreviewGallery({ photos, label }: PreviewGalleryProps) {
  const [open, setOpen] = useState<number | null>(null);
  const [opening, setOpening] = useState(false);
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  const viewed = useRef(0);
  const locale = useLocale();

  function openAt(index: number) {
    viewed.current = index;
    setOpening(true);
    // If the lightbox cannot load (offline, or a newer build replaced it), the link's large image opens instead.
    loadLightbox()
      .then(() => setOpen(index), () => window.location.assign(photos[index].large.src))
      .finally(() => setOpening(false));
  }

  return (
    <>
      <PhotoGrid
        photos={photos}
        label={label}
        className="photo-grid--previews"
        sizes="(min-width: 1240px) 390px, 31vw"
        href={(i) => photos[i].large.src}
        onOpen={openAt}
        linkRef={(i, link) => {
          links.current[i] = link;
        }}
      />
      {opening && (
        <p className="photo-grid__opening" role="status">
          {m.preview_opening_photo({}, { locale })}
        </p>
      )}
      {open !== null && (
        <Suspense fallback={null}>
          <PhotoLightbox
            count={photos.length}
            photoAt={(i) => photos[i]}
            index={open}
            onView={(i) => {
              viewed.current = i;
            }}
            onClose={() => {
              // Back to the photo last seen, so the grid picks up where the gallery left off.
              links.current[viewed.current]?.focus();
              setOpen(null);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
