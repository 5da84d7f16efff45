import { existsSync } from "node:fs";
import { readdir, rename, rmdir } from "node:fs/promises";
import { join } from "node:path";

/**
 * With a base path (SITE_URL https://owner.github.io/shop), React Router writes
 * the prerendered pages under build/client/shop/ but the assets and the
 * fallback page at build/client/: this moves the pages up, so build/client is
 * the site as a whole, to publish at the base path.
 */
export async function hoistBasePath(client: string, basename: string): Promise<void> {
  const segments = basename.split("/").filter(Boolean);
  if (segments.length === 0) return;
  // Moved aside first: a page folder may share the base path's name (/kediya/ with a /kediya page).
  const aside = join(client, `.base-path-${process.pid}`);
  await rename(join(client, ...segments), aside);
  // Finding no home page at the top, React Router saved the fallback page as index.html: it is the fallback.
  if (existsSync(join(client, "index.html")) && !existsSync(join(client, "__spa-fallback.html"))) {
    await rename(join(client, "index.html"), join(client, "__spa-fallback.html"));
  }
  for (const entry of await readdir(aside)) {
    if (existsSync(join(client, entry))) {
      throw new Error(`The base path ${basename} holds "${entry}", which is also a file the build writes at the top of the site.`);
    }
    await rename(join(aside, entry), join(client, entry));
  }
  await rmdir(aside);
  // The empty folders a deeper base path (/a/b/) leaves behind, deepest first.
  for (let depth = segments.length - 1; depth >= 1; depth--) await rmdir(join(client, ...segments.slice(0, depth)));
}
