import { onDemand } from "./on-demand";

/** Downloads the lightbox: only when a visitor is about to open a photo, never for a page's first paint. */
export const loadLightbox = () => import("./photo-lightbox");

/** The lightbox; while it downloads, or if it cannot, the photo's page shows as it is. */
export const PhotoLightbox = onDemand(loadLightbox);
