/** fontverter ships no types: the one function the build uses. */
declare module "fontverter" {
  /** The font in another format: "truetype" (an sfnt), "woff" or "woff2". */
  export function convert(font: Uint8Array, toFormat: "truetype" | "woff" | "woff2"): Promise<Buffer>;
  const fontverter: { convert: typeof convert };
  export default fontverter;
}
