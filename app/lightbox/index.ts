/** The lightbox's public face: the lightbox on demand, warming it ahead of a tap, and the way back to the photo a visitor left. */
export { CollectionLightbox } from "#app/lightbox/collection-lightbox.tsx";
export { PhotoLightbox, warmLightbox } from "#app/lightbox/lazy-lightbox.ts";
export { FROM_GRID, takeLeftPhotoPath } from "#app/lightbox/photo-return.ts";
export { focusOnReturn, useDesignLinks } from "#app/lightbox/use-design-links.ts";
