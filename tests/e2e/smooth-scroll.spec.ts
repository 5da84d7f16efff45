import { expect, test, type Page } from "@playwright/test";
import { openHydrated } from "./site";

/** Where the section's top sits below the fixed bar, in pixels (0: right under it). */
function gapBelowBar(page: Page, id: string) {
  return page.evaluate((sectionId) => {
    const bar = document.querySelector(".site-nav")!.getBoundingClientRect().bottom;
    return document.getElementById(sectionId)!.getBoundingClientRect().top - bar;
  }, id);
}

test("a section link scrolls smoothly for a second, lands below the bar and updates the address", async ({ page }) => {
  await openHydrated(page, "/");
  const target = await page.evaluate(() => document.getElementById("koti")!.getBoundingClientRect().top);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Koti" }).click();

  await page.waitForTimeout(400);
  const midway = await page.evaluate(() => window.scrollY);
  expect(midway).toBeGreaterThan(50);
  expect(midway).toBeLessThan(target - 100);
  await expect(page).not.toHaveURL(/#koti$/);

  await expect(page).toHaveURL(/\/#koti$/, { timeout: 3000 });
  expect(Math.abs(await gapBelowBar(page, "koti"))).toBeLessThanOrEqual(2);
  await expect(page.locator("#koti")).toBeFocused();
});

test("with reduced motion a section link jumps straight there", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openHydrated(page, "/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL(/#contact$/, { timeout: 300 });
  expect(Math.abs(await gapBelowBar(page, "contact"))).toBeLessThanOrEqual(2);
});

test("on a catalogue page the section links lead to the home page's sections", async ({ page }) => {
  await openHydrated(page, "/kediya");
  const about = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" });
  await expect(about).toHaveAttribute("href", "/#about");
  await about.click();
  await expect(page).toHaveURL(/\/#about$/);
  await expect(page.getByRole("heading", { name: "About Us" })).toBeInViewport();
  expect(Math.abs(await gapBelowBar(page, "about"))).toBeLessThanOrEqual(2);
});
