import { expect, test, type Page } from "@playwright/test";
import { SITE_URL, at, axeViolations, openHydrated, phone } from "#tests/e2e/site.ts";

/**
 * Finding a design: search from the top bar, in three languages and in Latin letters, with the
 * query in the address; the filters of a catalogue, kept in the address; and a page for every
 * occasion. The shipped content has 9 bandhani designs; the test build adds "Test bridal chaniya"
 * to the 9 shipped chaniyas. Of Kediya's 20 designs, 6 are for a wedding: photos 1, 4, 8, 11, 15 and 18.
 */
const BANDHANI = 9;
const CHANIYA = 10;
const KEDIYA_WEDDING = [1, 4, 8, 11, 15, 18];

const results = (page: Page) => page.locator(".search-results .photo-grid__item");
const status = (page: Page) => page.locator(".search-results__status");

test("on a phone, search starts from the top bar, finds a typed Latin spelling, keeps the query in the address, and Back undoes it", async ({ page }) => {
  await page.setViewportSize(phone);
  await openHydrated(page, "/kediya");
  await page.getByRole("link", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/search$/);
  const field = page.getByRole("searchbox", { name: "Search designs" });
  await expect(field).toBeFocused();
  await expect(status(page)).toContainText("Type a garment");

  await field.pressSequentially("bandhni");
  await expect(status(page)).toHaveText(`${BANDHANI} designs found`);
  await expect(page.getByRole("status").filter({ hasText: "designs found" })).toHaveCount(1);
  await expect(results(page)).toHaveCount(BANDHANI);
  await expect(page).toHaveURL(/\/search\?q=bandhni$/);
  expect(await axeViolations(page)).toEqual([]);

  // A result opens large over its own page; closing comes back to the same results.
  await results(page).first().getByRole("link").click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page).toHaveURL(/\/photo\/\d+$/);
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/\/search\?q=bandhni$/);
  await expect(results(page)).toHaveCount(BANDHANI);
  await expect(field).toHaveValue("bandhni");

  // Back undoes the search as a whole, not a letter at a time.
  await page.goBack();
  await expect(page).toHaveURL(/\/search$/);
  await expect(field).toHaveValue("");
  await expect(results(page)).toHaveCount(0);
});

for (const { path, query, found } of [
  { path: "/gu/search", query: "બાંધણી", found: `${BANDHANI} ડિઝાઇન મળી` },
  { path: "/gu/search", query: "chaniya", found: `${CHANIYA} ડિઝાઇન મળી` },
  { path: "/hi/search", query: "बांधनी", found: `${BANDHANI} डिज़ाइन मिले` },
  { path: "/hi/search", query: "chanya", found: `${CHANIYA} डिज़ाइन मिले` },
]) {
  test(`a shared address ${path}?q=${query} shows its results, the field filled in`, async ({ page }) => {
    await page.goto(at(`${path}?q=${encodeURIComponent(query)}`));
    await expect(status(page)).toHaveText(found);
    await expect(page.getByRole("searchbox")).toHaveValue(query);
    await expect(results(page)).toHaveCount(Number(found.split(" ")[0]));
  });
}

test("a query that finds nothing says so and suggests: a Gujarati word typed on an English page leads to Gujarati search", async ({ page }) => {
  await openHydrated(page, `/search?q=${encodeURIComponent("બાંધણી")}`);
  await expect(status(page)).toHaveText("No design matches “બાંધણી”.");
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "“બાંધણી” ગુજરાતીમાં શોધો" }).click();
  await expect(page).toHaveURL(/\/gu\/search\?q=/);
  await expect(status(page)).toHaveText(`${BANDHANI} ડિઝાઇન મળી`);

  // A typo nothing is near: the page still offers the occasions and collections to browse.
  await openHydrated(page, "/search?q=tuxedo");
  await expect(status(page)).toHaveText("No design matches “tuxedo”.");
  await expect(page.getByRole("navigation", { name: "Designs by occasion" }).getByRole("link", { name: "Navratri" })).toBeVisible();
});

test("search's results can be filtered, and the filters are in the address with the query", async ({ page }) => {
  await openHydrated(page, "/search?q=bandhani");
  await expect(status(page)).toHaveText(`${BANDHANI} designs found`);
  await page.getByRole("button", { name: "Filter" }).click();
  const wedding = page.getByRole("checkbox", { name: /^Wedding/ });
  await wedding.check();
  await expect(page).toHaveURL(/\?q=bandhani&occasion=wedding$/);
  const weddingBandhani = Number((await wedding.evaluate((box) => box.closest("label")!.textContent))!.match(/(\d+) designs?/)![1]);
  await expect(status(page)).toHaveText(`${weddingBandhani} design${weddingBandhani === 1 ? "" : "s"} found`);
  await expect(results(page)).toHaveCount(weddingBandhani);
  expect(weddingBandhani).toBeLessThan(BANDHANI);
  expect(await axeViolations(page)).toEqual([]);
});

