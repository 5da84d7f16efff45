/**
 * The folders of app/ in layers, the lowest first. A folder imports from its own layer and those
 * below it, never from one above (ESLint's no-restricted-imports, eslint.config.js; tests
 * included), and no two folders import each other (`npm run imports`). A new folder goes in a
 * layer here before it can be linted (scripts/import-rules.test.ts says so).
 */
export const LAYERS: { name: string; folders: string[] }[] = [
  { name: "the core: helpers no feature owns, the shop's clock, the words' files, fonts and base styles", folders: ["utils", "messages", "fonts", "styles"] },
  { name: "languages: addresses, words and formats in each", folders: ["i18n"] },
  { name: "content: reading, checking and publishing it; links that leave the site", folders: ["content", "links"] },
  { name: "shared parts and services: what several features draw or do", folders: ["components", "sending"] },
  {
    name: "features",
    folders: ["catalogue", "lightbox", "shortlist", "search", "order", "contact", "visit", "low-data", "languages"],
  },
  { name: "the site's frame: header, menu and footer, and the lightbox over every page", folders: ["frame"] },
  { name: "the routes, and app/'s own files (root.tsx, routes.ts)", folders: ["routes"] },
];

/**
 * The folders with a public face: the features, the frame, and the shared services (sending, the
 * links that leave the site). Another folder imports one of them only through its `index.ts`,
 * which names what the rest of the site may use (its on-demand parts included, each made in the
 * folder with `onDemand`), or a module the build alone runs (`*.server.ts`, which routes' loaders
 * and React Router's list of pages read: a face would drag in the modules only Vite makes up), or
 * a style sheet a route draws with. Inside its folder, a file imports its neighbours by name. The
 * lower layers (the core, languages, content, shared parts) are libraries: each of their modules
 * is its own face. Every project file is free of side effects but style sheets (package.json's
 * `sideEffects`), so a face costs no byte: the bundler keeps only what is used through it.
 */
export const FACED = ["links", "sending", "catalogue", "lightbox", "shortlist", "search", "order", "contact", "visit", "low-data", "languages", "frame"];
