/** The rules for the names content gives: collection slugs and photo paths. */

/**
 * Collection slugs the site's own addresses already use. A collection is served
 * at `/<slug>` (and writes `<slug>/` and `<slug>.data` at the top of
 * build/client), so it must not take a name the build writes there itself
 * (`404.html`, `_headers`, `__spa-fallback.html`, `assets/`, `share/`,
 * `icons/`, `sitemap.xml`, `robots.txt`, `manifest.webmanifest`,
 * `favicon.svg`, `index.html`, `_.data`), a path hosts and scanners treat
 * as special (`admin`), or a language prefix the site may grow into.
 */
/** The owner's editor's folder: /admin/ (pipeline/editor.ts). */
export const EDITOR_FOLDER = "admin";

export const RESERVED_SLUGS = [
  "404",
  "_",
  "__spa-fallback",
  "_headers",
  EDITOR_FOLDER,
  "assets",
  "favicon",
  "icons",
  "index",
  "manifest",
  // The search page and its data (/search, /search/designs.json), and the occasions' pages (/occasion/navratri).
  "occasion",
  // The order page (/order).
  "order",
  "robots",
  "search",
  "share",
  "sitemap",
  // Language prefixes: English, Gujarati, Hindi.
  "en",
  "gu",
  "hi",
] as const;

/**
 * A photo path as the content means it: `images/kediya/01.jpg`, below content/.
 * The owner's editor writes paths from the site's root (`/images/kediya/01.jpg`),
 * which name the same photo.
 */
export const contentPhotoPath = (path: string) => path.replace(/^\/(?=images\/)/, "");

/** The kinds of photo the build reads, by the end of the file's name (as a pattern the editor can check too, so without flags). */
export const PHOTO_FILE = /\.([jJ][pP][eE]?[gG]|[pP][nN][gG]|[wW][eE][bB][pP]|[aA][vV][iI][fF])$/;

/**
 * Why `path` (as a content file names it) is not an acceptable photo path, or
 * undefined. Every rule keeps the path inside content/images/ without looking
 * at the disk; links that lead outside are refused where the files are read.
 */
export function photoPathProblem(path: string): string | undefined {
  const rule = "a photo path is relative to content/, such as images/kediya/01.jpg, and stays inside content/images/";
  if (path.includes("\\")) return `"${path}" has a backslash; use / between folders (${rule})`;
  if (path.startsWith("/") || /^[a-z]:/i.test(path)) return `"${path}" is an absolute path (${rule})`;
  const segments = path.split("/");
  if (segments.some((segment) => segment === "." || segment === ".." || segment === "")) {
    return `"${path}" has a ".", ".." or empty folder name (${rule})`;
  }
  if (segments[0] !== "images" || segments.length < 2) return `"${path}" is not under images/ (${rule})`;
  if (!segments.every((segment) => /^[\w.-]+$/.test(segment))) {
    return `"${path}" may only use letters, digits, "_", "-" and "." in its names`;
  }
  if (!PHOTO_FILE.test(path)) return `"${path}" must end in .jpg, .jpeg, .png, .webp or .avif`;
  return undefined;
}
