import { paraglideVitePlugin } from "@inlang/paraglide-js";
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
    // The interface's words in each language (app/messages/*.json), compiled to a function per
    // message, so a page's script holds only the messages it shows. Every call names its language.
    paraglideVitePlugin({ project: "./project.inlang", outdir: "./app/paraglide", strategy: ["baseLocale"], emitTsDeclarations: true }),
    ...imagePipeline(),
    reactRouter(),
  ],
});
