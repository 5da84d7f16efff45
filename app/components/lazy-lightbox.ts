import { lazy, startTransition, useEffect, useState } from "react";

/** Downloads the lightbox: only when a visitor is about to open a photo, never for a page's first paint. */
export const loadLightbox = () => import("./photo-lightbox");

export const PhotoLightbox = lazy(loadLightbox);

/**
 * Whether the lightbox has downloaded. If it cannot be (offline, or a newer
 * build replaced it), it stays false and the page shows what it has without it.
 */
export function useLightboxLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let wanted = true;
    loadLightbox().then(
      // As a transition: drawing the lightbox yields to the visitor's taps and keys on a slow phone.
      () => wanted && startTransition(() => setLoaded(true)),
      () => undefined,
    );
    return () => {
      wanted = false;
    };
  }, []);
  return loaded;
}
