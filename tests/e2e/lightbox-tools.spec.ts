import { expect, test, type Page } from "@playwright/test";
import { axeViolations, at, openHydrated, phone } from "#tests/e2e/site.ts";

/** The current slide's <img>, and the width (from its WebP srcset) of each file named in it. */
function currentPhoto(page: Page) {
  return page.getByRole("dialog").locator(".yarl__slide_current img").first();
}

async function widthsOf(page: Page): Promise<Map<string, number>> {
  const srcset = await currentPhoto(page).evaluate((img) => img.parentElement!.querySelector("source")!.srcset);
  return new Map(
    srcset.split(",").map((entry) => {
      const [url, width] = entry.trim().split(/\s+/);
      return [url.split("/").pop()!, Number.parseInt(width, 10)];
    }),
  );
}

/** How far the current photo is zoomed, from the scale its wrapper is drawn at. */
const zoomOf = (page: Page) =>
  page
    .getByRole("dialog")
    .locator(".yarl__slide_current .yarl__slide_wrapper")
    .first()
    .evaluate((wrapper) => Number(/scale\(([\d.]+)\)/.exec((wrapper as HTMLElement).style.transform)?.[1] ?? 1));

test("zoom in and out by the toolbar's buttons, disabled at the limits; a sharper file loads only once zoomed", async ({ page }) => {
  const webp: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(".webp")) webp.push(request.url().split("/").pop()!);
  });
  await openHydrated(page, "/kediya/photo/3");
  const dialog = page.getByRole("dialog");
  const zoomIn = dialog.getByRole("button", { name: "Zoom in" });
  const zoomOut = dialog.getByRole("button", { name: "Zoom out" });
  await expect(zoomOut).toBeDisabled();
  await expect(zoomIn).toBeEnabled();
  await expect.poll(() => currentPhoto(page).evaluate((img: HTMLImageElement) => img.complete && img.currentSrc !== "")).toBe(true);

  const widths = await widthsOf(page);
  const largest = Math.max(...widths.values());
  const shown = await currentPhoto(page).evaluate((img: HTMLImageElement) => img.getBoundingClientRect().width);
  // First open: the screen-sized file, not the largest.
  const requestedBefore = webp.filter((file) => widths.has(file)).map((file) => widths.get(file)!);
  expect(Math.max(...requestedBefore)).toBeLessThan(largest);
  expect(Math.max(...requestedBefore)).toBeGreaterThanOrEqual(shown);

  for (let i = 0; i < 12 && (await zoomIn.isEnabled()); i++) await zoomIn.click();
  await expect(zoomIn).toBeDisabled();
  await expect(zoomOut).toBeEnabled();
  expect(await zoomOf(page)).toBeGreaterThan(1.5);
  // Zoomed all the way: the photo's own width is fetched.
  await expect.poll(() => webp.filter((file) => widths.get(file) === largest).length).toBeGreaterThan(0);
  await expect
    .poll(() => currentPhoto(page).evaluate((img: HTMLImageElement) => img.currentSrc.split("/").pop()))
    .toBe([...widths].find(([, width]) => width === largest)![0]);
  // The photos either side stay as they were: none of their sharpest files is fetched.
  const neighbours = await dialog.locator(".yarl__slide:not(.yarl__slide_current) picture source[type='image/webp']").evaluateAll((sources) =>
    sources.map((source) => {
      const files = (source as HTMLSourceElement).srcset.split(",").map((entry) => entry.trim().split(/\s+/));
      const [sharpest] = files.sort((a, b) => Number.parseInt(b[1], 10) - Number.parseInt(a[1], 10))[0];
      return sharpest.split("/").pop()!;
    }),
  );
  expect(neighbours.length).toBeGreaterThan(0);
  expect(webp.filter((file) => neighbours.includes(file))).toEqual([]);

  for (let i = 0; i < 12 && (await zoomOut.isEnabled()); i++) await zoomOut.click();
  await expect(zoomOut).toBeDisabled();
  expect(await zoomOf(page)).toBe(1);
});

