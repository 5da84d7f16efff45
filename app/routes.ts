import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { pageCount } from "./content/catalogue-pages";
import { readContent } from "./content/read-content";

// Per collection in content/collections (a new one needs no code): its catalogue
// pages (/kediya, /kediya/page/2), a page per photo (/kediya/photo/3), and each
// catalogue page's photos as data (/kediya/photos/2.json). Anything else under it is not found.
// After the render, pipeline/after-build.ts adds what is not a route: 404.html, the link-preview
// cards and app icons, the owner's editor at /admin/ (kept out of every page's route manifest),
// the hosts' headers, and the compressed copies.
export default [
  index("routes/home.tsx"),
  // Files around the pages, rendered at build time like them.
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("manifest.webmanifest", "routes/manifest-webmanifest.ts"),
  route("icons.svg", "routes/icons-svg.tsx"),
  ...readContent().collections.flatMap(({ slug, items }) => [
    route(slug, "routes/catalogue.tsx", { id: `catalogue/${slug}` }),
    // Only a collection of more than one page has page addresses.
    ...(pageCount(items.length) > 1 ? [route(`${slug}/page/:page`, "routes/catalogue.tsx", { id: `catalogue/${slug}/page` })] : []),
    route(`${slug}/photo/:photo`, "routes/photo.tsx", { id: `photo/${slug}` }),
    route(`${slug}/photos/:file`, "routes/page-file.ts", { id: `photos/${slug}` }),
  ]),
] satisfies RouteConfig;
