import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { SITE_URL, at, axeViolations, openHydrated, phone, tabTo } from "#tests/e2e/site.ts";

const WHATSAPP = "919876543210";
const form = (page: Page) => page.locator("form.order-form");
/** A measure's field, by its label ("Waist (in)", not "Length from the waist (in)"). */
const measure = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });
const shortlistButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Shortlist/ });
const gridPhoto = (page: Page, n: number) =>
  page
    .getByRole("main")
    .getByRole("listitem")
    .nth(n - 1);
/** The order's designs, as its first step lists them. */
const designsOnOrder = (page: Page) => form(page).locator(".order-design");
const stepHeading = (page: Page) => form(page).locator("#order-step-heading");
/** The switch from inches, the unit the fields start in, to centimetres. */
const inCentimetres = (page: Page) => form(page).getByRole("checkbox", { name: "My numbers are in centimetres" });
/** Goes on to the next step, and waits until it is there. */
async function next(page: Page, heading: string) {
  await form(page)
    .getByRole("button", { name: /^Next:|^આગળ:|^आगे:/ })
    .click();
  await expect(stepHeading(page)).toHaveText(heading);
}

/** Riya, as an earlier order kept her on the phone: in inches, every measure the kediyu and the chorni ask for. */
const riya = {
  name: "Riya",
  unit: "in",
  measures: {
    chest: 914_400,
    waist: 736_600,
    hips: 990_600,
    shoulder: 355_600,
    sleeve: 558_800,
    armhole: 406_400,
    neck: 355_600,
    "top-length": 1_016_000,
    "bottom-length": 965_200,
    thigh: 584_200,
    ankle: 342_900,
  },
};
const riyaLines = [
  "Chest: 36 in",
  "Waist: 29 in",
  "Hips: 39 in",
  "Shoulder: 14 in",
  "Sleeve: 22 in",
  "Armhole: 16 in",
  "Neck: 14 in",
  "Length: 40 in",
  "Length from the waist: 38 in",
  "Thigh: 23 in",
  "Ankle opening: 13.5 in",
];

