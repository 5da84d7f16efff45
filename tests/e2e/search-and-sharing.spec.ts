import { readdirSync } from "node:fs";
import { join } from "node:path";
import { EDITOR_FOLDER } from "#app/content/content-paths.ts";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { SITE_URL as SITE } from "#tests/e2e/site.ts";

async function metaOf(page: Page) {
  return page.evaluate(() => {
    const content = (selector: string) => document.head.querySelector(selector)?.getAttribute("content") ?? null;
    return {
      title: document.title,
      lang: document.documentElement.lang,
      description: content('meta[name="description"]'),
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
      ogTitle: content('meta[property="og:title"]'),
      ogDescription: content('meta[property="og:description"]'),
      ogUrl: content('meta[property="og:url"]'),
      ogImage: content('meta[property="og:image"]'),
      ogImageWidth: content('meta[property="og:image:width"]'),
      ogImageHeight: content('meta[property="og:image:height"]'),
      ogImageAlt: content('meta[property="og:image:alt"]'),
      twitterCard: content('meta[name="twitter:card"]'),
      twitterImage: content('meta[name="twitter:image"]'),
    };
  });
}

function jsonLd(page: Page) {
  return page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "null") as Record<string, unknown>));
}

/** Fetches a share image from the test server and checks what link previews need of it. */
async function expectShareImage(page: Page, absolute: string, width: number, height: number) {
  expect(absolute.startsWith(`${SITE}/`)).toBe(true);
  const response = await page.request.get(absolute.slice(SITE.length));
  expect(response.status()).toBe(200);
  const body = await response.body();
  expect(body.length).toBeLessThan(300_000);
  const info = await sharp(body).metadata();
  expect([info.format, info.width, info.height]).toEqual(["jpeg", width, height]);
}

