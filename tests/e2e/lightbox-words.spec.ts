import { expect, test, type Browser, type Page } from "@playwright/test";
import { at, axeViolations, openHydrated, untilStill } from "#tests/e2e/site.ts";

/**
 * The garment is never hidden: in the lightbox and on a photo's page, the design's words (its
 * title, price and facts, the order link) lie beside or under the photo, never on it, and the
 * whole photo, its hem and border included, is on screen, from a 320 px phone to a desktop.
 */
const languages = [
  { prefix: "", next: "Next photo" },
  { prefix: "/gu", next: "આગલો ફોટો" },
] as const;

const screens = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
] as const;

type Box = { x: number; y: number; width: number; height: number };

/** Whether two boxes share any area (more than half a pixel's rounding). */
const overlap = (a: Box, b: Box) => a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;

/** Whether `box` lies wholly inside a screen of `width` by `height`. */
const onScreen = (box: Box, { width, height }: { width: number; height: number }) =>
  box.x >= -0.5 && box.y >= -0.5 && box.x + box.width <= width + 0.5 && box.y + box.height <= height + 0.5;

const dialog = (page: Page) => page.getByRole("dialog");
const currentPhoto = (page: Page) => dialog(page).locator(".yarl__slide_current img").first();

async function openLightbox(browser: Browser, screen: { width: number; height: number }, path: string) {
  const phone = screen.width < 992;
  const context = await browser.newContext({ viewport: screen, isMobile: phone && screen.width < 800, hasTouch: phone });
  const page = await context.newPage();
  await openHydrated(page, path);
  await settled(page);
  return { context, page };
}

/** Waits until the photo on show has loaded and the lightbox has stopped moving and measuring. */
async function settled(page: Page) {
  await expect.poll(() => currentPhoto(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await untilStill(page);
  await page.waitForFunction(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(true)))));
}

/** What lies over the photo on show: each of the caption, the toolbar and the counter whose box meets the photo's; and whether the photo is wholly on screen. */
async function whatHidesThePhoto(page: Page, screen: { width: number; height: number }) {
  const photo = (await currentPhoto(page).boundingBox())!;
  const found: string[] = [];
  if (!onScreen(photo, screen)) found.push(`the photo runs off the screen (${JSON.stringify(photo)})`);
  for (const part of [".lightbox-caption", ".yarl__toolbar", ".yarl__counter"]) {
    const box = await dialog(page).locator(part).boundingBox();
    if (box && overlap(photo, box)) found.push(`${part} lies over the photo`);
  }
  return found;
}

for (const { prefix, next } of languages) {
  for (const screen of screens) {
    test(`in ${prefix || "English"} at ${screen.width} × ${screen.height}, the lightbox shows the whole photo with its words beside or under it, photo after photo`, async ({
      browser,
    }) => {
      const { context, page } = await openLightbox(browser, screen, `${prefix}/kediya/photo/3`);
      const caption = dialog(page).locator(".lightbox-caption");
      await expect(caption).toBeVisible();
      await expect(caption.locator(".lightbox-caption__title")).toHaveText((await currentPhoto(page).getAttribute("alt"))!);
      // The words are whole and on screen: the title, the facts and the order link.
      await expect(caption).toBeInViewport({ ratio: 1 });
      expect(await caption.evaluate((element) => element.scrollHeight <= element.clientHeight + 1)).toBe(true);
      expect(await whatHidesThePhoto(page, screen)).toEqual([]);
      // The photo is drawn large, not shrunk out of the words' way: more than half the screen's height, or most of its width.
      const photo = (await currentPhoto(page).boundingBox())!;
      expect(photo.height > screen.height * 0.5 || photo.width > screen.width * 0.75, JSON.stringify(photo)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);

      // The next photo, and its words, are laid out the same.
      await dialog(page).getByRole("button", { name: next }).click();
      await expect(page).toHaveURL(/\/kediya\/photo\/4$/);
      await settled(page);
      await expect(caption.locator(".lightbox-caption__title")).toHaveText((await currentPhoto(page).getAttribute("alt"))!);
      expect(await whatHidesThePhoto(page, screen)).toEqual([]);
      await context.close();
    });
  }
}

test("on a phone held sideways, the words sit in a column beside the photo, which keeps most of the screen's height", async ({ browser }) => {
  for (const screen of [
    { width: 844, height: 390 },
    { width: 568, height: 320 },
  ]) {
    const { context, page } = await openLightbox(browser, screen, "/gu/kediya/photo/3");
    expect(await whatHidesThePhoto(page, screen), `at ${screen.width} × ${screen.height}`).toEqual([]);
    const photo = (await currentPhoto(page).boundingBox())!;
    const caption = (await dialog(page).locator(".lightbox-caption").boundingBox())!;
    expect(caption.x).toBeGreaterThanOrEqual(photo.x + photo.width);
    expect(photo.height).toBeGreaterThan(screen.height * 0.6);
    await expect(dialog(page).getByRole("link", { name: "માપ પ્રમાણે ઓર્ડર આપો" })).toBeInViewport({ ratio: 1 });
    await context.close();
  }
});