test("a catalogue's filter shows its count, narrows the grid, lives in the address, and Back undoes it", async ({ page }) => {
  await openHydrated(page, "/kediya");
  const grid = page.getByRole("list", { name: "Kediya's photos" });
  await expect(grid.getByRole("listitem")).toHaveCount(20);
  const toggle = page.getByRole("button", { name: "Filter" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const wedding = page.getByRole("checkbox", { name: `Wedding ${KEDIYA_WEDDING.length} designs` });
  await expect(wedding).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await wedding.check();
  await expect(page).toHaveURL(/\/kediya\?occasion=wedding$/);
  await expect(page.getByRole("status").filter({ hasText: "match" })).toHaveText(`${KEDIYA_WEDDING.length} of 20 designs match the filters.`);
  await expect(grid.getByRole("listitem")).toHaveCount(KEDIYA_WEDDING.length);
  const links = await grid
    .getByRole("link")
    .evaluateAll((anchors) => anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname + new URL((a as HTMLAnchorElement).href).search));
  expect(links).toEqual(KEDIYA_WEDDING.map((photo) => `/kediya/photo/${photo}?occasion=wedding`));
  expect(await axeViolations(page)).toEqual([]);

  // A price band narrows further; Back undoes one choice at a time.
  await page.getByRole("radio", { name: /^Under ₹3,000/ }).check();
  await expect(page).toHaveURL(/occasion=wedding&price=0-3000$/);
  await expect(grid.getByRole("listitem")).toHaveCount(1);
  await page.goBack();
  await expect(page).toHaveURL(/\/kediya\?occasion=wedding$/);
  await expect(grid.getByRole("listitem")).toHaveCount(KEDIYA_WEDDING.length);
  await page.goBack();
  await expect(page).toHaveURL(/\/kediya$/);
  await expect(grid.getByRole("listitem")).toHaveCount(20);
});

test("a filtered catalogue's address can be shared; its lightbox pages through the filtered designs and closes back to them", async ({ page }) => {
  await openHydrated(page, "/kediya?occasion=wedding");
  const grid = page.getByRole("list", { name: "Kediya's photos" });
  await expect(grid.getByRole("listitem")).toHaveCount(KEDIYA_WEDDING.length);
  await grid.getByRole("link").first().click();
  // The arrows page once the photo is on show, as a visitor sees it (pressed sooner, the key can reach the page before the lightbox has its focus).
  await expect(page.getByRole("dialog").locator(".yarl__slide_current").getByRole("img")).toBeVisible();
  await expect(page).toHaveURL(/\/kediya\/photo\/1\?occasion=wedding$/);
  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(/\/kediya\/photo\/4\?occasion=wedding$/);
  await page.keyboard.press("ArrowLeft");
  await expect(page).toHaveURL(/\/kediya\/photo\/1\?occasion=wedding$/);
  // Before the first, the last of the filtered designs.
  await page.keyboard.press("ArrowLeft");
  await expect(page).toHaveURL(/\/kediya\/photo\/18\?occasion=wedding$/);
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/\/kediya\?occasion=wedding$/);
  await expect(grid.getByRole("listitem")).toHaveCount(KEDIYA_WEDDING.length);
  await expect(grid.getByRole("link").last()).toBeFocused();
});

test("filters that choose nothing say so and offer to clear them", async ({ page }) => {
  await openHydrated(page, "/kediya?occasion=wedding&colour=pink");
  await expect(page.getByRole("status").filter({ hasText: "No design" })).toHaveText("No design matches these filters.");
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Clear filters" }).last().click();
  await expect(page).toHaveURL(/\/kediya$/);
  await expect(page.getByRole("list", { name: "Kediya's photos" }).getByRole("listitem")).toHaveCount(20);
});

test("a filter written wrongly in the address chooses nothing away: the catalogue shows its designs and Clear takes it off", async ({ page }) => {
  await openHydrated(page, "/kediya?price=cheap");
  await expect(page.getByRole("status").filter({ hasText: "match" })).toHaveText("20 of 20 designs match the filters.");
  await expect(page.getByRole("list", { name: "Kediya's photos" }).getByRole("listitem")).toHaveCount(20);
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/kediya$/);
  await expect(page.getByRole("list", { name: "Kediya's photos" }).getByRole("listitem")).toHaveCount(20);
});