/** A day some weeks ahead, as the date field takes it and as the order writes it. */
function dayAhead(days: number) {
  const date = new Date(Date.now() + days * 86_400_000);
  const iso = date.toISOString().slice(0, 10);
  const written = new Intl.DateTimeFormat("en-IN-u-nu-latn", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${iso}T00:00:00Z`),
  );
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

test("an order for two shortlisted designs with a saved person goes step by step to WhatsApp with both designs' links, the date, the budget and every measurement with its unit", async ({
  page,
  context,
}) => {
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
  await expect(stepHeading(page)).toHaveText("The designs");
  await expect(designsOnOrder(page)).toHaveCount(2);
  await expect(designsOnOrder(page).first()).toContainText("Kediya's · ₹3,500–5,600");
  await expect(designsOnOrder(page).first()).toContainText("12–18 days");
  await expect(designsOnOrder(page).nth(1)).toContainText("Chorni's");
  await expect(form(page)).toContainText("Together from ₹6,000");
  const summary = page.getByRole("complementary", { name: "Your order" });
  await expect(summary).toContainText("Designs2");
  await expect(summary).toContainText("TogetherFrom ₹6,000");

  await next(page, "Who and when");
  await expect(page).toHaveURL(/step=who/);
  await form(page).getByRole("button", { name: "Use Riya" }).click();
  await expect(form(page).getByRole("status").first()).toHaveText("Riya's measurements are in the form.");
  await expect(form(page).getByLabel("Name of the person it is for")).toHaveValue("Riya");
  const { iso, written } = dayAhead(60);
  await form(page).getByLabel("Occasion").selectOption({ label: "Navratri" });
  await form(page).getByLabel("Needed by").fill(iso);
  // The budget suggested from the two designs' prices: ₹3,500 and ₹2,500.
  await form(page).getByRole("button", { name: "Use ₹6,000" }).click();
  await expect(form(page).getByLabel("Your budget (₹)")).toHaveValue("6000");
  await expect(summary).toContainText("Budget₹6,000");

  await next(page, "Measurements");
  await expect(form(page).getByRole("radio", { name: "I will give the measurements here" })).toBeChecked();
  await expect(inCentimetres(page)).not.toBeChecked();
  await expect(measure(page, "Chest (in)")).toHaveValue("36");
  await expect(measure(page, "Ankle opening (in)")).toHaveValue("13.5");

  await next(page, "Your details and send");
  await form(page).getByText("Fabric, colour and other wishes (optional)").click();
  await form(page).getByLabel("Colours you would like").fill("Red and gold");
  await form(page).getByLabel("Your name").fill("Asha");
  expect(await axeViolations(page, "main")).toEqual([]);

  const text = await whatsAppText(page, context, () => form(page).getByRole("button", { name: "Send on WhatsApp" }).click());
  expect(text).toContain(`${SITE_URL}/kediya/photo/1`);
  expect(text).toContain(`${SITE_URL}/chorni/photo/2`);
  expect(text).toContain("1. Ajrakh blue kediyu, mirror work and gota lace (Kediya's) · ₹3,500–5,600");
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
  await form(page).getByLabel("Colours you would like").fill("Red, gold and green");
  await expect(form(page).getByRole("link", { name: /Open WhatsApp again/ })).toHaveCount(0);
});

test("a reload half-way returns to the same step with the designs, every field and the unit; Back goes through the steps", async ({ page }) => {
  await openHydrated(page, "/order?design=kediya-3&design=koti-2");
  await next(page, "Who and when");
  await form(page).getByLabel("Name of the person it is for").fill("Papa");
  await form(page).getByLabel("Your budget (₹)").fill("₹4,500");
  await next(page, "Measurements");
  await form(page).getByRole("radio", { name: "I will give the measurements here" }).check();
  await measure(page, "Chest (in)").fill("40");
  await measure(page, "Shoulder (in)").fill("17.25");

  await page.reload();
  await expect(page).toHaveURL(/step=measures/);
  await expect(stepHeading(page)).toHaveText("Measurements");
  await expect(inCentimetres(page)).not.toBeChecked();
  await expect(measure(page, "Chest (in)")).toHaveValue("40");
  await expect(measure(page, "Shoulder (in)")).toHaveValue("17.25");
  await next(page, "Your details and send");
  await expect(form(page).getByRole("status").last()).toHaveText("The order you began here last time is back in the form, ready to send.");
  await form(page).getByText("Fabric, colour and other wishes (optional)").click();
  await form(page).getByLabel("Anything else (optional)").fill("ખભા પર થોડું ઢીલું\nLonger sleeve");

  // Back, by the page's own buttons and by the browser's.
  await form(page).getByRole("button", { name: "Back: Measurements" }).click();
  await expect(stepHeading(page)).toHaveText("Measurements");
  await page.goBack();
  await expect(stepHeading(page)).toHaveText("Your details and send");
  await expect(form(page).getByLabel("Anything else (optional)")).toHaveValue("ખભા પર થોડું ઢીલું\nLonger sleeve");
  await form(page).getByRole("button", { name: "Back to step 2: Who and when" }).click();
  await expect(form(page).getByLabel("Name of the person it is for")).toHaveValue("Papa");
  await expect(form(page).getByLabel("Your budget (₹)")).toHaveValue("₹4,500");

  // Taking a design off the order changes the address, and the rest stays.
  await form(page).getByRole("button", { name: "Back to step 1: The designs" }).click();
  await expect(designsOnOrder(page)).toHaveCount(2);
  await form(page)
    .getByRole("button", { name: /^Remove .*koti/i })
    .click();
  await expect(page).toHaveURL(/\/order\?design=kediya-3$/);
  await expect(designsOnOrder(page)).toHaveCount(1);
  await next(page, "Who and when");
  await expect(form(page).getByLabel("Name of the person it is for")).toHaveValue("Papa");
});

test("a refused step says what is wrong at its top, and each problem leads to its field, below the top bar", async ({ page }) => {
  for (const size of [phone, { width: 1280, height: 800 }]) {
    await page.setViewportSize(size);
    await page.evaluate(() => localStorage.clear()).catch(() => undefined);
    await openHydrated(page, "/order?design=kediya-1&step=who");
    await form(page).getByLabel("Your budget (₹)").fill("lots");
    await form(page).getByRole("button", { name: "Next: Measurements" }).click();
    const problems = form(page).getByRole("group", { name: "Please check this first:" });
    await expect(problems).toBeFocused();
    await expect(problems.getByRole("link")).toHaveText(["Write the name of the person it is for.", "Write the budget in whole rupees, such as 6000."]);
    await expect(stepHeading(page)).toHaveText("Who and when");
    expect(await axeViolations(page, "main")).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await problems.getByRole("link", { name: "Write the name of the person it is for." }).click();
    const person = form(page).getByLabel("Name of the person it is for");
    await expect(person).toBeFocused();
    await expect(person).toHaveAttribute("aria-invalid", "true");
    const bar = await page.locator(".site-nav__bar").boundingBox();
    const field = await person.boundingBox();
    expect(field!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height);
    // Put right, the problem goes from the list as it is typed.
    await person.fill("Riya");
    await expect(problems.getByRole("link")).toHaveText(["Write the budget in whole rupees, such as 6000."]);
    await form(page).getByLabel("Your budget (₹)").fill("6000");
    await expect(problems).toHaveCount(0);
    await next(page, "Measurements");
  }
});

test("a measure outside its bounds is refused with a message that says why, and one typed in the other unit is offered that unit", async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  // The form's words come in the page's language only.
  const scripts: Promise<string>[] = [];
  page.on("response", (response) => void (response.url().endsWith(".js") && scripts.push(response.text())));
  await openHydrated(page, "/gu/order?design=kediya-1");
  await expect(form(page)).toBeVisible();
  await expect(designsOnOrder(page)).toHaveCount(1);
  const code = (await Promise.all(scripts)).join("\n");
  expect(code).toContain("જેના માટે છે તેમનું નામ");
  expect(code).not.toContain("Name of the person it is for");
  expect(code).not.toContain("जिसके लिए है उनका नाम");
  await next(page, "કોના માટે અને ક્યારે");
  await form(page).getByLabel("જેના માટે છે તેમનું નામ").fill("રિયા");
  await next(page, "માપ");
  // The fields come only once she says she will give the measurements here.
  await expect(measure(page, "છાતી (ઇંચ)")).toHaveCount(0);
  await form(page).getByRole("button", { name: /^આગળ:/ }).click();
  await expect(form(page).getByRole("group", { name: "પહેલાં આટલું જોઈ લો:" })).toContainText("માપ કેવી રીતે આપશો તે પસંદ કરો.");
  await form(page).getByRole("radio", { name: "હું માપ અહીં આપીશ" }).check();
  // Inches first, as tailors in Gujarat measure.
  const chest = measure(page, "છાતી (ઇંચ)");
  await chest.fill("300");
  await expect(form(page).getByText("છાતી 300 ઇંચ ઘણું વધારે છે: વધુમાં વધુ 62.99 ઇંચ હોય.").first()).toBeVisible();
  await expect(chest).toHaveAttribute("aria-invalid", "true");
  await form(page).getByRole("button", { name: /^આગળ:/ }).click();
  await expect(form(page).getByRole("group", { name: "પહેલાં આટલું જોઈ લો:" }).getByRole("link")).toHaveText(["છાતી 300 ઇંચ ઘણું વધારે છે: વધુમાં વધુ 62.99 ઇંચ હોય."]);
  await expect(stepHeading(page)).toHaveText("માપ");

  // Nothing goes to WhatsApp while a measure is refused: the send takes her back to it.
  await page.goto(at("/gu/order?design=kediya-1&step=send"));
  await form(page).getByLabel("તમારું નામ").fill("આશા");
  let opened = false;
  context.on("page", () => (opened = true));
  await form(page).getByRole("button", { name: "WhatsApp પર મોકલો" }).click();
  await expect(stepHeading(page)).toHaveText("માપ");
  await expect(chest).toBeFocused();
  expect(opened).toBe(false);

  // 91 in inches: a chest is at most 63 inches, but 91 centimetres fits, and is offered in place.
  await chest.fill("૯૧");
  await expect(form(page).getByText("છાતી 91 ઇંચ ઘણું વધારે છે: વધુમાં વધુ 62.99 ઇંચ હોય.").first()).toBeVisible();
  expect(await axeViolations(page, "main")).toEqual([]);
  await form(page).locator(".order-form__measure").getByRole("button", { name: "મારા આંકડા સેન્ટિમીટરમાં છે" }).click();
  await expect(form(page).getByRole("checkbox", { name: "મારા આંકડા સેન્ટિમીટરમાં છે" })).toBeChecked();
  await expect(measure(page, "છાતી (સેમી)")).toHaveValue("૯૧");
  await expect(measure(page, "છાતી (સેમી)")).not.toHaveAttribute("aria-invalid");
  // Nothing of the page is wider than a 320 px phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test('a tape read in centimetres: "My numbers are in centimetres" reads the digits typed as centimetres, and unticked as inches again, changing none of them', async ({
  page,
}) => {
  await openHydrated(page, "/order?design=chorni-1&step=measures");
  await form(page).getByRole("radio", { name: "I will give the measurements here" }).check();
  await measure(page, "Waist (in)").fill("72");
  await measure(page, "Hips (in)").fill("96.5");
  await measure(page, "Thigh (in)").fill("55");
  // As inches, each is too large, and each offers centimetres under it.
  await expect(measure(page, "Waist (in)")).toHaveAttribute("aria-invalid", "true");
  await expect(form(page).locator(".order-form__measure").getByRole("button", { name: "My numbers are in centimetres" })).toHaveCount(3);
  await inCentimetres(page).check();
  await expect(measure(page, "Waist (cm)")).toHaveValue("72");
  await expect(measure(page, "Hips (cm)")).toHaveValue("96.5");
  await expect(measure(page, "Thigh (cm)")).toHaveValue("55");
  for (const label of ["Waist (cm)", "Hips (cm)", "Thigh (cm)"]) await expect(measure(page, label)).not.toHaveAttribute("aria-invalid");
  await inCentimetres(page).uncheck();
  await expect(measure(page, "Waist (in)")).toHaveValue("72");
  await expect(measure(page, "Waist (in)")).toHaveAttribute("aria-invalid", "true");
  await inCentimetres(page).check();
  await next(page, "Your details and send");
  await form(page).getByLabel("Your name").fill("Asha");
  expect(await axeViolations(page, "main")).toEqual([]);
});

test("measurements are saved on the phone under a name, offered again, and removed one by one or all at once", async ({ page }) => {
  await openHydrated(page, "/hi/order?design=koti-1&step=measures");
  await form(page).getByRole("radio", { name: "मैं नाप यहाँ दूँगी/दूँगा" }).check();
  const save = form(page).getByRole("button", { name: "ये नाप इस फ़ोन में सहेजें" });
  await save.click();
  await expect(form(page).getByText("पहले चरण 2 में जिसके लिए है उनका नाम लिखिए: नाप उसी नाम से सहेजे जाते हैं।")).toBeVisible();
  await form(page).getByRole("button", { name: "पीछे: किसके लिए और कब" }).click();
  await form(page).getByLabel("जिसके लिए है उनका नाम").fill("मैं");
  await next(page, "नाप");
  await measure(page, "छाती (इंच)").fill("36");
  await save.click();
  await expect(form(page).getByText("इस फ़ोन में मैं नाम से सहेजे गए।")).toBeVisible();
  await expect(form(page).getByText("सहेजे नाप सिर्फ़ इसी फ़ोन में रहते हैं")).toBeVisible();
  await form(page).getByRole("button", { name: "पीछे: किसके लिए और कब" }).click();
  await form(page).getByLabel("जिसके लिए है उनका नाम").fill("रिया");
  await next(page, "नाप");
  await measure(page, "छाती (इंच)").fill("32");
  await save.click();

  await page.goto(at("/hi/order?design=koti-1&step=who"));
  await form(page).getByRole("button", { name: "मैं के नाप लें" }).click();
  await next(page, "नाप");
  await expect(measure(page, "छाती (इंच)")).toHaveValue("36");
  await form(page).getByRole("button", { name: "पीछे: किसके लिए और कब" }).click();
  await form(page).getByRole("button", { name: "हटाएँ मैं" }).click();
  await expect(form(page).getByRole("button", { name: "मैं के नाप लें" })).toHaveCount(0);
  await expect(form(page).getByRole("button", { name: "रिया के नाप लें" })).toBeVisible();
  await form(page).getByRole("button", { name: "सभी हटाएँ" }).click();
  await form(page)
    .getByRole("button", { name: /^Yes|^हाँ/ })
    .click();
  await expect(form(page).getByText("इस फ़ोन से सभी सहेजे नाप हटा दिए गए।")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("measured-people"))).toBeNull();
});

test("a date sooner than the designs' making time is said so; today, a past date and one over two years ahead are refused, also from a kept draft", async ({
  page,
}) => {
  await openHydrated(page, "/order?design=kediya-1&step=who");
  await form(page).getByLabel("Needed by").fill(dayAhead(3).iso);
  await expect(form(page).getByText(/These designs take up to 18 days to make: the earliest they can be ready is .+\. Send the order anyway/)).toBeVisible();
  await form(page).getByLabel("Needed by").fill(dayAhead(40).iso);
  await expect(form(page).getByText(/These designs take up to/)).toHaveCount(0);
  await form(page).getByLabel("Needed by").fill("2020-01-01");
  await expect(form(page).getByText("That day is too soon: choose tomorrow or a later day.")).toBeVisible();
  await form(page).getByLabel("Needed by").fill("9999-12-31");
  const far = form(page).getByText(/^Choose a day within two years: .+ at the latest\.$/);
  await expect(far).toBeVisible();
  await form(page).getByLabel("Name of the person it is for").fill("Riya");
  await form(page)
    .getByRole("button", { name: /^Next:/ })
    .click();
  await expect(stepHeading(page)).toHaveText("Who and when");
  await expect(form(page).getByRole("link", { name: /^Choose a day within two years/ })).toBeVisible();
  // The summary says no date it would not send.
  await expect(page.locator(".order-summary")).not.toContainText("9999");

  // A draft kept with such a date (an older page, another phone's copy) is refused the same, and says so.
  await page.evaluate(() => localStorage.setItem("order-draft:koti-1", JSON.stringify({ person: "Papa", date: "275760-01-01" })));
  await page.goto(at("/gu/order?design=koti-1&step=who"));
  await expect(form(page).getByLabel("જેના માટે છે તેમનું નામ")).toHaveValue("Papa");
  await expect(form(page).getByText(/^બે વર્ષની અંદરનો દિવસ પસંદ કરો: મોડામાં મોડો .+\.$/)).toBeVisible();
  expect(await axeViolations(page, "main")).toEqual([]);
});

test("the keyboard alone goes through the steps and sends an order, and the photo page and the lightbox lead to it", async ({ page, context }) => {
  await openHydrated(page, "/koti/photo/2");
  const lightbox = page.getByRole("dialog");
  await lightbox.getByRole("link", { name: "Order made to measure" }).click();
  await expect(page).toHaveURL(/\/order\?design=koti-2$/);
  await expect(designsOnOrder(page)).toHaveCount(1);

  await tabTo(page, form(page).getByRole("button", { name: "Next: Who and when" }));
  await page.keyboard.press("Enter");
  await expect(stepHeading(page)).toBeFocused();
  await tabTo(page, form(page).getByLabel("Name of the person it is for"));
  await page.keyboard.type("Me");
  await tabTo(page, form(page).getByRole("button", { name: "Next: Measurements" }));
  await page.keyboard.press("Enter");
  // Tab reaches the group's first choice; the arrow keys choose among them.
  await tabTo(page, form(page).getByRole("radio", { name: "I will give the measurements here" }));
  await page.keyboard.press("ArrowDown");
  await expect(form(page).getByRole("radio", { name: "I will be measured at the shop" })).toBeChecked();
  await tabTo(page, form(page).getByRole("button", { name: "Next: Your details and send" }));
  await page.keyboard.press("Enter");
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
  expect(text).toContain("I will be measured at the shop");
  expect(text).toContain("Please answer by e-mail: asha@example.com");
});

test("without the page's script the order page says how to order instead, and shows no form that cannot work", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(at("/kediya/photo/3"));
  await expect(page.getByRole("link", { name: "Order made to measure" })).toHaveAttribute("href", /\/order\?design=kediya-3$/);
  await page.goto(at("/order"));
  await expect(page.getByRole("heading", { level: 1, name: "Order made to measure" })).toBeVisible();
  await expect(page.getByRole("link", { name: /This form needs the page's script/ })).toBeVisible();
  await expect(form(page)).toBeHidden();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
  // Two designs: nothing names one alone.
  await page.goto(at("/order?design=kediya-3&design=koti-2"));
  await expect(page.getByRole("link", { name: /This form needs the page's script/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /Order it on WhatsApp/ })).toHaveCount(0);
  await context.close();
});

const noScriptOrders = [
  {
    prefix: "",
    title: "Indigo kediyu, block print and piping",
    facts: ["From ₹2,600", "8–12 days"],
    send: "Order it on WhatsApp (opens in a new tab)",
    intro: "I would like to order, made to measure:",
    price: "From ₹2,600",
  },
  {
    prefix: "/gu",
    title: "ગળી રંગનું કેડિયું, બ્લોક પ્રિન્ટ અને પાઇપિંગ",
    facts: ["₹2,600થી શરૂ", "8–12 દિવસ"],
    send: "WhatsApp પર ઓર્ડર આપો (નવા ટૅબમાં ખૂલે છે)",
    intro: "મારે માપ પ્રમાણે ઓર્ડર આપવો છે:",
    price: "₹2,600થી શરૂ",
  },
];
for (const { prefix, title, facts, send, intro, price } of noScriptOrders) {
  test(`without the page's script an order of one design names it, its price and making time, and offers WhatsApp with it written in (${prefix || "/en"})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: phone });
    const page = await context.newPage();
    await page.goto(at(`${prefix}/order?design=kediya-3`));
    const main = page.getByRole("main");
    await expect(main.getByText(title, { exact: true })).toBeVisible();
    for (const fact of facts) await expect(main.getByText(fact, { exact: true })).toBeVisible();
    await expect(form(page)).toBeHidden();
    const whatsApp = main.getByRole("link", { name: send });
    await expect(whatsApp).toBeInViewport();
    const href = new URL((await whatsApp.getAttribute("href"))!);
    expect(href.origin + href.pathname).toBe(`https://wa.me/${WHATSAPP}`);
    const text = href.searchParams.get("text")!;
    expect(text).toContain(intro);
    expect(text).toContain(`1. ${title}`);
    expect(text).toContain(price);
    expect(text).toContain(`${SITE_URL}${prefix}/kediya/photo/3`);
    // Nothing she never said: no person, no measurements, no name.
    expect(text.split("\n").filter(Boolean)).toHaveLength(4);
    await context.close();
  });
}

