import { expect, test } from "@playwright/test";
import { navLabels, openHydrated, phone } from "#tests/e2e/site.ts";

test.use({ viewport: phone });

test("on a phone the links fold behind a menu button that opens and closes", async ({ page }) => {
  await openHydrated(page, "/");
  const nav = page.getByRole("navigation", { name: "Main" });
  const menu = nav.getByRole("button", { name: "Menu" });
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(nav.getByRole("link", { name: "About" })).toBeHidden();

  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  for (const label of navLabels) await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();

  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(nav.getByRole("link", { name: "About" })).toBeHidden();
});

test("every section stays reachable from the phone menu, which closes on the way", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openHydrated(page, "/");
  const nav = page.getByRole("navigation", { name: "Main" });
  const menu = nav.getByRole("button", { name: "Menu" });
  for (const [label, id] of [
    ["Our Customers", "throwback2022"],
    ["chorni", "chorni"],
    ["Contact", "contact"],
  ]) {
    await menu.click();
    await nav.getByRole("link", { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator(`#${id} h2`)).toBeInViewport();
  }
});

test("the phone menu is reachable by keyboard and closes with Escape", async ({ page }) => {
  await openHydrated(page, "/");
  const menu = page.getByRole("button", { name: "Menu" });
  await menu.focus();
  await page.keyboard.press("Enter");
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "About" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toHaveAttribute("aria-expanded", "false");
});
