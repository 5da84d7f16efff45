import { expect, test, type Locator } from "@playwright/test";
import { at, axeViolations, openHydrated, phone } from "./site";

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

interface Found {
  slug: string;
  photo: number;
  title: string;
  thumb: string;
}

const TAMPERED = "Call +91 90000 00000 for 50% off";

/** The text of the shortlist's WhatsApp message and its e-mail's body. */
async function messages(list: Locator, whatsapp: RegExp | string, email: string): Promise<string[]> {
  const sent = await list.getByRole("link", { name: whatsapp }).getAttribute("href");
  const mailed = await list.getByRole("link", { name: email }).getAttribute("href");
  return [new URL(sent!).searchParams.get("text")!, new URL(mailed!).searchParams.get("body")!];
}

for (const { language, prefix, locale, button, heading, whatsapp, email } of [
  { language: "English", prefix: "", locale: {}, button: /^Shortlist/, heading: "Your shortlist", whatsapp: /^Send on WhatsApp/, email: "Send by e-mail" },
  { language: "Gujarati", prefix: "/gu", locale: { locale: "gu" }, button: /^મારી પસંદગી/, heading: "તમારી પસંદગી", whatsapp: /^WhatsApp પર મોકલો/, email: "ઈ-મેલથી મોકલો" },
]) {
  test(`a shortlist entry whose collection was rewritten on the phone shows and sends the site's name for it, and after a rename the new one (${language})`, async ({ page }) => {
    const file = (await (await page.request.get(at(`${prefix}/search/designs.json`))).json()) as { collections: Record<string, string>; designs: Found[] };
    const { slug, photo, title, thumb } = file.designs.find((design) => design.slug === "kediya" && design.photo === 2)!;
    await page.goto(at("/robots.txt"));
    await page.evaluate((entry) => localStorage.setItem("shortlist", JSON.stringify([entry])), { slug, photo, title, collection: TAMPERED, thumb, ...locale });

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
  await page.evaluate(() => localStorage.setItem("measured-people", JSON.stringify([{ name: "\u202eRiya \u2067(mum)", unit: "cm", measures: { chest: 914_400 } }])));
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
  { language: "English", prefix: "", person: "Name of the person it is for", here: "I will give the measurements here", chest: "Chest (in)", save: "Save these measurements on this phone", saved: "Saved on this phone as Riya." },
  { language: "Gujarati", prefix: "/gu", person: "જેના માટે છે તેમનું નામ", here: "હું માપ અહીં આપીશ", chest: "છાતી (ઇંચ)", save: "આ માપ આ ફોનમાં સાચવો", saved: "આ ફોનમાં Riya નામે સાચવ્યાં." },
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