test("what the order page of one design shows without its script has no accessibility violations (/en, /gu)", async ({ page }) => {
  // axe runs as a script: the page as a browser without one draws it, its <noscript> read as part of it.
  for (const prefix of ["", "/gu"]) {
    const address = at(`${prefix}/order?design=kediya-3`);
    await page.route(address, async (route) => {
      const html = await (await route.fetch()).text();
      const drawn = html
        .replace(/<script\b[\s\S]*?<\/script>/g, "")
        .replace(/<noscript\b[^>]*>/g, "<div>")
        .replaceAll("</noscript>", "</div>");
      await route.fulfill({ body: drawn, contentType: "text/html; charset=utf-8" });
    });
    await page.goto(address);
    await expect(page.locator(".order-no-script")).toBeVisible();
    expect(await axeViolations(page, ".order-no-script")).toEqual([]);
  }
});

test("the order page of one design comes to life as the order of that design, at /order's address, with no error", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => void (message.type() === "error" && errors.push(message.text())));
  page.on("pageerror", (error) => void errors.push(error.message));
  // What the hosts answer /order?design=kediya-3 with …
  await openHydrated(page, "/order?design=kediya-3&step=who");
  await expect(stepHeading(page)).toHaveText("Who and when");
  await expect(page.getByText("This form needs the page's script", { exact: false })).toBeHidden();
  // … and the same page at its own address, taken to /order's.
  await openHydrated(page, "/gu/order/koti-2");
  await expect(page).toHaveURL(at("/gu/order?design=koti-2"));
  await expect(designsOnOrder(page)).toHaveCount(1);
  expect(errors).toEqual([]);
});

