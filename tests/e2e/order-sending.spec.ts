import { expect, test, type Page } from "@playwright/test";
import { at, axeViolations, openHydrated } from "#tests/e2e/site.ts";

// These run against the build made with test EmailJS settings (see playwright.config.ts).
const API = "https://api.emailjs.com/api/v1.0/email/send";
const form = (page: Page) => page.locator("form.order-form");
const status = (page: Page) => form(page).locator(".order-form__result [role='status']");
const sentHeading = (page: Page) => page.locator("#order-sent-heading");

/** Goes on to the next step of the order. */
const next = (page: Page) =>
  form(page)
    .getByRole("button", { name: /^Next:/ })
    .click();

/** Fills in every step of the order for design `design` (kediya-2), and stops at the last. */
async function fillIn(page: Page, design: string) {
  await openHydrated(page, `/order?design=${design}&step=who`);
  await form(page).getByLabel("Name of the person it is for").fill("Riya");
  await next(page);
  await form(page).getByRole("radio", { name: "I will give the measurements here" }).check();
  await form(page).getByLabel("Chest (in)", { exact: true }).fill("34.5");
  await next(page);
  await form(page).getByText("Fabric, colour and other wishes (optional)").click();
  await form(page).getByLabel("Anything else (optional)").fill("બે સરખાં, please");
  await form(page).getByLabel("Your name").fill("Asha");
  await form(page).getByRole("radio", { name: "By e-mail" }).check();
  await form(page).getByLabel("Your e-mail address").fill("asha@example.com");
}

/** Every step still holds what was typed (the last step is the one shown). */
async function expectKept(page: Page) {
  await expect(form(page).getByLabel("Anything else (optional)")).toHaveValue("બે સરખાં, please");
  await expect(form(page).getByLabel("Your e-mail address")).toHaveValue("asha@example.com");
  await form(page).getByRole("button", { name: "Back: Measurements" }).click();
  await expect(form(page).getByLabel("Chest (in)", { exact: true })).toHaveValue("34.5");
  await form(page).getByRole("button", { name: "Back: Who and when" }).click();
  await expect(form(page).getByLabel("Name of the person it is for")).toHaveValue("Riya");
  await next(page);
  await expect(form(page).locator("#order-step-heading")).toHaveText("Measurements");
  await next(page);
  await expect(form(page).locator("#order-step-heading")).toHaveText("Your details and send");
}

test("a failed e-mail send keeps everything and says so; a reload keeps it too, and a second try sends it once", async ({ page }) => {
  const bodies: Record<string, unknown>[] = [];
  let fail = true;
  await page.route(API, (route) => {
    bodies.push(route.request().postDataJSON() as Record<string, unknown>);
    return fail ? route.fulfill({ status: 500, body: "The service is down" }) : route.fulfill({ status: 200, body: "OK" });
  });
  await fillIn(page, "kediya-2");
  await form(page).getByRole("button", { name: "Send by e-mail" }).click();
  await expect(status(page)).toHaveText("Sorry, the order could not be sent by e-mail. It is still in the form: try again, or send it on WhatsApp.");
  await expectKept(page);
  expect(await axeViolations(page, "main")).toEqual([]);

  await page.reload();
  await expect(form(page).locator("#order-step-heading")).toHaveText("Your details and send");
  await expectKept(page);
  await expect(form(page).getByRole("button", { name: "Send by e-mail" })).toBeVisible();

  fail = false;
  // Pressed twice in a row, it sends once: the button waits for the answer.
  const send = form(page).getByRole("button", { name: "Send by e-mail" });
  await send.dblclick();
  await expect(sentHeading(page)).toBeFocused();
  expect(bodies).toHaveLength(2);
  const params = bodies[1].template_params as Record<string, string>;
  expect(params).toMatchObject({ name: "Asha", email: "asha@example.com", language: "English (en)" });
  expect(params.message).toContain("https://tailor.example/kediya/photo/2");
  expect(params.message).toContain("Chest: 34.5 in");
  expect(params.message).toContain("Please answer by e-mail: asha@example.com");
  // The end names the reference the e-mail went with, and offers no second send.
  const reference = /\*Order reference:\* ([0-9A-Z]{4}-[0-9A-Z]{4})\n/.exec(params.message)?.[1] ?? "none";
  await expect(page.getByRole("main")).toContainText(`Your order reference is ${reference}.`);
  await expect(page.getByRole("button", { name: /^Send/ })).toHaveCount(0);
  expect(await axeViolations(page, "main")).toEqual([]);

  // A new order starts from its own button: her details stay, the order's words go.
  await page.getByRole("button", { name: "Start a new order" }).click();
  await expect(form(page).locator("#order-step-heading")).toHaveText("The designs");
  await expect(form(page).locator("#order-step-heading")).toBeFocused();
  // Its designs are to choose: none of the order just sent comes with it.
  await expect(page).toHaveURL(/\/order$/);
  await expect(form(page).locator(".order-design")).toHaveCount(0);
  await page.goto(at("/order?design=kediya-2&step=send"));
  await expect(form(page).getByLabel("Your e-mail address")).toHaveValue("asha@example.com");
  await form(page).getByText("Fabric, colour and other wishes (optional)").click();
  await expect(form(page).getByLabel("Anything else (optional)")).toHaveValue("");
  await page.goto(at("/order?design=kediya-2&step=measures"));
  await form(page).getByRole("radio", { name: "I will give the measurements here" }).check();
  await expect(form(page).getByLabel("Chest (in)", { exact: true })).toHaveValue("");
});

