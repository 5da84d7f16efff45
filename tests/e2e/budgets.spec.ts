import { expect, test } from "@playwright/test";
import { pagesInEveryLanguage } from "../../app/i18n/pages.ts";
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { LANGUAGE_NAMES } from "../../app/i18n/languages.ts";
import { defaultClient, firstLoad, firstLoadFiles } from "../../scripts/first-load.ts";

interface Budget {
  js: number;
  css: number;
  html: number;
}

// What a page loads before a visitor does anything, in gzip bytes (as served), just above
// today's figures: growing past them is a decision, not an accident. A catalogue
// page shows at most 24 photos and a photo's page one, whatever the collection's
// size (tests/e2e/large-collections.spec.ts holds that), so these hold as it grows.
// The CSS carries the cut-down font faces (about 80 B), which save about 18 KB of fonts.
// HTML fell by a fifth when each photo went from three formats to one and a JPEG.
// The shortlist's store, toggles and top-bar button load after hydration, but the modules they
// share with the page (icons, picture packing, page files) became chunks of their own: 1.3 to 2.6 KB.
// The languages (docs/decisions/010-languages.md) added 2.8 KB of JavaScript to the home page;
// the language menu, the locale helpers and the hreflang links are most of it. Since one build
// renders every language (docs/decisions/011-one-build.md), a page's words are its language's
// whole module, in its language's route: 1.2 KB more on English pages, and a Gujarati or Hindi
// page's words take about 700 B more than English (three bytes a letter), so their JavaScript
// budget is English's and that. The contact form's words came into the first load with them, and
// what downloads on demand shares one small module (app/components/on-demand.tsx).
// The root's data says which page is the not-found one, and the pages' titles where they have none
// of their own; with the language's route in each page's data, about 100 B more HTML a page.
// A page asks for its script files once its first photo has shown (pipeline/react-router-output/page-scripts.ts):
// the list and the few lines that wait for the photo moved into the page, about 200 B of its HTML.
// Every page's styles are one style sheet (app/styles/pages.css), 4.3 KB: a catalogue page's
// 0.2 KB more than its own three, in one request instead of three. The layout's parts that need
// the script turn on in one transition (app/utils/use-hydrated.tsx), about 90 B of JavaScript.
// The stand-in faces that take the brand faces' room while they download (app/fonts/fonts.css),
// so the text does not move when they arrive: 165 B of CSS.
// Screens that fit (tests/e2e/screen-fit.spec.ts): the top bar's three layouts, 44 px taps and the
// lightbox's backings, 209 B of CSS; the unconfigured form's notice and its links, about 140 B of
// every page's HTML. The home page's previews open as catalogue designs (with the shortlist's
// toggles and the grid's way to a photo page): 1.4 KB more JavaScript on /, 1.2 KB less HTML (no
// large photos in its data); the grids' shared hook, 0.2 to 0.4 KB on the other pages.
// Designs' prices and facts (docs/decisions/012-digits.md): the build writes them into the page, so
// the first load gains only their words (about 200 B in each language's module), the cards' and
// the photo page's few lines and their styles: 0.55 to 0.85 KB of JavaScript and CSS together.
// The HTML carries the new words: a card's price, a catalogue's range, a photo's facts and its
// Product for search engines (0.4 to 0.8 KB).
// Search, filters and occasions (docs/decisions/013-search.md): the top bar's search link, the
// routes the router's manifest lists, a catalogue's and a photo page's mounts for the filters, and
// the room the filters keep: 0.39 to 0.97 KB of JavaScript and CSS together, having saved 0.28 to 0.62 KB on
// every page by listing only the files an on-demand part may still need (pipeline/react-router-output/preloads.ts).
// Ordering made to measure and the shop's hours (docs/decisions/014-order.md): the order page's
// route in the manifest, its links (a photo's page, the lightbox, the shortlist), the hours' block
// with the mounts of "Open now" and the fitting, the business's hours in its structured data, and
// the contact form's sending code downloaded when a visitor starts on the form rather than with the
// page: 0.56 to 0.99 KB of JavaScript and CSS together. The hours (as listed and as data) and their
// structured data add 0.7 to 1.1 KB of HTML, Gujarati's and Hindi's three bytes a letter the most.
// The Gujarati and Devanagari faces cut by the build (docs/decisions/015-indic-fonts-cut.md): their
// declarations, the whole faces behind them for what a visitor types, the phone's Gujarati and
// Devanagari stand-ins and the scripts' line heights, 333 B of CSS on every page; they take 9.8 KB
// of fonts off an English page and 116 to 137 KB off a Gujarati or Hindi one. The head's
// `<link rel="expect">`, which keeps the top bar from being drawn in part, 30 to 40 B of HTML and
// 10 B of JavaScript. The filters' collection (?collection=kediya), which every page's address
// reading knows: 7 to 13 B of JavaScript; an occasion's page, which mounts the filters as a
// catalogue does, 0.2 KB. A photo's page on a wide screen, its photo beside its facts and "Order made
// to measure" (on the first screen rather than under the photo), 20 to 30 B of CSS on every page.
// A build without e-mail settings leading with WhatsApp and the phone, and its form handing the
// message to WhatsApp: 283 to 301 B of JavaScript (the words for the hand-off in every page's
// language module) and 50 B of CSS on every page. Search's results' room from the first paint: 50 B
// of JavaScript and CSS. Every design card's name, price and making time, and the order page drawn
// with its form: 0.1 KB of CSS on every page, and the form's own style sheet (1.9 KB) on the order
// page, which it used to download with the form. Together, from the build before these: 0.67 to
// 0.75 KB of JavaScript and 0.26 KB of CSS on every page.
// Designs' own numbers (docs/decisions/016-design-files.md): a catalogue page's places, empty where a
// design was taken away, the lightbox stepping over them, and a photo page's neighbours by number:
// 30 B of JavaScript on every page, 110 to 130 B on a catalogue's and a photo's.
// What a visitor types is never lost, mixed or sent twice: the enquiry form on every page shares the
// order page's sending hook (a send recorded before it starts, and the question before a second),
// says when the phone keeps nothing, and counts characters as a reader does; the shortlist is read
// within bounds and shows the site's own names. 0.75 to 0.83 KB of JavaScript on every page.
// The enquiry form's code (its draft, limits, counting and sending) downloads as the page's script
// starts, and its prerendered form comes alive when it arrives (app/contact/contact-section.tsx):
// 3.3 to 3.7 KB less JavaScript on every page, 2.4 to 2.9 KB under the figures before the line above.
// Should the form's code not come, it is asked for twice more, and what was typed is kept on the
// phone for the form's next visit, and no line is left leading to it: 0.26 KB of JavaScript and 23 B
// of CSS on every page.
// The order the owner chooses for a collection (newest first, designs picked first): the listing worked
// out in the page, "Show more" reading the data files of its designs' numbers, and the lightbox and the
// photo page following it: 455 B of JavaScript on a catalogue page, 268 B on a photo's page.
// The page's switch to its script's parts (app/utils/use-hydrated.tsx) tells each part in turn
// instead of changing a context, so it no longer waits for the enquiry form's code: 141 B of
// JavaScript on every page.
// The form's words kept once, after the last try to download its code, and a send begun of older
// words not carried onto new ones: 51 B on every page.
// An order a stranger can trust: each step's main action kept in view, required fields marked, the
// end of a sent order, and the live hours line's room for two lines on a phone: 277 B of CSS on the
// order page, 18 B on every page; its form's code and words download with the form (1.5 KB more).
// An order of one design named without the page's script (decision 019): 61 to 69 B on every page (the
// route's optional design in the manifest), and on the order page 160 B of JavaScript and 85 B of CSS.
// Direction controls taken out of what a visitor sends (app/utils/bidi.ts, now in the contact
// form's message): 116 B on every page; long words of the owner's wrapped: 8 B of CSS.
// A shortlist known by its designs' addresses, which names the designs the site no longer has, and
// an order's words shown at once in its other tabs: 55 to 73 B of JavaScript on every page.
// The home page's designs at its top and how ordering works (its words are its data's): 0.7 KB of
// JavaScript and 1.2 KB of HTML on the home page, 0.5 KB of JavaScript on the order page; their
// styles, 362 B in every page's one sheet. Hours written as each language writes them
// (app/i18n/clock.ts) and the shop's way of paying in every page's store data: 40 to 64 B on every page.
// Low-data mode (app/utils/low-data.ts): what every photo reads to draw its smallest file, the
// footer's switch and its words, and the mount of the line that says so; a grid's fetching of the
// lightbox's code once the visitor moves (0.1 KB where a page has grids): 0.85 to 1.4 KB of
// JavaScript and 60 B of CSS on every page; its script in each page's head, 0.5 to 0.7 KB of HTML
// with the switch. Search asks for its results' code and its filters' styles from its HTML (20 KB of
// JavaScript and 1 KB of CSS it used to download as the page ran, now side by side with the page).
const budgets: Record<string, Budget> = {
  "/": { js: 131_380, css: 6_450, html: 14_190 },
  "/chakda": { js: 133_680, css: 6_450, html: 9_480 },
  "/chorni": { js: 133_680, css: 6_450, html: 8_930 },
  "/kediya": { js: 133_680, css: 6_450, html: 11_330 },
  "/koti": { js: 133_680, css: 6_450, html: 9_880 },
  "/throwback": { js: 133_680, css: 6_450, html: 10_980 },
  "/throwback2022": { js: 133_680, css: 6_450, html: 11_080 },
  // Each photo page, whatever its collection's size; the lightbox it opens on arrival loads after the page has shown.
  // A design with three photos shows all three, each with its words (0.2 KB of HTML).
  "/:collection/photo/:photo": { js: 131_210, css: 6_450, html: 8_690 },
  // A catalogue page of a full 24 photos: the later pages of a larger collection.
  "/:collection/page/:page": { js: 133_680, css: 6_450, html: 11_500 },
  // An occasion's page: 24 designs from any collection; its words are the build's.
  "/occasion/:value": { js: 132_410, css: 6_450, html: 12_770 },
  // Search: its results, its index and its filters download as the page runs. Its query is cut in
  // whole characters and without direction controls as the page reads it from the address.
  "/search": { js: 147_330, css: 7_420, html: 7_710 },
  // The order page: its form and its words (the page's language only) download as it runs.
  "/order": { js: 127_010, css: 8_810, html: 8_320 },
  "/404.html": { js: 124_490, css: 6_450, html: 8_150 },
};

