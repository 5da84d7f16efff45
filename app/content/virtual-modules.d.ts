declare module "virtual:image-placeholders" {
  /** A CSS background per photo path under content/, shown while the photo loads. */
  const placeholders: Record<string, string>;
  export default placeholders;
}

declare module "virtual:content-photos" {
  import type { ImagetoolsPicture } from "#app/content/pictures.ts";

  /**
   * Every photo the content names, by its path under content/ (`images/kediya/01.jpg`),
   * encoded for grids (thumbs) and for the lightbox and header (larges): presets in pipeline/images.ts.
   */
  export const thumbs: Record<string, ImagetoolsPicture>;
  export const larges: Record<string, ImagetoolsPicture>;
}
