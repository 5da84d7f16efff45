import { expect, test } from "@playwright/test";
import { openHydrated } from "#tests/e2e/site.ts";

test("moves between pages without a full reload once the page has loaded", async ({ page }) => {
  await openHydrated(page, "/");
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.locator("#collections").getByRole("link", { name: "Kediya" }).click();
  await expect(page).toHaveURL("/kediya");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kediya's");
  await page.getByRole("link", { name: "The Tailor's Studio" }).click();
  await expect(page).toHaveURL("/");
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test("unregisters a service worker an earlier site left behind", async ({ page, context }) => {
  await context.route("**/old-service-worker.js", (route) =>
    route.fulfill({ contentType: "text/javascript", body: "self.addEventListener('fetch', () => {});" }),
  );
  await openHydrated(page, "/");
  await page.evaluate(() => navigator.serviceWorker.register("/old-service-worker.js"));
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(1);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(0);
});