/** A file of the build as a browser that takes gzip is sent it: the build's own .gz copy, or the file. */
const gzipSizeOf = (path: string) => {
  const file = join(defaultClient, path);
  return statSync(existsSync(`${file}.gz`) ? `${file}.gz` : file).size;
};

/** A Gujarati or Hindi page: the English page's budget, and 0.8 KB more JavaScript and 1.3 KB more HTML (their words take three bytes a letter). */
const LANGUAGE_PREFIX = /^\/(gu|hi)(?=\/)/;

const englishBudgetOf = (path: string) =>
  budgets[path.startsWith("/occasion/") ? "/occasion/:value" : /\/photo\//.test(path) ? "/:collection/photo/:photo" : /\/page\//.test(path) ? "/:collection/page/:page" : path] ??
  // The test build's own collections (tests/fixtures/content) fill their first pages: 24 photos.
  (path.startsWith("/test-") ? budgets["/:collection/page/:page"] : undefined);

function budgetOf(path: string): Budget | undefined {
  if (!LANGUAGE_PREFIX.test(path)) return englishBudgetOf(path);
  const english = englishBudgetOf(path.replace(LANGUAGE_PREFIX, "") || "/");
  return english && { ...english, js: english.js + 800, html: english.html + 1_300 };
}

/** Every page the build renders, in every language: those the sitemap lists, search's, the order page, and the not-found pages. */
const everyPage = () => [...pagesInEveryLanguage(), "/search", "/gu/search", "/hi/search", "/order", "/gu/order", "/hi/order", "/404.html", "/gu/404.html", "/hi/404.html"];

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
for (const [locale, prefix] of [["English", ""], ["Gujarati", "/gu"], ["Hindi", "/hi"]] as const) {
  test(`search's files in ${locale} are at most 25 KB (gzip), and each is there`, () => {
    const sizes = ["designs.json", "index.json"].map((file) => gzipSizeOf(`${prefix}/search/${file}`));
    for (const size of sizes) expect(size).toBeGreaterThan(1_000);
    expect(sizes[0] + sizes[1]).toBeLessThanOrEqual(25_000);
  });
}

test("no page's first load holds the order form, and the order page's holds none of its words", () => {
  for (const path of everyPage()) {
    const { scripts } = firstLoadFiles(path);
    expect(scripts.filter((url) => /\/(order-form|open-now|fitting-request)-/.test(url)), path).toEqual([]);
  }
  const text = firstLoadFiles("/gu/order").scripts.map((url) => readFileSync(join(defaultClient, url), "utf8")).join("\n");
  expect(text).not.toContain("order_person_name");
  expect(text).not.toContain("જેના માટે છે તેમનું નામ");
});

test("every page loads one style sheet, the same one; the order page also its form's, which it draws before its script runs, and search its filters'", () => {
  const isOrder = (path: string) => /^\/(?:(?:gu|hi)\/)?order$/.test(path);
  const isSearch = (path: string) => /^\/(?:(?:gu|hi)\/)?search$/.test(path);
  const sheets = new Set(everyPage().filter((path) => !isOrder(path) && !isSearch(path)).map((path) => firstLoadFiles(path).styles.join(" ")));
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

// Each language is a build of its own (pipeline/languages.ts), so a page's script carries no other
// language's words: only the language menu's names, each language named in itself.
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
      const words = text.split(LANGUAGE_NAMES[language]).join("").match(new RegExp(`${SCRIPTS[language].source}+`, "g")) ?? [];
      expect(words, `words in ${language}`).toEqual([]);
    }
  });
}

