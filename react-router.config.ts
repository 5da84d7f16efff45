import type { Config } from "@react-router/dev/config";
import { buildLocale, buildLocales, prerenderIn } from "./app/i18n/pages";
import { basePath } from "./app/content/site-url";
import { afterBuild } from "./pipeline/after-build";

export default {
  // A static site: every route is rendered to a file at build time.
  ssr: false,
  // SITE_URL's path, when the site lives under one (a GitHub Pages project site); vite.config.ts sets the same base.
  basename: basePath(),
  // The browser tests build a second copy, with test EmailJS settings, beside the first.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Every route without parameters (home, catalogues, sitemap.xml, …), and each page, photo and data file of every collection, in the build's languages.
  prerender: ({ getStaticPaths }) => [...new Set([...getStaticPaths(), ...prerenderIn(buildLocales())])],
  // What is done to the rendered site before it is ready to serve: pipeline/after-build.ts. A build of
  // one other language (SITE_LOCALE=gu) is left as it is, for the English build to take in.
  buildEnd: ({ reactRouterConfig }) => afterBuild(reactRouterConfig.buildDirectory, reactRouterConfig.basename, buildLocale()),
} satisfies Config;
