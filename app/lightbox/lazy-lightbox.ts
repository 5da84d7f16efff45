import { onDemand } from "#app/components/on-demand.tsx";
import { savesData } from "#app/utils/low-data.ts";

/** The lightbox: downloaded only when a visitor is about to open a photo (`PhotoLightbox.preload()`), never for a page's first paint. */
export const PhotoLightbox = onDemand(() => import("#app/lightbox/photo-lightbox.tsx"));

/**
 * Fetches the lightbox's code ahead of a tap, so a photo opens at once: called as a grid of
 * photos comes into view (once the page is idle) and as a card is touched or focused. Nothing is
 * fetched ahead where the site saves data (app/utils/low-data.ts): then it comes with the tap.
 */
export function warmLightbox(): void {
  if (!savesData()) PhotoLightbox.preload().catch(() => undefined);
}
