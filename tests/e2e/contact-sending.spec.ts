import { expect, test, type Page, type Route } from "@playwright/test";
import { axeViolations, openHydrated, tabTo } from "#tests/e2e/site.ts";

// These run against the build made with test EmailJS settings (see playwright.config.ts).
const API = "https://api.emailjs.com/api/v1.0/email/send";
const typed = { name: "આશા Patel", email: "asha@example.com", message: "ત્રણ કેડિયા, please 🎉\nFor Navratri,\nsize M" };
/** What the shop's e-mail receives: the visitor's words, and the language of the page they wrote from. */
const sent = { ...typed, language: "English (en)" };

function contactSection(page: Page) {
  return page.getByRole("region", { name: "Get In Touch" });
}

async function fillIn(page: Page) {
  const contact = contactSection(page);
  await contact.getByLabel("Name").fill(`  ${typed.name} `);
  await contact.getByLabel("E-mail").fill(typed.email);
  await contact.getByLabel("Message").fill(typed.message);
}

async function expectTextKept(page: Page) {
  const contact = contactSection(page);
  await expect(contact.getByLabel("Name")).toHaveValue(typed.name);
  await expect(contact.getByLabel("E-mail")).toHaveValue(typed.email);
  await expect(contact.getByLabel("Message")).toHaveValue(typed.message);
}

async function expectNoViolations(page: Page) {
  expect(await axeViolations(page, "#contact")).toEqual([]);
}

function consoleErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  return errors;
}

test("sends exactly what the visitor typed, then thanks them and empties the form", async ({ page }) => {
  const bodies: unknown[] = [];
  let answer: () => Promise<void> = async () => undefined;
  await page.route(API, (route) => {
    bodies.push(route.request().postDataJSON());
    answer = () => route.fulfill({ status: 200, body: "OK" });
  });
  await openHydrated(page, "/");
  // A build that can send says nothing of other ways before the visitor has tried.
  await expect(contactSection(page).getByText("Messages cannot be sent from this page yet")).toHaveCount(0);
  await expect(contactSection(page).getByRole("link", { name: /Send it on WhatsApp/ })).toHaveCount(0);
  await fillIn(page);
  await expectNoViolations(page);
  await contactSection(page).getByRole("button", { name: "Send Message" }).click();

  const status = contactSection(page).getByRole("status");
  await expect(status).toHaveText("Sending…");
  await expect(contactSection(page).getByRole("button", { name: "Sending…" })).toBeDisabled();
  await expectNoViolations(page);
  await expect.poll(() => bodies.length).toBe(1);
  expect(bodies[0]).toEqual({
    lib_version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
    user_id: "public_e2e",
    service_id: "service_e2e",
    template_id: "template_e2e",
    template_params: sent,
  });

  await answer();
  await expect(status).toContainText("Thank you");
  for (const label of ["Name", "E-mail", "Message"]) await expect(contactSection(page).getByLabel(label)).toHaveValue("");
  await expectNoViolations(page);
});

const failures: [string, (route: Route) => Promise<void>, RegExp][] = [
  ["a 400 answer", (route) => route.fulfill({ status: 400, body: "The template ID is invalid" }), /400.*The template ID is invalid/],
  ["a 500 answer", (route) => route.fulfill({ status: 500, body: "Internal error" }), /500.*Internal error/],
  ["a network failure", (route) => route.abort("internetdisconnected"), /Message not sent: 0/],
];

for (const [what, answer, logged] of failures) {
  test(`after ${what} the text stays, the failure is logged and the visitor is told what to do`, async ({ page }) => {
    const errors = consoleErrors(page);
    await page.route(API, answer);
    await openHydrated(page, "/kediya");
    await fillIn(page);
    await contactSection(page).getByRole("button", { name: "Send Message" }).click();

    const contact = contactSection(page);
    await expect(contact.getByRole("status")).toContainText("could not be sent");
    await expect(contact.getByRole("button", { name: "Try again" })).toBeVisible();
    await expect(contact.getByRole("link", { name: "Open it in your e-mail app" })).toHaveAttribute("href", /^mailto:orders@example\.com\?subject=/);
    await expect(contact.getByRole("link", { name: /Send it on WhatsApp/ })).toHaveAttribute("href", /^https:\/\/wa\.me\/919876543210\?text=/);
    const otherWays = contact.locator(".contact-form__other-ways");
    await expect(otherWays.getByRole("link", { name: "+91 98765 43210" })).toHaveAttribute("href", "tel:+919876543210");
    await expectTextKept(page);
    expect(errors.some((error) => logged.test(error))).toBe(true);
    await expectNoViolations(page);
  });
}

