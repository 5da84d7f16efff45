/**
 * What comes after React Router has rendered every route of app/routes.ts (each page, data file
 * and not-found page in every language, sitemap.xml, robots.txt, the manifest and icons.svg):
 * `npm run build` (scripts/build.ts) runs this file on its own, in this order:
 *
 *   1. the pages move up out of the base path's folder (pipeline/base-path.ts);
 *   2. each language's not-found page (/404, /gu/404) becomes the 404.html static hosts answer with;
 *   3. the data React Router writes beside each non-page route (sitemap.xml.data) goes: nothing reads it;
 *   4. the link-preview cards and the app icons are drawn (pipeline/site-files.ts);
 *   5. the owner's editor is written at /admin/ (pipeline/editor.ts);
 *   6. each page's script waits for its first photo, and each page gets its Content-Security-Policy,
 *      each host its headers (deploy/generate.ts, with pipeline/page-html.ts);
 *   7. every text file gets its gzip and brotli copy (pipeline/precompress.ts).
 */
import { existsSync } from "node:fs";
import { readdir, rename, rm, stat } from "node:fs/promises";
import { join, resolve } from "node:path";
import { writeDeployConfig } from "../deploy/generate.ts";
import { basePath } from "../app/content/site-url.ts";
import { LOCALES, NOT_FOUND_PATH, localizePath } from "../app/i18n/languages.ts";
import { hoistBasePath } from "./base-path.ts";
import { precompress } from "./precompress.ts";
import { writeEditor } from "./editor.ts";
import { writeShareCardsAndIcons } from "./site-files.ts";

/** Removes `X.data` where X is a file (a non-page route's output), keeping the pages' data (`kediya.data` beside kediya/). */
async function removeResourceData(client: string): Promise<void> {
  const files = (await readdir(client, { recursive: true })).filter((file) => file.endsWith(".data"));
  for (const file of files) {
    const output = await stat(join(client, file.slice(0, -".data".length))).catch(() => undefined);
    if (output?.isFile()) await rm(join(client, file));
  }
}

/**
 * Each language's not-found page, rendered at /404/not/found (/gu/404/not/found), as the file hosts answer an address
 * the site does not have with: /404.html (/gu/404.html). Its address itself is no page. The
 * fallback page React Router writes for addresses it did not render is not used: every address
 * of the site is rendered, and the not-found pages are in their own languages.
 */
export async function placeNotFoundPages(client: string): Promise<void> {
  for (const locale of LOCALES) {
    const rendered = join(client, localizePath(NOT_FOUND_PATH, locale));
    if (!existsSync(join(rendered, "index.html"))) throw new Error(`The not-found page in ${locale} was not rendered: ${rendered}/index.html is missing.`);
    const folder = join(client, localizePath("/404", locale));
    await rename(join(rendered, "index.html"), `${folder}.html`);
    await rm(folder, { recursive: true });
  }
  await rm(join(client, "__spa-fallback.html"), { force: true });
}

/**
 * Finishes the build in `buildDirectory` into the site. It runs in a process of its own: inside
 * the build's (as its `buildEnd`), with the preview server's file watcher running
 * (vite.config.ts), compressing the 3,084 pages and files of a 300-photo catalogue took 40 s; on
 * its own, 4 s (docs/decisions/007-speed-attempts.md).
 */
export async function afterBuild(buildDirectory: string, basename: string): Promise<void> {
  const client = join(buildDirectory, "client");
  await hoistBasePath(client, basename);
  await placeNotFoundPages(client);
  await removeResourceData(client);
  await writeShareCardsAndIcons(buildDirectory);
  writeEditor(client, basename);
  writeDeployConfig(buildDirectory, basename);
  await precompress(client);
}

if (import.meta.main) {
  try {
    await afterBuild(resolve(process.env.BUILD_DIR ?? "build"), basePath());
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  }
}
