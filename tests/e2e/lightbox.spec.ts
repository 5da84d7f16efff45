import { expect, test, type Page } from "@playwright/test";
import { dropFirstOfEach, openHydrated } from "#tests/e2e/site.ts";

const photoLinks = (page: Page) => page.getByRole("main").getByRole("listitem").getByRole("link");

async function titleOf(page: Page, index: number) {
  return (await photoLinks(page).nth(index).getByRole("img").getAttribute("alt"))!;
}

test("opens a photo large with a click and pages through the collection", async ({ page }) => {
  const lightboxRequests: string[] = [];
  page.on("request", (request) => {
    if (/collection-lightbox/.test(request.url())) lightboxRequests.push(request.url());
  });
  // Not part of the page's first load: fetched once the grid is in view and the page is idle, ahead of a tap.
  const warmed = page.waitForRequest(/collection-lightbox/);
  await openHydrated(page, "/kediya");
  await page.mouse.wheel(0, 100);
  await warmed;

  const second = await titleOf(page, 1);
  const third = await titleOf(page, 2);
  const thumbnail = await photoLinks(page)
    .nth(1)
    .getByRole("img")
    .evaluate((img: HTMLImageElement) => img.currentSrc);
  await photoLinks(page).nth(1).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  expect(lightboxRequests.length).toBeGreaterThan(0);

  const current = dialog.locator(".yarl__slide_current");
  await expect(current.getByRole("img")).toHaveAttribute("alt", second);
  await expect(dialog.getByText(second, { exact: true })).toBeVisible();
  // The large image, not the thumbnail, has loaded, in the best format the browser takes.
  await expect.poll(() => current.getByRole("img").evaluate((img: HTMLImageElement) => img.complete && img.currentSrc)).toMatch(/\/assets\/.+\.webp$/);
  expect(await current.getByRole("img").evaluate((img: HTMLImageElement) => img.currentSrc)).not.toBe(thumbnail);

  await dialog.getByRole("button", { name: "Next photo" }).click();
  await expect(current.getByRole("img")).toHaveAttribute("alt", third);
  await expect(dialog.getByText(third, { exact: true })).toBeVisible();

  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(photoLinks(page).nth(2)).toBeFocused();
});

test("a lightbox whose code and style dropped as they were fetched ahead comes at the tap, styled", async ({ page }) => {
  // The first request for each of its files fails, as a phone's network drops one now and then; the browser keeps a module that failed as failed.
  const dropped = await dropFirstOfEach(page, /collection-lightbox-[\w-]+\.(js|css)(\?|$)/);
  const warmed = page.waitForEvent("requestfailed", (request) => /collection-lightbox-[\w-]+\.js/.test(request.url()));
  await openHydrated(page, "/kediya");
  await page.mouse.wheel(0, 100);
  await warmed;
  const second = await titleOf(page, 1);
  await photoLinks(page).nth(1).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(".yarl__slide_current").getByRole("img")).toHaveAttribute("alt", second);
  await expect(page.locator(".yarl__portal")).toHaveCSS("position", "fixed");
  expect([...dropped].sort()).toEqual(["css", "js"]);
});

