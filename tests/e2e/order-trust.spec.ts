import { expect, test, type Page } from "@playwright/test";
import { at, axeViolations, desktop, layoutShift, openHydrated, phone, watchLayoutShifts } from "#tests/e2e/site.ts";

// An order a stranger can trust, in English and in Gujarati: each step's main action in view as
// the step opens, an order that always names what it is for, required fields said before a
// refusal, and a reload that brings her back to her step without the page jumping.
const form = (page: Page) => page.locator("form.order-form");
const stepHeading = (page: Page) => form(page).locator("#order-step-heading");
/** The step's main action: Next, or the send she chose. */
const mainAction = (page: Page) => form(page).locator(".order-step__buttons").getByRole("button");

const LANGUAGES = [
  {
    prefix: "",
    next: /^Next:/,
    person: "Name of the person it is for",
    here: "I will give the measurements here",
    garment: "I will send a garment that fits",
    chest: "Chest (in)",
    name: "Your name",
    whatsapp: "Send on WhatsApp",
    measures: "Measurements",
    own: "Or describe the design you want",
    noDesign: "Choose a design from the collections, or describe the one you want in words.",
    required: "(required)",
  },
  {
    prefix: "/gu",
    next: /^આગળ:/,
    person: "જેના માટે છે તેમનું નામ",
    here: "હું માપ અહીં આપીશ",
    garment: "હું બરાબર માપનું કપડું મોકલીશ",
    chest: "છાતી (ઇંચ)",
    name: "તમારું નામ",
    whatsapp: "WhatsApp પર મોકલો",
    measures: "માપ",
    own: "અથવા તમને જોઈતી ડિઝાઇન શબ્દોમાં લખો",
    noDesign: "કલેક્શનમાંથી ડિઝાઇન પસંદ કરો, અથવા તમને જોઈતી ડિઝાઇન શબ્દોમાં લખો.",
    required: "(જરૂરી)",
  },
];

for (const words of LANGUAGES) {
  const lang = words.prefix || "/en";

  for (const size of [phone, { width: 320, height: 640 }, desktop]) {
    test(`${lang}: at ${size.width} × ${size.height} every step's Next, and the Send, is on screen as the step opens`, async ({ page }) => {
      await page.setViewportSize(size);
      await openHydrated(page, `${words.prefix}/order?design=kediya-3`);
      await expect(form(page).locator(".order-design__text a")).toHaveCount(1);
      await expect(mainAction(page)).toBeInViewport({ ratio: 1 });
      await mainAction(page).click();
      await expect(page).toHaveURL(/step=who/);
      await expect(mainAction(page)).toBeInViewport({ ratio: 1 });
      await form(page).getByLabel(words.person).fill("Riya");
      await mainAction(page).click();
      await expect(stepHeading(page)).toHaveText(words.measures);
      await expect(mainAction(page)).toBeInViewport({ ratio: 1 });
      await form(page).getByRole("radio", { name: words.here }).check();
      await expect(mainAction(page)).toBeInViewport({ ratio: 1 });
      await mainAction(page).click();
      await expect(page).toHaveURL(/step=send/);
      await expect(mainAction(page)).toHaveText(words.whatsapp);
      await expect(mainAction(page)).toBeInViewport({ ratio: 1 });
      // Nothing of the page is wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    });
  }

  test(`${lang}: an order with no design cannot be sent until she describes the design she wants and says how the measurements come, and states no way she did not choose`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize(phone);
    await openHydrated(page, `${words.prefix}/order?step=who`);
    await form(page).getByLabel(words.person).fill("Riya");
    await page.goto(at(`${words.prefix}/order?step=send`));
    await form(page).getByLabel(words.name).fill("Asha");
    // WhatsApp opened, counted by its requests (axe opens a blank page of its own).
    let opened = 0;
    await context.route("https://wa.me/**", (route) => {
      opened++;
      return route.fulfill({ status: 200, contentType: "text/plain", body: "WhatsApp" });
    });
    await mainAction(page).click();
    // Sent back to the first step, to the field that says what the order is for.
    const own = form(page).getByLabel(words.own);
    await expect(own).toBeFocused();
    await expect(own).toHaveAttribute("required", "");
    await expect(form(page).getByText(words.noDesign).first()).toBeVisible();
    await page.waitForTimeout(300);
    expect(opened).toBe(0);
    expect(await axeViolations(page, "main")).toEqual([]);

    await own.fill("A red chaniya with a mirror-work border");
    await page.goto(at(`${words.prefix}/order?step=send`));
    // Nor without saying how the measurements will come: the message states only what she chose.
    await mainAction(page).click();
    await expect(form(page).locator("#order-way")).toBeFocused();
    expect(opened).toBe(0);
    await form(page).getByRole("radio", { name: words.garment }).check();
    await page.goto(at(`${words.prefix}/order?step=send`));
    const [tab] = await Promise.all([context.waitForEvent("page"), mainAction(page).click()]);
    const text = new URL(tab.url()).searchParams.get("text") ?? "";
    await tab.close();
    expect(text).toContain("A red chaniya with a mirror-work border");
    expect(text).toContain(words.garment);
    expect(text).not.toMatch(/measured at the shop|દુકાને માપ/);
  });

  test(`${lang}: the fields she must fill are marked required, in words and for assistive technology, before any refusal`, async ({ page }) => {
    await openHydrated(page, `${words.prefix}/order?design=kediya-3&step=who`);
    await expect(form(page).getByLabel(words.person)).toHaveAttribute("required", "");
    await expect(form(page).locator("label[for=order-person]")).toContainText(words.required);
    await form(page).getByLabel(words.person).fill("Riya");
    await mainAction(page).click();
    await expect(stepHeading(page)).toHaveText(words.measures);
    for (const radio of await form(page).locator("input[name=order-way]").all()) await expect(radio).toHaveAttribute("required", "");
    await expect(form(page).locator("#order-way legend")).toContainText(words.required);
    await page.goto(at(`${words.prefix}/order?design=kediya-3&step=send`));
    await expect(form(page).getByLabel(words.name)).toHaveAttribute("required", "");
    await form(page).locator("input[name=order-answer][value=email]").check();
    await expect(form(page).locator("#order-email")).toHaveAttribute("required", "");
    expect(await axeViolations(page, "main")).toEqual([]);
  });

  test(`${lang}: a reload at the measurements brings her back to that step's heading, the values kept, with no layout shift`, async ({ page }) => {
    await page.setViewportSize(phone);
    await openHydrated(page, `${words.prefix}/order?design=kediya-3&step=who`);
    await form(page).getByLabel(words.person).fill("Riya");
    await mainAction(page).click();
    await form(page).getByRole("radio", { name: words.here }).check();
    await form(page).getByLabel(words.chest, { exact: true }).fill("30");
    // Scrolled down to the foot of the page, as a visitor reading the shop's hours would be.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await watchLayoutShifts(page);
    await page.reload();
    await page.locator(".site-nav[data-enhanced]").waitFor({ state: "attached" });
    await expect(stepHeading(page)).toHaveText(words.measures);
    await expect(stepHeading(page)).toBeInViewport();
    await expect(form(page).getByLabel(words.chest, { exact: true })).toHaveValue("30");
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(300);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
  });
}
