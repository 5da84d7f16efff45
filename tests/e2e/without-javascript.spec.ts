import { expect, test } from "@playwright/test";
import { catalogues, phone } from "#tests/e2e/site.ts";

test.use({ javaScriptEnabled: false });

test("the home page shows its heading, text and photos without JavaScript", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Tailor's Studio");
  await expect(page.getByText("Founded in 2018")).toBeVisible();
  await expect(page.locator("#collections img")).toHaveCount(7);
  await expect(page.locator("#kediya img")).toHaveCount(3);
  // The designs at the top, with their photos and prices, show without the page's script.
  const top = page.getByRole("list", { name: "Designs to order" });
  await expect(top.getByRole("link")).toHaveCount(4);
  await expect(top.getByText(/₹/).first()).toBeVisible();
  const first = top.getByRole("img").first();
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
});

for (const { path, heading, photos } of catalogues) {
  test(`${path} shows its heading and ${photos} photos without JavaScript`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    const images = page.getByRole("main").getByRole("img");
    await expect(images).toHaveCount(photos);
    await images.last().scrollIntoViewIfNeeded();
    await expect.poll(() => images.last().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  });
}

test("a catalogue photo is a link to its own page, which shows it large", async ({ page }) => {
  await page.goto("/koti");
  const photo = page.getByRole("main").getByRole("listitem").nth(2).getByRole("link");
  const title = (await photo.getByRole("img").getAttribute("alt"))!;
  await photo.click();
  await expect(page).toHaveURL("/koti/photo/3");
  const large = page.getByRole("main").getByRole("img", { name: title });
  await expect.poll(() => large.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThanOrEqual(600);
  await expect(page.getByRole("main").getByText(title, { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Previous photo" }).click();
  await expect(page).toHaveURL("/koti/photo/2");
  await page.getByRole("link", { name: "All of Koti's" }).click();
  await expect(page).toHaveURL("/koti");
});

test("the phone menu opens without JavaScript", async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto("/");
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(page.getByRole("link", { name: "Cataloguee" })).toBeVisible();
});

test("without JavaScript the contact form points to e-mail, WhatsApp and phone, and offers nothing it cannot send", async ({ page }) => {
  await page.goto("/");
  const contact = page.getByRole("region", { name: "Get In Touch" });
  const note = contact.locator(".contact-form__no-script");
  await expect(note).toContainText("This form needs JavaScript, which is off in this browser. Please write to us instead:");
  await expect(note.getByRole("link", { name: "orders@example.com" })).toHaveAttribute("href", "mailto:orders@example.com");
  await expect(note.getByRole("link", { name: "+91 98765 43210 (opens in a new tab)" })).toHaveAttribute("href", "https://wa.me/919876543210");
  await expect(note.getByRole("link", { name: "+91 98765 43210", exact: true })).toHaveAttribute("href", "tel:+919876543210");
  await expect(contact.getByLabel("Message")).toBeHidden();
  await expect(contact.getByRole("button", { name: "Send on WhatsApp" })).toBeHidden();
  // Nothing in the page could submit the form, with the visitor's words in the address or otherwise.
  await expect(contact.locator("form [type=submit]")).toHaveCount(0);
});
