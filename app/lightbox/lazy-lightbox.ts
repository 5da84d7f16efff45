import { onDemand } from "#app/components/on-demand.tsx";
import { savesData } from "#app/utils/low-data.ts";

/**
 * The lightbox over a collection's photos, and yet-another-react-lightbox in it: downloaded only
 * when a visitor is about to open a photo (`loadLightbox`, `warmLightbox`), never for a page's first paint.
 */
export const CollectionLightbox = onDemand(() => import("#app/lightbox/collection-lightbox.tsx"));

/** Downloads the lightbox's code, as a photo is opened: the lightbox shows as soon as it has arrived. */
export function loadLightbox(): void {
  CollectionLightbox.preload().catch(() => undefined);
}

/**
 * Fetches the lightbox's code ahead of a tap, so a photo opens at once: called as a grid of
 * photos comes into view (once the page is idle) and as a card is touched or focused. Nothing is
 * fetched ahead where the site saves data (app/utils/low-data.ts): then it comes with the tap.
 */
export function warmLightbox(): void {
  if (!savesData()) loadLightbox();
}
