/**
 * What a page loads before a visitor does anything, in gzip bytes (as served): each route's
 * budget, just above its figures when it was last set. Growing past one is a decision, not an
 * accident: raise it here with the change that needs it, and add a line on why to "How the
 * first-load budgets grew" in docs/speed.md. tests/e2e/budgets.spec.ts holds every page to these.
 */
export interface Budget {
  js: number;
  css: number;
  html: number;
}

/** An English page's budget, by its address or its route's pattern. */
export const BUDGETS: Record<string, Budget> = {
  "/": { js: 134_000, css: 6_450, html: 14_260 },
  "/chakda": { js: 135_460, css: 6_450, html: 9_480 },
  "/chorni": { js: 135_460, css: 6_450, html: 8_930 },
  "/kediya": { js: 135_460, css: 6_450, html: 11_330 },
  "/koti": { js: 135_460, css: 6_450, html: 9_880 },
  "/throwback": { js: 135_460, css: 6_450, html: 10_980 },
  "/throwback2022": { js: 135_460, css: 6_450, html: 11_080 },
  // Each photo page, whatever its collection's size; the lightbox it opens on arrival loads after the page has shown.
  // A design with three photos shows all three, each with its words (0.2 KB of HTML).
  "/:collection/photo/:photo": { js: 131_900, css: 6_450, html: 8_690 },
  // A catalogue page of a full 24 photos: the later pages of a larger collection.
  "/:collection/page/:page": { js: 135_460, css: 6_450, html: 11_500 },
  // An occasion's page: 24 designs from any collection; its words are the build's.
  "/occasion/:value": { js: 133_600, css: 6_450, html: 12_770 },
  // Search: its results, its index and its filters download as the page runs. Its query is cut in
  // whole characters and without direction controls as the page reads it from the address.
  "/search": { js: 147_400, css: 7_420, html: 7_710 },
  // The order page: its form and its words (the page's language only) download as it runs.
  "/order": { js: 129_050, css: 8_810, html: 8_320 },
  "/404.html": { js: 126_490, css: 6_450, html: 8_150 },
};

/** What a Gujarati or Hindi page may load beyond the English page's budget: their words take three bytes a letter. */
export const OTHER_LANGUAGE_EXTRA = { js: 860, html: 1_300 } as const;
