import { expect, test, type Page, type Route } from "@playwright/test";
import { at, axeViolations, openHydrated } from "#tests/e2e/site.ts";

const validity = (page: Page, name: string) =>
  page.locator(`form [name="${name}"]`).evaluate((field: HTMLInputElement) => ({
    valueMissing: field.validity.valueMissing,
    typeMismatch: field.validity.typeMismatch,
  }));

for (const path of ["/", "/koti"]) {
  test(`${path} has the Get In Touch section with the form, address, phone, e-mail and profiles`, async ({ page }) => {
    await page.goto(at(path));
    const contact = page.getByRole("region", { name: "Get In Touch" });
    for (const label of ["Name", "E-mail", "Message"]) await expect(contact.getByLabel(label)).toHaveValue("");
    await expect(contact.getByLabel("Message")).toHaveAttribute("rows", "4");
    await expect(contact.getByText("Rajkot, Gujarat")).toBeVisible();
    // The shop's card beside the form (a build without e-mail sending leads with WhatsApp and the phone too).
    const card = contact.locator(".contact-section__details");
    await expect(card.getByRole("link", { name: "+91 98765 43210" })).toHaveAttribute("href", "tel:+919876543210");
    await expect(card.getByRole("link", { name: "orders@example.com" })).toHaveAttribute("href", "mailto:orders@example.com");
    const whatsApp = card.getByRole("link", { name: /^Chat on WhatsApp/ });
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

test("the browser checks the form; unconfigured, nothing is sent and the message opens in WhatsApp, with e-mail offered", async ({ page }) => {
  const outside: string[] = [];
  page.context().on("request", (request) => {
    if (!request.url().startsWith("http://127.0.0.1")) outside.push(request.url());
  });
  await page.context().route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }));
  await openHydrated(page, "/");
  const contact = page.getByRole("region", { name: "Get In Touch" });
  const send = contact.getByRole("button", { name: "Send on WhatsApp" });

  expect(await axeViolations(page, "#contact")).toEqual([]);
  await send.click();
  expect(await validity(page, "name")).toEqual({ valueMissing: true, typeMismatch: false });
  await expect(contact.getByRole("status")).toBeEmpty();

  await contact.getByLabel("Name").fill("Asha Patel");
  await contact.getByLabel("E-mail").fill("not-an-address");
  await contact.getByLabel("Message").fill("ત્રણ કેડિયા, for Navratri 🎉");
  await send.click();
  expect(await validity(page, "email")).toEqual({ valueMissing: false, typeMismatch: true });
  await expect(contact.getByRole("status")).toBeEmpty();
  expect(outside).toEqual([]);

  await contact.getByLabel("E-mail").fill("asha@example.com");
  const popup = page.waitForEvent("popup");
  await send.click();
  await (await popup).waitForLoadState();
  const status = contact.getByRole("status");
  await expect(status).toContainText("Your message is ready in WhatsApp: press Send there.");
  const mail = new URL((await contact.getByRole("link", { name: "Open it in your e-mail app" }).getAttribute("href"))!);
  expect(mail.pathname).toBe("orders@example.com");
  expect(mail.searchParams.get("subject")).toBe("Enquiry from Asha Patel");
  expect(mail.searchParams.get("body")).toBe("ત્રણ કેડિયા, for Navratri 🎉\n\nAsha Patel\nasha@example.com");
  const whatsApp = new URL((await contact.getByRole("link", { name: /^Open it in WhatsApp/ }).getAttribute("href"))!);
  expect(whatsApp.pathname).toBe("/919876543210");
  expect(whatsApp.searchParams.get("text")).toContain("ત્રણ કેડિયા, for Navratri 🎉");
  await expect(contact.getByLabel("Message")).toHaveValue("ત્રણ કેડિયા, for Navratri 🎉");
  expect(await axeViolations(page, "#contact")).toEqual([]);
  await expect(page).toHaveURL(at("/"));
  // Only the WhatsApp tab, answered here: nothing went to the e-mail service.
  expect(outside.map((url) => new URL(url).origin)).toEqual(["https://wa.me"]);
});

