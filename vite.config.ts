import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { basePath, siteUrl } from "./app/content/site-url.ts";
import { imagePipeline } from "./pipeline/images.ts";

export default defineConfig({
  // Assets and photos are addressed under SITE_URL's path, as the router's basename is.
  base: basePath(),
  plugins: [
    // Checked before anything is built: a wrong or missing public address would go live in every link preview.
    { name: "site-url", apply: "build", buildStart: () => void siteUrl() },
    ...imagePipeline(),
    reactRouter(),
  ],
});
