/**
 * What happens once React Router has rendered every route (the pages, the
 * data files, sitemap.xml, robots.txt, the manifest and icons.svg, all listed
 * in app/routes.ts) in each language: `npm run build` (scripts/build.ts) runs
 * this file on its own, after the English build, in this order:
 *
 *   1. the pages move up out of the base path's folder (pipeline/base-path.ts), and the English
 *      build takes in the other languages' pages, each rendered by a build of its own (pipeline/languages.ts);
 *   2. the fallback page is copied to 404.html, where static hosts look for it (each other
 *      language's, rendered by its own build, is at /gu/404.html already);
 *   3. the data React Router writes beside each non-page route (sitemap.xml.data) goes: nothing reads it;
 *   4. each page asks for its script files once its first photo has shown (pipeline/scripts-after-photo.ts);
 *   5. the link-preview cards and the app icons are drawn (pipeline/site-files.ts);
 *   6. the owner's editor is written at /admin/ (pipeline/editor.ts);
 *   7. each page gets its Content-Security-Policy, and each host its headers (deploy/generate.ts);
 *   8. every text file gets its gzip and brotli copy (pipeline/precompress.ts).
 */
import { copyFile, readdir, rm, stat } from "node:fs/promises";
import { join, resolve } from "node:path";
import { writeDeployConfig } from "../deploy/generate.ts";
import { hoistBasePath } from "./base-path.ts";
import { basePath } from "../app/content/site-url.ts";
import { takeInLanguages } from "./languages.ts";
import { precompress } from "./precompress.ts";
import { holdScriptsForPhotos } from "./scripts-after-photo.ts";
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
 * Finishes the English build in `buildDirectory` into the site, once every language's build is
 * done. It runs in a process of its own: inside the English build's (as its `buildEnd`), with the
 * preview server's file watcher running (vite.config.ts), compressing the 3,084 pages and files of
 * a 300-photo catalogue took 40 s; on its own, 4 s (docs/decisions/007-speed-attempts.md).
 */
export async function afterBuild(buildDirectory: string, basename: string): Promise<void> {
  const client = join(buildDirectory, "client");
  await hoistBasePath(client, basename);
  await takeInLanguages(buildDirectory, basename);
  await copyFile(join(client, "__spa-fallback.html"), join(client, "404.html"));
  await removeResourceData(client);
  await holdScriptsForPhotos(client);
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
