import { expect, test, type Page } from "@playwright/test";
import { openHydrated } from "./site";

/**
 * The Gujarati and Devanagari font files the page asks for, as "gujarati 400",
 * "devanagari 600": the build keeps each file's name before its hash
 * (hind-vadodara-gujarati-400-normal-….woff2, hind-devanagari-600-normal-….woff2).
 */
function watchIndicFonts(page: Page): () => string[] {
  const requested = new Set<string>();
  page.on("request", (request) => {
    if (request.resourceType() !== "font") return;
    const file = new URL(request.url()).pathname.split("/").pop()!;
    const indic = /(gujarati|devanagari)-(\d00)-/.exec(file);
    if (indic) requested.add(`${indic[1]} ${indic[2]}`);
  });
  return () => [...requested].sort();
}

/** Waits until the page has asked for every font its text needs and they have arrived. */
async function fontsSettled(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState("networkidle");
}

for (const path of ["/", "/kediya"]) {
  test(`${path} (English) loads no Gujarati or Devanagari font`, async ({ page }) => {
    const indicFonts = watchIndicFonts(page);
    await openHydrated(page, path);
    await fontsSettled(page);
    expect(indicFonts()).toEqual([]);
  });
}

const languages = [
  { path: "/gu/", lang: "gu", script: "gujarati", family: "Hind Vadodara", block: /U\+0?A80-0?AFF/i },
  { path: "/hi/", lang: "hi", script: "devanagari", family: "Hind", block: /U\+0?900-0?97F/i },
] as const;

for (const { path, lang, script, family, block } of languages) {
  test(`${path} loads the ${script} faces of ${family} and no other script's, and its headings fall back to ${family}`, async ({ page }) => {
    const indicFonts = watchIndicFonts(page);
    await openHydrated(page, path);
    // The font stacks that pick the faces follow the page's language.
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await fontsSettled(page);
    // Text (400) and headings, buttons and the brand (600), of this script only.
    expect(indicFonts()).toEqual([`${script} 400`, `${script} 600`]);

    // Fraunces has no letters of this script: the heading's next face is the script's Hind, not a system one.
    const headingStack = await page.locator("h1").first().evaluate((heading) => getComputedStyle(heading).fontFamily);
    expect(headingStack.replace(/"/g, "").split(/,\s*/).slice(0, 2)).toEqual(["Fraunces", family]);
    const loaded = await page.evaluate(() =>
      [...document.fonts].filter((face) => face.status === "loaded").map((face) => ({ family: face.family.replace(/"/g, ""), weight: face.weight, range: face.unicodeRange })),
    );
    const scriptFaces = loaded.filter(({ range }) => block.test(range)).map(({ family, weight }) => `${family} ${weight}`);
    expect(scriptFaces.sort()).toEqual([`${family} 400`, `${family} 600`]);
  });
}
