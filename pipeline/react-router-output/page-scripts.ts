/**
 * Each page's scripts wait for its first photo.
 *
 * Why: React Router's prerendered page asks for its twenty-odd script files at the top of the
 * head (`<link rel="modulepreload">`, which React hoists there) and runs them as soon as they
 * arrive. On a slow phone those 125 KB share the line with the style sheets, the fonts and the
 * first photo, and the photo shows about a second later (docs/decisions/007-speed-attempts.md).
 * The page is whole without its script: every link, the phone menu and the photos work before
 * it. So the page keeps React Router's own module script, untouched but inert
 * (`type="text/plain"`), with the files it asked for beside it (`data-preload`,
 * space-separated), and a small script of ours starts it once the photos the page asks for first
 * (`fetchpriority="high"`) have arrived or failed and a frame has painted them, or after
 * `PHOTO_WAIT_MS` at most, should one hang (in a background tab, with no frame to wait for, as
 * soon as they have).
 */
import { defaultTreeAdapter as tree } from "parse5";
import { attribute, elements, inlineScript, insertAfter, setAttribute, textOf, type Document } from "#pipeline/html.ts";

/** The longest a page's script waits for a first photo that neither arrives nor fails. */
export const PHOTO_WAIT_MS = 3000;

/** The `id` of React Router's module script, once it waits for the first photo. */
export const PAGE_SCRIPT_ID = "page-script";

/** Whether `document` is a page React Router wrote: a file from public/ (a host's verification page) is left as it is. */
export const isRouterPage = (document: Document) =>
  [...elements(document)].some((element) => element.tagName === "script" && textOf(element).includes("window.__reactRouterContext"));

// Plain JavaScript, as it runs in the page: once the first photos are in (or at most PHOTO_WAIT_MS),
// a frame (the first paint), then the files React Router asked for, and its module script as it wrote it.
const START_AFTER_PHOTOS = `(() => {
const page = document.getElementById("${PAGE_SCRIPT_ID}");
const photos = [...document.querySelectorAll('img[fetchpriority="high"]')].filter((photo) => !photo.complete);
const hydrate = () => {
  document.head.append(...page.dataset.preload.split(" ").map((href) => Object.assign(document.createElement("link"), { rel: "modulepreload", href })));
  document.body.append(Object.assign(document.createElement("script"), { type: "module", textContent: page.textContent }));
};
let started = false;
const start = () => {
  if (started) return;
  started = true;
  if (document.hidden) hydrate();
  else requestAnimationFrame(() => setTimeout(hydrate));
};
Promise.all(photos.map((photo) => new Promise((done) => {
  photo.addEventListener("load", done, { once: true });
  photo.addEventListener("error", done, { once: true });
}))).then(start);
setTimeout(start, ${PHOTO_WAIT_MS});
})();`;

/**
 * Makes React Router's page `document` ask for its script files once its first photo has shown:
 * its `<link rel="modulepreload">`s go from the head into its module script's `data-preload`, the
 * module script is kept as it is but inert, and our script after it starts both.
 */
export function scriptsAfterFirstPhoto(document: Document, page: string): void {
  const all = [...elements(document)];
  const preloads = all.filter((element) => element.tagName === "link" && attribute(element, "rel") === "modulepreload");
  const modules = all.filter((element) => element.tagName === "script" && attribute(element, "type") === "module");
  if (modules.length !== 1 || preloads.length === 0) {
    throw new Error(
      `${page}: expected React Router's module script and its script files (<link rel="modulepreload">), found ${modules.length} module scripts and ${preloads.length} files`,
    );
  }
  const [module] = modules;
  const hrefs = preloads.map((link) => attribute(link, "href") ?? "");
  if (hrefs.some((href) => href === "" || /\s/.test(href)))
    throw new Error(`${page}: a script file's address is empty or has a space in it: ${hrefs.join(", ")}`);
  for (const link of preloads) tree.detachNode(link);
  setAttribute(module, "type", "text/plain");
  // A data block may not be async; the module script made of it is, as every added script.
  module.attrs = module.attrs.filter((attr) => attr.name !== "async");
  setAttribute(module, "id", PAGE_SCRIPT_ID);
  setAttribute(module, "data-preload", hrefs.join(" "));
  insertAfter(module, inlineScript(START_AFTER_PHOTOS));
}

/** The script files a page asks for once its first photo has shown, in order; none for a page that asks for none. */
export function pageScripts(document: Document): string[] {
  const script = [...elements(document)].find((element) => attribute(element, "id") === PAGE_SCRIPT_ID);
  const preload = script && attribute(script, "data-preload");
  return preload ? preload.split(" ") : [];
}

/**
 * Holds the scripts of a page React Router wrote (`file`, "/kediya/index.html") until its first
 * photo; any other page (a file from public/, such as a host's verification page) stays as it is.
 */
export function holdPageScripts(document: Document, file: string): void {
  if (isRouterPage(document)) scriptsAfterFirstPhoto(document, file);
}
