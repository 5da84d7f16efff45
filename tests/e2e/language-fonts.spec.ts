import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import type { Font } from "harfbuzzjs";
import fontverter from "fontverter";
import { defaultClient } from "#scripts/first-load.ts";
import { cutFileName, fontOf, INDIC_FACES, SCRIPT_RUNS, shapeRun, trueTypeOf } from "#pipeline/indic-fonts.ts";
import { openHydrated } from "#tests/e2e/site.ts";

/** The font files a page fetches, by name before the build's hash, with their bytes. */
function watchFonts(page: Page): () => Promise<{ file: string; bytes: number }[]> {
  const fetched: Promise<{ file: string; bytes: number }>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "font") return;
    const file = new URL(response.url()).pathname.replace(/^.*\/([\w-]+?)-[\w-]{8}\.woff2?$/, "$1");
    fetched.push(response.body().then((body) => ({ file, bytes: body.length })));
  });
  return async () => (await Promise.all(fetched)).sort((a, b) => a.file.localeCompare(b.file));
}

/** Scrolls through the page, so that whatever shows further down has been laid out, then waits for its fonts. */
async function scrolledThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await document.fonts.ready;
  });
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready);
}

/** The faces the browser drew an element's text with (their own names), as Chromium reports them. */
async function drawnWith(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts.map(({ familyName }) => familyName);
}

for (const path of ["/", "/kediya"]) {
  test(`${path} (English) loads no Gujarati or Devanagari font`, async ({ page }) => {
    const fonts = watchFonts(page);
    await openHydrated(page, path);
    await scrolledThrough(page);
    expect((await fonts()).filter(({ file }) => /gujarati|devanagari/.test(file))).toEqual([]);
  });
}

const languages = [
  {
    lang: "gu",
    script: "gujarati",
    family: "Hind Vadodara",
    drawn: /^Hind Vadodara( SemiBold)?$/,
    paths: ["/gu/", "/gu/kediya", "/gu/kediya/photo/3", "/gu/occasion/navratri", "/gu/search", "/gu/order?design=kediya-1&design=chorni-2", "/gu/chaniya"],
  },
  {
    lang: "hi",
    script: "devanagari",
    family: "Hind",
    drawn: /^Hind( SemiBold)?$/,
    paths: ["/hi/", "/hi/kediya", "/hi/kediya/photo/3", "/hi/search", "/hi/order?design=koti-1"],
  },
] as const;

/** At most this many bytes of fonts on any Gujarati or Hindi page (an English page's are in budgets.spec.ts). */
const INDIC_PAGE_FONTS = 45_000;

