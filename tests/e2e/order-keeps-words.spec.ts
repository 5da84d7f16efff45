import { expect, test, type Page } from "@playwright/test";
import { at, axeViolations, openHydrated, phone } from "#tests/e2e/site.ts";

// What a visitor types on the order page is hers, whatever the phone does: kept per order, never
// cut, and when the phone will not keep it, said so before anything is lost.

const form = (page: Page) => page.locator("form.order-form");
const stepHeading = (page: Page) => form(page).locator("#order-step-heading");
const notes = (page: Page, label = "Anything else (optional)") => form(page).getByLabel(label);

/** Opens the last step of the order for `design`, with its folded wishes open. */
async function openSend(page: Page, design: string, prefix = "") {
  await openHydrated(page, `${prefix}/order?design=${design}&step=send`);
  const wishes = form(page).locator("details.order-form__wishes");
  if (!(await wishes.evaluate((element) => (element as HTMLDetailsElement).open))) await wishes.locator("summary").click();
}

/** Fills the phone's storage to the brim with another site's words, as a full phone has it. */
async function fillStorage(page: Page) {
  await page.evaluate(() => {
    let size = 1 << 20;
    let n = 0;
    while (size >= 1) {
      try {
        localStorage.setItem(`someone-else-${n++}`, "x".repeat(size));
      } catch {
        size = Math.floor(size / 2);
      }
    }
  });
}

/** Whether closing the page now makes the browser ask first. */
async function asksBeforeLeaving(page: Page): Promise<boolean> {
  const asked = page.waitForEvent("dialog", { timeout: 5_000 }).then(
    async (dialog) => {
      const type = dialog.type();
      await dialog.dismiss();
      return type === "beforeunload";
    },
    () => false,
  );
  await page.close({ runBeforeUnload: true });
  const answer = await asked;
  // Asked and told to stay, the page is still open: it is closed for good here, not while the test ends.
  if (!page.isClosed()) await page.close();
  return answer;
}

test("two tabs with two orders keep their own words through reloads; a new order starts with her details only; a change made in another tab shows at once", async ({
  page,
  context,
}) => {
  await page.setViewportSize(phone);
  await openHydrated(page, "/order?design=kediya-3&step=who");
  await form(page).getByLabel("Name of the person it is for").fill("Riya");
  await openSend(page, "kediya-3");
  await notes(page).fill("Kediya for Riya, longer sleeve");
  await form(page).getByLabel("Your name").fill("Asha");

  const other = await context.newPage();
  await other.setViewportSize(phone);
  await openHydrated(other, "/gu/order?design=chorni-2&step=who");
  await form(other).getByLabel("જેના માટે છે તેમનું નામ").fill("Papa");
  await openSend(other, "chorni-2", "/gu");
  await notes(other, "બીજું કંઈ (મરજિયાત)").fill("Chorni for Papa");

  await page.reload();
  await expect(notes(page)).toHaveValue("Kediya for Riya, longer sleeve");
  await expect(form(page).getByLabel("Your name")).toHaveValue("Asha");
  await form(page).getByRole("button", { name: "Back: Measurements" }).click();
  await form(page).getByRole("button", { name: "Back: Who and when" }).click();
  await expect(form(page).getByLabel("Name of the person it is for")).toHaveValue("Riya");
  await other.reload();
  await expect(notes(other, "બીજું કંઈ (મરજિયાત)")).toHaveValue("Chorni for Papa");

  // A second order in the same tab: nothing of the others' but her name; and back to the first, all of it.
  await openSend(page, "koti-1");
  await expect(notes(page)).toHaveValue("");
  await expect(form(page).getByLabel("Your name")).toHaveValue("Asha");
  await openSend(page, "kediya-3");
  await expect(notes(page)).toHaveValue("Kediya for Riya, longer sleeve");

  // The same order changed in the other tab: this one shows the change at once, and says so.
  await openSend(other, "kediya-3", "/gu");
  await notes(other, "બીજું કંઈ (મરજિયાત)").fill("Kediya for Riya, short sleeve");
  await expect(notes(page)).toHaveValue("Kediya for Riya, short sleeve");
  await expect(form(page).getByText(/^This order was changed in another tab or window/)).toBeVisible();
  expect(await axeViolations(page, "main")).toEqual([]);
});

