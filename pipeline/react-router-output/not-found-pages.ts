import { existsSync } from "node:fs";
import { rename, rm } from "node:fs/promises";
import { join } from "node:path";
import { LOCALES, NOT_FOUND_PATH, localizePath } from "#app/i18n/languages.ts";

/**
 * Each language's not-found page, rendered at /404/not/found (/gu/404/not/found), as the file hosts answer an address
 * the site does not have with: /404.html (/gu/404.html). Its address itself is no page. The
 * fallback page React Router writes for addresses it did not render (`__spa-fallback.html`) is
 * not used: every address of the site is rendered, and the not-found pages are in their own languages.
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
