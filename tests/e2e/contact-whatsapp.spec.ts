import { expect, test, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { at, axeViolations, desktop, openHydrated, phone } from "#tests/e2e/site.ts";

// These run against the build made without EmailJS settings (build/): the form hands the message to WhatsApp.
const SHOP = "/919876543210";
const WARNINGS = /cannot be sent|not set up|મોકલી શકાતો નથી|શરૂ થઈ નથી|नहीं भेजा जा सकता|शुरू नहीं हुई/;

const languages = {
  en: {
    prefix: "",
    region: "Get In Touch",
    whatsApp: /^Chat on WhatsApp/,
    call: "Call +91 98765 43210",
    labels: ["Name", "E-mail", "Message"],
    send: "Send on WhatsApp",
    handedOff: "Your message is ready in WhatsApp: press Send there.",
    blocked: "this browser did not let it open",
    openAgain: /^Open it in WhatsApp/,
    email: "Open it in your e-mail app",
  },
  gu: {
    prefix: "/gu",
    region: "સંપર્ક કરો",
    whatsApp: /^WhatsApp પર વાત કરો/,
    call: "ફોન કરો: +91 98765 43210",
    labels: ["નામ", "ઈ-મેઇલ", "સંદેશ"],
    send: "WhatsApp પર મોકલો",
    handedOff: "તમારો સંદેશ WhatsAppમાં તૈયાર છે: ત્યાં મોકલવાનું બટન દબાવો.",
    blocked: "આ બ્રાઉઝરે તેને ખૂલવા ન દીધો",
    openAgain: /^તેને WhatsAppમાં ખોલો/,
    email: "તમારી ઈ-મેઇલ ઍપમાં ખોલો",
  },
} as const;

const typed = { name: "આશા Patel", email: "asha@example.com", message: "ત્રણ કેડિયા, for Navratri 🎉\nsize M" };
const handedText = `${typed.message}\n\n${typed.name}\n${typed.email}`;

/** WhatsApp never reached: each address asked of wa.me is kept, and a blank page answers it. */
async function holdWhatsApp(context: BrowserContext) {
  const asked: string[] = [];
  await context.route(/^https:\/\/(wa\.me|api\.whatsapp\.com)\//, (route) => {
    asked.push(route.request().url());
    return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>WhatsApp</title>" });
  });
  return asked;
}

/** Every request to the e-mail service, and every script that holds its SDK or the sending code, the page or a tab it opens asks for. */
function watchEmailService(context: BrowserContext) {
  const seen: string[] = [];
  context.on("request", (request) => {
    if (/emailjs|send-message/i.test(request.url())) seen.push(request.url());
  });
  // The SDK's chunk has a name of its own ("es-….js"): it is known by what it holds.
  context.on("response", async (response) => {
    if (!response.url().endsWith(".js")) return;
    const body = await response.text().catch(() => "");
    if (body.includes("api.emailjs.com")) seen.push(response.url());
  });
  return seen;
}

/** Where each part sits within the contact section, to the pixel (the page above it may differ). */
async function layout(page: Page, parts: Locator[]) {
  const section = (await page.locator("#contact").boundingBox())!;
  return Promise.all(
    parts.map(async (part) => {
      const box = (await part.boundingBox())!;
      return [box.x - section.x, box.y - section.y, box.width, box.height].map(Math.round);
    }),
  );
}

async function fillIn(page: Page, labels: readonly string[]) {
  const [name, email, message] = labels;
  const form = page.locator("#contact form");
  await form.getByLabel(name, { exact: true }).fill(typed.name);
  await form.getByLabel(email, { exact: true }).fill(typed.email);
  await form.getByLabel(message, { exact: true }).fill(typed.message);
}

for (const [locale, words] of Object.entries(languages)) {
  for (const size of [phone, desktop]) {
    test.describe(`${locale} at ${size.width} px`, () => {
      test.use({ viewport: size });

      test("no page warns that messages cannot be sent, and the contact section leads with WhatsApp and the phone", async ({ page }) => {
        for (const path of ["/", "/koti", "/order"]) {
          await page.goto(at(`${words.prefix}${path}`));
          await expect(page.locator("body")).not.toContainText(WARNINGS);
        }
        await openHydrated(page, `${words.prefix}/koti`);
        await expect(page.locator("body")).not.toContainText(WARNINGS);
        const contact = page.getByRole("region", { name: words.region });
        // The section's first two links: WhatsApp, then the phone, above the form.
        const links = contact.getByRole("link");
        await expect(links.nth(0)).toHaveAccessibleName(words.whatsApp);
        await expect(links.nth(0)).toHaveAttribute("href", `https://wa.me${SHOP}`);
        await expect(links.nth(1)).toHaveAccessibleName(words.call);
        await expect(links.nth(1)).toHaveAttribute("href", "tel:+919876543210");
        const [whatsApp, call, name] = await Promise.all([
          links.nth(0).boundingBox(),
          links.nth(1).boundingBox(),
          contact.getByLabel(words.labels[0], { exact: true }).boundingBox(),
        ]);
        for (const box of [whatsApp!, call!]) {
          expect(box.y + box.height).toBeLessThanOrEqual(name!.y);
          expect(box.height).toBeGreaterThanOrEqual(44);
        }
        await expect(contact.getByRole("button", { name: words.send })).toBeVisible();
        expect(await axeViolations(page, "#contact")).toEqual([]);
      });

      test("submitting the form opens the typed message in the shop's WhatsApp chat, says so, and sends nothing to the e-mail service", async ({
        page,
        context,
      }) => {
        const asked = await holdWhatsApp(context);
        const emailService = watchEmailService(context);
        await openHydrated(page, `${words.prefix}/`);
        const contact = page.getByRole("region", { name: words.region });
        await fillIn(page, words.labels);

        const popup = page.waitForEvent("popup");
        await contact.getByRole("button", { name: words.send }).click();
        const tab = await popup;
        await tab.waitForLoadState();
        const opened = new URL(tab.url());
        expect(opened.origin + opened.pathname).toBe(`https://wa.me${SHOP}`);
        expect(opened.searchParams.get("text")).toBe(handedText);
        expect(asked).toHaveLength(1);
        // The new tab cannot reach back into the page.
        expect(await tab.evaluate(() => window.opener)).toBeNull();
        await tab.close();

        await expect(contact.getByRole("status")).toHaveText(new RegExp(`^${words.handedOff}`));
        // The words stay, and the message can be opened again, or by e-mail.
        await expect(contact.getByLabel(words.labels[2], { exact: true })).toHaveValue(typed.message);
        const again = contact.getByRole("link", { name: words.openAgain });
        expect(new URL((await again.getAttribute("href"))!).searchParams.get("text")).toBe(handedText);
        const mail = new URL((await contact.getByRole("link", { name: words.email }).getAttribute("href"))!);
        expect(mail.protocol + mail.pathname).toBe("mailto:orders@example.com");
        expect(mail.searchParams.get("body")).toBe(handedText);
        await expect(page).toHaveURL(at(`${words.prefix}/`));
        expect(emailService).toEqual([]);
        expect(await axeViolations(page, "#contact")).toEqual([]);
      });
    });
  }
}

