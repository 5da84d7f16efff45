import { expect, test, type Page } from "@playwright/test";
import { axeViolations, desktop, openHydrated, phone } from "#tests/e2e/site.ts";

// Kediya's first design: ₹3,500 to ₹5,600, made in 12 to 18 days.
const LANGUAGES = [
  { prefix: "", title: "Ajrakh blue kediyu, mirror work and gota lace", days: "12–18 days", collection: "Kediya's" },
  { prefix: "/gu", title: "અજરખ વાદળી કેડિયું, આભલા ભરત અને ગોટાની લેસ", days: "12–18 દિવસ", collection: "કેડિયા" },
  { prefix: "/hi", title: "अजरख नीला केडिया, शीशे का काम और गोटे की लेस", days: "12–18 दिन", collection: "केडिया" },
];
const PRICE = "₹3,500–5,600";

const card = (page: Page, n = 0) => page.getByRole("main").locator(".photo-grid__item").nth(n);

for (const { prefix, title, days, collection } of LANGUAGES) {
  for (const size of [phone, desktop]) {
    test(`${prefix || "/en"} at ${size.width} px: a catalogue card says the design's name, price and making time`, async ({ page }) => {
      await page.setViewportSize(size);
      await openHydrated(page, `${prefix}/kediya`);
      const first = card(page);
      await expect(first.locator(".photo-card__name")).toHaveText(title);
      await expect(first.locator(".photo-card__price")).toHaveText(PRICE);
      await expect(first.locator(".photo-card__days")).toHaveText(days);
      // A screen reader hears them with the design, once: the name is the photo's.
      await expect(first.getByRole("link")).toHaveAccessibleName(`${title} ${PRICE} ${days}`);
      // The name is two lines at most, and whole lines: nothing cut through its letters.
      const name = await first
        .locator(".photo-card__name")
        .evaluate((element) => ({ height: element.clientHeight, line: Number.parseFloat(getComputedStyle(element).lineHeight) }));
      const lines = name.height / name.line;
      expect(lines).toBeLessThanOrEqual(2.05);
      expect(Math.abs(lines - Math.round(lines))).toBeLessThan(0.05);
      // The heart is a 44 px target that covers none of the card's words.
      const heart = await first.locator(".shortlist-toggle").boundingBox();
      const words = await first.locator(".photo-card__text").boundingBox();
      expect(heart!.width).toBeGreaterThanOrEqual(44);
      expect(heart!.height).toBeGreaterThanOrEqual(44);
      expect(heart!.y + heart!.height).toBeLessThanOrEqual(words!.y);
      if (size === desktop) {
        // A row and a half of cards shows on a 900 px high screen.
        expect((await first.boundingBox())!.height).toBeLessThanOrEqual(600);
      }
    });
  }

  test(`${prefix || "/en"}: a design says the same price and making time on its card, in the lightbox, in the shortlist and on the order page`, async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await openHydrated(page, `${prefix}/kediya`);
    await card(page).getByRole("button").click();
    await card(page).getByRole("link").click();
    const facts = page.getByRole("dialog").locator(".lightbox-caption .design-facts");
    await expect(facts.locator("dd").first()).toHaveText(PRICE);
    await expect(facts.locator("dd").nth(1)).toHaveText(days);
    await page.keyboard.press("Escape");
    await page.getByRole("banner").locator(".site-nav__shortlist").click();
    const panel = page.locator(".shortlist-panel");
    await expect(panel.locator(".shortlist-panel__price")).toHaveText(`${PRICE} · ${days}`);
    await openHydrated(page, `${prefix}/order?design=kediya-1`);
    const row = page.locator(".order-design");
    await expect(row).toContainText(`${collection} · ${PRICE}`);
    await expect(row).toContainText(days);
  });
}

/** Each range of figures in `element` ("₹3,500–5,600", "12–18") as it reads, with "/" where a line ends inside it. */
const rangesAsRead = (element: Element) => {
  const read: string[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    const node = text;
    const letter = document.createRange();
    const lineOf = (i: number) => {
      letter.setStart(node, i);
      letter.setEnd(node, i + 1);
      return Math.round(letter.getBoundingClientRect().top);
    };
    for (const range of (node.textContent ?? "").matchAll(/\S*\d–\d\S*/g)) {
      read.push([...range[0]].map((char, i) => (i > 0 && lineOf(range.index + i) !== lineOf(range.index + i - 1) ? ` / ${char}` : char)).join(""));
    }
  }
  return read;
};

test("on a 320 px phone a Gujarati price range reads whole on the order page and in the shortlist, never parted after its dash", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await openHydrated(page, "/gu/order?design=kediya-1");
  await expect(page.locator(".order-design__price")).toHaveText(PRICE);
  expect(await page.locator(".order-design").evaluate(rangesAsRead)).toEqual([PRICE, "12–18"]);
  await openHydrated(page, "/gu/kediya");
  await card(page).getByRole("button").click();
  await page.getByRole("banner").locator(".site-nav__shortlist").click();
  await expect(page.locator(".shortlist-panel__price")).toHaveText(`${PRICE} · 12–18 દિવસ`);
  expect(await page.locator(".shortlist-panel__price").evaluate(rangesAsRead)).toEqual([PRICE, "12–18"]);
});

test("search's and an occasion's cards name each design's collection, as they mix them", async ({ page }) => {
  await openHydrated(page, "/occasion/navratri");
  await expect(card(page).locator(".photo-card__collection")).toHaveText(/^(Kediya's|Chorni's|Chakda's|Koti's)$/);
  await openHydrated(page, "/gu/search?q=kediya");
  await expect(card(page).locator(".photo-card__collection")).toHaveText("કેડિયા");
  await expect(card(page).locator(".photo-card__price")).toHaveText(/^₹/);
  expect(await axeViolations(page, "main")).toEqual([]);
});
