import { expect, test, type Page } from "@playwright/test";
import { axeViolations, desktop, openHydrated, phone, untilStill } from "#tests/e2e/site.ts";

/**
 * Filtering on a phone, in a sheet over the grid; the choices that would change nothing left out;
 * and an occasion's page filtered by collection; in English, Gujarati and Hindi. Of Kediya's 20
 * designs, every one is cotton and for Navratri, and 6 are for a wedding. Of Navratri's 78
 * designs, 5 are Chorni's.
 */
const KEDIYA_WEDDING = 6;
const NAVRATRI = 78;
const CHORNI = 5;

const WORDS = {
  en: {
    filter: "Filter",
    sheet: "Filter the designs",
    wedding: "Wedding",
    show: (n: number) => `Show ${n} designs`,
    oneChosen: "Filter 1 chosen",
    close: "Close the filters",
    kediya: "Kediya's photos",
    fabric: "Fabric",
    navratri: "Navratri",
    collection: "Collection",
    chorni: "Chorni's",
    occasion: "Designs for Navratri photos",
    pages: "Designs for Navratri: pages",
  },
  gu: {
    filter: "ફિલ્ટર",
    sheet: "ડિઝાઇન ફિલ્ટર કરો",
    wedding: "લગ્ન",
    show: (n: number) => `${n} ડિઝાઇન બતાવો`,
    oneChosen: "ફિલ્ટર 1 પસંદ કર્યું",
    close: "ફિલ્ટર બંધ કરો",
    kediya: "કેડિયાના ફોટા",
    fabric: "કાપડ",
    navratri: "નવરાત્રી",
    collection: "કલેક્શન",
    chorni: "ચોરણી",
    occasion: "નવરાત્રી માટેની ડિઝાઇનના ફોટા",
    pages: "નવરાત્રી માટેની ડિઝાઇન: પાનાં",
  },
  hi: {
    filter: "फ़िल्टर",
    sheet: "डिज़ाइन फ़िल्टर करें",
    wedding: "शादी",
    show: (n: number) => `${n} डिज़ाइन दिखाएँ`,
    oneChosen: "फ़िल्टर 1 चुना",
    close: "फ़िल्टर बंद करें",
    kediya: "केडिया की फ़ोटो",
    fabric: "कपड़ा",
    navratri: "नवरात्रि",
    collection: "कलेक्शन",
    chorni: "चोरनी",
    occasion: "नवरात्रि के लिए डिज़ाइन की फ़ोटो",
    pages: "नवरात्रि के लिए डिज़ाइन: पेज",
  },
} as const;
const LANGUAGE_NAMES = { en: "English", gu: "Gujarati", hi: "Hindi" };
const CLEAR = { en: "Clear filters", gu: "ફિલ્ટર હટાવો", hi: "फ़िल्टर हटाएँ" };
type Language = keyof typeof WORDS;
const pathIn = (language: Language, path: string) => (language === "en" ? path : `/${language}${path}`);

const filterButton = (page: Page, language: Language) => page.getByRole("button", { name: WORDS[language].filter, exact: true });
const sheet = (page: Page, language: Language) => page.getByRole("dialog", { name: WORDS[language].sheet });

