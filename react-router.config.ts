import type { Config } from "@react-router/dev/config";
import { buildLocales, prerenderIn } from "./app/i18n/pages";
import { basePath } from "./app/content/site-url";

export default {
  // A static site: every route is rendered to a file at build time.
  ssr: false,
  // SITE_URL's path, when the site lives under one (a GitHub Pages project site); vite.config.ts sets the same base.
  basename: basePath(),
  // The browser tests build a second copy, with test EmailJS settings, beside the first.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Every route without parameters (home, catalogues, sitemap.xml, …), and each page, photo and data file of every collection, in the build's languages.
  prerender: ({ getStaticPaths }) => [...new Set([...getStaticPaths(), ...prerenderIn(buildLocales())])],
  // Each language is rendered by a build of its own (one without SITE_LOCALE stops before it
  // starts: vite.config.ts); npm run build (scripts/build.ts) then finishes the site (pipeline/after-build.ts).
} satisfies Config;
