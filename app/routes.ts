import { index, layout, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";
import { BASE_LOCALE, LOCALES, type Locale } from "#app/i18n/languages.ts";
import { ORDER_NO_SCRIPT_FILE, ORDER_PATH } from "#app/content/catalogue-pages.ts";

/**
 * Every output of the build starts here. Each language has the same pages, English at the
 * site's own addresses and each other language under its prefix (/gu/kediya/photo/3):
 *
 *   /                          home
 *   /:slug                     a collection's first catalogue page (/kediya)
 *   /:slug/page/:page          its other catalogue pages (/kediya/page/2), where it has more
 *   /:slug/photo/:photo        a page per photo (/kediya/photo/3)
 *   /:slug/photos/:file        a catalogue page's photos as data (/kediya/photos/2.json)
 *   /search                    search, its query in the address (/search?q=bandhani)
 *   /search/:file              what search reads: the designs and the index (/search/designs.json, /search/index.json)
 *   /search/for/:name          search with its results in the page, for the shop's own words: what hosts answer /search?q=bandhani with
 *   /occasion/:value           every design for an occasion (/occasion/navratri), paginated as a catalogue is
 *   /order                     order made to measure, the chosen designs in the address (/order?design=kediya-3)
 *   /order/:design             the same page naming one design without its script: what hosts answer /order?design=kediya-3 with,
 *                              written by the build from /order and what /order/no-script.json holds for each design
 *   /order/no-script.json      what each language's copy for each design holds: read by the build, then removed
 *   /*                         anything else: the not-found page
 *
 * A new collection needs no code: the loaders find it in the content and throw a 404 for a
 * collection, page or photo it does not have; react-router.config.ts lists every page to render.
 * Each language's pages sit inside its layout (routes/languages/), which holds that language's
 * interface words, so a page loads its own language's words only. The not-found page each
 * language renders at /404/not/found (/gu/404/not/found) becomes the 404.html hosts answer with (pipeline/after-build.ts).
 */
function pages(locale: Locale): RouteConfigEntry {
  const prefix = locale === BASE_LOCALE ? "" : `${locale}/`;
  const id = (name: string) => `${locale}/${name}`;
  return layout(`routes/languages/${locale}.tsx`, { id: locale }, [
    prefix ? route(locale, "routes/home.tsx", { id: id("home") }) : index("routes/home.tsx", { id: id("home") }),
    // One route for both (React Router refuses a route with data and no page to render, as the
    // second is in a site without a large collection); its loader takes only these two forms.
    route(`${prefix}:slug/page?/:page?`, "routes/catalogue.tsx", { id: id("catalogue") }),
    route(`${prefix}:slug/photo/:photo`, "routes/photo.tsx", { id: id("photo") }),
    route(`${prefix}:slug/photos/:file`, "routes/page-file.ts", { id: id("photos") }),
    // Search, and the same page with the results of one of the shop's words in it (/search/for/bandhani):
    // a splat, which the files' one named segment outranks (/search/index.json is a file).
    route(`${prefix}search/*`, "routes/search.tsx", { id: id("search") }),
    route(`${prefix}search/:file`, "routes/search-file.ts", { id: id("search-file") }),
    route(`${prefix}occasion/:value/page?/:page?`, "routes/occasion.tsx", { id: id("occasion") }),
    route(`${prefix}order/:design?`, "routes/order.tsx", { id: id("order") }),
    route(`${prefix}*`, "routes/not-found.tsx", { id: id("not-found") }),
  ]);
}

// Around the pages, rendered at build time like them: files for search engines, phones and the pages'
// icons, and what the order page's copies hold.
// After the build, pipeline/after-build.ts adds what is not a route: 404.html in each language, the
// link-preview cards and app icons, the owner's editor at /admin/, the hosts' headers, and the compressed copies.
export default [
  ...LOCALES.map(pages),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("manifest.webmanifest", "routes/manifest-webmanifest.ts"),
  route("icons.svg", "routes/icons-svg.tsx"),
  route(`${ORDER_PATH}/${ORDER_NO_SCRIPT_FILE}`.slice(1), "routes/order-no-script.tsx"),
] satisfies RouteConfig;
