declare module "virtual:image-placeholders" {
  /** A CSS background per photo path under content/, shown while the photo loads. */
  const placeholders: Record<string, string>;
  export default placeholders;
}
