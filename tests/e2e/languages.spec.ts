import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { pagePaths } from "#app/content/read-content.ts";
import { pageFile } from "#deploy/generate.ts";
import { SITE_URL, axeViolations, at, navLabels, openHydrated, phone } from "#tests/e2e/site.ts";

const client = join(import.meta.dirname, "..", "..", "build", "client");
const languages = [
  { locale: "gu", name: "ગુજરાતી", script: /[\u0A80-\u0AFF]/ },
  { locale: "hi", name: "हिन्दी", script: /[\u0900-\u097F]/ },
] as const;

/** Words a page may show in Latin letters whatever its language: the shop's name, its address for e-mail, the social networks' and the payment system's (UPI). */
const LATIN_ALLOWED = ["The Tailor's Studio", "orders@example.com", "WhatsApp", "UPI", "Facebook", "YouTube", "Twitter", "Rajkot", "Gujarat", "India"];

/** The page's visible words in Latin letters, leaving out what is marked English (an untranslated photo title) and the allowed names. */
async function englishLeftOn(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    const clone = document.body.cloneNode(true) as HTMLElement;
    for (const element of clone.querySelectorAll('[lang="en"], script, style, noscript, [hidden], [aria-hidden="true"]')) element.remove();
    return clone.innerText;
  });
  let rest = text;
  for (const allowed of LATIN_ALLOWED) rest = rest.replaceAll(allowed, " ");
  return [...new Set(rest.match(/[A-Za-z]{2,}/g) ?? [])];
}

