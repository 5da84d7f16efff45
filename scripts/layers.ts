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
  { name: "the site's frame: header, menu and footer", folders: ["frame"] },
  { name: "the routes, and app/'s own files (root.tsx, routes.ts)", folders: ["routes"] },
];