test("a title of many lines leaves the photo whole on a 320 px phone: the photo makes room, the title stops at three lines, the order link stays on screen", async ({
  browser,
}) => {
  const screen = { width: 320, height: 640 };
  const { context, page } = await openLightbox(browser, screen, "/kediya/photo/3");
  const before = (await currentPhoto(page).boundingBox())!;
  await dialog(page)
    .locator(".lightbox-caption__title")
    .evaluate((title) => (title.textContent = "Indigo kediyu with block print, piping, mirror work and a hem of hand-stitched scallops ".repeat(4)));
  // The caption grows by two lines, and the photo gives it that room.
  await expect.poll(async () => (await currentPhoto(page).boundingBox())!.height).toBeLessThan(before.height);
  await settled(page);
  expect(await whatHidesThePhoto(page, screen)).toEqual([]);
  const title = dialog(page).locator(".lightbox-caption__title");
  expect(await title.evaluate((element) => Math.round(element.clientHeight / Number.parseFloat(getComputedStyle(element).lineHeight)))).toBe(3);
  await expect(dialog(page).getByRole("link", { name: "Order made to measure" })).toBeInViewport({ ratio: 1 });
  await context.close();
});

for (const { prefix } of languages) {
  for (const screen of screens) {
    test(`in ${prefix || "English"} at ${screen.width} × ${screen.height}, a photo's own page shows the whole photo on the first screen, its words under or beside it`, async ({
      browser,
    }) => {
      // The page as it is drawn first, before (and without) its script, which opens the lightbox over it.
      const context = await browser.newContext({ viewport: screen, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(at(`${prefix}/kediya/photo/3`));
      const main = page.getByRole("main");
      const photo = (await main.locator(".photo-page__figure img").boundingBox())!;
      expect(onScreen(photo, screen), JSON.stringify(photo)).toBe(true);
      for (const words of [main.locator("figcaption"), main.locator(".design-facts"), main.getByRole("link", { name: /Order|ઓર્ડર/ })]) {
        await expect(words).toBeVisible();
        expect(overlap(photo, (await words.boundingBox())!), await words.innerText()).toBe(false);
      }
      await context.close();
    });
  }
}

/**
 * Several photos of a design: the peacock green koti (/koti/photo/5) has three, its front, its back
 * and its border up close, each with its words. Its card shows the first; its page and the lightbox
 * show all three, at the design's one address.
 */
const threePhotos = [
  { prefix: "", group: "Photos of this design", back: "The back", border: "The border and the work up close", next: "Next photo" },
  { prefix: "/gu", group: "આ ડિઝાઇનના ફોટા", back: "પાછળની બાજુ", border: "કિનાર અને ભરત નજીકથી", next: "આગલો ફોટો" },
] as const;

for (const { prefix, group, back, border, next } of threePhotos) {
  test(`in ${prefix || "English"}, a design's page shows its three photos, each with its words, and tells search engines of all three`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(at(`${prefix}/koti/photo/5`));
    const main = page.getByRole("main");
    await expect(main.locator(".photo-page__figure img")).toHaveCount(3);
    const more = main.getByRole("list", { name: group });
    await expect(more.getByRole("img", { name: back })).toBeVisible();
    await expect(more.getByRole("img", { name: border })).toBeVisible();
    await expect(more.locator("figcaption").first()).toContainText(back);
    const product = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text) as { "@type": string; image?: string[] })
      .find((data) => data["@type"] === "Product")!;
    expect(product.image).toHaveLength(3);
    expect(new Set(product.image).size).toBe(3);
    for (const image of product.image!) expect(image).toMatch(/^https:\/\/tailor\.example\/.+\.jpg$/);
    await context.close();
  });

  for (const screen of [screens[0], screens[2], screens[3]]) {
    test(`in ${prefix || "English"} at ${screen.width} × ${screen.height}, the lightbox offers a design's three photos to tap, each shown whole with its words, at the design's one address`, async ({
      browser,
    }) => {
      const { context, page } = await openLightbox(browser, screen, `${prefix}/koti/photo/5`);
      const photos = dialog(page).getByRole("group", { name: group });
      const buttons = photos.getByRole("button");
      await expect(buttons).toHaveCount(3);
      await expect(buttons.first()).toHaveAttribute("aria-pressed", "true");
      const front = await currentPhoto(page).getAttribute("src");
      for (const box of await buttons.evaluateAll((all) => all.map((button) => button.getBoundingClientRect().toJSON() as Box))) {
        expect(box.width).toBeGreaterThanOrEqual(44);
        expect(box.height).toBeGreaterThanOrEqual(44);
      }

      await buttons.nth(1).click();
      await expect(currentPhoto(page)).toHaveAttribute("alt", back);
      expect(await currentPhoto(page).getAttribute("src")).not.toBe(front);
      await expect(buttons.nth(1)).toHaveAttribute("aria-pressed", "true");
      await expect(dialog(page).locator(".lightbox-caption__words")).toHaveText(back);
      await settled(page);
      expect(await whatHidesThePhoto(page, screen)).toEqual([]);
      await expect(page).toHaveURL(new RegExp(`${prefix}/koti/photo/5$`));
      expect(await axeViolations(page)).toEqual([]);

      await buttons.nth(2).click();
      await expect(currentPhoto(page)).toHaveAttribute("alt", border);
      await settled(page);
      expect(await whatHidesThePhoto(page, screen)).toEqual([]);

      // The next design has one photo: nothing to pick.
      await dialog(page).getByRole("button", { name: next }).click();
      await expect(page).toHaveURL(/\/koti\/photo\/6$/);
      await expect(dialog(page).getByRole("group", { name: group })).toHaveCount(0);
      await context.close();
    });
  }
}
