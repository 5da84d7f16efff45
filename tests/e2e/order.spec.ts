import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { SITE_URL, at, axeViolations, openHydrated, phone, tabTo } from "./site";

const WHATSAPP = "919876543210";
const form = (page: Page) => page.locator("form.order-form");
/** A measure's field, by its label ("Waist (in)", not "Length from the waist (in)"). */
const measure = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });
const shortlistButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Shortlist/ });
const gridPhoto = (page: Page, n: number) => page.getByRole("main").getByRole("listitem").nth(n - 1);

/** Riya, as an earlier order kept her on the phone: in inches, every measure the kediyu and the chorni ask for. */
const riya = {
  name: "Riya",
  unit: "in",
  measures: { chest: 914_400, waist: 736_600, hips: 990_600, shoulder: 355_600, sleeve: 558_800, armhole: 406_400, neck: 355_600, "top-length": 1_016_000, "bottom-length": 965_200, thigh: 584_200, ankle: 342_900 },
};
const riyaLines = ["Chest: 36 in", "Waist: 29 in", "Hips: 39 in", "Shoulder: 14 in", "Sleeve: 22 in", "Armhole: 16 in", "Neck: 14 in", "Length: 40 in", "Length from the waist: 38 in", "Thigh: 23 in", "Ankle opening: 13.5 in"];

