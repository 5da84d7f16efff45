import { expect, test, type Page } from "@playwright/test";
import { PHOTO_WAIT_MS } from "#pipeline/react-router-output/index.ts";

// Each page asks for its script files only once its first photo has arrived and shown
// (pipeline/react-router-output/page-scripts.ts): on a slow phone the photo does not share the line
// with 125 KB of script. The page works before its script runs; once it runs, the
// contact form's Send button is ready and its "still loading" note goes.

/** When each script request started and the first photo finished, in ms from just before the visit. */
function watchRequests(page: Page, isPhoto: (url: string | URL) => boolean) {
  const started = Date.now();
  const scripts: number[] = [];
  let photoDone = Number.POSITIVE_INFINITY;
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(Date.now() - started);
  });
  const done = (url: string) => {
    if (isPhoto(url)) photoDone = Math.min(photoDone, Date.now() - started);
  };
  page.on("requestfinished", (request) => done(request.url()));
  page.on("requestfailed", (request) => done(request.url()));
  return { firstScript: () => Math.min(...scripts), scripts, photoDone: () => photoDone };
}

/** The files of the photo a page asks for first (`fetchpriority="high"`), in every format and width. */
async function firstPhotoOf(page: Page, path: string): Promise<(url: string | URL) => boolean> {
  const html = await (await page.request.get(path)).text();
  const picture = /<picture>((?:(?!<\/picture>)[\s\S])*?fetchpriority="high"[\s\S]*?)<\/picture>/i.exec(html)![1];
  const files = new Set(picture.match(/\/assets\/[\w.-]+/g));
  expect(files.size).toBeGreaterThan(1);
  return (url) => files.has(new URL(url).pathname);
}

const slowly = (ms: number) => async (route: { continue: () => Promise<void> }) => {
  await new Promise((resolve) => setTimeout(resolve, ms));
  await route.continue();
};

const ready = async (page: Page) => {
  await page.locator(".site-nav[data-enhanced]").waitFor({ state: "attached" });
  const contact = page.getByRole("region", { name: "Get In Touch" });
  await expect(contact.getByRole("button", { name: "Send on WhatsApp" })).toHaveAttribute("type", "submit");
  await expect(contact.getByText("The form is still loading")).toHaveCount(0);
};

test("the home page asks for its scripts only after its first photo (the first design at its top) has arrived, then starts", async ({ page }) => {
  const isPhoto = await firstPhotoOf(page, "/");
  const watch = watchRequests(page, isPhoto);
  await page.route(isPhoto, slowly(1000));
  await page.goto("/");
  await ready(page);
  expect(watch.scripts.length).toBeGreaterThan(10);
  expect(watch.firstScript()).toBeGreaterThanOrEqual(watch.photoDone());
  const header = page.locator('.site-header img[fetchpriority="high"]');
  expect(await header.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
});

test("a page whose first photo fails starts its script at once", async ({ page }) => {
  const isPhoto = await firstPhotoOf(page, "/");
  const watch = watchRequests(page, isPhoto);
  await page.route(isPhoto, (route) => route.abort());
  await page.goto("/");
  await ready(page);
  // Not after the longest wait: the failure itself let the script start.
  expect(watch.firstScript()).toBeLessThan(PHOTO_WAIT_MS);
});

test(`a first photo that never arrives holds the script back ${PHOTO_WAIT_MS / 1000} s, then the page starts`, async ({ page }) => {
  const isPhoto = await firstPhotoOf(page, "/");
  const watch = watchRequests(page, isPhoto);
  // The photo's request is never answered.
  await page.route(isPhoto, () => {});
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await ready(page);
  expect(watch.photoDone()).toBe(Number.POSITIVE_INFINITY);
  expect(watch.firstScript()).toBeGreaterThanOrEqual(PHOTO_WAIT_MS);
});

test("a photo page asks for its scripts only after its photo has arrived, then opens it large", async ({ page }) => {
  const isPhoto = await firstPhotoOf(page, "/kediya/photo/3");
  const watch = watchRequests(page, isPhoto);
  await page.route(isPhoto, slowly(500));
  await page.goto("/kediya/photo/3");
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(watch.firstScript()).toBeGreaterThanOrEqual(watch.photoDone());
});

// React Router puts a visitor back where they were on a page as it is parsed, and not again as it
// hydrates: a page whose script waits longer must not pull back a visitor who has scrolled meanwhile.
test("a visitor who scrolls while the page waits for its script stays where they scrolled to", async ({ page }) => {
  await page.goto("/kediya");
  await ready(page);
  await page.evaluate(() => window.scrollTo(0, 1500));
  // Coming back to the page (a reload) puts the visitor back at 1500 px; they scroll up while its photo is slow.
  await page.route(await firstPhotoOf(page, "/kediya"), slowly(1500));
  await page.reload({ waitUntil: "domcontentloaded" });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
  await page.mouse.move(640, 400);
  await page.mouse.wheel(0, -1000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(500);
  await ready(page);
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => window.scrollY)).toBe(500);
});
