import { expect, test, type Locator, type Page } from "@playwright/test";
import { at, axeViolations, openHydrated, tabTo, untilStill } from "#tests/e2e/site.ts";

/**
 * "Order made to measure", in words, on a photo's page and in the lightbox, at a phone's widths and
 * a desktop's; and on a wide screen the lightbox's toolbar and caption beside the photo, not on it.
 */
const languages = [
  { prefix: "", order: "Order made to measure" },
  { prefix: "/gu", order: "માપ પ્રમાણે ઓર્ડર આપો" },
] as const;

const screens = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

const dialog = (page: Page) => page.getByRole("dialog");
const currentPhoto = (page: Page) => dialog(page).locator(".yarl__slide_current img").first();

/** The order link, with its words on screen, a tap tall, inside the screen. */
async function expectOrderInWords(link: Locator, words: string) {
  await expect(link).toBeVisible();
  await expect(link).toHaveText(words);
  await expect(link).toBeInViewport({ ratio: 1 });
  const box = (await link.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
}

for (const { prefix, order } of languages) {
  for (const screen of screens) {
    test(`in ${prefix || "English"} at ${screen.width} px, the photo page and the lightbox say "${order}" in words, and it leads to the order page with the design`, async ({
      browser,
    }) => {
      const phone = screen.width < 600;
      const orderAddress = new RegExp(`${prefix}/order\\?design=kediya-3$`);

      // The photo's page as it is drawn first, before (and without) its script.
      const plain = await browser.newContext({ viewport: screen, javaScriptEnabled: false });
      const pageFirst = await plain.newPage();
      await pageFirst.goto(at(`${prefix}/kediya/photo/3`));
      const onPage = pageFirst.getByRole("main").getByRole("link", { name: order, exact: true });
      await onPage.scrollIntoViewIfNeeded();
      await expectOrderInWords(onPage, order);
      await onPage.click();
      await expect(pageFirst).toHaveURL(orderAddress);
      await plain.close();

      const context = await browser.newContext({ viewport: screen, isMobile: phone, hasTouch: phone });
      const page = await context.newPage();
      await openHydrated(page, `${prefix}/kediya/photo/3`);
      // One order link, in the caption, not an icon among the toolbar's.
      const inLightbox = dialog(page).getByRole("link", { name: order, exact: true });
      await expect(inLightbox).toHaveCount(1);
      await expect(dialog(page).locator(".yarl__toolbar").getByRole("link", { name: order })).toHaveCount(0);
      await expectOrderInWords(inLightbox, order);
      expect(await axeViolations(page)).toEqual([]);

      // Reached from the keyboard, with a ring to show it.
      await tabTo(page, inLightbox);
      expect(await inLightbox.evaluate((link) => getComputedStyle(link).outlineStyle)).not.toBe("none");

      await inLightbox.click();
      await expect(page).toHaveURL(orderAddress);
      await expect(page.getByRole("heading", { level: 1, name: order })).toBeVisible();
      await context.close();
    });
  }
}

/** Whether two boxes share any area. */
const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const { prefix } of languages) {
  for (const screen of [
    { width: 1024, height: 768 },
    { width: 1280, height: 800 },
  ]) {
    test(`in ${prefix || "English"} at ${screen.width} px, the toolbar and the caption leave the photo whole`, async ({ page }) => {
      await page.setViewportSize(screen);
      await openHydrated(page, `${prefix}/kediya/photo/3`);
      await expect.poll(() => currentPhoto(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const photo = (await currentPhoto(page).boundingBox())!;
      // The photo is drawn large, not shrunk out of their way: most of the screen's height.
      expect(photo.height).toBeGreaterThan(screen.height * 0.6);
      for (const part of [".yarl__toolbar", ".yarl__counter", ".lightbox-caption"]) {
        const box = (await dialog(page).locator(part).boundingBox())!;
        expect(overlap(photo, box), `${part} lies over the photo`).toBe(false);
      }
      // Paging keeps it so.
      await dialog(page)
        .getByRole("button", { name: prefix ? "આગલો ફોટો" : "Next photo" })
        .click();
      await expect(page).toHaveURL(/\/kediya\/photo\/4$/);
      await untilStill(page);
      const next = (await currentPhoto(page).boundingBox())!;
      expect(overlap(next, (await dialog(page).locator(".lightbox-caption").boundingBox())!)).toBe(false);
      expect(overlap(next, (await dialog(page).locator(".yarl__toolbar").boundingBox())!)).toBe(false);
    });
  }
}
