import { expect, test, type Page } from "@playwright/test";
import { escapeRegExp } from "#deploy/generate.ts";
import { at, catalogues, phone, publicUrl } from "#tests/e2e/site.ts";

/** The number of distinct photo columns in the grid's first row. */
function columns(page: Page) {
  return page
    .getByRole("main")
    .getByRole("listitem")
    .evaluateAll((items) => new Set(items.map((item) => Math.round(item.getBoundingClientRect().left))).size);
}

for (const { path, heading, photos } of catalogues) {
  test(`${path} shows "${heading}" with all ${photos} photos, the navigation bar and the contact section`, async ({ page, baseURL }) => {
    await page.goto(at(path));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.getByRole("main").getByRole("img")).toHaveCount(photos);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Get In Touch" })).toBeAttached();
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(heading)} \\|`));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", publicUrl(baseURL, path));
  });
}

test("the catalogue grid has 3 columns on a large screen", async ({ page }) => {
  await page.goto(at("/kediya"));
  expect(await columns(page)).toBe(3);
});

test("the catalogue grid has 2 columns on a phone", async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto(at("/kediya"));
  expect(await columns(page)).toBe(2);
});

test("the grid switches to 3 columns at 992 px", async ({ page }) => {
  await page.setViewportSize({ width: 991, height: 800 });
  await page.goto(at("/chakda"));
  expect(await columns(page)).toBe(2);
  await page.setViewportSize({ width: 992, height: 800 });
  expect(await columns(page)).toBe(3);
});