for (const { prefix, fill, next: nextWord, email, whatsapp, sent, again } of [
  {
    prefix: "",
    fill: {
      person: "Name of the person it is for",
      here: "I will give the measurements here",
      chest: "Chest (in)",
      name: "Your name",
      byEmail: "By e-mail",
      email: "Your e-mail address",
    },
    next: /^Next:/,
    email: "Send by e-mail",
    whatsapp: "Send on WhatsApp",
    sent: "Order sent",
    again: "Change it and send again",
  },
  {
    prefix: "/gu",
    fill: { person: "જેના માટે છે તેમનું નામ", here: "હું માપ અહીં આપીશ", chest: "છાતી (ઇંચ)", name: "તમારું નામ", byEmail: "ઈ-મેઇલથી", email: "તમારું ઈ-મેઇલ સરનામું" },
    next: /^આગળ:/,
    email: "ઈ-મેઇલથી મોકલો",
    whatsapp: "WhatsApp પર મોકલો",
    sent: "ઓર્ડર મોકલાઈ ગયો",
    again: "બદલીને ફરી મોકલો",
  },
]) {
  test(`${prefix || "/en"}: with e-mail chosen the filled button sends by e-mail; once sent, "${sent}" takes the form's place in view with the focus, and a reload shows the same end`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const bodies: unknown[] = [];
    await page.route(API, (route) => {
      bodies.push(route.request().postDataJSON());
      return route.fulfill({ status: 200, body: "OK" });
    });
    await openHydrated(page, `${prefix}/order?design=kediya-2&step=who`);
    await form(page).getByLabel(fill.person).fill("Riya");
    await form(page).getByRole("button", { name: nextWord }).click();
    await form(page).getByRole("radio", { name: fill.here }).check();
    // Inches first: 30 is a chest in inches, as tailors measure.
    await form(page).getByLabel(fill.chest, { exact: true }).fill("30");
    await expect(form(page).getByLabel(fill.chest, { exact: true })).not.toHaveAttribute("aria-invalid");
    await form(page).getByRole("button", { name: nextWord }).click();
    await form(page).getByLabel(fill.name).fill("Asha");
    const actions = form(page).locator(".order-step__buttons");
    await expect(actions.getByRole("button").first()).toHaveText(whatsapp);
    await form(page).getByRole("radio", { name: fill.byEmail }).check();
    await form(page).getByLabel(fill.email).fill("asha@example.com");
    // The filled, first button follows her choice; WhatsApp stays beside it.
    await expect(actions.getByRole("button").first()).toHaveText(email);
    await expect(actions.getByRole("button").first()).toHaveClass("button");
    await expect(form(page).getByRole("button", { name: whatsapp })).toBeVisible();
    await actions.getByRole("button").first().click();

    const heading = page.getByRole("heading", { level: 2, name: sent });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect(page.locator("form.order-form")).toHaveCount(0);
    await expect(page.locator("button[type=submit]:enabled")).toHaveCount(0);
    expect(bodies).toHaveLength(1);
    expect(await axeViolations(page, "main")).toEqual([]);

    await page.reload();
    await page.locator(".site-nav[data-enhanced]").waitFor({ state: "attached" });
    await expect(heading).toBeInViewport();
    await expect(page.locator("form.order-form")).toHaveCount(0);
    // Sending it again is a choice made knowing it was sent: the end says so, then the form comes back.
    await page.getByRole("button", { name: again }).click();
    await expect(form(page).locator("#order-step-heading")).toBeFocused();
    await expect(form(page).getByLabel(fill.name)).toHaveValue("Asha");
    expect(bodies).toHaveLength(1);
  });
}

