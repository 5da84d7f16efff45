import { lazy } from "react";

/** Downloads the lightbox: only when a visitor is about to open a photo, never for a page's first paint. */
export const loadLightbox = () => import("./photo-lightbox");

export const PhotoLightbox = lazy(loadLightbox);
