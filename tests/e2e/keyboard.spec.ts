import { expect, test, type Page } from "@playwright/test";
import { catalogues, openHydrated, phone, tabTo } from "#tests/e2e/site.ts";

/** What Tab lands on, in order, from the top of the page until focus leaves it. */
async function tabThrough(page: Page): Promise<string[]> {
  const reached: string[] = [];
  for (let presses = 0; presses < 400; presses++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return null;
      return element instanceof HTMLAnchorElement
        ? `link ${element.getAttribute("href")}`
        : `${element.tagName.toLowerCase()} ${element.getAttribute("name") ?? element.textContent?.trim()}`;
    });
    if (focused === null) return reached;
    reached.push(focused);
  }
  throw new Error("Tab never left the page");
}

/** Every link a visitor can see or reach on the page, as `tabThrough` names them. */
function linksOn(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("a[href]")]
      .filter((link) => link.checkVisibility({ visibilityProperty: true }) || link.matches(".skip-link"))
      .map((link) => `link ${link.getAttribute("href")}`),
  );
}

for (const path of ["/", ...catalogues.map((c) => c.path), "/chaniya"]) {
  test(`every link on ${path} is reached with Tab alone`, async ({ page }) => {
    await openHydrated(page, path);
    const reached = await tabThrough(page);
    const links = await linksOn(page);
    expect(links.length).toBeGreaterThan(10);
    expect(reached.filter((stop) => stop.startsWith("link "))).toEqual(links);
  });
}

test("on a phone, the menu opens and every section link is reached with the keyboard", async ({ page }) => {
  await page.setViewportSize(phone);
  await openHydrated(page, "/kediya");
  const menu = page.getByRole("button", { name: "Menu" });
  await tabTo(page, menu, 5);
  await page.keyboard.press("Enter");
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  const navLinks = page.locator("#site-nav-links").getByRole("link");
  const count = await navLinks.count();
  for (let i = 0; i < count; i++) {
    await page.keyboard.press("Tab");
    await expect(navLinks.nth(i)).toBeFocused();
  }
  await page.keyboard.press("Escape");
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(menu).toBeFocused();
});

test("a photo opens, pages and closes with the keyboard alone, and the address follows", async ({ page }) => {
  await openHydrated(page, "/kediya");
  const photos = page.getByRole("main").getByRole("listitem").getByRole("link");
  await tabTo(page, photos.first(), 40);
  const third = await photos.nth(2).getByRole("img").getAttribute("alt");
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL("/kediya/photo/1");
  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL("/kediya/photo/2");
  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL("/kediya/photo/3");
  await expect(dialog.locator(".yarl__slide_current").getByRole("img")).toHaveAttribute("alt", third!);
  // Tab stays in the open lightbox (the page under it is inert) and reaches each of its controls.
  // The thumbnail strip has finished moving along.
  await expect(dialog.locator("[class*=thumbnail_fadein], [class*=thumbnail_fadeout]")).toHaveCount(0);
  // Every control a keyboard can use: shown, enabled (Zoom out is not, unzoomed) and in the tab order.
  const controls = await dialog
    .locator("button, a[href]")
    .evaluateAll((elements) =>
      (elements as HTMLButtonElement[])
        .filter((element) => element.checkVisibility() && !element.disabled && element.tabIndex >= 0)
        .map((element) => element.getAttribute("aria-label") ?? element.textContent?.trim()),
    );
  const reached = new Set<string | null | undefined>();
  for (let presses = 0; presses < controls.length * 2 + 2; presses++) {
    await page.keyboard.press("Tab");
    const stop = await page.evaluate(() => {
      const element = document.activeElement;
      // Between the last control and the first, focus passes through the browser's own controls.
      if (!element || element === document.body) return undefined;
      if (!element.closest("[role=dialog]")) return "outside the lightbox";
      return element.getAttribute("aria-label") ?? element.textContent?.trim();
    });
    if (stop !== undefined) reached.add(stop);
  }
  expect(controls.length).toBeGreaterThan(3);
  expect(reached).toEqual(new Set(controls));
  await tabTo(page, dialog.getByRole("button", { name: "Close" }), controls.length + 2);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL("/kediya");
  await expect(photos.nth(2)).toBeFocused();
});
