import { expect, test } from "@playwright/test";
import { axeViolations, catalogues, desktop, openHydrated, phone } from "#tests/e2e/site.ts";

const pages = ["/", ...catalogues.map((c) => c.path), "/chorni/photo/2", "/chaniya"];

for (const path of pages) {
  for (const [screen, viewport] of [
    ["phone", phone],
    ["desktop", desktop],
  ] as const) {
    test(`${path} on a ${screen} has no accessibility violations`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openHydrated(page, path);
      // A photo's page opens its lightbox once that has downloaded: checked open, not while it fades in.
      if (path.includes("/photo/")) await expect(page.getByRole("dialog")).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}

test("the open phone menu has no accessibility violations", async ({ page }) => {
  await page.setViewportSize(phone);
  await openHydrated(page, "/");
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(page.getByRole("navigation").getByRole("link", { name: "Contact" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

for (const [screen, viewport] of [
  ["phone", phone],
  ["desktop", desktop],
] as const) {
  test(`the open lightbox on a ${screen}, first and after paging, has no accessibility violations`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openHydrated(page, "/chakda");
    await page.getByRole("main").getByRole("listitem").getByRole("link").first().click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Next photo" }).click();
    await expect(page).toHaveURL("/chakda/photo/2");
    expect(await axeViolations(page)).toEqual([]);
  });
}

for (const [screen, viewport] of [
  ["phone", phone],
  ["desktop", desktop],
] as const) {
  test(`the form with a draft restored, a counter, and a field over its limit, on a ${screen}, has no accessibility violations`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openHydrated(page, "/");
    const contact = page.getByRole("region", { name: "Get In Touch" });
    await contact.getByLabel("Name").fill("Asha Patel");
    await contact.getByLabel("Message").fill("x".repeat(4900));
    await page.reload();
    await page.locator(".site-nav[data-enhanced]").waitFor({ state: "attached" });
    await expect(contact.getByRole("status")).toContainText("back in the form");
    await expect(contact.getByText("4,900 of 5,000 characters")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await contact.getByLabel("Name").fill("n".repeat(120));
    await expect(contact.getByText("Your name is 120 characters long")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("a skip link leads keyboard users past the navigation", async ({ page }) => {
  await openHydrated(page, "/kediya");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
});
