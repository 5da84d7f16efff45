import { gunzipSync } from "node:zlib";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { SITE_URL, at, axeViolations, openHydrated } from "#tests/e2e/site.ts";

// tests/fixtures/content: collections the test build has and the shipped site does not. Test Sixty's has
// designs 1 to 60 and 62: design 61 is taken off the site, so its address is no page and no other moves.
const SIXTY = "/test-sixty";
const gridPhotos = (page: Page) => page.getByRole("main").getByRole("list", { name: "Test Sixty's photos" }).getByRole("link");
const dialog = (page: Page) => page.getByRole("dialog");
const currentPhoto = (page: Page) => dialog(page).locator(".yarl__slide_current img");

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a collection of 61 photos shows 24 a page, and links to the next pages", async ({ page }) => {
    await page.goto(at(SIXTY));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Test Sixty's");
    await expect(page.getByText("61 designs", { exact: false })).toBeVisible();
    await expect(gridPhotos(page)).toHaveCount(24);
    await expect(gridPhotos(page).last().getByRole("img")).toHaveAttribute("alt", "Test photo 24");

    const pages = page.getByRole("navigation", { name: "Test Sixty's: pages" });
    await pages.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\/test-sixty\/page\/2$/);
    await expect(gridPhotos(page)).toHaveCount(24);
    await expect(gridPhotos(page).first().getByRole("img")).toHaveAttribute("alt", "Test photo 25");
    await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");

    await pages.getByRole("link", { name: "Page 3" }).click();
    // Its numbers 49 to 62, but for the one taken away.
    await expect(gridPhotos(page)).toHaveCount(13);
    await expect(gridPhotos(page).nth(11).getByRole("img")).toHaveAttribute("alt", "Test photo 60");
    await expect(gridPhotos(page).last().getByRole("img")).toHaveAttribute("alt", "Test photo 62");
    await expect(gridPhotos(page).last()).toHaveAttribute("href", /\/test-sixty\/photo\/62$/);
    await expect(page.getByRole("button", { name: /Show more/ })).toHaveCount(0);
  });

  test("a photo's page shows it large, with its neighbours and the way back to its catalogue page", async ({ page }) => {
    await page.goto(at(`${SIXTY}/photo/30`));
    await expect(page.getByRole("img", { name: "Test photo 30" })).toBeVisible();
    await expect(page.getByText("Photo 30 of 61")).toBeVisible();
    await page.getByRole("link", { name: "Next photo" }).click();
    await expect(page.getByRole("img", { name: "Test photo 31" })).toBeVisible();
    await page.getByRole("link", { name: "All of Test Sixty's" }).click();
    await expect(page).toHaveURL(/\/test-sixty\/page\/2$/);
  });

  test("there is no page 1 address, no page past the last, no photo past the last, and none for a design taken away", async ({ page }) => {
    for (const path of [`${SIXTY}/page/1`, `${SIXTY}/page/4`, `${SIXTY}/photo/61`, `${SIXTY}/photo/63`, `${SIXTY}/photo/07`, `${SIXTY}/3`, `${SIXTY}/photo`]) {
      const response = await page.goto(at(path));
      expect(response?.status(), path).toBe(404);
    }
  });

  test("the design after one taken away keeps its number, and its neighbours step over the gap", async ({ page }) => {
    await page.goto(at(`${SIXTY}/photo/62`));
    await expect(page.getByRole("img", { name: "Test photo 62" })).toBeVisible();
    await expect(page.getByText("Photo 61 of 61")).toBeVisible();
    await page.getByRole("link", { name: "Previous photo" }).click();
    await expect(page).toHaveURL(/\/test-sixty\/photo\/60$/);
    await page.getByRole("link", { name: "Next photo" }).click();
    await expect(page).toHaveURL(/\/test-sixty\/photo\/62$/);
  });
});

test("Show more appends the next page in place, and the address keeps it for Back and reload", async ({ page }) => {
  await openHydrated(page, SIXTY);
  await expect(gridPhotos(page)).toHaveCount(24);
  const showMore = page.getByRole("button", { name: "Show more designs" });
  await showMore.click();
  await expect(gridPhotos(page)).toHaveCount(48);
  await expect(gridPhotos(page).nth(24)).toBeFocused();
  await expect(gridPhotos(page).nth(24).getByRole("img")).toHaveAttribute("alt", "Test photo 25");
  await expect(page).toHaveURL(/\/test-sixty\?upto=2$/);
  await expect(page.getByRole("status").filter({ hasText: "Showing designs 1 to 48 of 61." })).toBeAttached();

  // Opening photo 40 and closing the lightbox comes back to the 48 photos, focus on photo 40.
  await gridPhotos(page).nth(39).click();
  await expect(page).toHaveURL(/\/test-sixty\/photo\/40$/);
  await expect(currentPhoto(page)).toHaveAttribute("alt", "Test photo 40");
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/\/test-sixty\?upto=2$/);
  await expect(gridPhotos(page)).toHaveCount(48);
  await expect(gridPhotos(page).nth(39)).toBeFocused();

  await page.reload();
  await expect(gridPhotos(page)).toHaveCount(48);
  await showMore.click();
  await expect(gridPhotos(page)).toHaveCount(61);
  await expect(showMore).toHaveCount(0);
});