test("a design past a large collection's first page comes from its own page's file, and a build without EmailJS settings offers the phone's e-mail app with the order written in", async ({
  page,
}) => {
  const posts: string[] = [];
  page.on("request", (request) => void (request.method() === "POST" && posts.push(request.url())));
  await openHydrated(page, "/order?design=test-sixty-30");
  await expect(designsOnOrder(page)).toContainText("Test photo 30");
  await page.goto(at("/order?design=test-sixty-30&step=send"));
  await form(page).getByLabel("Your name").fill("Asha");
  await form(page).getByRole("radio", { name: "By e-mail" }).check();
  await form(page).getByLabel("Your e-mail address").fill("asha@example.com");
  // The e-mail app is given the order only once it passes every check: here, who it is for.
  const mail = form(page).getByRole("link", { name: "Write it as an e-mail" });
  expect(new URL((await mail.getAttribute("href"))!).searchParams.get("body")).toBe("");
  await mail.click();
  await expect(stepHeading(page)).toHaveText("Who and when");
  await form(page).getByLabel("Name of the person it is for").fill("Riya");
  await page.goto(at("/order?design=test-sixty-30&step=send"));
  await expect(form(page).getByRole("button", { name: "Send by e-mail" })).toHaveCount(0);
  const href = new URL((await mail.getAttribute("href"))!);
  expect(href.protocol).toBe("mailto:");
  expect(href.searchParams.get("body")).toContain(`${SITE_URL}/test-sixty/photo/30`);
  expect(href.searchParams.get("body")).toContain("Please answer by e-mail: asha@example.com");
  await expect(page.getByText(/not set up/)).toHaveCount(0);
  expect(posts).toEqual([]);
});
