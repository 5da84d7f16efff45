import { copyFile } from "node:fs/promises";
import { join } from "node:path";
import type { Config } from "@react-router/dev/config";
import { catalogueSlugs } from "./app/content/routes";

export default {
  // A static site: every page is rendered to HTML at build time.
  ssr: false,
  prerender: () => ["/", ...catalogueSlugs().map((slug) => `/${slug}`)],
  async buildEnd({ reactRouterConfig }) {
    // The SPA fallback renders the not-found page; static hosts look for it as 404.html.
    const client = join(reactRouterConfig.buildDirectory, "client");
    await copyFile(join(client, "__spa-fallback.html"), join(client, "404.html"));
  },
} satisfies Config;
