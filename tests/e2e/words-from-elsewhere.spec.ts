import { expect, test, type Locator } from "@playwright/test";
import { at, axeViolations, openHydrated, phone } from "#tests/e2e/site.ts";
import type { FoundDesign } from "#app/content/designs-file.ts";

/**
 * Words the visitor did not write on the page (a query in a link someone sent, names and
 * collections kept on the phone) are shown as themselves, inside the site's sentences but never
 * turning them around, and a collection's name is the site's own.
 */

/** Where each of these characters of `element`'s text is drawn, from the left: by their places in its text. */
function leftOf(element: Locator, places: number[]): Promise<number[]> {
  return element.evaluate((root, places) => {
    const nodes: Text[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) nodes.push(walker.currentNode as Text);
    return places.map((place) => {
      let rest = place;
      const node = nodes.find((text) => (rest < text.length ? true : ((rest -= text.length), false)))!;
      const range = document.createRange();
      range.setStart(node, rest);
      range.setEnd(node, rest + 1);
      return range.getBoundingClientRect().left;
    });
  }, places);
}

// The override (U+202E) would draw everything after it right to left, to the end of the line.
const QUERY = "\u202eqqqxxx zzzkkk 99999";

for (const { language, prefix, sentence } of [
  { language: "English", prefix: "", sentence: "No design matches “qqqxxx zzzkkk 99999”." },
  { language: "Gujarati", prefix: "/gu", sentence: "“qqqxxx zzzkkk 99999” સાથે મેળ ખાતી કોઈ ડિઝાઇન નથી." },
]) {
  test(`a search link with a right-to-left override in its query leaves the shop's sentence in order (${language})`, async ({ page }) => {
    await page.setViewportSize(phone);
    await openHydrated(page, `${prefix}/search?q=${encodeURIComponent(QUERY)}`);
    const status = page.locator(".search-results__status");
    await expect(status).toHaveText(sentence);
    const text = (await status.textContent())!;
    expect(text).not.toMatch(/[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/);
    await expect(page.getByRole("searchbox")).toHaveValue(QUERY.slice(1));
    // The sentence reads left to right: its first letter, the query's first and last, and the quote that closes it, in that order.
    const places = [0, text.indexOf("qqqxxx"), text.indexOf("99999") + 4, text.indexOf("”")];
    const lefts = await leftOf(status, places);
    expect(lefts).toEqual([...lefts].sort((a, b) => a - b));
    expect(new Set(lefts).size).toBe(4);
    expect(await axeViolations(page)).toEqual([]);
  });
}

/** Whether `text` holds half of a character: a surrogate without its other half. */
const HALF = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

for (const { language, prefix, kept, cut } of [
  // 99 letters and a thumbs-up with its skin tone (four UTF-16 units, one character): the hundredth character.
  { language: "English", prefix: "", kept: `${"a".repeat(99)}👍🏽`, cut: "b" },
  // 99 letters and a conjunct with its vowel sign (ક્ષિ, four code points, one character).
  { language: "Gujarati", prefix: "/gu", kept: `${"ક".repeat(99)}ક્ષિ`, cut: "ત" },
]) {
  test(`a query cut at its length keeps whole characters: an emoji or a conjunct at the cut is kept or left out whole (${language})`, async ({ page }) => {
    await openHydrated(page, `${prefix}/search?q=${encodeURIComponent(kept + cut)}`);
    await expect(page.getByRole("searchbox")).toHaveValue(kept);
    const status = page.locator(".search-results__status");
    await expect(status).toContainText(kept);
    expect(HALF.test((await status.textContent())!)).toBe(false);
    await expect(status).not.toContainText("\ufffd");
  });
}

/** A design as search's designs file has it: the app's own type, so the test follows the file. */
type Found = Pick<FoundDesign, "slug" | "number" | "title" | "thumb">;

const TAMPERED = "Call +91 90000 00000 for 50% off";

/** The text of the shortlist's WhatsApp message and its e-mail's body. */
async function messages(list: Locator, whatsapp: RegExp | string, email: string): Promise<string[]> {
  const sent = await list.getByRole("link", { name: whatsapp }).getAttribute("href");
  const mailed = await list.getByRole("link", { name: email }).getAttribute("href");
  return [new URL(sent!).searchParams.get("text")!, new URL(mailed!).searchParams.get("body")!];
}

for (const { language, prefix, locale, button, heading, whatsapp, email } of [
  { language: "English", prefix: "", locale: {}, button: /^Shortlist/, heading: "Your shortlist", whatsapp: /^Send on WhatsApp/, email: "Send by e-mail" },
  {
    language: "Gujarati",
    prefix: "/gu",
    locale: { locale: "gu" },
    button: /^મારી પસંદગી/,
    heading: "તમારી પસંદગી",
    whatsapp: /^WhatsApp પર મોકલો/,
    email: "ઈ-મેઇલથી મોકલો",
  },
]) {
  test(`a shortlist entry whose collection was rewritten on the phone shows and sends the site's name for it, and after a rename the new one (${language})`, async ({
    page,
  }) => {
    const file = (await (await page.request.get(at(`${prefix}/search/designs.json`))).json()) as { collections: Record<string, string>; designs: Found[] };
    const { slug, number, title, thumb } = file.designs.find((design) => design.slug === "kediya" && design.number === 2)!;
    await page.goto(at("/robots.txt"));
    await page.evaluate((entry) => localStorage.setItem("shortlist", JSON.stringify([entry])), {
      slug,
      photo: number,
      title,
      collection: TAMPERED,
      thumb,
      ...locale,
    });

    const openList = async () => {
      await openHydrated(page, `${prefix}/chorni`);
      await page.getByRole("banner").getByRole("button", { name: button }).click();
      const list = page.getByRole("dialog", { name: heading });
      await expect(list.getByRole("listitem")).toHaveCount(1);
      return list;
    };
    let list = await openList();
    await expect(list.getByRole("listitem")).toContainText(`${title}${file.collections.kediya}`);
    await expect(list).not.toContainText(TAMPERED);
    for (const text of await messages(list, whatsapp, email)) {
      expect(text).toContain(`${title} (${file.collections.kediya})`);
      expect(text).not.toContain(TAMPERED);
    }
    expect(await axeViolations(page)).toEqual([]);

    // The owner renames the collection and the site is built again.
    const renamed = `${file.collections.kediya} (2025)`;
    await page.route(/\/search\/designs\.json$/, (route) => route.fulfill({ json: { ...file, collections: { ...file.collections, kediya: renamed } } }));
    list = await openList();
    await expect(list.getByRole("listitem")).toContainText(`${title}${renamed}`);
    for (const text of await messages(list, whatsapp, email)) expect(text).toContain(`${title} (${renamed})`);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("shortlist")!)[0].collection)).toBe(renamed);
  });
}