test("with no answer in 15 seconds the form keeps listening, offers other ways before a resend, and takes a late success", async ({ page }) => {
  const warnings: string[] = [];
  page.on("console", (message) => message.type() === "warning" && warnings.push(message.text()));
  await page.clock.install();
  const held: Route[] = [];
  await page.route(API, (route) => void held.push(route));
  await openHydrated(page, "/");
  await fillIn(page);
  const contact = contactSection(page);
  await contact.getByRole("button", { name: "Send Message" }).click();
  const status = contact.getByRole("status");
  await expect(status).toHaveText("Sending…");
  await page.clock.fastForward(14_000);
  await expect(status).toHaveText("Sending…");
  await page.clock.fastForward(1_500);

  await expect(status).toContainText("your message may still arrive");
  await expect(contact.getByRole("button", { name: "Try again" })).toHaveCount(0);
  await expect(contact.getByRole("link", { name: "Open it in your e-mail app" })).toBeVisible();
  await expect(contact.getByRole("link", { name: /Send it on WhatsApp/ })).toBeVisible();
  const waiting = contact.getByRole("button", { name: "Waiting for an answer…" });
  await expect(waiting).toBeDisabled();
  await waiting.dblclick({ force: true });
  await contact.getByLabel("Name").press("Enter");
  await expectTextKept(page);
  await expectNoViolations(page);
  expect(warnings.some((warning) => /No answer within 15 seconds/.test(warning))).toBe(true);

  // The answer comes after all.
  expect(held).toHaveLength(1);
  await held[0].fulfill({ status: 200, body: "OK" });
  await expect(status).toContainText("Thank you! Your message has reached us");
  for (const label of ["Name", "E-mail", "Message"]) await expect(contact.getByLabel(label)).toHaveValue("");
  await expectNoViolations(page);
  await page.reload();
  await page.locator(".site-nav[data-enhanced]").waitFor({ state: "attached" });
  await expect(contact.getByLabel("Message")).toHaveValue("");
  expect(held).toHaveLength(1);
});

test("the words wait on the device through a reload, and are forgotten once sent", async ({ page }) => {
  await page.route(API, (route) => route.fulfill({ status: 200, body: "OK" }));
  await openHydrated(page, "/");
  await fillIn(page);
  await page.reload();
  await page.locator(".site-nav[data-enhanced]").waitFor({ state: "attached" });
  await expect(contactSection(page).getByLabel("Message")).toHaveValue(typed.message);
  await contactSection(page).getByRole("button", { name: "Send Message" }).click();
  await expect(contactSection(page).getByRole("status")).toContainText("Thank you");
  await page.reload();
  await page.locator(".site-nav[data-enhanced]").waitFor({ state: "attached" });
  for (const label of ["Name", "E-mail", "Message"]) await expect(contactSection(page).getByLabel(label)).toHaveValue("");
});

test("where the browser blocks site storage the form says its words are not kept, and still sends", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, "localStorage", {
      configurable: true,
      get() {
        throw new DOMException("Access is denied for this document.", "SecurityError");
      },
    });
  });
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  const bodies: unknown[] = [];
  await page.route(API, (route) => {
    bodies.push(route.request().postDataJSON());
    return route.fulfill({ status: 200, body: "OK" });
  });
  await openHydrated(page, "/");
  await fillIn(page);
  // The words are on screen only, and the form says so before they could be lost.
  const unkept = contactSection(page).getByRole("alert");
  await expect(unkept).toHaveText(
    "This phone is not keeping what you write (its storage is full or switched off): if you close the page, your words are lost.",
  );
  await expectNoViolations(page);
  await contactSection(page).getByRole("button", { name: "Send Message" }).click();
  await expect(contactSection(page).getByRole("status")).toContainText("Thank you");
  await expect(unkept).toHaveCount(0);
  expect(bodies).toEqual([expect.objectContaining({ template_params: sent })]);
  expect(pageErrors).toEqual([]);
});

test("a double click sends the message once", async ({ page }) => {
  let requests = 0;
  await page.route(API, async (route) => {
    requests++;
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.fulfill({ status: 200, body: "OK" });
  });
  await openHydrated(page, "/");
  await fillIn(page);
  await contactSection(page).getByRole("button", { name: "Send Message" }).dblclick();
  await expect(contactSection(page).getByRole("status")).toContainText("Thank you");
  expect(requests).toBe(1);
});

