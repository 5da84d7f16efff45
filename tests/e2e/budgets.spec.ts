import { expect, test } from "@playwright/test";
import { pagesInEveryLanguage } from "#app/routes/pages.ts";
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { LANGUAGE_NAMES } from "#app/i18n/languages.ts";
import { defaultClient, firstLoad, firstLoadFiles } from "#scripts/first-load.ts";
import { BUDGETS as budgets, OTHER_LANGUAGE_EXTRA, type Budget } from "#tests/e2e/first-load-budgets.ts";

/** A file of the build as a browser that takes gzip is sent it: the build's own .gz copy, or the file. */
const gzipSizeOf = (path: string) => {
  const file = join(defaultClient, path);
  return statSync(existsSync(`${file}.gz`) ? `${file}.gz` : file).size;
};

/** A Gujarati or Hindi page: the English page's budget, and 0.8 KB more JavaScript and 1.3 KB more HTML (their words take three bytes a letter). */
const LANGUAGE_PREFIX = /^\/(gu|hi)(?=\/)/;

const englishBudgetOf = (path: string) =>
  budgets[
    path.startsWith("/occasion/")
      ? "/occasion/:value"
      : /\/photo\//.test(path)
        ? "/:collection/photo/:photo"
        : /\/page\//.test(path)
          ? "/:collection/page/:page"
          : path
  ] ??
  // The test build's own collections (tests/fixtures/content) fill their first pages: 24 photos.
  (path.startsWith("/test-") ? budgets["/:collection/page/:page"] : undefined);

function budgetOf(path: string): Budget | undefined {
  if (!LANGUAGE_PREFIX.test(path)) return englishBudgetOf(path);
  const english = englishBudgetOf(path.replace(LANGUAGE_PREFIX, "") || "/");
  return english && { ...english, js: english.js + OTHER_LANGUAGE_EXTRA.js, html: english.html + OTHER_LANGUAGE_EXTRA.html };
}

/** Every page the build renders, in every language: those the sitemap lists, search's, the order page, and the not-found pages. */
const everyPage = () => [
  ...pagesInEveryLanguage(),
  "/search",
  "/gu/search",
  "/hi/search",
  "/order",
  "/gu/order",
  "/hi/order",
  "/404.html",
  "/gu/404.html",
  "/hi/404.html",
];

test("every page the build renders has a budget", () => {
  expect(everyPage().filter((path) => !budgetOf(path))).toEqual([]);
});

for (const path of everyPage()) {
  const budget = budgetOf(path);
  if (!budget) continue;
  test(`${path} loads at most ${budget.js} B of JavaScript, ${budget.css} B of CSS and ${budget.html} B of HTML (gzip)`, () => {
    const { js, css, html } = firstLoad(path);
    // Not zero: the page's scripts and styles were found at all (the framework alone is about 110 KB).
    expect(js).toBeGreaterThan(100_000);
    expect(css).toBeGreaterThan(1_000);
    expect.soft(js, "JavaScript").toBeLessThanOrEqual(budget.js);
    expect.soft(css, "CSS").toBeLessThanOrEqual(budget.css);
    expect.soft(html, "HTML").toBeLessThanOrEqual(budget.html);
  });
}

// What search downloads as its page runs, in each language: its designs (titles, thumbnails, prices,
// facts) and its index. For today's 78 designs, 9.6 KB in English and 11.4 KB in Gujarati and Hindi.
for (const [locale, prefix] of [
  ["English", ""],
  ["Gujarati", "/gu"],
  ["Hindi", "/hi"],
] as const) {
  test(`search's files in ${locale} are at most 25 KB (gzip), and each is there`, () => {
    const sizes = ["designs.json", "index.json"].map((file) => gzipSizeOf(`${prefix}/search/${file}`));
    for (const size of sizes) expect(size).toBeGreaterThan(1_000);
    expect(sizes[0] + sizes[1]).toBeLessThanOrEqual(25_000);
  });
}

test("no page's first load holds the order form, and the order page's holds none of its words", () => {
  for (const path of everyPage()) {
    const { scripts } = firstLoadFiles(path);
    expect(
      scripts.filter((url) => /\/(order-form|open-now|fitting-request)-/.test(url)),
      path,
    ).toEqual([]);
  }
  const text = firstLoadFiles("/gu/order")
    .scripts.map((url) => readFileSync(join(defaultClient, url), "utf8"))
    .join("\n");
  expect(text).not.toContain("order_person_name");
  expect(text).not.toContain("જેના માટે છે તેમનું નામ");
});