test("a saved person's name shown inside the order page's words is isolated and without direction controls", async ({ page }) => {
  await page.goto(at("/robots.txt"));
  await page.evaluate(() =>
    localStorage.setItem("measured-people", JSON.stringify([{ name: "\u202eRiya \u2067(mum)", unit: "cm", measures: { chest: 914_400 } }])),
  );
  await openHydrated(page, "/gu/order?design=kediya-1&step=who");
  const use = page.getByRole("button", { name: "Riya (mum)નાં માપ લો", exact: true });
  await expect(use).toBeVisible();
  await expect(use.locator("bdi")).toHaveText("Riya (mum)");
  const lefts = await leftOf(use, [0, "Riya (mum)".length - 1, "Riya (mum)".length]);
  expect(lefts).toEqual([...lefts].sort((a, b) => a - b));
});

for (const { language, prefix, word, found } of [
  { language: "English", prefix: "", word: "bandhni", found: "9 designs found" },
  { language: "Gujarati", prefix: "/gu", word: "બાંધણી", found: "9 ડિઝાઇન મળી" },
]) {
  test(`a query typed with a right-to-left override finds what the word alone finds (${language})`, async ({ page }) => {
    await openHydrated(page, `${prefix}/search`);
    const field = page.getByRole("searchbox");
    await field.fill(`\u202e${word}`);
    await expect(page.locator(".search-results__status")).toHaveText(found);
    await expect(page.locator(".search-results .photo-grid__item")).toHaveCount(9);
  });
}

for (const { language, prefix, person, here, chest, save, saved } of [
  {
    language: "English",
    prefix: "",
    person: "Name of the person it is for",
    here: "I will give the measurements here",
    chest: "Chest (in)",
    save: "Save these measurements on this phone",
    saved: "Saved on this phone as Riya.",
  },
  {
    language: "Gujarati",
    prefix: "/gu",
    person: "જેના માટે છે તેમનું નામ",
    here: "હું માપ અહીં આપીશ",
    chest: "છાતી (ઇંચ)",
    save: "આ માપ આ ફોનમાં સાચવો",
    saved: "આ ફોનમાં Riya નામે સાચવ્યાં.",
  },
]) {
  test(`a name typed with a right-to-left override leaves the order page's sentence about it in order (${language})`, async ({ page }) => {
    const form = page.locator("form.order-form");
    await openHydrated(page, `${prefix}/order?design=kediya-1&step=who`);
    await form.getByLabel(person).fill("\u202eRiya");
    await page.goto(at(`${prefix}/order?design=kediya-1&step=measures`));
    await form.getByRole("radio", { name: here }).check();
    await form.getByLabel(chest, { exact: true }).fill("36");
    await form.getByRole("button", { name: save }).click();
    const note = form.getByRole("status").filter({ hasText: "Riya" });
    await expect(note).toHaveText(saved);
    await expect(note.locator("bdi")).toHaveText("Riya");
    // Drawn in the sentence's order: its first letter, the name's first and last, and the sentence's last.
    const lefts = await leftOf(note, [0, saved.indexOf("Riya"), saved.indexOf("Riya") + 3, saved.length - 1]);
    expect(lefts).toEqual([...lefts].sort((a, b) => a - b));
    expect(new Set(lefts).size).toBe(4);
  });
}

