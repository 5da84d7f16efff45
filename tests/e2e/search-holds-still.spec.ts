import { expect, test, type Page } from "@playwright/test";
import { at, desktop, phone } from "#tests/e2e/site.ts";

/**
 * A shared search address (/search?q=kediya) is a page rendered without its query: the results
 * come once the page has run and read its language's search files. Their room is on the page from
 * the first paint, so nothing the visitor is reading moves when they arrive, whether they are many,
 * few or none, in any language, on a phone or a desktop.
 */
const queries = [
  // Kediya's 20 designs, and more.
  { kind: "many", query: "kediya", found: /^\d\d+ / },
  // The test build's one bridal chaniya.
  { kind: "few", query: "bridal", found: /^[1-5] / },
  { kind: "none", query: "tuxedo", found: /tuxedo/ },
];
const languages = [
  { prefix: "", none: "No design matches" },
  { prefix: "/gu", none: "કોઈ ડિઝાઇન" },
  { prefix: "/hi", none: "कोई डिज़ाइन" },
];

/** Records every layout shift from the first byte, with what moved, before the page's own scripts run. */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string }[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] })[]) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources
          .map(({ node }) => (node instanceof Element ? `${node.localName}.${node.className}` : (node?.textContent ?? "").trim().slice(0, 30)))
          .join(", ");
        shifts.push({ value: entry.value, moved });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { shifts: { value: number; moved: string }[] }).shifts);
}

/** Waits until the fonts are in and every photo in view has been drawn, and a little more. */
async function settled(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() => [...document.images].filter((image) => image.getBoundingClientRect().top < innerHeight).every((image) => image.complete));
  await page.waitForTimeout(500);
}

for (const viewport of [phone, desktop]) {
  for (const { prefix, none } of languages) {
    for (const { kind, query, found } of queries) {
      test(`at ${viewport.width} px, ${prefix}/search?q=${query} (${kind} results) keeps still from the first paint while its results arrive`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        const shifts = await watchShifts(page);
        await page.goto(at(`${prefix}/search?q=${query}`));
        const status = page.getByRole("status").filter({ hasText: kind === "none" ? none : found });
        await expect(status).toContainText(kind === "none" ? query : found);
        if (kind !== "none") await expect(page.locator(".search-results .photo-grid__item").first()).toBeVisible();
        await settled(page);
        const all = await shifts();
        expect(
          all.reduce((sum, { value }) => sum + value, 0),
          JSON.stringify(all),
        ).toBeLessThanOrEqual(0.01);
      });
    }
  }
}

test("typing a new query and emptying the field moves nothing below the field that the visitor did not cause", async ({ page }) => {
  await page.setViewportSize(phone);
  const shifts = await watchShifts(page);
  await page.goto(at("/gu/search?q=kediya"));
  await expect(page.locator(".search-results .photo-grid__item").first()).toBeVisible();
  const field = page.getByRole("searchbox");
  await field.fill("tuxedo");
  await expect(page.getByRole("status").filter({ hasText: "tuxedo" })).toBeVisible();
  await field.fill("");
  // An empty field offers what there is to browse, in the results' place.
  await expect(page.getByRole("navigation", { name: "પ્રસંગ પ્રમાણે ડિઝાઇન" })).toBeVisible();
  await settled(page);
  const all = await shifts();
  expect(
    all.reduce((sum, { value }) => sum + value, 0),
    JSON.stringify(all),
  ).toBeLessThanOrEqual(0.01);
});
