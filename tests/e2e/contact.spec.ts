import { expect, test, type Page } from "@playwright/test";
import { axeViolations, openHydrated } from "./site";

const validity = (page: Page, name: string) =>
  page.locator(`form [name="${name}"]`).evaluate((field: HTMLInputElement) => ({
    valueMissing: field.validity.valueMissing,
    typeMismatch: field.validity.typeMismatch,
  }));

for (const path of ["/", "/koti"]) {
  test(`${path} has the Get In Touch section with the form, address, phone, e-mail and profiles`, async ({ page }) => {
    await page.goto(path);
    const contact = page.getByRole("region", { name: "Get In Touch" });
    for (const label of ["Name", "Email", "Message"]) await expect(contact.getByLabel(label)).toHaveValue("");
    await expect(contact.getByLabel("Message")).toHaveAttribute("rows", "4");
    await expect(contact.getByText("Rajkot, Gujarat")).toBeVisible();
    await expect(contact.getByRole("link", { name: "+91 98765 43210" })).toHaveAttribute("href", "tel:+919876543210");
    await expect(contact.getByRole("link", { name: "orders@example.com" })).toHaveAttribute("href", "mailto:orders@example.com");
    const whatsApp = contact.getByRole("link", { name: /^Chat on WhatsApp/ });
    await expect(whatsApp).toHaveAttribute("href", "https://wa.me/919876543210");
    await expect(whatsApp).toHaveAttribute("rel", "noopener noreferrer");
    for (const [name, href] of [
      ["Facebook", "https://www.facebook.com/"],
      ["Twitter", "https://twitter.com/"],
      ["YouTube", "https://www.youtube.com/"],
    ]) {
      const link = contact.getByRole("link", { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute("href", href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      await expect(link).toHaveAccessibleName(`${name} (opens in a new tab)`);
    }
  });
}

test("the browser checks the form; unconfigured, nothing is sent and e-mail and WhatsApp are offered", async ({ page }) => {
  const outside: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith("http://127.0.0.1")) outside.push(request.url());
  });
  await openHydrated(page, "/");
  const contact = page.getByRole("region", { name: "Get In Touch" });
  const send = contact.getByRole("button", { name: "Send Message" });

  expect(await axeViolations(page, "#contact")).toEqual([]);
  await send.click();
  expect(await validity(page, "name")).toEqual({ valueMissing: true, typeMismatch: false });
  await expect(contact.getByRole("status")).toBeEmpty();

  await contact.getByLabel("Name").fill("Asha Patel");
  await contact.getByLabel("Email").fill("not-an-address");
  await contact.getByLabel("Message").fill("ત્રણ કેડિયા, for Navratri 🎉");
  await send.click();
  expect(await validity(page, "email")).toEqual({ valueMissing: false, typeMismatch: true });
  await expect(contact.getByRole("status")).toBeEmpty();

  await contact.getByLabel("Email").fill("asha@example.com");
  await send.click();
  const status = contact.getByRole("status");
  await expect(status).toContainText("Sending from this page is not set up yet");
  const mail = new URL((await contact.getByRole("link", { name: "Open it in your e-mail app" }).getAttribute("href"))!);
  expect(mail.pathname).toBe("orders@example.com");
  expect(mail.searchParams.get("subject")).toBe("Enquiry from Asha Patel");
  expect(mail.searchParams.get("body")).toBe("ત્રણ કેડિયા, for Navratri 🎉\n\nAsha Patel\nasha@example.com");
  const whatsApp = new URL((await contact.getByRole("link", { name: /Send it on WhatsApp/ }).getAttribute("href"))!);
  expect(whatsApp.pathname).toBe("/919876543210");
  expect(whatsApp.searchParams.get("text")).toContain("ત્રણ કેડિયા, for Navratri 🎉");
  await expect(contact.getByLabel("Message")).toHaveValue("ત્રણ કેડિયા, for Navratri 🎉");
  expect(await axeViolations(page, "#contact")).toEqual([]);
  await expect(page).toHaveURL("/");
  expect(outside).toEqual([]);
});
