/**
 * What comes after React Router has rendered every route of app/routes.ts (each page, data file
 * and not-found page in every language, sitemap.xml, robots.txt, the manifest and icons.svg):
 * `npm run build` (scripts/build.ts) runs this file on its own, in this order:
 *
 *   1. React Router's files become the site's (pipeline/react-router-output/): the pages move up
 *      out of the base path's folder, each language's not-found page (/404, /gu/404) becomes the
 *      404.html static hosts answer with, and the data React Router writes beside each non-page
 *      route (sitemap.xml.data) goes: nothing reads it;
 *   2. the link-preview cards and the app icons are drawn (pipeline/site-files.ts);
 *   3. the owner's editor is written at /admin/ (pipeline/editor.ts);
 *   4. each page's script waits for its first photo (pipeline/react-router-output/), and each page
 *      gets its Content-Security-Policy, each host its headers (deploy/generate.ts); the order
 *      page's copy for each design is written from the finished page;
 *   5. every text file gets its gzip and brotli copy (pipeline/precompress.ts).
 */
import { join, resolve } from "node:path";
import { writeDeployConfig } from "#deploy/generate.ts";
import { basePath } from "#app/content/site-url.ts";
import { finishRouterOutput, holdPageScripts, orderCopies } from "#pipeline/react-router-output/index.ts";
import { precompress } from "#pipeline/precompress.ts";
import { writeEditor } from "#pipeline/editor.ts";
import { writeShareCardsAndIcons } from "#pipeline/site-files.ts";
import { readContent } from "#app/content/read-content.ts";
import { searchCopyFiles } from "#app/search/search-copies.server.ts";
import { placeholderWarnings } from "#pipeline/placeholders.ts";

/**
 * Finishes the build in `buildDirectory` into the site. It runs in a process of its own: inside
 * the build's (as its `buildEnd`), with the preview server's file watcher running
 * (vite.config.ts), compressing the 3,084 pages and files of a 300-photo catalogue took 40 s; on
 * its own, 4 s (docs/decisions/007-speed-attempts.md).
 */
export async function afterBuild(buildDirectory: string, basename: string): Promise<void> {
  const client = join(buildDirectory, "client");
  await finishRouterOutput(client, basename);
  await writeShareCardsAndIcons(buildDirectory);
  writeEditor(client, basename);
  // Each page is read and written once: its scripts wait for its photo, then its policy names the
  // inline scripts it has; the order page's copy for each design is written from it, finished.
  writeDeployConfig(buildDirectory, basename, { finishPage: holdPageScripts, searchCopies: searchCopyFiles(), pageCopies: orderCopies(client) });
  await precompress(client);
  // Said at the end, where the build's log is read: the site is built, with what the content holds.
  for (const warning of placeholderWarnings(readContent().site.contact)) console.warn(`Warning: ${warning}`);
}

if (import.meta.main) {
  try {
    await afterBuild(resolve(process.env.BUILD_DIR ?? "build"), basePath());
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  }
}