test("it sends by e-mail where the browser blocks site storage, and asks for a number to answer on WhatsApp", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, "localStorage", {
      get() {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    });
  });
  const bodies: Record<string, unknown>[] = [];
  await page.route(API, (route) => {
    bodies.push(route.request().postDataJSON() as Record<string, unknown>);
    return route.fulfill({ status: 200, body: "OK" });
  });
  await openHydrated(page, "/gu/order?design=chorni-1&step=who");
  await form(page).getByLabel("જેના માટે છે તેમનું નામ").fill("હું");
  await form(page).getByRole("button", { name: /^આગળ:/ }).click();
  await form(page).getByRole("radio", { name: "હું માપ અહીં આપીશ" }).check();
  await expect(form(page).getByText("આ બ્રાઉઝર સાઇટને કંઈ રાખવા દેતું નથી")).toBeVisible();
  await form(page).getByLabel("કમર (ઇંચ)", { exact: true }).fill("28");
  await form(page).getByRole("button", { name: /^આગળ:/ }).click();
  await form(page).getByLabel("તમારું નામ").fill("આશા");
  await form(page).getByRole("button", { name: "ઈ-મેઇલથી મોકલો" }).click();
  // Answered on WhatsApp, an order by e-mail needs her number: the step says so at its top.
  const problems = form(page).getByRole("group", { name: "પહેલાં આટલું જોઈ લો:" });
  await expect(problems).toBeFocused();
  await problems.getByRole("link", { name: "તમારો WhatsApp નંબર લખો, અથવા ઈ-મેઇલથી જવાબ પસંદ કરો." }).click();
  await expect(form(page).getByLabel("તમારો WhatsApp નંબર")).toBeFocused();
  expect(bodies).toHaveLength(0);
  await form(page).getByLabel("તમારો WhatsApp નંબર").fill("+91 90000 11111");
  await form(page).getByRole("button", { name: "ઈ-મેઇલથી મોકલો" }).click();
  await expect(sentHeading(page)).toBeFocused();
  await expect(sentHeading(page)).toHaveText("ઓર્ડર મોકલાઈ ગયો");
  const params = bodies[0].template_params as Record<string, string>;
  expect(params.message).toContain("કમર: 28 ઇંચ");
  expect(params.message).toContain("કૃપા કરી WhatsApp પર જવાબ આપો: +91 90000 11111");
  expect(params.language).toBe("ગુજરાતી (gu)");
});

test("after the connection drops mid-send, the page says the order was not sent, and a reload says it may have arrived without saying the page was closed", async ({
  page,
}) => {
  let tries = 0;
  // The request leaves, and the connection drops before an answer: it may or may not have reached the service.
  await page.route(API, (route) => {
    tries++;
    return route.abort("connectionreset");
  });
  await fillIn(page, "kediya-2");
  await form(page).getByRole("button", { name: "Send by e-mail" }).click();
  await expect(status(page)).toHaveText("Sorry, the order could not be sent by e-mail. It is still in the form: try again, or send it on WhatsApp.");
  await page.reload();
  await page.locator(".site-nav[data-enhanced]").waitFor({ state: "attached" });
  await expect(status(page)).toHaveText(
    /^This order may already have reached the shop: it was on its way at \d{1,2}:\d{2}\s?[ap]m, and no answer came back\. Send it again only if it has not\.$/,
  );
  await expectKept(page);
  expect(tries).toBe(1);
});

test("a reload while the order is on its way says it may already have reached the shop, in Gujarati too, and a second send asks first", async ({ page }) => {
  const bodies: unknown[] = [];
  // The service takes the first send and never answers while the page is there; later ones it answers.
  let answer = false;
  await page.route(API, (route) => {
    bodies.push(route.request().postDataJSON());
    return answer ? route.fulfill({ status: 200, body: "OK" }) : new Promise<void>(() => undefined);
  });
  await fillIn(page, "kediya-2");
  await form(page).getByRole("button", { name: "Send by e-mail" }).click();
  await expect.poll(() => bodies.length).toBe(1);

  await page.goto(page.url().replace("/order?", "/gu/order?"));
  await page.locator(".site-nav[data-enhanced]").waitFor({ state: "attached" });
  await expect(status(page)).toHaveText(/^આ ઓર્ડર કદાચ દુકાને પહોંચી ગયો હશે: તે મોકલાઈ રહ્યો હતો \(.+\), પણ તેનો જવાબ પાછો ન આવ્યો\. ન પહોંચ્યો હોય તો જ ફરી મોકલો\.$/);
  await page.reload();
  await page.locator(".site-nav[data-enhanced]").waitFor({ state: "attached" });
  await expect(status(page)).toHaveText(/^આ ઓર્ડર કદાચ દુકાને પહોંચી ગયો હશે/);
  await page.goto(page.url().replace("/gu/order?", "/order?"));
  await page.locator(".site-nav[data-enhanced]").waitFor({ state: "attached" });
  await expect(status(page)).toHaveText(
    /^This order may already have reached the shop: it was on its way at \d{1,2}:\d{2}\s?[ap]m, and no answer came back\. Send it again only if it has not\.$/,
  );
  await expectKept(page);
  expect(await axeViolations(page, "main")).toEqual([]);

  await form(page).getByRole("button", { name: "Send by e-mail" }).click();
  const again = form(page).getByRole("button", { name: "Send it again" });
  await expect(again).toBeFocused();
  expect(bodies).toHaveLength(1);
  expect(await axeViolations(page, "main")).toEqual([]);
  answer = true;
  await again.click();
  await expect(sentHeading(page)).toHaveText("Order sent");
  expect(bodies).toHaveLength(2);
});
