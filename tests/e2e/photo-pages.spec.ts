import { expect, test, type Page } from "@playwright/test";
import { SITE_URL, openHydrated } from "#tests/e2e/site.ts";

const dialog = (page: Page) => page.getByRole("dialog");
const currentPhoto = (page: Page) => dialog(page).locator(".yarl__slide_current img");
const gridPhoto = (page: Page, index: number) => page.getByRole("main").getByRole("listitem").nth(index).getByRole("link");

async function titleOf(page: Page, index: number) {
  return (await gridPhoto(page, index).getByRole("img").getAttribute("alt"))!;
}

test("a photo's address opens the catalogue with that photo in the lightbox", async ({ page }) => {
  await page.goto("/kediya");
  const fifth = await titleOf(page, 4);
  await openHydrated(page, "/kediya/photo/5");
  await expect(currentPhoto(page)).toHaveAttribute("alt", fifth);
  await expect(page.getByRole("heading", { level: 1, includeHidden: true })).toHaveText("Kediya's");
  await dialog(page).getByRole("button", { name: "Close" }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(page).toHaveURL("/kediya");
});

test("the address follows the lightbox: open, page, close, and Back closes it", async ({ page }) => {
  await openHydrated(page, "/chorni");
  await gridPhoto(page, 1).click();
  await expect(page).toHaveURL("/chorni/photo/2");
  await dialog(page).getByRole("button", { name: "Next photo" }).click();
  await expect(page).toHaveURL("/chorni/photo/3");
  // The title follows once the photo's page has rendered, a moment after the address.
  const shown = await currentPhoto(page).getAttribute("alt");
  await expect.poll(async () => (await page.title()).split(" | ")[0]).toBe(shown);

  await page.goBack();
  await expect(dialog(page)).toBeHidden();
  await expect(page).toHaveURL("/chorni");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Chorni's");

  await gridPhoto(page, 0).click();
  await expect(page).toHaveURL("/chorni/photo/1");
  // Once the lightbox has the focus, as a visitor sees it open: a key pressed before goes to the grid.
  await expect.poll(() => dialog(page).evaluate((open) => open.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeHidden();
  await expect(page).toHaveURL("/chorni");
  await expect(gridPhoto(page, 0)).toBeFocused();
});

test("a reload keeps the photo open, and closing it still goes back to the grid", async ({ page }) => {
  await openHydrated(page, "/chorni");
  await gridPhoto(page, 1).click();
  await dialog(page).getByRole("button", { name: "Next photo" }).click();
  await expect(page).toHaveURL("/chorni/photo/3");
  const third = await currentPhoto(page).getAttribute("alt");
  await page.reload();
  await expect(currentPhoto(page)).toHaveAttribute("alt", third!);
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL("/chorni");
  await expect(gridPhoto(page, 2)).toBeFocused();
  // The lightbox's history entries are gone: Back leaves the catalogue, it does not reopen a photo.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/chorni\/photo\//);
});

test("a photo's page carries that photo, not its collection", async ({ request }) => {
  const html = await (await request.get("/kediya/photo/5")).text();
  const photoLinks = html.match(/\/kediya\/photo\/\d+/g) ?? [];
  // Its neighbours and itself (canonical link, breadcrumbs), not the other 17 photos.
  expect(new Set(photoLinks)).toEqual(new Set(["/kediya/photo/4", "/kediya/photo/5", "/kediya/photo/6"]));
});

test("without the Web Share API, Share offers copy-link and WhatsApp", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
    delete (Navigator.prototype as Partial<Navigator>).share;
  });
  await openHydrated(page, "/koti/photo/2");
  const share = dialog(page).getByRole("button", { name: "Share" });
  await share.click();
  await expect(share).toHaveAttribute("aria-expanded", "true");
  await dialog(page).getByRole("button", { name: "Copy link" }).click();
  await expect(dialog(page).getByText("Link copied")).toBeVisible();
  // The shared link is the public address, as in the link preview, not the address the visitor came by.
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${SITE_URL}/koti/photo/2`);
  const whatsApp = new URL(
    (await dialog(page)
      .getByRole("link", { name: /Share on WhatsApp/ })
      .getAttribute("href"))!,
  );
  expect(whatsApp.origin + whatsApp.pathname).toBe("https://wa.me/");
  expect(whatsApp.searchParams.get("text")).toContain(`${SITE_URL}/koti/photo/2`);
});

test("with the Web Share API, Share sends the photo file itself with its link", async ({ page }) => {
  await page.addInitScript(() => {
    const shared: unknown[] = [];
    Object.assign(window, { shared });
    Object.defineProperty(Navigator.prototype, "canShare", { value: () => true, configurable: true });
    Object.defineProperty(Navigator.prototype, "share", {
      value: async (data: ShareData) => {
        shared.push({ ...data, files: data.files?.map((file) => [file.name, file.type, file.size > 1000]) });
      },
      configurable: true,
    });
  });
  await openHydrated(page, "/koti/photo/3");
  const title = await currentPhoto(page).getAttribute("alt");
  await dialog(page).getByRole("button", { name: "Share" }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared.length)).toBe(1);
  const [data] = await page.evaluate(() => (window as unknown as { shared: Record<string, unknown>[] }).shared);
  expect(data.title).toBe(title);
  expect(data.url).toBe(`${SITE_URL}/koti/photo/3`);
  expect(data.files).toEqual([[`${title}.jpg`, "image/jpeg", true]]);
});

test("Ask about this design opens WhatsApp to the shop with the design written out", async ({ page }) => {
  await openHydrated(page, "/throwback/photo/7");
  const title = await currentPhoto(page).getAttribute("alt");
  const ask = dialog(page).getByRole("link", { name: /Ask about this design/ });
  await expect(ask).toHaveAttribute("target", "_blank");
  const url = new URL((await ask.getAttribute("href"))!);
  expect(url.origin + url.pathname).toBe("https://wa.me/919876543210");
  const text = url.searchParams.get("text")!;
  expect(text).toContain("Throwback's of 2k18");
  expect(text).toContain(title!);
  expect(text).toContain(`${SITE_URL}/throwback/photo/7`);
});