for (const { language, prefix, person, budget, changed } of [
  {
    language: "English",
    prefix: "",
    person: "Name of the person it is for",
    budget: "Your budget (₹)",
    changed: /^This order was changed in another tab or window/,
  },
  { language: "Gujarati", prefix: "/gu", person: "જેના માટે છે તેમનું નામ", budget: "તમારું બજેટ (₹)", changed: /^આ ઓર્ડર બીજા ટૅબ કે વિન્ડોમાં બદલાયો છે/ },
]) {
  test(`two tabs of one order never end with one tab's words written over unseen (${language})`, async ({ page, context }) => {
    const path = `${prefix}/order?design=kediya-3&step=who`;
    await openHydrated(page, path);
    const other = await context.newPage();
    await openHydrated(other, path);
    await form(page).getByLabel(person).fill("Person A");
    await form(other).getByLabel(person).fill("Person C");
    // The first tab shows what the other wrote, and says why its field changed.
    await expect(form(page).getByLabel(person)).toHaveValue("Person C");
    await expect(form(page).getByText(changed)).toBeVisible();
    expect(await axeViolations(page, "main")).toEqual([]);
    // What it types next goes onto the other tab's words, not over them.
    await form(page).getByLabel(budget).fill("3000");
    await expect(form(page).getByText(changed)).toHaveCount(0);
    await expect(form(other).getByLabel(budget)).toHaveValue("3000");
    await expect(form(other).getByLabel(person)).toHaveValue("Person C");
    await other.reload();
    await expect(form(other).getByLabel(person)).toHaveValue("Person C");
    await expect(form(other).getByLabel(budget)).toHaveValue("3000");
  });
}

for (const { language, prefix, person, budget } of [
  { language: "English", prefix: "", person: "Name of the person it is for", budget: "Your budget (₹)" },
  { language: "Gujarati", prefix: "/gu", person: "જેના માટે છે તેમનું નામ", budget: "તમારું બજેટ (₹)" },
]) {
  test(`an order begun for one design carries its words over when a second design is added to it (${language})`, async ({ page }) => {
    await openHydrated(page, `${prefix}/order?design=kediya-3&step=who`);
    await form(page).getByLabel(person).fill("Riya");
    await form(page).getByLabel(budget).fill("4000");
    // Both ordered together, as the shortlist's "Order made to measure" opens them.
    await openHydrated(page, `${prefix}/order?design=kediya-3&design=chakda-2&step=who`);
    await expect(form(page).getByLabel(person)).toHaveValue("Riya");
    await expect(form(page).getByLabel(budget)).toHaveValue("4000");
    // The words live on in the order of both, once: the first order's draft is gone.
    expect(
      await page.evaluate(() =>
        Object.keys(localStorage)
          .filter((key) => key.startsWith("order-draft:"))
          .sort(),
      ),
    ).toEqual(["order-draft:chakda-2,kediya-3"]);
    await page.reload();
    await expect(form(page).getByLabel(person)).toHaveValue("Riya");
  });
}

test("a phone whose storage is full says at once that the order will not be kept, promises nothing of its measurements, and asks before the page is left", async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await openHydrated(page, "/");
  await fillStorage(page);
  await openHydrated(page, "/order?design=kediya-3&step=who");
  const warning = form(page).getByRole("alert");
  await expect(warning).toHaveText(/^This phone is not keeping what you type .+: if you close or reload the page, the order is lost\./);
  await form(page).getByLabel("Name of the person it is for").fill("Riya");
  await form(page)
    .getByRole("button", { name: /^Next:/ })
    .click();
  await expect(stepHeading(page)).toHaveText("Measurements");
  await expect(form(page).getByText("Saved measurements stay on this phone only", { exact: false })).toHaveCount(0);
  expect(await axeViolations(page, "main")).toEqual([]);
  expect(await asksBeforeLeaving(page)).toBe(true);
});

test("where the browser blocks storage, the Gujarati order page says so at once and asks before it is left; where the phone keeps the order, it does not ask", async ({
  browser,
}) => {
  const blocked = await browser.newContext({ viewport: phone });
  await blocked.addInitScript(() => {
    Object.defineProperty(window, "localStorage", {
      get() {
        throw new DOMException("Access is denied for this document.", "SecurityError");
      },
    });
  });
  const page = await blocked.newPage();
  await openHydrated(page, "/gu/order?design=kediya-3&step=who");
  await expect(form(page).getByRole("alert")).toHaveText(/^આ ફોન તમે લખો છો તે સાચવતો નથી/);
  await form(page).getByLabel("જેના માટે છે તેમનું નામ").fill("રિયા");
  expect(await axeViolations(page, "main")).toEqual([]);
  expect(await asksBeforeLeaving(page)).toBe(true);
  await blocked.close();

  const keeping = await browser.newContext({ viewport: phone });
  const kept = await keeping.newPage();
  await openHydrated(kept, "/gu/order?design=kediya-3&step=who");
  await form(kept).getByLabel("જેના માટે છે તેમનું નામ").fill("રિયા");
  await expect(form(kept).getByRole("alert")).toHaveCount(0);
  expect(await asksBeforeLeaving(kept)).toBe(false);
  await keeping.close();
});