test("where the browser blocks the new tab, the status says so and the link opens the message in WhatsApp", async ({ page, context }) => {
  const asked = await holdWhatsApp(context);
  // As a pop-up blocker answers: no tab.
  await page.addInitScript(() => (window.open = () => null));
  await page.setViewportSize(phone);
  await openHydrated(page, "/gu/");
  const words = languages.gu;
  const contact = page.getByRole("region", { name: words.region });
  await fillIn(page, words.labels);
  await contact.getByRole("button", { name: words.send }).click();
  await expect(contact.getByRole("status")).toContainText(words.blocked);
  expect(await axeViolations(page, "#contact")).toEqual([]);

  const popup = page.waitForEvent("popup");
  await contact.getByRole("link", { name: words.openAgain }).click();
  const tab = await popup;
  await tab.waitForLoadState();
  expect(new URL(tab.url()).searchParams.get("text")).toBe(handedText);
  expect(asked).toHaveLength(1);
});

test("a draft restored after a reload is handed to WhatsApp as it stands", async ({ page, context }) => {
  await holdWhatsApp(context);
  await openHydrated(page, "/");
  const words = languages.en;
  await fillIn(page, words.labels);
  await openHydrated(page, "/kediya");
  const contact = page.getByRole("region", { name: words.region });
  await expect(contact.getByRole("status")).toContainText("back in the form");
  const popup = page.waitForEvent("popup");
  await contact.getByRole("button", { name: words.send }).click();
  const tab = await popup;
  await tab.waitForLoadState();
  expect(new URL(tab.url()).searchParams.get("text")).toBe(handedText);
  await expect(contact.getByRole("status")).toContainText(words.handedOff);
});

test("without JavaScript, WhatsApp, the phone and e-mail are offered, and the section is laid out as the script leaves it", async ({ browser }) => {
  const words = languages.gu;
  const parts = (page: Page) => {
    const contact = page.getByRole("region", { name: words.region });
    return [
      contact.getByRole("heading", { level: 2 }),
      contact.getByRole("link").nth(0),
      contact.getByRole("link").nth(1),
      contact.locator(".contact-section__form-lead"),
    ];
  };
  const withoutScript = await browser.newContext({ javaScriptEnabled: false, viewport: phone });
  const bare = await withoutScript.newPage();
  await bare.goto(at("/gu/"));
  const contact = bare.getByRole("region", { name: words.region });
  await expect(contact.getByRole("link").nth(0)).toHaveAccessibleName(words.whatsApp);
  await expect(contact.getByRole("link", { name: words.call })).toBeVisible();
  await expect(contact.locator(".contact-form__no-script").getByRole("link", { name: "orders@example.com" })).toBeVisible();
  await expect(bare.locator("body")).not.toContainText(WARNINGS);
  const before = await layout(bare, parts(bare));
  await withoutScript.close();

  // Drawn by the prerendered HTML and by the script: the same places (the form itself is hidden without a script).
  const withScript = await browser.newContext({ viewport: phone });
  const page = await withScript.newPage();
  await openHydrated(page, "/gu/");
  expect(await layout(page, parts(page))).toEqual(before);
  await withScript.close();
});

test("before the page's script runs, the section is laid out as after it", async ({ browser }) => {
  const parts = (page: Page) => {
    const contact = page.getByRole("region", { name: "Get In Touch" });
    return [
      contact.getByRole("link").nth(0),
      contact.getByRole("link").nth(1),
      contact.getByLabel("Name"),
      contact.getByLabel("Message"),
      contact.getByRole("button", { name: "Send on WhatsApp" }),
    ];
  };
  const held = await browser.newContext({ viewport: desktop });
  const early = await held.newPage();
  await early.route(/\.js$/, (route) => route.abort());
  await early.goto(at("/"));
  const before = await layout(early, parts(early));
  await held.close();

  const context = await browser.newContext({ viewport: desktop });
  const page = await context.newPage();
  await openHydrated(page, "/");
  expect(await layout(page, parts(page))).toEqual(before);
  await context.close();
});
