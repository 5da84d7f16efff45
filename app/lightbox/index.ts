/** The lightbox's public face: the lightbox on demand, warming it ahead of a tap, a photo opened at the tap, and the way back to the photo a visitor left. */
export { CollectionLightbox, loadLightbox, warmLightbox } from "#app/lightbox/lazy-lightbox.ts";
export type { PackedLargePhoto } from "#app/lightbox/collection-lightbox.tsx";
export { useOpening } from "#app/lightbox/photo-opening.ts";
export { focusOnReturn, FROM_GRID, takeLeftPhotoPath } from "#app/lightbox/photo-return.ts";
export { useDesignLinks } from "#app/lightbox/use-design-links.ts";
