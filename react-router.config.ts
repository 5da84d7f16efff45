import { copyFile } from "node:fs/promises";
import { join } from "node:path";
import type { Config } from "@react-router/dev/config";
import { pagePaths, prerenderPaths } from "./app/content/read-content";
import { basePath } from "./app/content/site-url";
import { writeDeployConfig } from "./deploy/generate";
import { hoistBasePath } from "./pipeline/base-path";
import { precompress } from "./pipeline/precompress";
import { writeSiteFiles } from "./pipeline/site-files";

export default {
  // A static site: every page is rendered to HTML at build time.
  ssr: false,
  // SITE_URL's path, when the site lives under one (a GitHub Pages project site); vite.config.ts sets the same base.
  basename: basePath(),
  // The browser tests build a second copy, with test EmailJS settings, beside the first.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: prerenderPaths,
  async buildEnd({ reactRouterConfig }) {
    // The SPA fallback renders the not-found page; static hosts look for it as 404.html.
    const client = join(reactRouterConfig.buildDirectory, "client");
    await hoistBasePath(client, reactRouterConfig.basename);
    await copyFile(join(client, "__spa-fallback.html"), join(client, "404.html"));
    await writeSiteFiles(reactRouterConfig.buildDirectory, pagePaths());
    writeDeployConfig(reactRouterConfig.buildDirectory, reactRouterConfig.basename);
    await precompress(client);
  },
} satisfies Config;