test("a robot that fills in the hidden field is thanked and nothing is sent", async ({ page }) => {
  let requests = 0;
  await page.route(API, (route) => {
    requests++;
    return route.fulfill({ status: 200, body: "OK" });
  });
  await openHydrated(page, "/");
  await fillIn(page);
  await page.locator('input[name="contact_reference"]').fill("https://spam.example", { force: true });
  await contactSection(page).getByRole("button", { name: "Send Message" }).click();
  await expect(contactSection(page).getByRole("status")).toContainText("Thank you");
  expect(requests).toBe(0);
});

test("the sending code loads only once the visitor starts on the form", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
  await openHydrated(page, "/");
  await page.waitForLoadState("networkidle");
  const before = scripts.length;
  await contactSection(page).getByLabel("Name").focus();
  await expect.poll(() => scripts.length).toBeGreaterThan(before);
});

test("a visitor fills in and sends the form with the keyboard alone", async ({ page }) => {
  const bodies: unknown[] = [];
  await page.route(API, (route) => {
    bodies.push(route.request().postDataJSON());
    return route.fulfill({ status: 200, body: "OK" });
  });
  await openHydrated(page, "/chorni");
  const name = contactSection(page).getByLabel("Name");
  await tabTo(page, name);
  await page.keyboard.type(typed.name);
  await page.keyboard.press("Tab");
  await page.keyboard.type(typed.email);
  await page.keyboard.press("Tab");
  await page.keyboard.type(typed.message);
  await page.keyboard.press("Tab");
  await expect(contactSection(page).getByRole("button", { name: "Send Message" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(contactSection(page).getByRole("status")).toContainText("Thank you");
  expect(bodies).toEqual([expect.objectContaining({ template_params: sent })]);
});

test("from a Gujarati page the form speaks Gujarati, and the e-mail says the visitor wrote in Gujarati", async ({ page }) => {
  const bodies: { template_params: Record<string, string> }[] = [];
  await page.route(API, (route) => {
    bodies.push(route.request().postDataJSON());
    return route.fulfill({ status: 200, body: "OK" });
  });
  await openHydrated(page, "/gu/");
  const contact = page.locator("#contact");
  const fields = contact.getByRole("textbox");
  await fields.nth(0).fill(typed.name);
  await fields.nth(1).fill(typed.email);
  await fields.nth(2).fill(typed.message);
  const send = contact.locator("button[type=submit]");
  await expect(send).toHaveText(/[\u0A80-\u0AFF]/);
  await send.click();
  await expect.poll(() => bodies.length).toBe(1);
  expect(bodies[0].template_params).toEqual({ ...typed, language: "ગુજરાતી (gu)" });
  await expect(contact.getByRole("status")).toHaveText(/[\u0A80-\u0AFF]/);
  expect(await axeViolations(page, "#contact")).toEqual([]);
});

test("a reload while the message is on its way says it may already have arrived, and a second send asks first", async ({ page }) => {
  const bodies: unknown[] = [];
  // The service takes the first send and never answers while the page is there; later ones it answers.
  let answer = false;
  await page.route(API, (route) => {
    bodies.push(route.request().postDataJSON());
    return answer ? route.fulfill({ status: 200, body: "OK" }) : new Promise<void>(() => undefined);
  });
  await openHydrated(page, "/");
  await fillIn(page);
  const contact = contactSection(page);
  await contact.getByRole("button", { name: "Send Message", exact: true }).click();
  await expect.poll(() => bodies.length).toBe(1);

  await page.reload();
  await page.locator(".site-nav[data-enhanced]").waitFor({ state: "attached" });
  const status = contact.getByRole("status");
  await expect(status).toHaveText(
    /^Your message may already have reached us: it was on its way at \d{1,2}:\d{2}\s?[ap]m, and no answer came back\. Send it again only if it has not\.$/,
  );
  await expectTextKept(page);
  await expectNoViolations(page);

  // Send again: nothing goes until she says yes, knowing it may arrive twice.
  await contact.getByRole("button", { name: "Send Message", exact: true }).click();
  const again = contact.getByRole("button", { name: "Send it again" });
  await expect(again).toBeFocused();
  expect(bodies).toHaveLength(1);
  await expectNoViolations(page);
  answer = true;
  await again.click();
  await expect(status).toHaveText(/^Thank you/);
  expect(bodies).toHaveLength(2);
});