test("Back after a filter unticks it: the ticks are the address's", async ({ page }) => {
  await openHydrated(page, "/gu/kediya");
  await page.getByRole("button", { name: "ફિલ્ટર" }).click();
  const wedding = page.getByRole("checkbox", { name: /^લગ્ન/ });
  await wedding.check();
  await expect(page).toHaveURL(/\/gu\/kediya\?occasion=wedding$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/gu\/kediya$/);
  await expect(wedding).not.toBeChecked();
  await expect(page.getByRole("button", { name: "ફિલ્ટર હટાવો" })).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an occasion's page lists its designs from every collection, paginated, with its own title, card and structured data", async ({ page }) => {
    const response = await page.goto(at("/occasion/navratri"));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Designs for Navratri");
    await expect(page).toHaveTitle(/^Designs for Navratri \| /);
    await expect(page.locator(".catalogue__count")).toHaveText(/^\d+ designs for Navratri, from every collection\.$/);
    const links = page.locator(".photo-grid a");
    await expect(links).toHaveCount(24);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    // Designs of more than one collection, each linking to its own page.
    expect(new Set(hrefs.map((href) => href.split("/")[1])).size).toBeGreaterThan(1);
    expect(hrefs.every((href) => /^\/[a-z0-9-]+\/photo\/\d+$/.test(href))).toBe(true);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/share\/[a-z0-9-]+\.jpg$/);
    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as { "@type": string; itemListElement?: unknown[] },
    );
    expect(data.find((item) => item["@type"] === "ItemList")?.itemListElement).toHaveLength(24);
    expect(data.some((item) => item["@type"] === "BreadcrumbList")).toBe(true);
    await page.getByRole("navigation", { name: /pages/ }).getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\/occasion\/navratri\/page\/2$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Designs for Navratri");
  });

  test("the Gujarati occasion page is in Gujarati, the sitemap lists every occasion's pages, and an unknown occasion is not found", async ({
    page,
    request,
  }) => {
    await page.goto(at("/gu/occasion/wedding"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("લગ્ન માટેની ડિઝાઇન");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}/gu/occasion/wedding`);
    const sitemap = await (await request.get(at("/sitemap.xml"))).text();
    for (const path of ["/occasion/navratri", "/occasion/navratri/page/2", "/gu/occasion/wedding", "/hi/occasion/festival"])
      expect(sitemap).toContain(`<loc>${SITE_URL}${path}</loc>`);
    expect(sitemap).not.toContain("/search");
    expect((await request.get(at("/occasion/birthday"))).status()).toBe(404);
    expect((await request.get(at("/occasion/navratri/page/9"))).status()).toBe(404);
  });

  test("the search page says what it needs and offers the occasions and collections to browse; a catalogue shows its designs unfiltered", async ({ page }) => {
    // A query of two words: no page has its results (see below for one that has).
    await page.goto(at("/search?q=bandhani+chakda"));
    await expect(page.locator(".search-page__no-script")).toContainText("Search needs the page's script");
    await expect(page.getByRole("navigation", { name: "Collections" }).getByRole("link")).not.toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
    await page.goto(at("/kediya?occasion=wedding"));
    await expect(page.getByRole("list", { name: "Kediya's photos" }).getByRole("listitem")).toHaveCount(20);
    await expect(page.getByRole("button", { name: "Filter" })).toHaveCount(0);
  });
});

// The occasion page, the search page and its results, in Gujarati and Hindi: a page a test, as axe takes a while on each.
for (const path of ["/gu/occasion/navratri", "/hi/occasion/navratri", `/gu/search?q=${encodeURIComponent("ચણિયા")}`, "/hi/search"]) {
  test(`${decodeURIComponent(path)} passes axe`, async ({ page }) => {
    await openHydrated(page, path);
    if (path.includes("?q=")) await expect(status(page)).toContainText("ડિઝાઇન");
    expect(await axeViolations(page), path).toEqual([]);
  });
}

for (const [language, prefix] of [
  ["en", ""],
  ["gu", "/gu"],
] as const) {
  test(`${language}: an index the host answers with its error page says search could not load, and Try again reads the real one`, async ({ page }) => {
    const words = (await import(`#app/messages/extra/${language}.json`, { with: { type: "json" } })).default as Record<string, string>;
    let broken = true;
    await page.route(`**${prefix}/search/index.json`, (route) =>
      broken ? route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Oops</title>" }) : route.fallback(),
    );
    // (A query of two words: none of the pages with results in them answers it.)
    await openHydrated(page, `${prefix}/search?q=bandhani+chakda`);
    await expect(status(page)).toHaveText(words.search_failed);
    // The page stands: its heading and field are there, with what was asked.
    await expect(page.getByRole("searchbox")).toHaveValue("bandhani chakda");
    expect(await axeViolations(page)).toEqual([]);

    broken = false;
    await page.getByRole("button", { name: words.search_retry }).click();
    await expect(status(page)).not.toHaveText(words.search_failed);
    await expect(results(page).first()).toBeVisible();
  });
}

