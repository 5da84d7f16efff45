import { paraglideVitePlugin } from "@inlang/paraglide-js";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { basePath, siteUrl } from "./app/content/site-url.ts";
import { buildLocale } from "./app/i18n/pages.ts";
import { imagePipeline } from "./pipeline/images.ts";
import { requireOneLanguage } from "./pipeline/languages.ts";

const locale = buildLocale();
// The compiler's expression for a build's fixed language (its per-language builds use the same),
// which `define` replaces with the language; where nothing replaces it, it is undefined.
const STATIC_LOCALE = "globalThis.__PARAGLIDE_STATIC_LOCALE__";
const STATIC_LOCALE_EXPRESSION = "/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__";

export default defineConfig(({ isPreview }) => ({
  // Assets and photos are addressed under SITE_URL's path, as the router's basename is.
  base: basePath(),
  // React Router renders the pages through a preview server, whose config it reads again; its
  // module loader would then watch the whole project, crawling every earlier build and the photo
  // cache while the pages render. Nothing changes during a build: the Gujarati build of a
  // 300-photo catalogue took 23.5 s with the watcher, 14.1 s without.
  server: isPreview ? { watch: null } : {},
  // A build of one language (SITE_LOCALE, app/i18n/pages.ts) fixes the messages' language, so the
  // compiler's output keeps that language's words only; without one, every call names its language.
  define: locale ? { [STATIC_LOCALE]: JSON.stringify(locale) } : {},
  plugins: [
    // Checked before anything is built: a wrong or missing public address would go live in every link preview.
    { name: "site-url", apply: "build", buildStart: () => void siteUrl() },
    // Before anything is rendered: a build of every language at once is not a site (pipeline/languages.ts).
    { name: "one-language", apply: "build", buildStart: () => requireOneLanguage(locale) },
    // The interface's words in each language (app/messages/*.json), compiled to a function per
    // message, so a page's script holds only the messages it shows. Every call names its language.
    paraglideVitePlugin({ project: "./project.inlang", outdir: "./app/paraglide", strategy: ["baseLocale"], emitTsDeclarations: true, experimentalStaticLocale: STATIC_LOCALE_EXPRESSION }),
    ...imagePipeline(),
    reactRouter(),
  ],
}));