/** A day some weeks ahead, as the date field takes it and as the order writes it. */
function dayAhead(days: number) {
  const date = new Date(Date.now() + days * 86_400_000);
  const iso = date.toISOString().slice(0, 10);
  const written = new Intl.DateTimeFormat("en-IN-u-nu-latn", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
  return { iso, written };
}

/** The text of the WhatsApp message the next "Send on WhatsApp" opens, read from the address of the tab it opens. */
async function whatsAppText(page: Page, context: BrowserContext, send: () => Promise<void>) {
  await context.route("https://wa.me/**", (route) => route.fulfill({ status: 200, contentType: "text/plain", body: "WhatsApp" }));
  const [tab] = await Promise.all([context.waitForEvent("page"), send()]);
  const url = new URL(tab.url());
  expect(url.origin + url.pathname).toBe(`https://wa.me/${WHATSAPP}`);
  await tab.close();
  return url.searchParams.get("text") ?? "";
}

test("an order for two shortlisted designs with a saved person goes to WhatsApp with both designs' links, the date, the budget and every measurement with its unit", async ({ page, context }) => {
  await page.setViewportSize(phone);
  await openHydrated(page, "/kediya");
  await gridPhoto(page, 1).getByRole("button", { name: "Add to shortlist" }).click();
  await openHydrated(page, "/chorni");
  await gridPhoto(page, 2).getByRole("button", { name: "Add to shortlist" }).click();
  await page.evaluate((person) => localStorage.setItem("measured-people", JSON.stringify([person])), riya);

  await shortlistButton(page).click();
  await page.getByRole("dialog", { name: "Your shortlist" }).getByRole("link", { name: "Order made to measure" }).click();
  await expect(page).toHaveURL(/\/order\?design=kediya-1&design=chorni-2$/);
  await expect(page.getByRole("heading", { level: 1, name: "Order made to measure" })).toBeVisible();
  const designs = form(page).getByRole("region", { name: "The designs" }).getByRole("listitem");
  await expect(designs).toHaveCount(2);
  await expect(designs.first()).toContainText("Kediya's₹3,500 to ₹5,600Made in 12–18 days");
  await expect(designs.nth(1)).toContainText("Chorni's");

  await form(page).getByRole("button", { name: "Use Riya" }).click();
  await expect(form(page).getByRole("status").first()).toHaveText("Riya's measurements are in the form.");
  await expect(form(page).getByLabel("Name of the person it is for")).toHaveValue("Riya");
  await expect(form(page).getByRole("radio", { name: "Inches" })).toBeChecked();
  await expect(measure(page, "Chest (in)")).toHaveValue("36");
  await expect(measure(page, "Ankle opening (in)")).toHaveValue("13.5");

  const { iso, written } = dayAhead(60);
  await form(page).getByLabel("Occasion").selectOption({ label: "Navratri" });
  await form(page).getByLabel("Needed by").fill(iso);
  // The budget suggested from the two designs' prices: ₹3,500 and ₹2,500.
  await form(page).getByRole("button", { name: "Use ₹6,000" }).click();
  await expect(form(page).getByLabel("Your budget (₹)")).toHaveValue("6000");
  await form(page).getByLabel("Colours you would like").fill("Red and gold");
  await form(page).getByLabel("Your name").fill("Asha");
  expect(await axeViolations(page, "main")).toEqual([]);

  const text = await whatsAppText(page, context, () => form(page).getByRole("button", { name: "Send on WhatsApp" }).click());
  expect(text).toContain(`${SITE_URL}/kediya/photo/1`);
  expect(text).toContain(`${SITE_URL}/chorni/photo/2`);
  expect(text).toContain("1. Ajrakh blue kediyu, mirror work and gota lace (Kediya's) · ₹3,500 to ₹5,600");
  expect(text).toContain("*For:* Riya");
  expect(text).toContain("*Occasion:* Navratri");
  expect(text).toContain(`*Needed by:* ${written}`);
  expect(text).toContain("*Budget:* ₹6,000");
  expect(text).toContain("*Colours:* Red and gold");
  expect(text).toContain(["*Measurements (in)*", ...riyaLines].join("\n"));
  expect(text).toMatch(/From Asha$/);
  await expect(form(page).getByRole("status").last()).toHaveText(/WhatsApp has opened with your order written in/);
  // What she wrote stays until she clears it: she may not have pressed Send in WhatsApp.
  await expect(form(page).getByLabel("Your name")).toHaveValue("Asha");
  expect(await axeViolations(page, "main")).toEqual([]);
  // Changed afterwards, the order must be sent again: the tab opened before has the old one.
  await expect(form(page).getByRole("link", { name: /Open WhatsApp again/ })).toBeVisible();
  await form(page).getByLabel("Chest (in)", { exact: true }).fill("37");
  await expect(form(page).getByRole("link", { name: /Open WhatsApp again/ })).toHaveCount(0);
});

test("a reload half-way keeps the designs, every field and the unit", async ({ page }) => {
  await openHydrated(page, "/order?design=kediya-3&design=koti-2");
  await form(page).getByLabel("Name of the person it is for").fill("Papa");
  await form(page).getByRole("radio", { name: "Inches" }).check();
  await measure(page, "Chest (in)").fill("40");
  await measure(page, "Shoulder (in)").fill("17.25");
  await form(page).getByLabel("Anything else (optional)").fill("ખભા પર થોડું ઢીલું\nLonger sleeve");
  await form(page).getByLabel("Your budget (₹)").fill("₹4,500");

  await page.reload();
  await expect(form(page).getByRole("region", { name: "The designs" }).getByRole("listitem")).toHaveCount(2);
  await expect(form(page).getByLabel("Name of the person it is for")).toHaveValue("Papa");
  await expect(form(page).getByRole("radio", { name: "Inches" })).toBeChecked();
  await expect(measure(page, "Chest (in)")).toHaveValue("40");
  await expect(measure(page, "Shoulder (in)")).toHaveValue("17.25");
  await expect(form(page).getByLabel("Anything else (optional)")).toHaveValue("ખભા પર થોડું ઢીલું\nLonger sleeve");
  await expect(form(page).getByLabel("Your budget (₹)")).toHaveValue("₹4,500");
  await expect(form(page).getByRole("status").last()).toHaveText("The order you began here last time is back in the form, ready to send.");

  // Taking a design off the order changes the address, and the rest stays.
  await form(page).getByRole("button", { name: /^Remove .*koti/i }).click();
  await expect(page).toHaveURL(/\/order\?design=kediya-3$/);
  await expect(measure(page, "Chest (in)")).toHaveValue("40");
});

test("a measure outside its bounds is refused with a message that says why, and one typed in the other unit is offered that unit", async ({ page, context }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  // The form's words come in the page's language only.
  const scripts: Promise<string>[] = [];
  page.on("response", (response) => void (response.url().endsWith(".js") && scripts.push(response.text())));
  await openHydrated(page, "/gu/order?design=kediya-1");
  await expect(form(page)).toBeVisible();
  const code = (await Promise.all(scripts)).join("\n");
  expect(code).toContain("જેના માટે છે તેમનું નામ");
  expect(code).not.toContain("Name of the person it is for");
  expect(code).not.toContain("जिसके लिए है उनका नाम");
  const chest = measure(page, "છાતી (સેમી)");
  await chest.fill("300");
  await expect(form(page).getByText("છાતી 300 સેમી ઘણું વધારે છે: વધુમાં વધુ 160 સેમી હોય.")).toBeVisible();
  await expect(chest).toHaveAttribute("aria-invalid", "true");
  await form(page).getByLabel("જેના માટે છે તેમનું નામ").fill("રિયા");
  await form(page).getByLabel("તમારું નામ").fill("આશા");
  // Nothing goes to WhatsApp while a measure is refused: the browser points at it.
  let opened = false;
  context.on("page", () => (opened = true));
  await form(page).getByRole("button", { name: "વોટ્સએપ પર મોકલો" }).click();
  await expect(chest).toBeFocused();
  expect(opened).toBe(false);
  expect(await chest.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe("છાતી 300 સેમી ઘણું વધારે છે: વધુમાં વધુ 160 સેમી હોય.");

  // 36 with centimetres chosen: a chest is at least 50 cm, but 36 inches fits.
  await chest.fill("૩૬");
  await expect(form(page).getByText("છાતી 36 સેમી ઘણું ઓછું છે: ઓછામાં ઓછું 50 સેમી હોય.")).toBeVisible();
  expect(await axeViolations(page, "main")).toEqual([]);
  await form(page).getByRole("button", { name: "મારા આંકડા ઇંચમાં છે" }).click();
  await expect(form(page).getByRole("radio", { name: "ઇંચ" })).toBeChecked();
  await expect(measure(page, "છાતી (ઇંચ)")).toHaveValue("૩૬");
  await expect(measure(page, "છાતી (ઇંચ)")).not.toHaveAttribute("aria-invalid");
  // Nothing of the page is wider than a 320 px phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test("inches to centimetres and back gives the same value, and centimetres to inches and back", async ({ page }) => {
  await openHydrated(page, "/order?design=chorni-1");
  await form(page).getByRole("radio", { name: "Inches" }).check();
  await measure(page, "Waist (in)").fill("29.75");
  await measure(page, "Hips (in)").fill("38");
  await form(page).getByRole("radio", { name: "Centimetres" }).check();
  await expect(measure(page, "Waist (cm)")).toHaveValue("75.57");
  await expect(measure(page, "Hips (cm)")).toHaveValue("96.52");
  await form(page).getByRole("radio", { name: "Inches" }).check();
  await expect(measure(page, "Waist (in)")).toHaveValue("29.75");
  await expect(measure(page, "Hips (in)")).toHaveValue("38");

  await form(page).getByRole("radio", { name: "Centimetres" }).check();
  await measure(page, "Thigh (cm)").fill("55");
  for (const unit of ["Inches", "Centimetres", "Inches", "Centimetres"]) await form(page).getByRole("radio", { name: unit }).check();
  await expect(measure(page, "Thigh (cm)")).toHaveValue("55");
  await expect(measure(page, "Hips (cm)")).toHaveValue("96.52");
});

test("measurements are saved on the phone under a name, offered again, and removed one by one or all at once", async ({ page }) => {
  await openHydrated(page, "/hi/order?design=koti-1");
  const save = form(page).getByRole("button", { name: "ये नाप इस फ़ोन में सहेजें" });
  await save.click();
  await expect(form(page).getByText("पहले जिसके लिए है उनका नाम लिखिए: नाप उसी नाम से सहेजे जाते हैं।")).toBeVisible();
  await expect(form(page).getByLabel("जिसके लिए है उनका नाम")).toBeFocused();
  await form(page).getByLabel("जिसके लिए है उनका नाम").fill("मैं");
  await measure(page, "छाती (सेमी)").fill("92");
  await save.click();
  await expect(form(page).getByText("इस फ़ोन में मैं नाम से सहेजे गए।")).toBeVisible();
  await expect(form(page).getByText("सहेजे नाप सिर्फ़ इसी फ़ोन में रहते हैं")).toBeVisible();
  await form(page).getByLabel("जिसके लिए है उनका नाम").fill("रिया");
  await measure(page, "छाती (सेमी)").fill("80");
  await save.click();

  await page.evaluate(() => localStorage.removeItem("order-draft"));
  await page.reload();
  await expect(measure(page, "छाती (सेमी)")).toHaveValue("");
  await form(page).getByRole("button", { name: "मैं के नाप लें" }).click();
  await expect(measure(page, "छाती (सेमी)")).toHaveValue("92");
  await form(page).getByRole("button", { name: "हटाएँ मैं" }).click();
  await expect(form(page).getByRole("button", { name: "मैं के नाप लें" })).toHaveCount(0);
  await expect(form(page).getByRole("button", { name: "रिया के नाप लें" })).toBeVisible();
  await form(page).getByRole("button", { name: "सभी हटाएँ" }).click();
  await form(page).getByRole("button", { name: /^Yes|^हाँ/ }).click();
  await expect(form(page).getByText("इस फ़ोन से सभी सहेजे नाप हटा दिए गए।")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("measured-people"))).toBeNull();
});

test("a date sooner than the designs' making time is said so, and a past date refused", async ({ page }) => {
  await openHydrated(page, "/order?design=kediya-1");
  await form(page).getByLabel("Needed by").fill(dayAhead(3).iso);
  await expect(form(page).getByText(/These designs take up to 18 days to make: the earliest they can be ready is .+\. Send the order anyway/)).toBeVisible();
  await form(page).getByLabel("Needed by").fill(dayAhead(40).iso);
  await expect(form(page).getByText(/These designs take up to/)).toHaveCount(0);
  await form(page).getByLabel("Needed by").fill("2020-01-01");
  await expect(form(page).getByText("That day has passed: choose today or a later day.")).toBeVisible();
});

test("the keyboard alone fills in and sends an order, and the photo page and the lightbox lead to it", async ({ page, context }) => {
  await openHydrated(page, "/koti/photo/2");
  const lightbox = page.getByRole("dialog");
  await lightbox.getByRole("link", { name: "Order made to measure" }).click();
  await expect(page).toHaveURL(/\/order\?design=koti-2$/);
  await expect(form(page).getByRole("region", { name: "The designs" }).getByRole("listitem")).toHaveCount(1);

  await tabTo(page, form(page).getByLabel("Name of the person it is for"));
  await page.keyboard.type("Me");
  await tabTo(page, form(page).getByLabel("Your name"));
  await page.keyboard.type("Asha");
  await tabTo(page, form(page).getByRole("radio", { name: "On WhatsApp" }));
  await page.keyboard.press("ArrowDown");
  await expect(form(page).getByRole("radio", { name: "By e-mail" })).toBeChecked();
  await tabTo(page, form(page).getByLabel("Your e-mail address"));
  await page.keyboard.type("asha@example.com");
  // Enter in a field sends nothing: a send is a press of one of the form's buttons.
  let opened = false;
  context.on("page", () => (opened = true));
  await page.keyboard.press("Enter");
  await page.waitForTimeout(300);
  expect(opened).toBe(false);
  await tabTo(page, form(page).getByRole("button", { name: "Send on WhatsApp" }));
  const text = await whatsAppText(page, context, () => page.keyboard.press("Enter"));
  expect(text).toContain(`${SITE_URL}/koti/photo/2`);
  expect(text).toContain("Please answer by e-mail: asha@example.com");
});

test("without the page's script the order page says how to order instead, and a photo's page links to it", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(at("/kediya/photo/3"));
  await expect(page.getByRole("link", { name: "Order made to measure" })).toHaveAttribute("href", /\/order\?design=kediya-3$/);
  await page.goto(at("/order?design=kediya-3"));
  await expect(page.getByRole("heading", { level: 1, name: "Order made to measure" })).toBeVisible();
  await expect(page.getByRole("link", { name: /This form needs the page's script/ })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
  await context.close();
});

test("a design past a large collection's first page comes from its own page's file, and a build without EmailJS settings says an order cannot go by e-mail and keeps it", async ({ page }) => {
  await openHydrated(page, "/order?design=test-sixty-30");
  await expect(form(page).getByRole("region", { name: "The designs" }).getByRole("listitem")).toContainText("Test photo 30");
  await form(page).getByLabel("Name of the person it is for").fill("Riya");
  await form(page).getByLabel("Your name").fill("Asha");
  await form(page).getByRole("radio", { name: "By e-mail" }).check();
  await form(page).getByLabel("Your e-mail address").fill("asha@example.com");
  await form(page).getByRole("button", { name: "Send by e-mail" }).click();
  await expect(form(page).locator(".order-form__result [role='status']")).toHaveText(
    "Sending by e-mail is not set up on this site yet. The order is still in the form: send it on WhatsApp instead.",
  );
  await expect(form(page).getByLabel("Your name")).toHaveValue("Asha");
  await expect(form(page).getByLabel("Name of the person it is for")).toHaveValue("Riya");
});
