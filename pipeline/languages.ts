import { existsSync } from "node:fs";
import { cp, readdir, rename, rm } from "node:fs/promises";
import { join } from "node:path";
import { PREFIXED_LOCALES, type Locale } from "../app/i18n/languages.ts";
import { hoistBasePath } from "./base-path.ts";

/**
 * `npm run build` renders each language in a build of its own (SITE_LOCALE=gu), so that a
 * Gujarati page's script holds Gujarati words only and an English page's none but English:
 * the message compiler leaves out every other language when the build's language is fixed
 * (vite.config.ts). The English build, rendered last, takes in the others' pages from here.
 */
export const languageBuildDirectory = (buildDirectory: string, locale: Locale) => `${buildDirectory}-${locale}`;

/**
 * Moves each other language's pages (/gu/…, with /gu.data) into the English build's client
 * folder, with the script and style files they load; their photos are the same files as
 * the English build's. A language's fallback page, which its build renders in its own words, is
 * its not-found page (/gu/404.html), what hosts answer at an address under /gu/ the site does not
 * have. Each language's build folder goes once taken in.
 */
export async function takeInLanguages(buildDirectory: string, basename: string): Promise<void> {
  const client = join(buildDirectory, "client");
  for (const locale of PREFIXED_LOCALES) {
    const directory = languageBuildDirectory(buildDirectory, locale);
    const built = join(directory, "client");
    if (!existsSync(built)) {
      throw new Error(
        `The pages in ${locale} are missing: ${built} was not built. ` +
          "Build the site with npm run build, which renders each language before English.",
      );
    }
    await hoistBasePath(built, basename);
    if (existsSync(join(client, locale))) throw new Error(`The English build holds /${locale}/ already: build it with SITE_LOCALE=en.`);
    await rename(join(built, locale), join(client, locale));
    await rename(join(built, `${locale}.data`), join(client, `${locale}.data`));
    await rename(join(built, "__spa-fallback.html"), join(client, locale, "404.html"));
    // Files of the same name are the same file (their names carry their content's hash): one copy is kept.
    for (const file of await readdir(join(built, "assets"))) {
      if (!existsSync(join(client, "assets", file))) await cp(join(built, "assets", file), join(client, "assets", file));
    }
    await rm(directory, { recursive: true, force: true });
  }
}

/**
 * Stops, before it starts, a React Router build that would render every language at once (no SITE_LOCALE, a bare
 * `react-router build`): it would have one not-found page, in English, for all of them.
 */
export function requireOneLanguage(locale: Locale | undefined): void {
  if (locale) return;
  throw new Error(
    "SITE_LOCALE is unset, so this build would render every language at once, with no not-found page in Gujarati or Hindi. " +
      "Build the site with npm run build, which renders each language in a build of its own, then finishes the site.",
  );
}
