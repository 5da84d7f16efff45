import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { isEditorFile } from "../deploy/generate.ts";

/**
 * A page's script starts once its first photo has arrived and shown.
 *
 * React Router's prerendered page asks for its twenty-odd script files at the top of
 * the head (`<link rel="modulepreload">`) and runs them as soon as they arrive. On a
 * slow phone those 125 KB share the line with the style sheets, the fonts and the
 * header photo, and hydrating the page holds the first paint back. The page is whole
 * without its script (every link, the phone menu and the photos work before it), so
 * this step moves the script files from the head into the page's module script, which
 * asks for them, all at once, after the page has painted with the photos it asks for
 * first (`fetchpriority="high"`): a frame after they have arrived or failed, or after
 * `PHOTO_WAIT_MS` at most, should one hang (in a background tab, with no frame to
 * wait for, as soon as they have). docs/decisions/007-speed-attempts.md has the figures.
 */

/** The longest a page's script waits for a first photo that neither arrives nor fails. */
export const PHOTO_WAIT_MS = 3000;

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const SCRIPT_LIST = /<script type="module" async="">const scripts = (\[[^\]]*\]);/;

/** React Router's static imports in its module script, one a line: `import "…";` or `import * as route0 from "…";`. */
const STATIC_IMPORT = /^import (?:\* as (\w+) from )?("[^"]+");$/gm;

/**
 * The module script's static imports (the route list and each route's module), as
 * imports that wait for `hydrate()` to be called: all asked for at once, then run in
 * their order, as before. The rest, which hands the route modules to React Router and
 * imports its entry, is kept as it is.
 */
function deferImports(body: string, page: string): string {
  const specifiers: string[] = [];
  const deferred = body.replace(STATIC_IMPORT, (_, name: string | undefined, specifier: string) => {
    specifiers.push(specifier);
    return `${name ? `const ${name} = ` : ""}await loading[${specifiers.length - 1}];`;
  });
  const left = deferred.match(/^\s*import\s*[^\s(].*$/m);
  if (left) throw new Error(`${page}: React Router's module script has an import this build cannot defer: ${left[0].trim()}`);
  if (!specifiers.length) throw new Error(`${page}: React Router's module script imports nothing`);
  return [`const loading = [${specifiers.map((specifier) => `import(${specifier})`).join(", ")}];`, deferred.trim()].join("\n");
}

// Plain JavaScript, as it runs in the page: the high-priority photos not yet complete,
// then a frame (the first paint), then the script.
const START_AFTER_PHOTOS = `const photos = [...document.querySelectorAll('img[fetchpriority="high"]')].filter((photo) => !photo.complete);
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
setTimeout(start, ${PHOTO_WAIT_MS});`;

/** `html` (a page React Router prerendered) with its script files asked for once its first photo has shown. */
export function scriptsAfterFirstPhoto(html: string, page: string): string {
  const scripts = [...html.matchAll(PRELOAD)].map((match) => match[1]);
  const modules = [...html.matchAll(MODULE_SCRIPT)];
  if (modules.length !== 1 || scripts.length === 0) {
    throw new Error(
      `${page}: expected React Router's module script and its script files (<link rel="modulepreload">), found ${modules.length} module scripts and ${scripts.length} files`,
    );
  }
  const [[script, body]] = modules;
  const loader = [
    `const scripts = ${JSON.stringify(scripts)};`,
    "const hydrate = async () => {",
    'document.head.append(...scripts.map((href) => Object.assign(document.createElement("link"), { rel: "modulepreload", href })));',
    deferImports(body, page),
    "};",
    START_AFTER_PHOTOS,
  ].join("\n");
  // A function as the replacement: the loader's "$" must not be read as a pattern.
  return html.replace(PRELOAD, "").replace(script, () => `<script type="module" async="">${loader}</script>`);
}

/** The script files a page written by `scriptsAfterFirstPhoto` asks for once its photo has shown. */
export function pageScripts(html: string): string[] {
  const list = html.match(SCRIPT_LIST);
  return list ? (JSON.parse(list[1]) as string[]) : [];
}

/** Whether `html` is a page React Router wrote: a file from public/ (a host's verification page) is left as it is. */
const isRouterPage = (html: string) => html.includes("window.__reactRouterContext");

/** Every page React Router wrote in `client` (not the owner's editor) with its scripts after its first photo. */
export async function holdScriptsForPhotos(client: string): Promise<void> {
  const files = (await readdir(client, { recursive: true, encoding: "utf8" })).filter((file) => file.endsWith(".html") && !isEditorFile(`/${file}`));
  for (const page of files) {
    const file = join(client, page);
    const html = await readFile(file, "utf8");
    if (isRouterPage(html)) await writeFile(file, scriptsAfterFirstPhoto(html, `/${page}`));
  }
}
