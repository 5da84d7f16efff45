import { expect, test } from "@playwright/test";
import { desktop, layoutShift, openHydrated, phone, watchLayoutShifts } from "#tests/e2e/site.ts";

// The order page is drawn with its form's first step and the order at a glance: the designs of
// the address fill room that is already there, and nothing below moves as the page's script runs.
const ORDERS = [
  { designs: 0, query: "" },
  { designs: 1, query: "?design=kediya-1" },
  { designs: 3, query: "?design=kediya-1&design=chorni-2&design=test-two-dozen-1" },
];

for (const { prefix, sizes } of [
  { prefix: "", sizes: [phone, desktop] },
  { prefix: "/gu", sizes: [phone, desktop] },
  { prefix: "/hi", sizes: [phone] },
]) {
  for (const size of sizes) {
    for (const { designs, query } of ORDERS) {
      test(`${prefix || "/en"} order page with ${designs} designs at ${size.width} px holds still as it loads`, async ({ page }) => {
        await page.setViewportSize(size);
        await watchLayoutShifts(page);
        await openHydrated(page, `${prefix}/order${query}`);
        const rows = page.locator(".order-design");
        await expect(rows).toHaveCount(designs);
        // Every design has come from its catalogue's data file (its title is a link), and the fonts are in.
        if (designs > 0) await expect(page.locator(".order-design__text a")).toHaveCount(designs);
        else await expect(page.locator(".order-designs p").first()).toBeVisible();
        await page.evaluate(() => document.fonts.ready);
        await page.waitForTimeout(300);
        expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
      });
    }
  }
}

test("the order page's contact section keeps the shop's ways, details and hours, and offers no second form", async ({ page }) => {
  await openHydrated(page, "/gu/order?design=kediya-1");
  const contact = page.locator("#contact");
  await expect(contact.locator("form")).toHaveCount(0);
  await expect(contact.getByRole("link", { name: /\+91 98765 43210/ }).first()).toBeVisible();
  await expect(contact.locator(".shop-hours")).toBeVisible();
  await openHydrated(page, "/gu/kediya");
  await expect(page.locator("#contact form")).toHaveCount(1);
});
