import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test, type APIResponse, type Page } from "@playwright/test";
import type { DeployHeaders } from "#deploy/generate.ts";
import { nginxPrefix } from "#tests/nginx/prefix.ts";
import { ask, entryScript, hidden, load, malformed, mix, slashes, wrongMethods } from "#tests/e2e/hostile.ts";
import { openHydrated, phone } from "#tests/e2e/site.ts";

// These run against the test build behind nginx with deploy/nginx.conf (see playwright.config.ts).
const build = join(import.meta.dirname, "..", "..", "build-e2e");
const client = join(build, "client");
const API = "https://api.emailjs.com/api/v1.0/email/send";

/**
 * What Netlify and Cloudflare Pages send for `path` from the generated
 * _headers file: every rule that matches it (`/*` and the path's own), as
 * those hosts do.
 */
function cdnHeaders(path = "/"): Record<string, string> {
  const text = readFileSync(join(build, "client", "_headers"), "utf8");
  const rules = text.split(/\n(?=\S)/).map((block) => {
    const [pattern, ...lines] = block.split("\n");
    return {
      pattern,
      headers: Object.fromEntries(
        lines
          .map((line) => line.match(/^ {2}([\w-]+): (.+)$/))
          .filter((m) => m !== null)
          .map(([, name, value]) => [name.toLowerCase(), value]),
      ),
    };
  });
  const matches = (pattern: string) => pattern === path || (pattern.endsWith("/*") && path.startsWith(pattern.slice(0, -1)));
  return Object.assign({}, ...rules.filter((rule) => matches(rule.pattern)).map((rule) => rule.headers));
}

/** What the build wrote for npm run serve: the common headers and each page's policy. */
const written: DeployHeaders = JSON.parse(readFileSync(join(build, "deploy", "headers.json"), "utf8"));

/** The headers every host sends, and the page's own Content-Security-Policy (`file` is the page served). */
function expectSecurityHeaders(response: APIResponse, file = "/404.html") {
  const headers = response.headers();
  const { "content-security-policy": shared, ...common } = cdnHeaders();
  for (const [name, value] of Object.entries(common)) expect(headers[name], name).toBe(value);
  expect(headers["content-security-policy"]).toBe(written.pages[file]);
  // The CDN hosts' shared policy only adds to it; the page's <meta> policy holds its script hashes.
  for (const directive of shared.split("; ")) expect(headers["content-security-policy"]).toContain(directive);
}