for (const { lang, script, family, drawn: brand, paths } of languages) {
  for (const path of paths) {
    test(`${path} loads its ${script} faces cut to the site's words, and at most 45 KB of fonts`, async ({ page }) => {
      const fonts = watchFonts(page);
      await openHydrated(page, path);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await scrolledThrough(page);
      const fetched = await fonts();
      const scriptFiles = fetched.filter(({ file }) => /gujarati|devanagari/.test(file)).map(({ file }) => file);
      // Text (400) and headings, buttons and the brand (600), of this script only, and never a whole face.
      expect(scriptFiles).toEqual([
        `${script === "gujarati" ? "hind-vadodara-gujarati" : "hind-devanagari"}-400-cut`,
        `${script === "gujarati" ? "hind-vadodara-gujarati" : "hind-devanagari"}-600-cut`,
      ]);
      const total = fetched.reduce((sum, { bytes }) => sum + bytes, 0);
      expect(total, fetched.map(({ file, bytes }) => `${file} ${bytes}`).join(", ")).toBeLessThanOrEqual(INDIC_PAGE_FONTS);
      const failed = await page.evaluate(() => [...document.fonts].filter((face) => face.status === "error").map((face) => `${face.family} ${face.weight}`));
      expect(failed).toEqual([]);
    });
  }

  test(`a ${lang === "gu" ? "Gujarati" : "Hindi"} heading and text are drawn in ${family}, not the phone's stand-in, once the page has loaded`, async ({
    page,
  }) => {
    await openHydrated(page, paths[1]);
    await scrolledThrough(page);
    // Fraunces has no letters of this script: after it and its Latin stand-in, the heading's next face is the script's Hind.
    const headingStack = await page
      .locator("h1")
      .first()
      .evaluate((heading) => getComputedStyle(heading).fontFamily);
    expect(headingStack.replace(/"/g, "").split(/,\s*/).slice(0, 3)).toEqual(["Fraunces", "Fraunces fallback", family]);
    // The heading holds no Latin letter: every glyph of it comes from the brand face (at 600, "… SemiBold").
    const heading = await drawnWith(page, "h1");
    expect(heading.length).toBeGreaterThan(0);
    for (const face of heading) expect(face).toMatch(brand);
    // And the page's first paragraph, in its script, is in the brand face, not in the stand-in.
    const text = await drawnWith(page, "main p");
    expect(
      text.some((face) => brand.test(face)),
      text.join(", "),
    ).toBe(true);
    expect(text.join(", ")).not.toMatch(/Noto/);
  });
}

// Pages whose text is set from the left. A line set centred (the lightbox's caption on a photo's page) still
// moves by the difference between the stand-in's width and the brand face's on that line: the stand-ins match
// the site's words on average, not each line.
for (const path of ["/gu/", "/gu/kediya", "/gu/occasion/navratri", "/gu/kediya/photo/999", "/hi/", "/hi/kediya"]) {
  test(`${path} does not move when its fonts arrive late: the phone's stand-ins take their room`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.route(/\.woff2$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.addInitScript(() => {
      const shifts: string[] = [];
      Object.assign(window, { shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[]) {
          shifts.push(`${entry.value.toFixed(5)}: ${entry.sources.map(({ node }) => (node?.textContent ?? "").trim().slice(0, 30)).join(", ")}`);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    const fonts = watchFonts(page);
    await page.goto(`.${path}`);
    await expect.poll(async () => (await fonts()).length, { timeout: 10_000 }).toBeGreaterThan(3);
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
  });
}

test("a name the site's words do not have is typed in the whole Gujarati face, which no page loads before", async ({ page }) => {
  const fonts = watchFonts(page);
  await openHydrated(page, "/gu/order?design=kediya-1&step=who");
  await scrolledThrough(page);
  expect((await fonts()).map(({ file }) => file)).not.toContain("hind-vadodara-gujarati-400-normal");
  // ક્ષ and ષ્ણ: conjuncts no word of the site has.
  await page.locator("#order-person").fill("કૃષ્ણા ક્ષમા");
  await page.evaluate(() => document.fonts.ready);
  await expect.poll(async () => (await fonts()).map(({ file }) => file)).toContain("hind-vadodara-gujarati-400-normal");
  const stack = await page.locator("#order-person").evaluate((field) => getComputedStyle(field).fontFamily);
  expect(stack.replace(/"/g, "").split(/,\s*/)[0]).toBe("Hind Vadodara whole");
  expect(await drawnWith(page, "#order-person")).toEqual(["Hind Vadodara"]);
});

test("a letter no word of the site has still comes in the brand face, from the whole file, on the page that shows it", async ({ page }) => {
  const fonts = watchFonts(page);
  await openHydrated(page, "/gu/kediya");
  await scrolledThrough(page);
  expect((await fonts()).map(({ file }) => file)).not.toContain("hind-vadodara-gujarati-600-normal");
  // ૐ (U+0AD0) is in no content or message: the cut has no glyph for it.
  await page.locator("h1").evaluate((heading) => (heading.textContent = "ૐ"));
  await page.evaluate(() => document.fonts.ready);
  await expect.poll(async () => (await fonts()).map(({ file }) => file)).toContain("hind-vadodara-gujarati-600-normal");
  for (const face of await drawnWith(page, "h1")) expect(face).toMatch(/^Hind Vadodara( SemiBold)?$/);
});

/** Every run of a script in the built pages and their scripts (not the editor's, which has its own faces), as a browser would shape it. */
function builtRuns(): Record<"gujarati" | "devanagari", Set<string>> {
  const runs = { gujarati: new Set<string>(), devanagari: new Set<string>() };
  for (const file of readdirSync(defaultClient, { recursive: true, encoding: "utf8" })) {
    if (!/\.(html|js)$/.test(file) || file.startsWith("admin")) continue;
    const text = readFileSync(join(defaultClient, file), "utf8");
    for (const script of ["gujarati", "devanagari"] as const) for (const run of text.match(SCRIPT_RUNS[script]) ?? []) runs[script].add(run);
  }
  return runs;
}

async function drawn(font: Font, run: string, language: string): Promise<string> {
  return (await shapeRun(font, run, language))
    .map(({ glyph, xAdvance, xOffset, yOffset }) => `${font.glyphToPath(glyph)}@${xAdvance},${xOffset},${yOffset}`)
    .join(" ");
}

test("every Gujarati and Devanagari word the build wrote is drawn by its cut exactly as by the whole face", async () => {
  const runs = builtRuns();
  const assets = readdirSync(join(defaultClient, "assets"));
  for (const face of INDIC_FACES) {
    const cutFile = assets.find((file) => file.startsWith(`${cutFileName(face).replace(/\.woff2$/, "")}-`));
    expect(cutFile, `the ${face.script} ${face.weight} cut`).toBeDefined();
    const { font: cut } = await fontOf(new Uint8Array(await fontverter.convert(readFileSync(join(defaultClient, "assets", cutFile ?? "")), "truetype")));
    const { font: whole } = await fontOf(await trueTypeOf(face.from));
    expect(runs[face.script].size).toBeGreaterThan(100);
    const different: string[] = [];
    for (const run of runs[face.script]) if ((await drawn(cut, run, face.language)) !== (await drawn(whole, run, face.language))) different.push(run);
    expect(different, `${face.script} ${face.weight}`).toEqual([]);
  }
});