const pages = [
  { path: "/", title: /^The Tailor's Studio/, card: "/share/home.jpg" },
  { path: "/kediya", title: /^Kediya's \| The Tailor's Studio$/, card: "/share/kediya.jpg" },
  { path: "/throwback2022", title: /^Our Customers \| The Tailor's Studio$/, card: "/share/throwback2022.jpg" },
];

for (const { path, title, card } of pages) {
  test(`${path} has its own title, description, canonical URL and link preview`, async ({ page }) => {
    await page.goto(path);
    const meta = await metaOf(page);
    expect(meta.title).toMatch(title);
    expect(meta.lang).toBe("en");
    expect(meta.description?.length).toBeGreaterThan(40);
    expect(meta.canonical).toBe(`${SITE}${path}`);
    expect(meta.ogUrl).toBe(meta.canonical);
    expect(meta.ogTitle).toBe(meta.title);
    expect(meta.ogDescription).toBe(meta.description);
    expect(meta.ogImage).toBe(`${SITE}${card}`);
    expect([meta.ogImageWidth, meta.ogImageHeight]).toEqual(["1200", "630"]);
    expect(meta.ogImageAlt).toBeTruthy();
    expect(meta.twitterCard).toBe("summary_large_image");
    expect(meta.twitterImage).toBe(meta.ogImage);
    await expectShareImage(page, meta.ogImage!, 1200, 630);
  });
}

test("a photo's page uses the photo as its preview and its title as the description", async ({ page }) => {
  await page.goto("/koti");
  const title = await page.getByRole("main").getByRole("listitem").nth(3).getByRole("img").getAttribute("alt");
  await page.goto("/koti/photo/4");
  const meta = await metaOf(page);
  expect(meta.title.startsWith(`${title} | Koti's`)).toBe(true);
  expect(meta.description).toBe(title);
  expect(meta.canonical).toBe(`${SITE}/koti/photo/4`);
  expect(meta.ogImageAlt).toBe(title);
  expect(meta.ogImage).toMatch(/^https:\/\/tailor\.example\/assets\/.+\.jpg$/);
  await expectShareImage(page, meta.ogImage!, Number(meta.ogImageWidth), Number(meta.ogImageHeight));
});

test("the not-found page has its own title and description and asks not to be indexed", async ({ page }) => {
  await page.goto("/no-such-page");
  const meta = await metaOf(page);
  expect(meta.title).toBe("Page not found | The Tailor's Studio");
  expect(meta.description).toBeTruthy();
  expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
});

test("every page describes the business as a ClothingStore", async ({ page }) => {
  for (const path of ["/", "/chorni", "/chorni/photo/2"]) {
    await page.goto(path);
    const store = (await jsonLd(page)).find((data) => data["@type"] === "ClothingStore");
    expect(store, path).toMatchObject({
      "@context": "https://schema.org",
      name: "The Tailor's Studio",
      address: expect.stringContaining("Rajkot"),
      telephone: "+919876543210",
      email: "orders@example.com",
      foundingDate: "2018",
      sameAs: ["https://www.facebook.com/", "https://twitter.com/", "https://www.youtube.com/"],
    });
  }
});

test("a catalogue is an ItemList of its designs, each at its own page, with breadcrumbs", async ({ page }) => {
  await page.goto("/chakda");
  const data = await jsonLd(page);
  const list = data.find((item) => item["@type"] === "ItemList") as { itemListElement: Record<string, unknown>[] };
  const titles = await page
    .getByRole("main")
    .getByRole("img")
    .evaluateAll((images) => images.map((img) => img.getAttribute("alt")));
  expect(list.itemListElement).toHaveLength(8);
  expect(list.itemListElement.map((item) => item.name)).toEqual(titles);
  list.itemListElement.forEach((item, i) => {
    expect(item).toMatchObject({ "@type": "ListItem", position: i + 1, url: `${SITE}/chakda/photo/${i + 1}` });
    expect(String(item.image)).toMatch(/^https:\/\/tailor\.example\/assets\//);
  });
  const crumbs = data.find((item) => item["@type"] === "BreadcrumbList") as { itemListElement: { name: string; item: string }[] };
  expect(crumbs.itemListElement.map((crumb) => [crumb.name, crumb.item])).toEqual([
    ["The Tailor's Studio", `${SITE}/`],
    ["Chakda's", `${SITE}/chakda`],
  ]);
});

test("the sitemap lists every prerendered page but search's and the order page, and robots.txt points to it", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url.slice(SITE.length)).sort();
  const client = join(import.meta.dirname, "..", "..", "build", "client");
  const built = readdirSync(client, { recursive: true, encoding: "utf8" })
    // The owner's editor is no page of the site.
    .filter((file) => file.endsWith("index.html") && !file.startsWith(`${EDITOR_FOLDER}/`))
    .map((file) => `/${file.replace(/\/?index\.html$/, "")}`)
    // Search's page (with its copies that have results) and the order page (with its copy for each design) are the visitor's own (noindex): search engines keep to the catalogues and occasions.
    .filter((path) => !/^(\/(gu|hi))?\/(search(\/for\/[a-z0-9-]+)?|order(\/[a-z0-9-]+)?)$/.test(path))
    // A language's home page is listed as /gu/, as the site links to it.
    .map((path) => (/^\/(gu|hi)$/.test(path) ? `${path}/` : path))
    .sort();
  expect(built.length).toBeGreaterThan(80);
  expect(listed).toEqual(built);
  expect(await (await request.get("/robots.txt")).text()).toContain(`Sitemap: ${SITE}/sitemap.xml`);
});

test("has a favicon set and a web app manifest", async ({ page }) => {
  await page.goto("/");
  for (const selector of ['link[rel="icon"]', 'link[rel="apple-touch-icon"]']) {
    const href = await page.locator(selector).getAttribute("href");
    expect((await page.request.get(href!)).status(), selector).toBe(200);
  }
  const manifestUrl = new URL((await page.locator('link[rel="manifest"]').getAttribute("href"))!, page.url());
  const manifest = await (await page.request.get(manifestUrl.href)).json();
  expect(manifest).toMatchObject({ name: "The Tailor's Studio", theme_color: "#8e2430" });
  // Addresses in a manifest are relative to it: the app opens at the home page.
  expect(new URL(manifest.start_url, manifestUrl).href).toBe(new URL("/", page.url()).href);
  for (const icon of manifest.icons as { src: string; sizes: string }[]) {
    const response = await page.request.get(new URL(icon.src, manifestUrl).href);
    expect(response.status(), icon.src).toBe(200);
    if (icon.sizes !== "any") {
      const info = await sharp(await response.body()).metadata();
      expect(`${info.width}x${info.height}`).toBe(icon.sizes);
    }
  }
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(0);
});