for (const { screen, viewport } of [
  { screen: "a desktop", viewport: { width: 1280, height: 800 } },
  { screen: "a phone", viewport: { width: 390, height: 844 } },
]) {
  test(`a large collection's page links and Show more have no accessibility violations on ${screen}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openHydrated(page, SIXTY);
    await page.getByRole("button", { name: "Show more designs" }).click();
    await expect(gridPhotos(page)).toHaveCount(48);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("a photo's page whose lightbox cannot load still shows the photo, with no accessibility violations", async ({ page }) => {
  await page.route(/collection-lightbox/, (route) => route.abort());
  await openHydrated(page, `${SIXTY}/photo/30`);
  await expect(page.getByRole("main").getByRole("img", { name: "Test photo 30" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Test Sixty's");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});

test("the lightbox pages from the last photo loaded to the first not loaded, and round to the last", async ({ page }) => {
  await openHydrated(page, SIXTY);
  await gridPhotos(page).nth(23).click();
  await expect(currentPhoto(page)).toHaveAttribute("alt", "Test photo 24");
  await dialog(page).getByRole("button", { name: "Next photo" }).click();
  await expect(currentPhoto(page)).toHaveAttribute("alt", "Test photo 25");
  await expect(page).toHaveURL(/\/test-sixty\/photo\/25$/);
  await expect(dialog(page).getByText("Test photo 25", { exact: true })).toBeVisible();

  await openHydrated(page, `${SIXTY}/photo/1`);
  await expect(currentPhoto(page)).toHaveAttribute("alt", "Test photo 1");
  await page.keyboard.press("ArrowLeft");
  await expect(currentPhoto(page)).toHaveAttribute("alt", "Test photo 62");
  await expect(page).toHaveURL(/\/test-sixty\/photo\/62$/);
  // Back over the design taken away: 61 is stepped over.
  await page.keyboard.press("ArrowLeft");
  await expect(currentPhoto(page)).toHaveAttribute("alt", "Test photo 60");
  await expect(page).toHaveURL(/\/test-sixty\/photo\/60$/);
  // Closing a photo the visitor arrived at directly goes to its catalogue page.
  await dialog(page).getByRole("button", { name: "Close" }).click();
  await expect(page).toHaveURL(/\/test-sixty\/page\/3$/);
  // Photo 60 is the twelfth of its page (61 is taken away, 62 comes after it).
  await expect(gridPhotos(page).nth(11)).toBeFocused();
});

test("the sitemap lists every catalogue page and photo of a large collection, and no data file", async ({ request }) => {
  const sitemap = await (await request.get(at("/sitemap.xml"))).text();
  for (const path of [SIXTY, `${SIXTY}/page/2`, `${SIXTY}/page/3`, `${SIXTY}/photo/60`, `${SIXTY}/photo/62`])
    expect(sitemap).toContain(`<loc>${SITE_URL}${path}</loc>`);
  expect(sitemap).not.toContain(`${SIXTY}/page/4`);
  expect(sitemap).not.toContain(`${SIXTY}/photo/61<`);
  expect(sitemap).not.toContain(".json");
});

/** A built page's HTML, gzip-compressed as served, in bytes. */
function gzipSize(path: string): number {
  const file = join(import.meta.dirname, "..", "..", "build", "client", path.slice(1), "index.html.gz");
  expect(gunzipSync(readFileSync(file)).length).toBeGreaterThan(1000);
  return readFileSync(file).length;
}

test("no page grows with its collection", () => {
  // A photo's page: the same whether its collection has 5 photos or 60.
  expect(Math.abs(gzipSize(`${SIXTY}/photo/60`) - gzipSize("/chorni/photo/1"))).toBeLessThanOrEqual(2048);
  // A catalogue's first page: 60 photos cost no more than 24 (give or take the page links).
  expect(gzipSize(SIXTY)).toBeLessThanOrEqual(gzipSize("/test-two-dozen") + 300);
});

test("a shortlist kept on a phone under today's numbers still finds its designs, and drops the one taken away", async ({ page }) => {
  await page.goto(at("/kediya"));
  const thumb = "400 533 - |jpeg missing.jpg 400";
  await page.evaluate(
    (thumb) =>
      localStorage.setItem(
        "shortlist",
        JSON.stringify([
          { slug: "kediya", photo: 3, title: "Indigo kediyu, block print and piping", collection: "Kediya's", thumb },
          { slug: "test-sixty", photo: 62, title: "Test photo 62", collection: "Test Sixty's", thumb },
          { slug: "test-sixty", photo: 61, title: "Test photo 61, taken off the site", collection: "Test Sixty's", thumb },
        ]),
      ),
    thumb,
  );
  await openHydrated(page, "/");
  await expect(page.getByRole("banner").getByRole("button", { name: /^Shortlist/ })).toHaveText("Shortlist 2 designs");
  const kept = (await page.evaluate(() => JSON.parse(localStorage.getItem("shortlist")!))) as { slug: string; photo: number }[];
  expect(kept.map(({ slug, photo }) => `${slug}-${photo}`)).toEqual(["kediya-3", "test-sixty-62"]);
});

test("the order page finds a design by its number past one taken away, and says the taken one is not there", async ({ page }) => {
  await openHydrated(page, "/order?design=test-sixty-62&design=test-sixty-61");
  const designs = page.locator(".order-design");
  await expect(designs.first()).toContainText("Test photo 62");
  await expect(page.getByText("Test photo 61", { exact: false })).toHaveCount(0);
});