test("+ and - zoom from the keyboard, the wheel zooms, and dragging a zoomed photo pans it without paging", async ({ page }) => {
  await openHydrated(page, "/kediya/photo/3");
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("button", { name: "Zoom out" })).toBeDisabled();
  await page.keyboard.press("+");
  await expect.poll(() => zoomOf(page)).toBeGreaterThan(1);
  await page.keyboard.press("-");
  await expect.poll(() => zoomOf(page)).toBe(1);

  const box = (await currentPhoto(page).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, -400);
  await expect.poll(() => zoomOf(page)).toBeGreaterThan(1);

  const title = await currentPhoto(page).getAttribute("alt");
  const wrapper = dialog.locator(".yarl__slide_current .yarl__slide_wrapper").first();
  const before = await wrapper.evaluate((element) => (element as HTMLElement).style.transform);
  await page.mouse.down();
  // Across (where a swipe would page) and up (where the zoomed portrait photo has room to move).
  await page.mouse.move(box.x + box.width / 2 - 250, box.y + box.height / 2 - 200, { steps: 10 });
  await page.mouse.up();
  // The drag moved the zoomed photo, and the same photo is on show at the same address.
  await expect.poll(() => wrapper.evaluate((element) => (element as HTMLElement).style.transform)).not.toBe(before);
  await page.waitForTimeout(400);
  await expect(page).toHaveURL(/\/kediya\/photo\/3$/);
  await expect(currentPhoto(page)).toHaveAttribute("alt", title ?? "");

  expect(await axeViolations(page)).toEqual([]);
});

test("the counter reads 3 / 20 on a direct load of /kediya/photo/3, for screen readers too, and follows paging", async ({ page }) => {
  await openHydrated(page, "/kediya/photo/3");
  const dialog = page.getByRole("dialog");
  await expect(dialog.locator(".yarl__counter")).toHaveText("3 / 20");
  await expect(dialog.getByText("Photo 3 of 20")).toBeAttached();
  await dialog.getByRole("button", { name: "Next photo" }).click();
  await expect(dialog.locator(".yarl__counter")).toHaveText("4 / 20");
  await expect(dialog.getByText("Photo 4 of 20")).toBeAttached();
});

test("a strip of the collection's thumbnails at 1280 px; a thumbnail opens its photo", async ({ page }) => {
  await openHydrated(page, "/kediya/photo/3");
  const strip = page.getByRole("dialog").locator(".yarl__thumbnails_thumbnail");
  await expect(strip.first()).toBeVisible();
  // The photo on show and four either side; the photos themselves load only beside the one on show.
  await expect(strip).toHaveCount(9);
  await expect(page.getByRole("dialog").locator(".yarl__slide img")).toHaveCount(3);
  await expect(page.getByRole("dialog").locator(".yarl__thumbnails_thumbnail_active img")).toHaveAttribute("src", /\.jpg$/);
  await page.getByRole("dialog").locator(".yarl__thumbnails_thumbnail_active").locator("xpath=following-sibling::button[1]").click();
  await expect(page).toHaveURL(/\/kediya\/photo\/4$/);
  expect(await axeViolations(page)).toEqual([]);
});

test("no thumbnails on a phone, where they would take the photo's room", async ({ browser }) => {
  const context = await browser.newContext({ viewport: phone, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await openHydrated(page, "/kediya/photo/3");
  await expect(page.getByRole("dialog").locator(".yarl__counter")).toHaveText("3 / 20");
  await expect(page.getByRole("dialog").locator(".yarl__thumbnails_thumbnail").first()).toBeHidden();
  await expect(page.getByRole("dialog").locator(".yarl__thumbnails_thumbnail:visible")).toHaveCount(0);
  await context.close();
});

test("the photo page without JavaScript shows no zoom, counter or shortlist controls", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(at("/kediya/photo/3"));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: /Zoom|shortlist/i })).toHaveCount(0);
  await context.close();
});

test("on a 3× phone, a photo opens at a file as wide as the screen's pixels and, zoomed all the way, loads one 2,400 px wide", async ({ browser }) => {
  const context = await browser.newContext({ viewport: phone, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  // kediya/03.jpg is 2,400 px wide or more: its widest file is cut to 2,400 px.
  await openHydrated(page, "/kediya/photo/3");
  await expect.poll(() => currentPhoto(page).evaluate((img: HTMLImageElement) => img.complete && img.currentSrc !== "")).toBe(true);
  const widths = await widthsOf(page);
  expect(Math.max(...widths.values())).toBe(2400);
  const fileWidth = () =>
    currentPhoto(page)
      .evaluate((img: HTMLImageElement) => img.currentSrc.split("/").pop()!)
      .then((file) => widths.get(file));
  const shown = await currentPhoto(page).evaluate((img: HTMLImageElement) => img.getBoundingClientRect().width);
  // Unzoomed: enough for the screen's 3 pixels to a point, not the zoom's file.
  expect(await fileWidth()).toBeGreaterThanOrEqual(shown * 3 * 0.9);
  expect(await fileWidth()).toBeLessThan(2400);

  const zoomIn = page.getByRole("dialog").getByRole("button", { name: "Zoom in" });
  for (let i = 0; i < 12 && (await zoomIn.isEnabled()); i++) await zoomIn.click();
  await expect(zoomIn).toBeDisabled();
  await expect.poll(fileWidth).toBe(2400);
  await context.close();
});