test("before the page's scripts have run, Send and Enter keep the text and put nothing in the address", async ({ page }) => {
  // A slow phone: the page has arrived, its scripts have not.
  const held: Route[] = [];
  let release = false;
  await page.route("**/assets/*.js", (route) => (release ? route.continue() : void held.push(route)));
  const sent: string[] = [];
  page.on("request", (request) => sent.push(`${request.url()} ${request.postData() ?? ""}`));
  await page.goto(at("/"), { waitUntil: "domcontentloaded" });
  const contact = page.getByRole("region", { name: "Get In Touch" });
  await contact.getByLabel("Name").fill("Asha Patel");
  await contact.getByLabel("E-mail").fill("asha@example.com");
  await contact.getByLabel("Message").fill("Two kediyu for Navratri");
  await contact.getByLabel("Name").press("Enter");
  await contact.getByLabel("E-mail").press("Enter");
  await contact.getByRole("button", { name: "Send on WhatsApp" }).click();

  await expect(contact.getByText("The form is still loading")).toBeVisible();
  expect(await axeViolations(page, "#contact")).toEqual([]);
  await expect(page).toHaveURL(at("/"));
  await expect(contact.getByLabel("Name")).toHaveValue("Asha Patel");
  await expect(contact.getByLabel("Message")).toHaveValue("Two kediyu for Navratri");
  expect(sent.filter((request) => /Asha|kediyu|asha%40/.test(request))).toEqual([]);

  // Once the scripts arrive, the words are still there and the form takes them.
  release = true;
  for (const route of held) await route.continue();
  await page.locator(".site-nav[data-enhanced]").waitFor({ state: "attached" });
  await expect(contact.getByText("The form is still loading")).toHaveCount(0);
  await page.context().route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }));
  const popup = page.waitForEvent("popup");
  await contact.getByRole("button", { name: "Send on WhatsApp" }).click();
  await (await popup).waitForLoadState();
  await expect(contact.getByRole("status")).toContainText("Your message is ready in WhatsApp");
  await expect(contact.getByLabel("Message")).toHaveValue("Two kediyu for Navratri");
  await expect(page).toHaveURL(at("/"));
});

