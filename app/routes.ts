import { index, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";
import { pageCount } from "./content/catalogue-pages";
import { readContent } from "./content/read-content";
import { BASE_LOCALE, type Locale } from "./i18n/languages";
import { buildLocales } from "./i18n/pages";

/**
 * Per collection in content/collections (a new one needs no code): its catalogue
 * pages (/kediya, /kediya/page/2), a page per photo (/kediya/photo/3), and each
 * catalogue page's photos as data (/kediya/photos/2.json). Anything else under it is not found.
 * English pages are at these addresses; each other language has every one of
 * them under its prefix (/gu/, /gu/kediya/photo/3, …), rendered from the same modules.
 * `npm run build` renders each language in a build of its own (SITE_LOCALE), then puts them
 * together (pipeline/languages.ts); each build's fallback page (root.tsx) is that language's
 * not-found page: 404.html, /gu/404.html, /hi/404.html.
 */
function pages(locale: Locale | undefined): RouteConfigEntry[] {
  const at = (path: string) => (locale ? `${locale}/${path}` : path);
  const id = (name: string) => (locale ? `${name}/${locale}` : name);
  return [
    locale ? route(locale, "routes/home.tsx", { id: id("home") }) : index("routes/home.tsx"),
    ...readContent().collections.flatMap(({ slug, items }) => [
      route(at(slug), "routes/catalogue.tsx", { id: id(`catalogue/${slug}`) }),
      // Only a collection of more than one page has page addresses.
      ...(pageCount(items.length) > 1 ? [route(at(`${slug}/page/:page`), "routes/catalogue.tsx", { id: id(`catalogue/${slug}/page`) })] : []),
      route(at(`${slug}/photo/:photo`), "routes/photo.tsx", { id: id(`photo/${slug}`) }),
      route(at(`${slug}/photos/:file`), "routes/page-file.ts", { id: id(`photos/${slug}`) }),
    ]),
  ];
}

const locales = buildLocales();

// After the render, pipeline/after-build.ts takes in the other languages' builds and adds what
// is not a route: 404.html (beside /gu/404.html and /hi/404.html), the link-preview cards and app
// icons, the owner's editor at /admin/ (kept out of every page's route manifest), the hosts'
// headers, and the compressed copies.
export default [
  ...locales.flatMap((locale) => pages(locale === BASE_LOCALE ? undefined : locale)),
  // Files around the pages, rendered at build time like them, with the English pages.
  ...(locales.includes(BASE_LOCALE)
    ? [
        route("sitemap.xml", "routes/sitemap-xml.ts"),
        route("robots.txt", "routes/robots-txt.ts"),
        route("manifest.webmanifest", "routes/manifest-webmanifest.ts"),
        route("icons.svg", "routes/icons-svg.tsx"),
      ]
    : []),
] satisfies RouteConfig;
