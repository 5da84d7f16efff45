import { expect, test, type Page } from "@playwright/test";

// Each page asks for its script files only once its first photo has arrived and shown
// (pipeline/scripts-after-photo.ts): on a slow phone the photo does not share the line
// with 125 KB of script. The page works before its script runs; once it runs, the
// contact form's Send button is ready and its "still loading" note goes.

/** When each script request started and the header photo finished, in ms since the page's first request. */
function watchRequests(page: Page, photo: RegExp) {
  const started = Date.now();
  const scripts: number[] = [];
  let photoDone = Number.POSITIVE_INFINITY;
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(Date.now() - started);
  });
  const done = (url: string) => {
    if (photo.test(url)) photoDone = Math.min(photoDone, Date.now() - started);
  };
  page.on("requestfinished", (request) => done(request.url()));
  page.on("requestfailed", (request) => done(request.url()));
  return { scripts, photoDone: () => photoDone };
}

const hydrated = async (page: Page) => {
  await page.locator(".site-nav[data-enhanced]").waitFor({ state: "attached" });
  const contact = page.getByRole("region", { name: "Get In Touch" });
  await expect(contact.getByRole("button", { name: "Send Message" })).toHaveAttribute("type", "submit");
  await expect(contact.getByText("The form is still loading")).toHaveCount(0);
};

const HEADER_PHOTO = /\/assets\/header-[\w-]+\.(webp|jpg)$/;

test("the home page asks for its scripts only after its header photo has arrived, then starts", async ({ page }) => {
  const watch = watchRequests(page, HEADER_PHOTO);
  // A slow photo: a second before it is answered.
  await page.route(HEADER_PHOTO, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.goto("/");
  await hydrated(page);
  expect(watch.scripts.length).toBeGreaterThan(10);
  expect(Math.min(...watch.scripts)).toBeGreaterThanOrEqual(watch.photoDone());
  // The header photo did show.
  const header = page.locator(".site-header img");
  expect(await header.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
});

test("a page whose first photo fails still starts its script", async ({ page }) => {
  await page.route(HEADER_PHOTO, (route) => route.abort());
  await page.goto("/");
  await hydrated(page);
});

test("a first photo that never arrives holds the script back for a few seconds at most", async ({ page }) => {
  const watch = watchRequests(page, HEADER_PHOTO);
  // The photo's request is never answered.
  await page.route(HEADER_PHOTO, () => {});
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await hydrated(page);
  expect(watch.photoDone()).toBe(Number.POSITIVE_INFINITY);
  expect(watch.scripts.length).toBeGreaterThan(10);
});

test("a photo page asks for its scripts only after its photo has arrived, then opens it large", async ({ page }) => {
  const photo = /\/assets\/[\w-]+\.webp$/;
  const watch = watchRequests(page, photo);
  await page.route(photo, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await page.goto("/kediya/photo/3");
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(Math.min(...watch.scripts)).toBeGreaterThanOrEqual(watch.photoDone());
});