/** Holds back the data of the photo's page at `path` (/kediya/photo/2) until `release()`: a slow network's round trip. */
async function holdPhotoPage(page: Page, path: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${path}.data`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test("a photo opens at the tap, over the grid, while its page is on its way, and stays as it is when the page arrives", async ({ page }) => {
  await openHydrated(page, "/kediya");
  const release = await holdPhotoPage(page, "/kediya/photo/2");
  const second = await titleOf(page, 1);
  await photoLinks(page).nth(1).click();
  const dialog = page.getByRole("dialog");
  const current = dialog.locator(".yarl__slide_current").getByRole("img");
  // On screen with its caption before the photo's page has arrived: the address is still the grid's.
  await expect(current).toHaveAttribute("alt", second);
  await expect(dialog.getByText(second, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/kediya#photo$/);
  await dialog.evaluate((element) => element.setAttribute("data-opened-at-tap", ""));
  release();
  await expect(page).toHaveURL(/\/kediya\/photo\/2$/);
  // The same lightbox, not drawn anew as the page arrived.
  await expect(page.locator("[data-opened-at-tap]")).toHaveCount(1);
  await expect(current).toHaveAttribute("alt", second);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/kediya$/);
  await expect(photoLinks(page).nth(1)).toBeFocused();
});

test("a photo closed before its page arrived stays closed on the grid, and one paged from goes to the photo paged to", async ({ page }) => {
  await openHydrated(page, "/kediya");
  let release = await holdPhotoPage(page, "/kediya/photo/1");
  const first = await titleOf(page, 0);
  const second = await titleOf(page, 1);
  await photoLinks(page).first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.locator(".yarl__slide_current").getByRole("img")).toHaveAttribute("alt", first);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(photoLinks(page).first()).toBeFocused();
  release();
  // The page she no longer asked for does not open the lightbox again when it arrives.
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/kediya$/);
  await expect(dialog).toBeHidden();

  // Paged before the page arrived: the address goes to the photo on show, with the grid behind it.
  release = await holdPhotoPage(page, "/kediya/photo/1");
  await photoLinks(page).first().click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(dialog.locator(".yarl__slide_current").getByRole("img")).toHaveAttribute("alt", second);
  await expect(page).toHaveURL(/\/kediya\/photo\/2$/);
  release();
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/kediya$/);

  // Back while the page is on its way closes the photo: the grid is still there, not the page before it.
  release = await holdPhotoPage(page, "/kediya/photo/1");
  await photoLinks(page).first().click();
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/kediya#photo$/);
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/kediya$/);
  release();
  await page.waitForTimeout(500);
  await expect(dialog).toBeHidden();
  await expect(photoLinks(page).first()).toBeVisible();
});

/** Holds back every photo file asked for from now on until `release()`. */
async function holdPhotos(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.(avif|webp|jpg)$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

for (const language of ["", "/gu"]) {
  test(`the address follows a photo opened at the tap once the photo is on screen: closed before it came, history is as it was (${language || "en"})`, async ({
    page,
  }) => {
    await openHydrated(page, `${language}/kediya`);
    const entries = await page.evaluate(() => history.length);
    const release = await holdPhotos(page);
    await photoLinks(page).nth(1).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    // The photo is on its way: the router's work for the photo's page waits behind it.
    expect(new URL(page.url()).hash).toBe("");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(photoLinks(page).nth(1)).toBeFocused();
    release();
    // Past the moment the page would have been asked for all the same.
    await page.waitForTimeout(2_500);
    await expect(page).toHaveURL(new RegExp(`${language}/kediya$`));
    expect(await page.evaluate(() => history.length)).toBe(entries);
  });
}

test("a photo opened at the tap whose file is slow to come still has the address follow it, to its page", async ({ page }) => {
  await openHydrated(page, "/kediya");
  const release = await holdPhotos(page);
  await photoLinks(page).nth(1).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page).toHaveURL(/\/kediya\/photo\/2$/, { timeout: 5_000 });
  release();
  await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
  await expect(page).toHaveURL(/\/kediya$/);
});

test("the page behind is out of reach once the photo is on screen, and back, with the focus on the card, when it closes", async ({ page }) => {
  await openHydrated(page, "/kediya");
  const card = photoLinks(page).nth(2);
  await card.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.locator(".yarl__slide_current img")).toHaveJSProperty("complete", true);
  const outOfReach = () =>
    page.evaluate(() =>
      ["main", "header", "footer"].map((part) => {
        const element = document.querySelector(part)!;
        return element.closest("[inert]") !== null && element.closest("[aria-hidden='true']") !== null;
      }),
    );
  await expect.poll(outOfReach).toEqual([true, true, true]);
  // Tab goes round the lightbox's own buttons and links, never to the page behind.
  for (let press = 0; press < 12; press++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(card).toBeFocused();
  expect(await outOfReach()).toEqual([false, false, false]);
});

test("the page behind is out of reach once the lightbox has faded in, though the photo is slow to come", async ({ page }) => {
  await openHydrated(page, "/kediya");
  const release = await holdPhotos(page);
  await photoLinks(page).nth(1).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page.locator("main")).toHaveJSProperty("inert", true, { timeout: 1_000 });
  release();
});

test("opens a photo with Enter, pages with the arrow keys and closes with Escape", async ({ page }) => {
  await openHydrated(page, "/chorni");
  const first = await titleOf(page, 0);
  const second = await titleOf(page, 1);
  await photoLinks(page).first().focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  const current = dialog.locator(".yarl__slide_current").getByRole("img");
  await expect(current).toHaveAttribute("alt", first);

  await page.keyboard.press("ArrowRight");
  await expect(current).toHaveAttribute("alt", second);
  await expect(page).toHaveURL(/\/chorni\/photo\/2$/);
  await page.keyboard.press("ArrowLeft");
  await expect(current).toHaveAttribute("alt", first);
  // The address follows the slide once it has settled.
  await expect(page).toHaveURL(/\/chorni\/photo\/1$/);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(photoLinks(page).first()).toBeFocused();
});

test("swiping moves to the next photo", async ({ page }) => {
  await openHydrated(page, "/koti");
  const second = await titleOf(page, 1);
  await photoLinks(page).first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await page.waitForTimeout(300);
  const box = (await dialog.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.7, y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) await page.mouse.move(box.x + box.width * (0.7 - step * 0.05), y);
  await page.mouse.up();
  await expect(dialog.locator(".yarl__slide_current").getByRole("img")).toHaveAttribute("alt", second);
});

test("the page behind does not scroll while a photo is open", async ({ page }) => {
  await openHydrated(page, "/throwback");
  await photoLinks(page).nth(3).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, 1500);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
  // Everything but the dialog is out of reach of the keyboard and screen readers.
  await expect(page.locator("main")).toHaveAttribute("inert", "");
});

test("a home preview opens as its catalogue opens it: at its photo address, with Ask and the heart, and closes back home", async ({ page }) => {
  await openHydrated(page, "/");
  const preview = page.getByRole("region", { name: "Kediya", exact: true });
  // The second preview is the collection's eighth design (content/collections/kediya.json names content/designs/kediya-8.json).
  const link = preview.getByRole("link").nth(1);
  await expect(link).toHaveAttribute("href", /\/kediya\/photo\/8$/);
  const title = (await link.getByRole("img").getAttribute("alt"))!;
  await expect(preview.getByRole("button", { name: "Add to shortlist" })).toHaveCount(3);
  const release = await holdPhotoPage(page, "/kediya/photo/8");
  await link.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.locator(".yarl__slide_current").getByRole("img")).toHaveAttribute("alt", title);
  // At the tap, over the home page, while the photo's page is on its way.
  await expect(page).toHaveURL(/\/#photo$/);
  release();
  await expect(page).toHaveURL(/\/kediya\/photo\/8$/);
  await expect(dialog.getByRole("link", { name: /Ask about this design/ })).toBeVisible();
  await dialog.getByRole("button", { name: "Add to shortlist" }).click();
  await expect(dialog.getByRole("button", { name: "Remove from shortlist" })).toHaveAttribute("aria-pressed", "true");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  // Back on the home page, the photo it showed has the focus and its heart is pressed.
  await expect(link).toBeFocused();
  await expect(preview.getByRole("button", { name: "Remove from shortlist" })).toHaveCount(1);

  // A preview further down (the home page's third gallery) gets the focus back just the same.
  const koti = page.getByRole("region", { name: "Koti", exact: true }).getByRole("link").nth(2);
  await koti.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(koti).toBeFocused();
});