for (const language of ["en", "gu", "hi"] as const) {
  const words = WORDS[language];

  test.describe(`on a phone, in ${LANGUAGE_NAMES[language]}`, () => {
    test.use({ viewport: phone });

    test("the filters open as a sheet whose Show button counts the choice and takes the visitor back to that many designs, where she was", async ({ page }) => {
      await openHydrated(page, pathIn(language, "/kediya"));
      const toggle = filterButton(page, language);
      await toggle.scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      await toggle.click();
      const dialog = sheet(page, language);
      await expect(dialog).toBeVisible();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      const show = dialog.getByRole("button", { name: words.show(20) });
      await expect(show).toBeVisible();
      // Measured where the sheet comes to rest: it rises into place.
      await untilStill(page);
      // The sheet's foot, with its Show button, is on the screen while the choices scroll.
      expect((await show.boundingBox())!.y + 48).toBeLessThanOrEqual(phone.height);

      await dialog.getByRole("checkbox", { name: new RegExp(`^${words.wedding}`) }).check();
      await expect(page).toHaveURL(new RegExp(`${pathIn(language, "/kediya")}\\?occasion=wedding$`));
      await dialog.getByRole("button", { name: words.show(KEDIYA_WEDDING) }).click();

      await expect(dialog).toBeHidden();
      // The same button, which now says how many values are chosen.
      const chosenToggle = page.getByRole("button", { name: words.oneChosen, exact: true });
      await expect(chosenToggle).toBeFocused();
      await expect(chosenToggle).toHaveAttribute("aria-expanded", "false");
      await expect(page.getByRole("list", { name: words.kediya }).getByRole("listitem")).toHaveCount(KEDIYA_WEDDING);
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    });

    test("Escape and the close button close the sheet, back on the Filter button; axe finds nothing with it open", async ({ page }) => {
      await openHydrated(page, pathIn(language, "/kediya"));
      const toggle = filterButton(page, language);
      await toggle.click();
      const dialog = sheet(page, language);
      await expect(dialog.getByRole("checkbox", { name: new RegExp(`^${words.wedding}`) })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(toggle).toBeFocused();

      await page.keyboard.press("Enter");
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: words.close }).click();
      await expect(dialog).toBeHidden();
      await expect(toggle).toBeFocused();
      await expect(page).toHaveURL(new RegExp(`${pathIn(language, "/kediya")}$`));
    });

    /** The rupee sign's face at the bands' weight (400), each time the page asks for it; the page's own prices are in the heavier one. */
    const bandsFace = (page: Page) => {
      const asked: string[] = [];
      page.on("request", (request) => request.resourceType() === "font" && /hind-vadodara-400-rupee/.test(request.url()) && asked.push(request.url()));
      return () => asked.length;
    };

    test("the price bands' face has come before the sheet opens: opening it fetches no font", async ({ page }) => {
      const fonts: string[] = [];
      page.on("request", (request) => request.resourceType() === "font" && fonts.push(new URL(request.url()).pathname));
      const asked = bandsFace(page);
      await openHydrated(page, pathIn(language, "/kediya"));
      await expect.poll(asked).toBe(1);
      fonts.length = 0;
      await filterButton(page, language).click();
      await expect(sheet(page, language).getByRole("radio").first()).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      expect(fonts).toEqual([]);
    });

    test("saving data, the price bands' face waits until the sheet shows them", async ({ page }) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setDataSaverOverride", { dataSaverEnabled: true });
      const asked = bandsFace(page);
      await openHydrated(page, pathIn(language, "/kediya"));
      await page.waitForTimeout(1_500);
      expect(asked()).toBe(0);
      await filterButton(page, language).click();
      await expect(sheet(page, language).getByRole("radio").first()).toBeVisible();
      await expect.poll(asked).toBe(1);
    });

    test("an occasion's page is filtered by collection in the sheet, and the choice lands in the address", async ({ page }) => {
      await openHydrated(page, pathIn(language, "/occasion/navratri"));
      await filterButton(page, language).click();
      const dialog = sheet(page, language);
      await dialog
        .getByRole("group", { name: words.collection })
        .getByRole("checkbox", { name: new RegExp(`^${words.chorni}`) })
        .check();
      await expect(page).toHaveURL(new RegExp(`${pathIn(language, "/occasion/navratri")}\\?collection=chorni$`));
      await dialog.getByRole("button", { name: words.show(CHORNI) }).click();
      const grid = page.getByRole("list", { name: words.occasion });
      await expect(grid.getByRole("listitem")).toHaveCount(CHORNI);
      const links = await grid.getByRole("link").evaluateAll((anchors) => anchors.map((a) => new URL((a as HTMLAnchorElement).href)));
      expect(links.every((link) => link.pathname.includes("/chorni/photo/"))).toBe(true);
    });
  });

  test.describe(`on a wide screen, in ${LANGUAGE_NAMES[language]}`, () => {
    test.use({ viewport: desktop });

    test("a group every design matches, and a value every design has, are not offered", async ({ page }) => {
      await openHydrated(page, pathIn(language, "/kediya"));
      await filterButton(page, language).click();
      // Inline, in the page, not a sheet.
      await expect(sheet(page, language)).toBeHidden();
      const panel = page.getByRole("form", { name: words.sheet });
      await expect(panel.getByRole("checkbox", { name: new RegExp(`^${words.wedding}`) })).toBeVisible();
      await expect(panel.getByRole("group", { name: words.fabric })).toHaveCount(0);
      await expect(panel.getByRole("checkbox", { name: new RegExp(`^${words.navratri}`) })).toHaveCount(0);
      await expect(panel.getByRole("group", { name: words.collection })).toHaveCount(0);
    });

    test("an occasion's collection filter narrows its designs from every page, lands in the address, and Clear brings its pages back", async ({ page }) => {
      await openHydrated(page, pathIn(language, "/occasion/navratri"));
      const grid = page.getByRole("list", { name: words.occasion });
      await expect(grid.getByRole("listitem")).toHaveCount(24);
      await filterButton(page, language).click();
      const panel = page.getByRole("form", { name: words.sheet });
      await expect(panel.getByRole("checkbox", { name: new RegExp(`^${words.navratri}`) })).toHaveCount(0);
      const chorni = panel.getByRole("group", { name: words.collection }).getByRole("checkbox", { name: new RegExp(`^${words.chorni}`) });
      await chorni.check();
      await expect(page).toHaveURL(new RegExp(`${pathIn(language, "/occasion/navratri")}\\?collection=chorni$`));
      await expect(grid.getByRole("listitem")).toHaveCount(CHORNI);
      if (language === "en")
        await expect(page.getByRole("status").filter({ hasText: "match" })).toHaveText(`${CHORNI} of ${NAVRATRI} designs match the filters.`);
      // Each design's page pages through the same designs: its collection's, for Navratri.
      const first = await grid.getByRole("link").first().getAttribute("href");
      expect(first).toMatch(/\/chorni\/photo\/\d+\?collection=chorni&occasion=navratri$/);
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole("button", { name: CLEAR[language] }).first().click();
      await expect(page).toHaveURL(new RegExp(`${pathIn(language, "/occasion/navratri")}$`));
      await expect(grid.getByRole("listitem")).toHaveCount(24);
      await expect(page.getByRole("navigation", { name: words.pages })).toBeVisible();
    });
  });
}

test("an occasion's filtered designs come a page at a time: Show more is kept in the address, and Clear starts again", async ({ page }) => {
  await openHydrated(page, "/occasion/navratri?collection=kediya&collection=throwback");
  const grid = page.getByRole("list", { name: WORDS.en.occasion });
  await expect(grid.getByRole("listitem")).toHaveCount(24);
  await page.getByRole("button", { name: "Show more designs" }).click();
  await expect(grid.getByRole("listitem")).toHaveCount(20 + 17);
  await expect(page).toHaveURL(/\?collection=kediya&collection=throwback&upto=2$/);
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/occasion\/navratri$/);
  await expect(grid.getByRole("listitem")).toHaveCount(24);
});
