/**
 * What happens once React Router has rendered every route (the pages, the
 * data files, sitemap.xml, robots.txt, the manifest and icons.svg, all listed
 * in app/routes.ts), in this order:
 *
 *   1. the pages move up out of the base path's folder (pipeline/base-path.ts), and the English
 *      build takes in the other languages' pages, each rendered by a build of its own (pipeline/languages.ts);
 *   2. the fallback page is copied to 404.html, where static hosts look for it, and each other
 *      language's not-found page (rendered at /gu/404) moves to /gu/404.html;
 *   3. the data React Router writes beside each non-page route (sitemap.xml.data) goes: nothing reads it;
 *   4. the link-preview cards and the app icons are drawn (pipeline/site-files.ts);
 *   5. the owner's editor is written at /admin/ (pipeline/editor.ts);
 *   6. each page gets its Content-Security-Policy, and each host its headers (deploy/generate.ts);
 *   7. every text file gets its gzip and brotli copy (pipeline/precompress.ts).
 */
import { copyFile, readdir, rename, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { writeDeployConfig } from "../deploy/generate.ts";
import { hoistBasePath } from "./base-path.ts";
import { BASE_LOCALE, PREFIXED_LOCALES, type Locale } from "../app/i18n/languages.ts";
import { notFoundPath } from "../app/i18n/pages.ts";
import { takeInLanguages } from "./languages.ts";
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
 * `locale` is the language the build rendered alone (SITE_LOCALE): another language's build is
 * left for the English one to take in; without one, the build rendered every language.
 */
export async function afterBuild(buildDirectory: string, basename: string, locale?: Locale): Promise<void> {
  if (locale && locale !== BASE_LOCALE) return;
  const client = join(buildDirectory, "client");
  await hoistBasePath(client, basename);
  if (locale === BASE_LOCALE) await takeInLanguages(buildDirectory, basename);
  await copyFile(join(client, "__spa-fallback.html"), join(client, "404.html"));
  for (const locale of PREFIXED_LOCALES) {
    const rendered = join(client, notFoundPath(locale));
    await rename(join(rendered, "index.html"), `${rendered}.html`);
    await rm(rendered, { recursive: true });
    await rm(`${rendered}.data`, { force: true });
  }
  await removeResourceData(client);
  await writeShareCardsAndIcons(buildDirectory);
  writeEditor(client, basename);
  writeDeployConfig(buildDirectory, basename);
  await precompress(client);
}
