import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { catalogues, openHydrated, phone } from "./site";

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

for (const path of ["/", ...catalogues.map((c) => c.path), "/chaniya"]) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await openHydrated(page, path);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("the open phone menu has no serious accessibility violations", async ({ page }) => {
  await page.setViewportSize(phone);
  await openHydrated(page, "/");
  await page.getByRole("button", { name: "Menu" }).click();
  expect(await seriousViolations(page)).toEqual([]);
});

test("the open lightbox has no serious accessibility violations", async ({ page }) => {
  await openHydrated(page, "/chakda");
  await page.getByRole("main").getByRole("link").first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("a skip link leads keyboard users past the navigation", async ({ page }) => {
  await openHydrated(page, "/kediya");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
});
