import { expect, test, type Page } from "@playwright/test";
import { openHydrated } from "#tests/e2e/site.ts";

/**
 * A price range is read as one thing: "₹3,500–5,600" and a lakh range "₹1,25,000–1,50,000" move
 * to the next line whole, never "₹3,500–" on one line and "5,600" on the next, on the narrowest
 * phone, in every language (Gujarati's and Hindi's longer words push them to a line's end most).
 */
async function brokenRanges(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? "").matchAll(/₹\s?[\d,]+\s?[–-]\s?₹?\s?[\d,]+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
        // Not drawn (a closed menu, a hidden panel): nothing to read.
        if (rects.length === 0) continue;
        const tops = rects.map((rect) => rect.top);
        if (Math.max(...tops) - Math.min(...tops) > 4) broken.push(`${match[0]} in "${node.parentElement?.closest("[class]")?.className}"`);
      }
    }
    return broken;
  });
}

/** Scrolls through the page, so that what loads as it comes into view is drawn. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
}

const pages = [
  "/",
  "/kediya",
  "/chakda",
  "/test-two-dozen",
  "/test-two-dozen/photo/1",
  "/kediya/photo/3",
  "/order?design=test-two-dozen-1",
  "/order?design=kediya-3",
];

for (const prefix of ["", "/gu", "/hi"]) {
  test(`at 320 px ${prefix ? `in ${prefix.slice(1)}` : "in English"}, every price range stays on one line: cards, the photo viewer, a design's page and the order`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const found: string[] = [];
    for (const path of pages) {
      await openHydrated(page, `${prefix}${path}`);
      // A design's page opens the photo viewer over it: its caption's price too.
      if (path.includes("/photo/")) await expect(page.getByRole("dialog")).toBeVisible();
      else await scrollThrough(page);
      found.push(...(await brokenRanges(page)).map((range) => `${prefix}${path}: ${range}`));
    }
    expect(found).toEqual([]);
  });
}