for (const { locale, name, script } of languages) {
  test(`every ${name} page is prerendered under /${locale}/ with lang="${locale}", its own title and its words in its script`, () => {
    for (const path of pagePaths()) {
      const english = readFileSync(join(client, pageFile(path)), "utf8");
      const html = readFileSync(join(client, pageFile(`/${locale}${path === "/" ? "/" : path}`)), "utf8");
      expect(html, path).toMatch(new RegExp(`<html lang="${locale}"`));
      // The test build's own collections (tests/fixtures/content) are English only: their titles and headings stay so.
      if (path.startsWith("/test-")) continue;
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
      expect(title, path).not.toBe(/<title>([^<]*)<\/title>/.exec(english)?.[1]);
      const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? "";
      expect(`${title} ${heading}`, path).toMatch(script);
    }
  });

  for (const path of ["/", "/kediya", "/kediya/photo/3"]) {
    test(`/${locale}${path} leaves no English interface word, and axe finds nothing`, async ({ page }) => {
      await openHydrated(page, `/${locale}${path}`);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      if (path.includes("/photo/")) {
        await expect(page.getByRole("dialog")).toBeVisible();
        await page.keyboard.press("Escape");
        await expect(page.getByRole("dialog")).toBeHidden();
      }
      expect(await englishLeftOn(page)).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test(`/${locale}/ links the same page in every language (hreflang), and the sitemap lists it with its alternates`, async ({ page, request }) => {
    await page.goto(at(`/${locale}/kediya/photo/3`));
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => `${link.getAttribute("hreflang")} ${link.getAttribute("href")}`));
    expect(alternates).toEqual([
      `en ${SITE_URL}/kediya/photo/3`,
      `gu ${SITE_URL}/gu/kediya/photo/3`,
      `hi ${SITE_URL}/hi/kediya/photo/3`,
      `x-default ${SITE_URL}/kediya/photo/3`,
    ]);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}/${locale}/kediya/photo/3`);
    const sitemap = await (await request.get(at("/sitemap.xml"))).text();
    expect(sitemap).toContain(`<loc>${SITE_URL}/${locale}/</loc>`);
    const entry = sitemap.split("<url>").find((block) => block.includes(`<loc>${SITE_URL}/${locale}/kediya</loc>`));
    expect(entry).toContain(`hreflang="en" href="${SITE_URL}/kediya"`);
    expect(entry).toContain(`hreflang="hi" href="${SITE_URL}/hi/kediya"`);
    expect(entry).toContain(`hreflang="x-default" href="${SITE_URL}/kediya"`);
  });

  test(`a wrong address under /${locale}/ answers 404 in ${name}`, async ({ page }) => {
    const response = await page.goto(at(`/${locale}/no-such-page`));
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(script);
    await expect(page.getByRole("link", { name: /./ }).filter({ hasText: script }).first()).toBeVisible();
  });
}

test("on a not-found page, in any language, the switcher leads to each language's home page", async ({ page }) => {
  // Each language's fallback page (404.html, /gu/404.html) answers there.
  for (const address of ["/chaniya", "/gu/no-such-page", "/hi/kediya/photo/999"]) {
    await openHydrated(page, address);
    const switcher = page.locator(".language-switcher");
    await expect(switcher.locator('a[hreflang="en"]'), address).toHaveAttribute("href", "/");
    await expect(switcher.locator('a[hreflang="gu"]'), address).toHaveAttribute("href", "/gu/");
    await expect(switcher.locator('a[hreflang="hi"]'), address).toHaveAttribute("href", "/hi/");
  }
});

test("after a not-found page, the pages the visitor goes on to lead to themselves in each language", async ({ page }) => {
  await openHydrated(page, "/gu/no-such-page?from=old-link");
  await expect(page.locator('.language-switcher a[hreflang="hi"]')).toHaveAttribute("href", "/hi/");
  await page.getByRole("main").getByRole("link").click();
  await expect(page).toHaveURL(/\/gu\/$/);
  await page.locator('main a[href="/gu/kediya"]').first().click();
  await expect(page).toHaveURL(/\/gu\/kediya$/);
  const switcher = page.locator(".language-switcher");
  await expect(switcher.locator('a[hreflang="en"]')).toHaveAttribute("href", "/kediya");
  await expect(switcher.locator('a[hreflang="hi"]')).toHaveAttribute("href", "/hi/kediya");
  await expect(switcher.locator('a[hreflang="gu"]')).toHaveAttribute("aria-current", "page");
  // Back at the address the not-found page answered, it is that page again.
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/no-such-page/);
  await expect(switcher.locator('a[hreflang="hi"]')).toHaveAttribute("href", "/hi/");
  await expect(switcher.locator('a[hreflang="gu"]')).not.toHaveAttribute("aria-current", "page");
});

test("a Gujarati page that breaks (its data cannot be fetched) leads home to the Gujarati home page", async ({ page }) => {
  // Before the page loads: its own data is in it, and a link may fetch its page's data as soon as it shows.
  await page.route("**/*.data", (route) => route.abort("internetdisconnected"));
  await openHydrated(page, "/gu/");
  await page.locator('a[href="/gu/kediya"]').first().click();
  await expect(page).toHaveURL(/\/gu\/kediya$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/[\u0A80-\u0AFF]/);
  const home = page.getByRole("main").getByRole("link");
  await expect(home).toHaveText(/[\u0A80-\u0AFF]/);
  await page.unroute("**/*.data");
  await home.click();
  await expect(page).toHaveURL(/\/gu\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "gu");
});

test("the switcher leads to the same page and photo in the chosen language", async ({ page }) => {
  await openHydrated(page, "/kediya");
  await page.locator(".language-switcher summary").click();
  await page.locator(".language-switcher").getByRole("link", { name: "ગુજરાતી" }).click();
  await expect(page).toHaveURL(/\/gu\/kediya$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "gu");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/[\u0A80-\u0AFF]/);
  // The top bar now speaks Gujarati too.
  await expect(page.getByRole("navigation").first().getByRole("link").nth(1)).toHaveText(/[\u0A80-\u0AFF]/);

  // On a photo's page, each language's link is that photo's page in that language.
  await openHydrated(page, "/gu/kediya/photo/3");
  await expect(page.getByRole("dialog").locator(".yarl__counter")).toHaveText("3 / 20");
  // Behind the open photo (inert while it is open), the menu's links lead to this photo.
  const switcher = page.locator(".language-switcher");
  await expect(switcher.locator('a[hreflang="hi"]')).toHaveAttribute("href", "/hi/kediya/photo/3");
  await expect(switcher.locator('a[hreflang="en"]')).toHaveAttribute("href", "/kediya/photo/3");
  await expect(switcher.locator('a[hreflang="gu"]')).toHaveAttribute("aria-current", "page");
});

test("the switcher works without JavaScript, and the English pages keep the specification's words", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(at("/koti/photo/2"));
  await page.locator(".language-switcher summary").click();
  await page.getByRole("link", { name: "हिन्दी" }).click();
  await expect(page).toHaveURL(/\/hi\/koti\/photo\/2$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await page.goto(at("/"));
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("list").first().getByRole("link")).toHaveText(navLabels);
  await context.close();
});

test.describe("a browser that prefers Gujarati", () => {
  test.use({ locale: "gu-IN" });

  test("is not redirected from /, and gets a suggestion in Gujarati it can dismiss for good", async ({ page }) => {
    const response = await page.goto(at("/"));
    expect(response?.status()).toBe(200);
    await page.locator(".site-nav[data-enhanced]").waitFor({ state: "attached" });
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const suggestion = page.locator(".foot-notice");
    await expect(suggestion).toBeVisible();
    await expect(suggestion).toHaveAttribute("lang", "gu");
    await expect(suggestion.getByRole("link")).toHaveAttribute("href", "/gu/");
    expect(await axeViolations(page)).toEqual([]);
    await suggestion.getByRole("button").click();
    await expect(suggestion).toBeHidden();
    await page.reload();
    await page.locator(".site-nav[data-enhanced]").waitFor({ state: "attached" });
    await page.waitForTimeout(300);
    await expect(suggestion).toBeHidden();
  });

  test("a visitor who chose English with the switcher is not asked again", async ({ page }) => {
    await openHydrated(page, "/gu/");
    await page.locator(".language-switcher summary").click();
    await page.locator(".language-switcher").getByRole("link", { name: "English" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.reload();
    await page.locator(".site-nav[data-enhanced]").waitFor({ state: "attached" });
    await page.waitForTimeout(300);
    await expect(page.locator(".foot-notice")).toBeHidden();
  });
});

test("an English browser gets no suggestion; the switcher fits a phone's top bar and axe finds nothing with it open", async ({ browser }) => {
  const context = await browser.newContext({ viewport: phone, locale: "en-IN" });
  const page = await context.newPage();
  await openHydrated(page, "/gu/kediya");
  await page.locator(".language-switcher summary").click();
  await expect(page.locator(".language-switcher").getByRole("link", { name: "English" })).toBeVisible();
  const bar = (await page.locator(".site-nav__bar").boundingBox())!;
  const summary = (await page.locator(".language-switcher summary").boundingBox())!;
  expect(summary.x + summary.width).toBeLessThanOrEqual(bar.x + bar.width);
  expect(summary.height).toBeGreaterThanOrEqual(44);
  expect(await axeViolations(page)).toEqual([]);
  await openHydrated(page, "/");
  await page.waitForTimeout(300);
  await expect(page.locator(".foot-notice")).toBeHidden();
  await context.close();
});
