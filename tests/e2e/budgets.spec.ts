import { expect, test } from "@playwright/test";
import { pagePaths } from "../../app/content/read-content.ts";
import { firstLoad } from "../../scripts/first-load.ts";

interface Budget {
  js: number;
  css: number;
  html: number;
}

// What a page loads before a visitor does anything, in gzip bytes (as served), just above
// today's figures: growing past them is a decision, not an accident. A catalogue
// page shows at most 24 photos and a photo's page one, whatever the collection's
// size (tests/e2e/large-collections.spec.ts holds that), so these hold as it grows.
const budgets: Record<string, Budget> = {
  "/": { js: 122_000, css: 4_300, html: 14_500 },
  "/chakda": { js: 123_500, css: 3_700, html: 7_500 },
  "/chorni": { js: 123_500, css: 3_700, html: 6_700 },
  // At most 10 KiB: its 20 photos, in 24 a page.
  "/kediya": { js: 123_500, css: 3_700, html: 10_240 },
  "/koti": { js: 123_500, css: 3_700, html: 8_100 },
  "/throwback": { js: 123_500, css: 3_700, html: 9_700 },
  "/throwback2022": { js: 123_500, css: 3_700, html: 9_800 },
  // Each photo page, whatever its collection's size; the lightbox it opens on arrival loads after the page has shown.
  "/:collection/photo/:photo": { js: 122_500, css: 3_400, html: 5_400 },
  // A catalogue page of a full 24 photos: the later pages of a larger collection.
  "/:collection/page/:page": { js: 123_500, css: 3_700, html: 11_600 },
  "/404.html": { js: 118_600, css: 3_100, html: 9_800 },
};

const budgetOf = (path: string) =>
  budgets[/\/photo\//.test(path) ? "/:collection/photo/:photo" : /\/page\//.test(path) ? "/:collection/page/:page" : path] ??
  // The test build's own collections (tests/fixtures/content) fill their first pages: 24 photos.
  (path.startsWith("/test-") ? budgets["/:collection/page/:page"] : undefined);

test("every page the build renders has a budget", () => {
  expect(pagePaths().filter((path) => !budgetOf(path))).toEqual([]);
});

for (const path of [...pagePaths(), "/404.html"]) {
  const budget = budgetOf(path);
  if (!budget) continue;
  test(`${path} loads at most ${budget.js} B of JavaScript, ${budget.css} B of CSS and ${budget.html} B of HTML (gzip)`, () => {
    const { js, css, html } = firstLoad(path);
    // Not zero: the page's scripts and styles were found at all (the framework alone is about 110 KB).
    expect(js).toBeGreaterThan(100_000);
    expect(css).toBeGreaterThan(1_000);
    expect.soft(js, "JavaScript").toBeLessThanOrEqual(budget.js);
    expect.soft(css, "CSS").toBeLessThanOrEqual(budget.css);
    expect.soft(html, "HTML").toBeLessThanOrEqual(budget.html);
  });
}
