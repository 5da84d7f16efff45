import type { Config } from "@react-router/dev/config";
import { basePath } from "#app/content/site-url.ts";
import { prerenderPaths } from "#app/routes/pages.ts";

export default {
  // A static site: every route is rendered to a file at build time.
  ssr: false,
  // SITE_URL's path, when the site lives under one (a GitHub Pages project site); vite.config.ts sets the same base.
  basename: basePath(),
  // The browser tests build a second copy, with test EmailJS settings, beside the first.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Every page, data file and not-found page in every language (app/routes/pages.ts), and the
  // routes without parameters that are not pages (sitemap.xml, robots.txt, …).
  prerender: ({ getStaticPaths }) => {
    const paths = prerenderPaths();
    const listed = new Set(paths.map((path) => path.replace(/\/$/, "")));
    return [...paths, ...getStaticPaths().filter((path) => !listed.has(path.replace(/\/$/, "")))];
  },
  // npm run build (scripts/build.ts) then finishes the site: pipeline/after-build.ts.
} satisfies Config;