test("a paste over a field's limit keeps every character, counts near the limit, and is refused with how many to remove", async ({ page, context }) => {
  let opened = 0;
  context.on("page", () => opened++);
  await openHydrated(page, "/order?design=kediya-3&step=who");
  await form(page).getByLabel("Name of the person it is for").fill("Riya");
  await form(page)
    .getByRole("button", { name: /^Next:/ })
    .click();
  await form(page).getByRole("radio", { name: "I will be measured at the shop" }).check();
  await openSend(page, "kediya-3");
  const near = "ક્ષિ".repeat(1850);
  await notes(page).fill(near);
  await expect(form(page).getByText("1,850 of 2,000 characters")).toBeVisible();
  const long = `${"Kediya with a longer sleeve, please. ".repeat(103)}The end.`;
  expect([...new Intl.Segmenter("en", { granularity: "grapheme" }).segment(long)]).toHaveLength(3_819);
  await notes(page).fill(long);
  await expect(notes(page)).toHaveValue(long);
  await form(page).getByLabel("Your name").fill("Asha");
  await form(page).getByLabel("Your WhatsApp number").fill("98765 43210");
  await form(page).getByRole("button", { name: "Send on WhatsApp" }).click();
  const reason = "Anything else (optional): 3,819 characters, and at most 2,000 fit. Please remove 1,819.";
  await expect(form(page).getByRole("link", { name: reason })).toBeVisible();
  await expect(form(page).locator("#order-notes-problem")).toHaveText(reason);
  expect(opened).toBe(0);
  expect(await axeViolations(page, "main")).toEqual([]);
  // Kept whole on the phone too.
  await page.reload();
  await expect(notes(page)).toHaveValue(long);
});

test("in Gujarati, a name is counted in the letters a reader sees, and a step over a limit is refused in Gujarati", async ({ page }) => {
  await openHydrated(page, "/gu/order?design=kediya-3&step=who");
  // 61 conjuncts with their vowel signs: 61 letters to a reader, 244 to `maxLength`.
  const name = "ક્ષિ".repeat(61);
  await form(page).getByLabel("જેના માટે છે તેમનું નામ").fill(name);
  await expect(form(page).getByLabel("જેના માટે છે તેમનું નામ")).toHaveValue(name);
  await form(page).getByRole("button", { name: /^આગળ:/ }).click();
  await expect(stepHeading(page)).toHaveText("કોના માટે અને ક્યારે");
  await expect(form(page).locator("#order-person-problem")).toHaveText("જેના માટે છે તેમનું નામ: 61 અક્ષર છે, વધુમાં વધુ 60 ચાલે. કૃપા કરી 1 અક્ષર ઓછા કરો.");
  await form(page).getByLabel("જેના માટે છે તેમનું નામ").fill("ક્ષિ".repeat(60));
  await expect(form(page).locator("#order-person-problem")).toHaveCount(0);
  await expect(form(page).getByText("60માંથી 60 અક્ષર")).toBeVisible();
});

test("the order page keeps a draft of its own words in the address's order whichever way the designs are listed", async ({ page }) => {
  await openHydrated(page, "/order?design=kediya-3&design=chorni-2&step=who");
  await form(page).getByLabel("Name of the person it is for").fill("Riya");
  await page.goto(at("/order?design=chorni-2&design=kediya-3&step=who"));
  await expect(form(page).getByLabel("Name of the person it is for")).toHaveValue("Riya");
  // Taking a design out of the order takes the words along.
  await page.goto(at("/order?design=chorni-2&design=kediya-3"));
  await form(page)
    .getByRole("button", { name: /^Remove / })
    .first()
    .click();
  await form(page)
    .getByRole("button", { name: /^Next:/ })
    .click();
  await expect(form(page).getByLabel("Name of the person it is for")).toHaveValue("Riya");
});