test("every page loads one style sheet, the same one; the order page also its form's, which it draws before its script runs, and search its filters'", () => {
  const isOrder = (path: string) => /^\/(?:(?:gu|hi)\/)?order$/.test(path);
  const isSearch = (path: string) => /^\/(?:(?:gu|hi)\/)?search$/.test(path);
  const sheets = new Set(
    everyPage()
      .filter((path) => !isOrder(path) && !isSearch(path))
      .map((path) => firstLoadFiles(path).styles.join(" ")),
  );
  expect([...sheets]).toHaveLength(1);
  const [shared] = [...sheets];
  expect(shared).toMatch(/^\/assets\/root-[\w-]+\.css$/);
  for (const path of everyPage().filter(isOrder)) {
    const [first, ...own] = firstLoadFiles(path).styles;
    expect(first, path).toBe(shared);
    // The fields' styles (shared with the fitting request, which loads them on demand) and the form's own.
    expect(own, path).toHaveLength(2);
  }
  for (const path of everyPage().filter(isSearch)) {
    const [first, ...own] = firstLoadFiles(path).styles;
    expect(first, path).toBe(shared);
    // Its results' filters, part of the page's own code (the catalogue pages load them on demand).
    expect(own, path).toEqual([expect.stringMatching(/^\/assets\/design-filters-[\w-]+\.css$/)]);
  }
});

// Each language's words are in its own layout's route (decision 011), so a page's script carries no
// other language's words: only the language menu's names, each language named in itself.
const SCRIPTS = { gu: /[\u0A80-\u0AFF]/, hi: /[\u0900-\u097F]/ };
for (const [path, foreign] of [
  ["/", ["gu", "hi"]],
  ["/kediya/photo/3", ["gu", "hi"]],
  ["/gu/", ["hi"]],
  ["/hi/kediya", ["gu"]],
] as const) {
  test(`${path}'s first-load script holds no words in ${foreign.join(" or ")} but the language menu's`, () => {
    const { scripts } = firstLoadFiles(path);
    expect(scripts.length).toBeGreaterThan(5);
    const text = scripts.map((url) => readFileSync(join(defaultClient, url), "utf8")).join("\n");
    for (const language of foreign) {
      const words =
        text
          .split(LANGUAGE_NAMES[language])
          .join("")
          .match(new RegExp(`${SCRIPTS[language].source}+`, "g")) ?? [];
      expect(words, `words in ${language}`).toEqual([]);
    }
  });
}

test("the fonts an English page loads are the brand faces cut to its characters, at most 22.3 KB, and a rarer letter still comes in the brand face", async ({
  page,
}) => {
  const fonts: { url: string; bytes: number }[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() === "font") fonts.push({ url: response.url(), bytes: (await response.body()).length });
  });
  await page.goto("./");
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState("networkidle");
  expect(fonts.map(({ url }) => url.replace(/^.*\/assets\/([\w-]+?)-[\w-]{8}\.woff2$/, "$1")).sort()).toEqual([
    "fraunces-600",
    "hind-vadodara-400",
    "hind-vadodara-400-rupee",
    "hind-vadodara-600",
    "hind-vadodara-600-rupee",
  ]);
  // 20.9 KB without hinting (28.9 KB with it), and the rupee sign in a cut of its own for each weight: the
  // previews' prices (600) and the shop's promises, "₹150" for delivery (400), 0.6 KB each (the package's
  // file that has it is 8.5 KB). Gujarati and Hindi pages: tests/e2e/language-fonts.spec.ts.
  expect(fonts.reduce((total, { bytes }) => total + bytes, 0)).toBeLessThanOrEqual(22_300);
  const loaded = await page.evaluate(() =>
    [...document.fonts].filter((face) => face.status === "loaded").map((face) => `${face.family.replace(/"/g, "")} ${face.weight}`),
  );
  // The stand-ins while they download are the phone's own faces (app/fonts/fonts.css): nothing to fetch.
  expect(loaded.filter((face) => !/ fallback /.test(face)).sort()).toEqual([
    "Fraunces 600",
    "Hind Vadodara 400",
    "Hind Vadodara 400",
    "Hind Vadodara 600",
    "Hind Vadodara 600",
  ]);

  // A photo title with an é: the full face that has it loads, on this page only.
  await page
    .locator("h1")
    .first()
    .evaluate((heading) => (heading.textContent = "Kediyu brodé"));
  await page.evaluate(() => document.fonts.ready);
  await expect.poll(() => fonts.some(({ url }) => /fraunces-latin-600-normal/.test(url))).toBe(true);
});