// Search asked one of the shop's own words is answered with a copy of the page that has its results
// in it (docs/decisions/020-search-results-in-the-page.md), by npm run serve here and by nginx (nginx.spec.ts).
for (const { path, query, found } of [
  { path: "/search", query: "bandhani", found: `${BANDHANI} designs found` },
  { path: "/gu/search", query: "bandhni", found: `${BANDHANI} ડિઝાઇન મળી` },
  { path: "/hi/search", query: "बांधनी", found: `${BANDHANI} डिज़ाइन मिले` },
]) {
  const address = `${path}?${new URLSearchParams({ q: query })}`;
  test(`${path}?q=${query} comes with its results: without the script, and with it until search's files come (when she does something), the same cards, held still`, async ({
    browser,
  }) => {
    const plain = await browser.newContext({ javaScriptEnabled: false });
    const withoutScript = await plain.newPage();
    await withoutScript.goto(at(address));
    await expect(status(withoutScript)).toHaveText(found);
    await expect(results(withoutScript)).toHaveCount(BANDHANI);
    // The first photo is asked for first, with the page.
    await expect(results(withoutScript).first().locator("img")).toHaveAttribute("fetchpriority", "high");
    await expect(withoutScript.locator(".search-page__no-script")).toHaveCount(0);
    // Each card as its photo names it.
    const names = (page: Page) =>
      results(page)
        .locator("img")
        .evaluateAll((photos) => photos.map((photo) => photo.getAttribute("alt")));
    const cards = await names(withoutScript);
    await plain.close();

    const context = await browser.newContext({ viewport: phone });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(String(error)));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    // The search files wait until the visitor does something (and here, until the test lets them come):
    // the results shown until then are the page's own.
    const asked: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${path}/*.json`, async (route) => {
      asked.push(route.request().url());
      await held;
      await route.fallback();
    });
    await openHydrated(page, address);
    await expect(page).toHaveURL(at(address));
    await expect(page.getByRole("searchbox")).toHaveValue(query);
    await expect(status(page)).toHaveText(found);
    expect(await names(page)).toEqual(cards);
    // (A face arriving may nudge the heading as the page loads: what counts is what the files move.)
    const shiftsBefore = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);
    expect(asked).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    release();
    // Scrolling the results is doing something.
    const indexFile = page.waitForResponse((response) => response.url().endsWith(`${path}/index.json`));
    await page.mouse.wheel(0, 300);
    await indexFile;
    // Long enough for the files to be read and their results drawn.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    // The files' results are the page's: nothing moves.
    await expect(status(page)).toHaveText(found);
    expect(await names(page)).toEqual(cards);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(shiftsBefore);
    // And search goes on from them.
    await page.getByRole("searchbox").fill("chaniya");
    await expect(status(page)).not.toHaveText(found);
    expect(errors).toEqual([]);
    await context.close();
  });
}

test("a page with results at its own address takes the visitor to search with its query, whose address it is", async ({ page, request }) => {
  await openHydrated(page, "/gu/search/for/bandhani");
  await expect(page).toHaveURL(at(`/gu/search?${new URLSearchParams({ q: "બાંધણી" })}`));
  await expect(status(page)).toHaveText(`${BANDHANI} ડિઝાઇન મળી`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}/gu/search`);
  expect((await request.get(at("/search/for/no-such-word"))).status()).toBe(404);
});

test("a page with results asked at search's address with a slash keeps the visitor's query, and its language menu leads to search in each language", async ({
  page,
}) => {
  await openHydrated(page, "/gu/search/?q=bandhni");
  await expect(status(page)).toHaveText(`${BANDHANI} ડિઝાઇન મળી`);
  await expect(page.getByRole("searchbox")).toHaveValue("bandhni");
  await expect(page).toHaveURL(/\/gu\/search\/\?q=bandhni$/);
  // Each language names its copies for itself: the menu leads to search, never to another language's copy.
  const links = await page.locator(".language-switcher__list a").evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")));
  expect(links).toHaveLength(3);
  for (const href of links) expect(href).toMatch(/\/search(\?|$)/);
});
