import { expect, test, type Page } from "@playwright/test";
import { SITE_URL, at, openHydrated } from "#tests/e2e/site.ts";

// These run against a build made for https://tailor.example/shop, as a GitHub
// Pages project site is, served under /shop/ (the "shop" project in playwright.config.ts).
const PUBLIC = `${SITE_URL}/shop`;

/** Every address the page's markup names: links, scripts, styles, photos in every size. */
function addressesOf(page: Page) {
  return page.evaluate(() => {
    const srcsets = [...document.querySelectorAll("[srcset]")].flatMap((element) =>
      element
        .getAttribute("srcset")!
        .split(",")
        .map((candidate) => candidate.trim().split(/\s+/)[0]),
    );
    const attributes = [...document.querySelectorAll("[href], [src]")].map((element) => element.getAttribute("href") ?? element.getAttribute("src")!);
    return [...attributes, ...srcsets];
  });
}

/** Records what the browser refused or failed on a page: CSP violations, script errors, failed loads. */
function recordProblems(page: Page) {
  const problems: string[] = [];
  page.on("console", (message) => message.type() === "error" && problems.push(message.text()));
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("response", (response) => response.status() >= 400 && problems.push(`${response.status()} ${response.url()}`));
  return problems;
}

for (const path of ["/", "/kediya", "/koti/photo/2"]) {
  test(`${path} under /shop/ names only addresses under /shop/, and every one loads`, async ({ page, request }) => {
    const problems = recordProblems(page);
    await openHydrated(page, path);
    const internal = (await addressesOf(page)).filter((address) => !/^(https?:|mailto:|tel:|#)/.test(address));
    expect(internal.length).toBeGreaterThan(20);
    expect(internal.filter((address) => !address.startsWith("/shop/"))).toEqual([]);
    for (const address of new Set(internal)) {
      // The Chaniya tile leads to the not-found page, as the specification has it.
      const expected = address === "/shop/chaniya" ? 404 : 200;
      expect((await request.get(address.replace(/#.*/, ""))).status(), address).toBe(expected);
    }
    expect(problems).toEqual([]);
  });
}

test("link previews, canonical links and structured data point under the base path", async ({ page, request }) => {
  await page.goto(at("/kediya"));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${PUBLIC}/kediya`);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${PUBLIC}/kediya`);
  const image = (await page.locator('meta[property="og:image"]').getAttribute("content"))!;
  expect(image).toBe(`${PUBLIC}/share/kediya.jpg`);
  const card = await request.get(image.slice(SITE_URL.length));
  expect(card.status()).toBe(200);
  expect(card.headers()["content-type"]).toBe("image/jpeg");

  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const addresses = jsonLd.join("\n").match(/https?:\/\/[^"]+/g)!;
  expect(addresses.filter((address) => address.startsWith(SITE_URL) && !address.startsWith(`${PUBLIC}/`))).toEqual([]);
});

test("the sitemap lists every page under the base path, and each answers", async ({ request }) => {
  const sitemap = await (await request.get(at("/sitemap.xml"))).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
  expect(pages).toContain(`${PUBLIC}/`);
  expect(pages).toContain(`${PUBLIC}/kediya/photo/20`);
  for (const loc of pages.filter((_, i) => i % 10 === 0)) {
    expect(loc.startsWith(`${PUBLIC}/`), loc).toBe(true);
    expect((await request.get(loc.slice(SITE_URL.length))).status(), loc).toBe(200);
  }
  expect(await (await request.get(at("/robots.txt"))).text()).toContain(`Sitemap: ${PUBLIC}/sitemap.xml`);
});

test("an unknown address under /shop/ answers 404 with the not-found page, which leads home", async ({ page }) => {
  const problems = recordProblems(page);
  const response = await page.goto(at("/no-such-page"));
  expect(response?.status()).toBe(404);
  await page.locator(".site-nav[data-enhanced]").waitFor({ state: "attached" });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Not Found");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" })).toHaveAttribute("href", "/shop/#about");
  await page.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page).toHaveURL(at("/"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Tailor's Studio");
  // The 404 document itself is reported as a failed load; nothing else may fail.
  expect(problems.filter((problem) => !/status of 404|^404 .*no-such-page/.test(problem))).toEqual([]);
});

test("an unknown address under /shop/gu/ answers 404 with the Gujarati not-found page, which leads to the Gujarati home page", async ({ page }) => {
  const response = await page.goto(at("/gu/kediya/photo/999"));
  expect(response?.status()).toBe(404);
  await page.locator(".site-nav[data-enhanced]").waitFor({ state: "attached" });
  await expect(page.locator("html")).toHaveAttribute("lang", "gu");
  await expect(page.locator(".page-message__code")).toHaveText("404");
  await page.getByRole("main").getByRole("link").click();
  await expect(page).toHaveURL(at("/gu/"));
});

test("the site answers only under its base path", async ({ request }) => {
  expect((await request.get("/kediya")).status()).toBe(404);
  expect((await request.get("/shop/kediya")).status()).toBe(200);
});

test("a shared photo link is the photo's public address under the base path", async ({ page }) => {
  await openHydrated(page, "/throwback/photo/7");
  const ask = page.getByRole("dialog").getByRole("link", { name: /Ask about this design/ });
  const text = new URL((await ask.getAttribute("href"))!).searchParams.get("text")!;
  expect(text).toContain(`${PUBLIC}/throwback/photo/7`);
});

test("the web app manifest opens the site at its base path", async ({ page, request }) => {
  await page.goto(at("/"));
  const manifestUrl = new URL((await page.locator('link[rel="manifest"]').getAttribute("href"))!, page.url());
  expect(manifestUrl.pathname).toBe("/shop/manifest.webmanifest");
  const manifest = await (await request.get(manifestUrl.href)).json();
  expect(new URL(manifest.start_url, manifestUrl).pathname).toBe("/shop/");
  for (const icon of manifest.icons as { src: string }[]) {
    expect((await request.get(new URL(icon.src, manifestUrl).href)).status(), icon.src).toBe(200);
  }
});