// 33 characters a reader sees, 63 UTF-16 units.
const LONG_NAME = "શ્રીમતી ભાગ્યશ્રીબેન જયેન્દ્રકુમાર ત્રિવેદી (કન્યાની મોટી બહેન)";
for (const { language, prefix, person, here, labels, save } of [
  {
    language: "English",
    prefix: "",
    person: "Name of the person it is for",
    here: "I will give the measurements here",
    labels: { chest: "Chest (in)", sleeve: "Sleeve (in)", waist: "Waist (in)" },
    save: "Save these measurements on this phone",
  },
  {
    language: "Gujarati",
    prefix: "/gu",
    person: "જેના માટે છે તેમનું નામ",
    here: "હું માપ અહીં આપીશ",
    labels: { chest: "છાતી (ઇંચ)", sleeve: "બાંય (ઇંચ)", waist: "કમર (ઇંચ)" },
    save: "આ માપ આ ફોનમાં સાચવો",
  },
]) {
  test(`a saved person's long Gujarati name is kept whole, and saving her again from another order keeps every measure (${language})`, async ({ page }) => {
    const form = page.locator("form.order-form");
    const measuresOf = async (design: string, given: Partial<Record<keyof typeof labels, string>>) => {
      await openHydrated(page, `${prefix}/order?design=${design}&step=who`);
      await form.getByLabel(person).fill(LONG_NAME);
      await page.goto(at(`${prefix}/order?design=${design}&step=measures`));
      await form.getByRole("radio", { name: here }).check();
      for (const [name, value] of Object.entries(given)) await form.getByLabel(labels[name as keyof typeof labels], { exact: true }).fill(value);
      await form.getByRole("button", { name: save }).click();
      await expect(form.getByRole("status").filter({ hasText: LONG_NAME })).toBeVisible();
    };
    await measuresOf("kediya-3", { chest: "36", sleeve: "22" });
    // A koti asks for the chest too: left empty here, it is not taken away.
    await measuresOf("koti-2", { waist: "30" });
    const kept = await page.evaluate(() => JSON.parse(localStorage.getItem("measured-people")!));
    expect(kept).toEqual([{ name: LONG_NAME, unit: "in", measures: { chest: 914_400, sleeve: 558_800, waist: 762_000 } }]);
    await openHydrated(page, `${prefix}/order?design=koti-2&step=who`);
    await expect(form.getByRole("button", { name: new RegExp(LONG_NAME.replace(/[()]/g, "\\$&")) }).first()).toBeVisible();
  });
}

for (const { language, prefix, person, shop, yourName, byEmail, email, wishes, notes, mail, over } of [
  {
    language: "English",
    prefix: "",
    person: "Name of the person it is for",
    shop: "I will be measured at the shop",
    yourName: "Your name",
    wishes: "Fabric, colour and other wishes (optional)",
    byEmail: "By e-mail",
    email: "Your e-mail address",
    notes: "Anything else (optional)",
    mail: "Write it as an e-mail",
    over: "Anything else (optional): 6,000 characters, and at most 2,000 fit. Please remove 4,000.",
  },
  {
    language: "Gujarati",
    prefix: "/gu",
    person: "જેના માટે છે તેમનું નામ",
    shop: "હું દુકાને માપ આપવા આવીશ",
    yourName: "તમારું નામ",
    wishes: "કાપડ, રંગ અને બીજી ઇચ્છાઓ (મરજિયાત)",
    byEmail: "ઈ-મેઇલથી",
    email: "તમારું ઈ-મેઇલ સરનામું",
    notes: "બીજું કંઈ (મરજિયાત)",
    mail: "ઈ-મેઇલમાં લખો",
    over: "બીજું કંઈ (મરજિયાત): 6,000 અક્ષર છે, વધુમાં વધુ 2,000 ચાલે. કૃપા કરી 4,000 અક્ષર ઓછા કરો.",
  },
]) {
  test(`letters under piles of combining marks count past the limit, and the e-mail app is given nothing the checks refuse (${language})`, async ({ page }) => {
    const form = page.locator("form.order-form");
    await openHydrated(page, `${prefix}/order?design=kediya-3&step=who`);
    await form.getByLabel(person).fill("Riya");
    await page.goto(at(`${prefix}/order?design=kediya-3&step=measures`));
    await form.getByRole("radio", { name: shop }).check();
    await page.goto(at(`${prefix}/order?design=kediya-3&step=send`));
    // 1,500 letters, each under 60 marks: 91,500 units the old count took for 1,500 characters.
    const piled = `e${"\u0301".repeat(60)}`.repeat(1_500);
    await form.getByLabel(yourName).fill("Asha");
    await form.getByRole("radio", { name: byEmail }).check();
    await form.getByLabel(email).fill("asha@example.com");
    await form.getByText(wishes).click();
    await form.getByLabel(notes).fill(piled);
    const link = form.getByRole("link", { name: mail });
    const body = new URL((await link.getAttribute("href"))!).searchParams.get("body") ?? "";
    expect(body).not.toContain("\u0301");
    expect((await link.getAttribute("href"))!.length).toBeLessThan(2_000);
    await link.click();
    await expect(form.getByText(over).first()).toBeVisible();
  });
}