test("serves every page at its clean URL, with or without the slash", async ({ request }) => {
  for (const [path, file] of [
    ["/", "/index.html"],
    ["/kediya", "/kediya/index.html"],
    ["/kediya/", "/kediya/index.html"],
    ["/throwback2022/photo/17", "/throwback2022/photo/17/index.html"],
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/html/);
    expect(response.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expectSecurityHeaders(response, file);
  }
  expect(await (await request.get("/kediya/")).text()).toMatch(/<h1>Kediya(&#x27;|')s<\/h1>/);
});

test("answers an order of one design with that design's order page, in each language, and any other order with /order, as npm run serve does", async ({
  request,
}) => {
  const orderPage = /<div class="order-no-script">/;
  for (const [path, file] of [
    ["/order?design=kediya-3", "/order/kediya-3/index.html"],
    ["/order/?step=who&design=kediya-3", "/order/kediya-3/index.html"],
    ["/gu/order?design=kediya-3", "/gu/order/kediya-3/index.html"],
    ["/hi/order?design=koti-2&step=send", "/hi/order/koti-2/index.html"],
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).toMatch(orderPage);
    expectSecurityHeaders(response, file);
  }
  for (const path of [
    "/order",
    "/order?design=kediya-3&design=koti-2",
    "/order?design=kediya-999",
    "/order?design=..%2F..%2Findex",
    "/order?design=kediya-3/../../",
    "/gu/order?design=KEDIYA-3",
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const text = await response.text();
    expect(text, path).not.toMatch(orderPage);
    expect(text, path).toContain('class="order-form"');
    expectSecurityHeaders(response, path.startsWith("/gu") ? "/gu/order/index.html" : "/order/index.html");
  }
});

test("answers search asked one of the shop's words with the page that has its results, in each language, and any other search with /search, as npm run serve does", async ({
  request,
}) => {
  const withResults = /<p class="search-results__status" role="status">/;
  const gujarati = encodeURIComponent("બાંધણી");
  for (const path of [
    "/search?q=bandhani",
    "/search/?q=Bandhani",
    "/gu/search?q=bandhni",
    `/gu/search?q=${gujarati}`,
    `/gu/search?q=${gujarati.toLowerCase()}`,
  ]) {
    const [page, query] = path.split("?q=");
    const file = written.searchPages[`${page.replace(/\/$/, "")}?${decodeURIComponent(query).toLowerCase()}`];
    expect(file, path).toMatch(/\/search\/for\/bandhani(-\d+)?\/index\.html$/);
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).toMatch(withResults);
    expectSecurityHeaders(response, file);
  }
  for (const path of ["/search", "/search?q=bandhani&fabric=cotton", "/search?q=bandhani+chakda", "/search?q=..%2F..%2Findex", "/gu/search?q=tuxedo"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).not.toMatch(withResults);
    expectSecurityHeaders(response, path.startsWith("/gu") ? "/gu/search/index.html" : "/search/index.html");
  }
});

test("serves the owner's editor at /admin/ with its own policy and headers, as the CDN hosts would", async ({ request }) => {
  const response = await request.get("/admin/");
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers["content-security-policy"]).toBe(written.pages["/admin/index.html"]);
  expect(headers["content-security-policy"]).toContain("connect-src 'self' blob: data: https://api.github.com");
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
  expect(headers["x-robots-tag"]).toBe("noindex, nofollow");
  const cdn = cdnHeaders("/admin/");
  for (const name of ["content-security-policy", "cross-origin-opener-policy", "x-robots-tag", "x-frame-options"]) expect(cdn[name], name).toBe(headers[name]);
  // Without its slash, the editor's own files would be looked for in the wrong folder.
  const bare = await request.get("/admin", { maxRedirects: 0 });
  expect(bare.status()).toBe(301);
  expect(bare.headers()["location"]).toBe("/admin/");
});

test("answers unknown paths and /chaniya with the not-found page and status 404", async ({ request }) => {
  for (const path of ["/chaniya", "/no-such-page", "/kediya/photo/21", "/assets/missing.js", "/404.html", "/_headers"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain("Not Found");
    expectSecurityHeaders(response);
  }
});

test("serves the Gujarati and Hindi pages, and answers a wrong address under their prefix in their language with status 404", async ({ request }) => {
  for (const [path, file] of [
    ["/gu/", "/gu/index.html"],
    ["/hi/kediya", "/hi/kediya/index.html"],
    ["/gu/throwback2022/photo/17/", "/gu/throwback2022/photo/17/index.html"],
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expectSecurityHeaders(response, file);
  }
  for (const [path, locale] of [
    ["/gu/no-such-page", "gu"],
    ["/hi/kediya/photo/21", "hi"],
    ["/gu/404.html", "gu"],
    ["/hi/404", "hi"],
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain(`<html lang="${locale}"`);
    expectSecurityHeaders(response, `/${locale}/404.html`);
  }
});

test("lists no directories", async ({ request }) => {
  for (const path of ["/assets/", "/kediya/../assets/"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text()).not.toContain("Index of");
  }
});

test("caches hashed assets for a year and sends the copies compressed at build time", async ({ request, baseURL }) => {
  const script = entryScript(client);
  const response = await request.get(script);
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expectSecurityHeaders(response);
  const data = await request.get("/kediya.data");
  expect(data.headers()["content-type"]).toMatch(/^text\/x-script/);
  expect(data.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");

  for (const [path, file] of [
    ["/", "index.html"],
    [script, script.slice(1)],
    ["/kediya.data", "kediya.data"],
    ["/sitemap.xml", "sitemap.xml"],
    ["/manifest.webmanifest", "manifest.webmanifest"],
  ]) {
    const original = readFileSync(join(client, file));
    for (const [acceptEncoding, encoding, copy] of [
      ["gzip, deflate, br, zstd", "br", ".br"],
      ["gzip", "gzip", ".gz"],
      ["identity", undefined, ""],
    ] as const) {
      const answer = await ask(baseURL!, { path, headers: { "Accept-Encoding": acceptEncoding } });
      const what = `${path} (${acceptEncoding})`;
      expect(answer.headers["content-encoding"], what).toBe(encoding);
      expect(answer.headers.vary, what).toBe("Accept-Encoding");
      expect(answer.body.equals(readFileSync(join(client, file + copy))), what).toBe(true);
      const decoded = encoding === "br" ? brotliDecompressSync(answer.body) : encoding === "gzip" ? gunzipSync(answer.body) : answer.body;
      expect(decoded.equals(original), what).toBe(true);
    }
  }
  expect((await request.get("/manifest.webmanifest")).headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  expect((await request.get("/sitemap.xml")).headers()["content-type"]).toMatch(/^text\/xml/);
});

test("hides host configuration, internal pages and the compressed copies, however spelled", async ({ baseURL }) => {
  for (const path of hidden) {
    const answer = await ask(baseURL!, { path, headers: { "Accept-Encoding": "br, gzip" } });
    expect(answer.status, path).toBe(404);
    expect(answer.headers["content-type"], path).toMatch(/^text\/html/);
  }
});

test("merges doubled slashes, and refuses malformed addresses", async ({ baseURL }) => {
  for (const [path, page] of slashes) {
    const answer = await ask(baseURL!, { path });
    expect(answer.status, path).toBe(200);
    expect(answer.body.equals((await ask(baseURL!, { path: page })).body), path).toBe(true);
  }
  for (const path of malformed) {
    expect((await ask(baseURL!, { path })).status, path.slice(0, 40)).toBe(refusedStatus(path));
  }
});

test("answers only GET and HEAD: 405 with an Allow header for other methods", async ({ baseURL }) => {
  for (const method of wrongMethods) {
    for (const path of ["/", "/kediya", entryScript(client)]) {
      const answer = await ask(baseURL!, { path, method });
      expect(answer.status, `${method} ${path}`).toBe(405);
      expect(answer.headers.allow, `${method} ${path}`).toBe("GET, HEAD");
    }
  }
  expect((await ask(baseURL!, { path: "/kediya", method: "HEAD" })).status).toBe(200);
});

/** nginx takes "[" and a long name for a file it does not have (404); npm run serve refuses them (400). */
function refusedStatus(path: string) {
  return path === "//[" || path.length > 1000 ? 404 : 400;
}

test("stands 2,000 requests from 50 clients, hostile ones among them, in under 250 MB", async ({ baseURL }) => {
  test.setTimeout(60_000);
  const master = Number(readFileSync(join(nginxPrefix(new URL(baseURL!).port), "nginx.pid"), "utf8"));
  const processes = () => [master, ...readFileSync(`/proc/${master}/task/${master}/children`, "utf8").trim().split(/\s+/).map(Number)];
  expect(processes().length).toBeGreaterThan(1);
  const result = await load(baseURL!, mix(client, refusedStatus), processes);
  expect(result.problems.slice(0, 20)).toEqual([]);
  expect(processes().length).toBeGreaterThan(1);
  expect((await ask(baseURL!, { path: "/" })).status).toBe(200);
  expect(result.peakMB).toBeLessThan(250);
  expect(result.seconds).toBeLessThan(30);
});

test("sends the same security headers as the CDN files, GitHub Pages' <meta> policy and npm run serve", async ({ request }) => {
  const response = await request.get("/");
  const headers = response.headers();
  expect(headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  const csp = headers["content-security-policy"];
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain("unsafe-eval");
  expect(csp).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
  expect(csp).toContain("connect-src 'self' https://api.emailjs.com");
  expect(csp).toContain("img-src 'self' data:");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'self'");
  expect(csp).toContain("form-action 'self'");
  // The <meta> policy is the same, less what a <meta> cannot say.
  const meta = (await response.text()).match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/)![1];
  expect(meta).toBe(csp.replace("; frame-ancestors 'none'", ""));
  // npm run serve sends the same set, but HSTS (it serves plain HTTP), and the same page policies.
  const { "strict-transport-security": hsts, "content-security-policy": shared, ...rest } = cdnHeaders();
  expect(hsts).toBeTruthy();
  expect(shared).not.toMatch(/script-src|default-src/);
  expect(Object.fromEntries(Object.entries(written.common).map(([k, v]) => [k.toLowerCase(), v]))).toEqual(rest);
  expect(written.pages["/index.html"]).toBe(csp);
});

/** Records every Content-Security-Policy violation the page reports. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  const console: string[] = [];
  page.on("console", (message) => /Content Security Policy/i.test(message.text()) && console.push(message.text()));
  return async () => [...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)), ...console];
}

test("no page breaks the Content-Security-Policy, whatever the visitor does", async ({ page }) => {
  const violations = await watchViolations(page);
  await page.route(API, (route) => route.fulfill({ status: 200, body: "OK" }));
  for (const path of ["/", "/kediya", "/chorni", "/chakda", "/koti", "/throwback", "/throwback2022", "/chaniya"]) {
    await openHydrated(page, path);
    expect(await violations(), path).toEqual([]);
  }

  await openHydrated(page, "/koti");
  await page.getByRole("main").getByRole("link").first().click();
  // The arrows page once the photo is on show, as a visitor sees it (pressed sooner, the key can reach the page before the lightbox has its focus).
  await expect(page.getByRole("dialog").locator(".yarl__slide_current").getByRole("img")).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(/\/koti\/photo\/2$/);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Kedia" }).click();
  await expect(page).toHaveURL(/\/#kediya$/);

  const contact = page.getByRole("region", { name: "Get In Touch" });
  await contact.getByLabel("Name").fill("Asha");
  await contact.getByLabel("E-mail").fill("asha@example.com");
  await contact.getByLabel("Message").fill("Hello");
  await contact.getByRole("button", { name: "Send Message" }).click();
  await expect(contact.getByRole("status")).toContainText("Thank you");

  await page.setViewportSize(phone);
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("button", { name: "Menu" }).click();
  expect(await violations()).toEqual([]);
});