for (const { language, prefix, restored } of [
  { language: "English", prefix: "", restored: "What you wrote here last time is back in the form" },
  { language: "Gujarati", prefix: "/gu", restored: "છેલ્લી વખતે તમે અહીં જે લખ્યું હતું તે ફોર્મમાં પાછું આવી ગયું છે" },
]) {
  test(`where the form's own code cannot download, what was typed is kept for the next visit, and the shop's other ways stay (${language})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const formCode = /contact-form-[\w-]+\.js(\?|$)/;
    let refused = 0;
    await page.route(formCode, (route) => {
      refused++;
      return route.abort("internetdisconnected");
    });
    await page.goto(at(`${prefix}/`));
    // A draft kept from an earlier visit: what is typed now wins field by field, as the form's own restoring does.
    // Its send had begun, but the words typed now are new: they are kept as not sent.
    await page.evaluate(() =>
      localStorage.setItem(
        "contact-form-draft",
        JSON.stringify({ name: "", email: "asha@example.com", message: "An older message", sendingSince: Date.now() - 60_000 }),
      ),
    );
    const contact = page.locator("#contact");
    const form = contact.locator("form.contact-form");
    await expect(contact.locator(".contact-section__form-lead")).toBeVisible();
    await form.locator("#contact-name").fill("Asha Patel");
    await form.locator("#contact-message").fill("બે કેડિયું, નવરાત્રિ માટે");
    // Tried again twice, a second and four seconds apart, before the page goes on without it.
    await expect(form).toHaveCount(0, { timeout: 30_000 });
    expect(refused).toBeGreaterThanOrEqual(3);
    // No line is left leading to a form that is not there.
    await expect(contact.locator(".contact-section__form-lead")).toBeHidden();
    await expect(contact.locator('a[href^="tel:"]').first()).toBeVisible();
    await expect(contact.locator('a[href^="mailto:"]').first()).toBeVisible();
    await expect(contact.locator('a[href^="https://wa.me/"]').first()).toBeVisible();
    expect(await axeViolations(page, "#contact")).toEqual([]);

    await page.unroute(formCode);
    await openHydrated(page, `${prefix}/`);
    await expect(form.locator("#contact-name")).toHaveValue("Asha Patel");
    await expect(form.locator("#contact-email")).toHaveValue("asha@example.com");
    await expect(form.locator("#contact-message")).toHaveValue("બે કેડિયું, નવરાત્રિ માટે");
    await expect(form.getByRole("status")).toContainText(restored);
  });
}

test("what the visitor wrote comes back after a reload and on another page, until they clear it", async ({ page }) => {
  await openHydrated(page, "/");
  const contact = page.getByRole("region", { name: "Get In Touch" });
  await contact.getByLabel("Name").fill("આશા Patel");
  await contact.getByLabel("E-mail").fill("asha@example.com");
  await contact.getByLabel("Message").fill("ત્રણ કેડિયા 🎉\nsize M");

  // A later visit, to another page.
  await openHydrated(page, "/koti");
  await expect(contact.getByLabel("Name")).toHaveValue("આશા Patel");
  await expect(contact.getByLabel("E-mail")).toHaveValue("asha@example.com");
  await expect(contact.getByLabel("Message")).toHaveValue("ત્રણ કેડિયા 🎉\nsize M");
  await expect(contact.getByRole("status")).toHaveText("What you wrote here last time is back in the form, ready to send.");

  await contact.getByRole("button", { name: "Clear the form" }).click();
  await expect(contact.getByLabel("Name")).toBeFocused();
  await page.reload();
  await page.locator(".site-nav[data-enhanced]").waitFor({ state: "attached" });
  for (const label of ["Name", "E-mail", "Message"]) await expect(contact.getByLabel(label)).toHaveValue("");
  await expect(contact.getByRole("status")).toBeEmpty();
});

test("near the limit a counter appears; text past it is kept whole and refused with its length", async ({ page }) => {
  await openHydrated(page, "/");
  const contact = page.getByRole("region", { name: "Get In Touch" });
  const message = contact.getByLabel("Message");
  await message.fill("x".repeat(4812));
  await expect(contact.getByText("4,812 of 5,000 characters")).toBeVisible();
  await expect(message).toHaveAccessibleDescription("4,812 of 5,000 characters");

  // As a paste: the text arrives in one piece.
  await message.press("End");
  await page.keyboard.insertText("y".repeat(418));
  await expect(message).toHaveValue("x".repeat(4812) + "y".repeat(418));
  const reason = "Your message is 5,230 characters long; the limit is 5,000. Please shorten it by 230.";
  await expect(contact.getByText(reason)).toBeVisible();
  await expect(message).toHaveAttribute("aria-invalid", "true");

  await contact.getByLabel("Name").fill("Asha Patel");
  await contact.getByLabel("E-mail").fill("asha@example.com");
  await contact.getByRole("button", { name: "Send on WhatsApp" }).click();
  expect(await message.evaluate((field: HTMLTextAreaElement) => field.validationMessage)).toBe(reason);
  await expect(contact.getByRole("status")).toBeEmpty();
  await expect(message).toHaveValue(/y{418}$/);

  await contact.getByLabel("Name").fill("n".repeat(101));
  await expect(contact.getByLabel("Name")).toHaveValue("n".repeat(101));
  await expect(contact.getByText("Your name is 101 characters long; the limit is 100. Please shorten it by 1.")).toBeVisible();
});
