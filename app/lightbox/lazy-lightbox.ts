import { onDemand } from "../components/on-demand";

/** The lightbox: downloaded only when a visitor is about to open a photo (`PhotoLightbox.preload()`), never for a page's first paint. */
export const PhotoLightbox = onDemand(() => import("./photo-lightbox"));
