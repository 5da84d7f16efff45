/**
 * React Router's build output, and all that reads or rewrites it. Its contract is
 * tests/e2e/bare-build.spec.ts, which builds with `react-router build` alone and runs this
 * folder's steps on that real output: a React Router upgrade that writes its pages otherwise
 * fails there first.
 *
 * What React Router writes (`ssr: false`, every route prerendered: react-router.config.ts), and
 * what becomes of it:
 *
 *   client/<path>/index.html   each page, with its module script (the one that sets
 *                              `window.__reactRouterContext`) and its script files as
 *                              `<link rel="modulepreload">`: the scripts wait for the page's
 *                              first photo (page-scripts.ts)
 *   client/<path>.data         each page's data, fetched when moving between pages: kept.
 *                              Beside a non-page route's file (sitemap.xml.data): removed
 *                              (resource-data.ts)
 *   client/404/not/found/      each language's not-found page: becomes its 404.html (not-found-pages.ts)
 *   client/order/no-script.json what each language's copy of the order page for each design holds
 *                              without its script: the copies are written from the finished page, and
 *                              it goes (order-copies.ts)
 *   client/__spa-fallback.html the page for addresses it did not render: removed (not-found-pages.ts)
 *   client/<base path>/…       the pages, when the site has a base path: moved up (base-path.ts)
 *   client/assets/             the chunks; "entry.client" and the root route's (app/root.tsx) run
 *                              first on every page, so an on-demand part need not preload them
 *                              again (preloads.ts)
 *
 * The build (pipeline/after-build.ts) runs `finishRouterOutput` on the files, then hands
 * `holdPageScripts` to the headers step (deploy/generate.ts), which reads and writes each page
 * once: the page's scripts wait for its photo, then its policy names the inline scripts it has.
 */
import { hoistBasePath } from "#pipeline/react-router-output/base-path.ts";
import { placeNotFoundPages } from "#pipeline/react-router-output/not-found-pages.ts";
import { removeResourceData } from "#pipeline/react-router-output/resource-data.ts";

/** The Vite plugin (vite.config.ts) that leaves out of an on-demand part's preloads the files every page has loaded. */
export { preloadWhatIsMissing } from "#pipeline/react-router-output/preloads.ts";
/** The step on each page, and on one page for the contract test. */
export { holdPageScripts, isRouterPage, PAGE_SCRIPT_ID, PHOTO_WAIT_MS, scriptsAfterFirstPhoto } from "#pipeline/react-router-output/page-scripts.ts";
/** Each design's copy of the order page, written with the pages' policies (deploy/generate.ts). */
export { orderCopies } from "#pipeline/react-router-output/order-copies.ts";
/** What a finished page loads before a visitor does anything (scripts/first-load.ts, the browser tests). */
export { pageScripts } from "#pipeline/react-router-output/page-scripts.ts";
export { pageStyles } from "#pipeline/react-router-output/page-styles.ts";

/**
 * Makes the files `react-router build` wrote into `client` (a build's client folder) the site's,
 * for a site served at `basename` ("/", or "/shop/"): the pages move up out of the base path's
 * folder, each language's not-found page becomes its 404.html and the fallback page goes, and the
 * data of the routes that are not pages goes.
 */
export async function finishRouterOutput(client: string, basename: string): Promise<void> {
  await hoistBasePath(client, basename);
  await placeNotFoundPages(client);
  await removeResourceData(client);
}
