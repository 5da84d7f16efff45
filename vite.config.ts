import { paraglideVitePlugin } from "@inlang/paraglide-js";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { basePath, siteUrl } from "#app/content/site-url.ts";
import { imagePipeline } from "#pipeline/images.ts";
import { indicFonts } from "#pipeline/indic-fonts.ts";
import { preloadWhatIsMissing } from "#pipeline/react-router-output/index.ts";
import { COMPILER_OPTIONS, compileMessages, MESSAGE_SETS, projectOf } from "#scripts/messages.ts";

// A catalogue's filters and the shortlist's hearts and button download as the page runs, well before
// a visitor's tap: their files fetched one after another then cost no tap a wait, while listing them
// in every page's script would cost about 250 bytes of a catalogue page's first load.
const preloads = preloadWhatIsMissing({ ownFilesAsItRuns: /[\\/](catalogue-filters|shortlist-toggle|shortlist-button)-[\w-]+\.js$/ });

export default defineConfig(({ command, isPreview }) => ({
  // Assets and photos are addressed under SITE_URL's path, as the router's basename is.
  base: basePath(),
  // React Router renders the pages through a preview server, whose config it reads again; its
  // module loader would then watch the whole project, crawling every earlier build and the photo
  // cache while the pages render. Nothing changes during a build: the Gujarati build of a
  // 300-photo catalogue took 23.5 s with the watcher, 14.1 s without.
  server: isPreview ? { watch: null } : {},
  build: {
    modulePreload: { resolveDependencies: preloads.missing },
    // A font stays a file of its own, however small (the rupee sign's cut is 2.4 KB): inlined, it
    // would ride in every page's style sheet, which the pages without a price would download too.
    assetsInlineLimit: (file: string) => (file.endsWith(".woff2") ? false : undefined),
    rolldownOptions: {
      output: {
        // React Router in one file: left to itself, the bundler splits it in two for the parts the
        // lazily loaded components share, and every page's first load pays about a kilobyte for it.
        // The hydration switch and React's JSX helper, which every page's script loads, in one file
        // rather than two.
        codeSplitting: {
          groups: [
            { name: "react-router", test: /node_modules[\\/]react-router[\\/]/ },
            { name: "use-hydrated", test: /app[\\/]utils[\\/]use-hydrated\.tsx$/ },
          ],
        },
      },
    },
  },
  plugins: [
    preloads,
    // Checked before anything is built: a wrong or missing public address would go live in every link preview.
    { name: "site-url", apply: "build", buildStart: () => void siteUrl() },
    // The interface's words, every set of them (scripts/messages.ts), each compiled to a module per
    // language: each language's pages load their own language's module only
    // (app/routes/languages/, docs/decisions/011-one-build.md, 018-word-sets.md). A build compiles
    // the sets whose words changed before it reads a module (scripts/messages.ts); the dev server
    // compiles them as they are edited. (Vite's dev server says `isPreview: false`; the config as React
    // Router's helpers read it again, for the pages' rendering among them, says nothing, and compiles nothing.)
    { name: "messages", apply: "build", buildStart: async () => void (await compileMessages()) },
    ...(command === "serve" && isPreview === false
      ? MESSAGE_SETS.map((set) => paraglideVitePlugin({ project: projectOf(set), outdir: `./${set.outdir}`, ...COMPILER_OPTIONS }))
      : []),
    // The Gujarati and Devanagari brand faces cut to the glyphs of this build's words
    // (`import "virtual:indic-fonts.css"` in app/root.tsx; docs/decisions/015-indic-fonts-cut.md).
    indicFonts(),
    ...imagePipeline(),
    reactRouter(),
  ],
}));