test("the fonts an English page loads are the brand faces cut to its characters, at most 22.3 KB, and a rarer letter still comes in the brand face", async ({ page }) => {
  const fonts: { url: string; bytes: number }[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() === "font") fonts.push({ url: response.url(), bytes: (await response.body()).length });
  });
  await page.goto("./");
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState("networkidle");
  expect(fonts.map(({ url }) => url.replace(/^.*\/assets\/([\w-]+?)-[\w-]{8}\.woff2$/, "$1")).sort()).toEqual(["fraunces-600", "hind-vadodara-400", "hind-vadodara-400-rupee", "hind-vadodara-600", "hind-vadodara-600-rupee"]);
  // 20.9 KB without hinting (28.9 KB with it), and the rupee sign in a cut of its own for each weight: the
  // previews' prices (600) and the shop's promises, "₹150" for delivery (400), 0.6 KB each (the package's
  // file that has it is 8.5 KB). Gujarati and Hindi pages: tests/e2e/language-fonts.spec.ts.
  expect(fonts.reduce((total, { bytes }) => total + bytes, 0)).toBeLessThanOrEqual(22_300);
  const loaded = await page.evaluate(() => [...document.fonts].filter((face) => face.status === "loaded").map((face) => `${face.family.replace(/"/g, "")} ${face.weight}`));
  // The stand-ins while they download are the phone's own faces (app/fonts/fonts.css): nothing to fetch.
  expect(loaded.filter((face) => !/ fallback /.test(face)).sort()).toEqual(["Fraunces 600", "Hind Vadodara 400", "Hind Vadodara 400", "Hind Vadodara 600", "Hind Vadodara 600"]);

  // A photo title with an é: the full face that has it loads, on this page only.
  await page.locator("h1").first().evaluate((heading) => (heading.textContent = "Kediyu brodé"));
  await page.evaluate(() => document.fonts.ready);
  await expect.poll(() => fonts.some(({ url }) => /fraunces-latin-600-normal/.test(url))).toBe(true);
});
