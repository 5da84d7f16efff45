// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type * as fsPromises from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { siteHandler, withinBasePath } from "#server/site.ts";

// Counts the handler's readings of a file, reading it as ever.
const readings = vi.hoisted(() => [] as string[]);
vi.mock("node:fs/promises", async (original) => {
  const fs = await original<typeof fsPromises>();
  return { ...fs, readFile: (...args: Parameters<typeof fs.readFile>) => (readings.push(String(args[0])), fs.readFile(...args)) };
});

const build = mkdtempSync(join(tmpdir(), "site-handler-"));
let server: Server;
let origin: string;

const writeHeaders = (policy: string) =>
  writeFileSync(
    join(build, "deploy", "headers.json"),
    JSON.stringify({ common: { "X-Frame-Options": "DENY" }, pages: { "/index.html": policy, "/404.html": "404 policy" } }),
  );

beforeAll(async () => {
  mkdirSync(join(build, "client"), { recursive: true });
  mkdirSync(join(build, "deploy"));
  writeFileSync(join(build, "client", "index.html"), "<h1>Home</h1>");
  writeFileSync(join(build, "client", "404.html"), "<h1>Not Found</h1>");
  mkdirSync(join(build, "client", "gu"));
  writeFileSync(join(build, "client", "gu", "404.html"), "<h1>પાનું મળ્યું નથી</h1>");
  writeHeaders("first policy");
  const handle = siteHandler(build, { waitMs: 300 });
  // As server/serve.ts does: whatever the handler throws ends in a 500.
  server = createServer((req, res) => handle(req, res).catch(() => res.writeHead(500).end()));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  rmSync(build, { recursive: true, force: true });
});

it("sends the policy of the build's current headers.json, re-read when it changes", async () => {
  expect((await fetch(`${origin}/`)).headers.get("content-security-policy")).toBe("first policy");
  writeHeaders("second policy, a little longer");
  const response = await fetch(`${origin}/`);
  expect(response.headers.get("content-security-policy")).toBe("second policy, a little longer");
  expect(response.headers.get("x-frame-options")).toBe("DENY");
});

it("reads a new build's headers.json once for the many requests that come as it is swapped in", async () => {
  writeHeaders("a policy for a crowd");
  readings.length = 0;
  const answers = await Promise.all(Array.from({ length: 50 }, () => fetch(`${origin}/`)));
  expect(answers.map((answer) => answer.headers.get("content-security-policy"))).toEqual(Array(50).fill("a policy for a crowd"));
  expect(readings.filter((file) => file.endsWith("headers.json"))).toHaveLength(1);
});

it("waits, however many ask, for a headers.json caught half-written, and serves the whole of it once it is", async () => {
  const whole = JSON.stringify({ common: {}, pages: { "/index.html": "the whole policy", "/404.html": "404 policy" } });
  writeFileSync(join(build, "deploy", "headers.json"), whole.slice(0, 40));
  const answers = Promise.all(Array.from({ length: 20 }, () => fetch(`${origin}/`)));
  await new Promise((resolve) => setTimeout(resolve, 120));
  writeFileSync(join(build, "deploy", "headers.json"), whole);
  expect((await answers).map((answer) => [answer.status, answer.headers.get("content-security-policy")])).toEqual(Array(20).fill([200, "the whole policy"]));
});

it("answers 500 when the build's headers.json is not what it should be, and keeps serving once it is", async () => {
  writeFileSync(join(build, "deploy", "headers.json"), "{}");
  expect((await fetch(`${origin}/`)).status).toBe(500);
  writeHeaders("first policy");
  expect((await fetch(`${origin}/`)).status).toBe(200);
});

it("answers 503 with Retry-After while there is no build", async () => {
  rmSync(join(build, "deploy", "headers.json"));
  const response = await fetch(`${origin}/`);
  expect(response.status).toBe(503);
  expect(response.headers.get("retry-after")).toBe("1");
  writeHeaders("first policy");
  expect((await fetch(`${origin}/`)).status).toBe(200);
});

it("serves a site built for a base path only under that path", async () => {
  expect(withinBasePath("/kediya", "/")).toBe("/kediya");
  expect(withinBasePath("/shop/kediya", "/shop/")).toBe("/kediya");
  expect(withinBasePath("/shop/", "/shop/")).toBe("/");
  expect(withinBasePath("/shop", "/shop/")).toBe("/");
  expect(withinBasePath("/kediya", "/shop/")).toBeUndefined();
  expect(withinBasePath("/shopping/", "/shop/")).toBeUndefined();
});

it("answers a wrong address under a language's prefix with that language's not-found page, and hides the page itself", async () => {
  for (const path of ["/gu/no-such-page", "/GU/x", "/gu/404.html", "/gu/404"]) {
    const response = await fetch(`${origin}${path}`);
    expect(response.status, path).toBe(404);
    expect(await response.text(), path).toBe("<h1>પાનું મળ્યું નથી</h1>");
  }
  // A language without a page of its own (in this build) gets English's.
  const hindi = await fetch(`${origin}/hi/no-such-page`);
  expect(hindi.status).toBe(404);
  expect(await hindi.text()).toBe("<h1>Not Found</h1>");
  expect(await (await fetch(`${origin}/guest-wear`)).text()).toBe("<h1>Not Found</h1>");
});

it("answers an order of one design with that design's own order page, as nginx does, and any other order with /order", async () => {
  for (const [folder, text] of [
    ["order", "order"],
    ["order/kediya-3", "kediya-3"],
    ["gu/order", "gu order"],
    ["gu/order/kediya-3", "gu kediya-3"],
  ]) {
    mkdirSync(join(build, "client", folder), { recursive: true });
    writeFileSync(join(build, "client", folder, "index.html"), text);
  }
  const page = async (path: string) => {
    const response = await fetch(`${origin}${path}`);
    return `${response.status} ${await response.text()}`;
  };
  expect(await page("/order?design=kediya-3")).toBe("200 kediya-3");
  expect(await page("/order/?step=who&design=kediya-3")).toBe("200 kediya-3");
  expect(await page("/gu/order?design=kediya-3")).toBe("200 gu kediya-3");
  // Two designs, a design the build has no page for, or anything else: the page without a design.
  expect(await page("/order?design=kediya-3&design=koti-1")).toBe("200 order");
  expect(await page("/order?design=kediya-4")).toBe("200 order");
  expect(await page("/order?design=..%2F..%2Findex")).toBe("200 order");
  expect(await page("/order?design=kediya-3%2F..%2F..%2F")).toBe("200 order");
  expect(await page("/order")).toBe("200 order");
  // The query names a page only at the order's own address.
  expect(await page("/?design=kediya-3")).toBe("200 <h1>Home</h1>");
});

it("answers search asked one of the shop's words with the copy that has its results, as nginx does, and any other search with /search", async () => {
  for (const [folder, text] of [
    ["search", "search"],
    ["search/for/bandhani", "bandhani"],
    ["gu/search", "gu search"],
    ["gu/search/for/bandhani-2", "gu bandhani-2"],
  ]) {
    mkdirSync(join(build, "client", folder), { recursive: true });
    writeFileSync(join(build, "client", folder, "index.html"), text);
  }
  writeFileSync(
    join(build, "deploy", "headers.json"),
    JSON.stringify({
      common: {},
      pages: { "/404.html": "404 policy" },
      searchPages: { "/search?bandhani": "/search/for/bandhani/index.html", "/gu/search?bandhni": "/gu/search/for/bandhani-2/index.html" },
    }),
  );
  const page = async (path: string) => {
    const response = await fetch(`${origin}${path}`);
    return `${response.status} ${await response.text()}`;
  };
  expect(await page("/search?q=bandhani")).toBe("200 bandhani");
  // As the copies name a query: in either case, spaces around it, a slash after the page.
  expect(await page("/search/?q=+Bandhani+")).toBe("200 bandhani");
  expect(await page("/gu/search?q=bandhni")).toBe("200 gu bandhani-2");
  // Another query, one with filters or "Show more", one asked of another language's search: search itself.
  expect(await page("/search?q=bandhni")).toBe("200 search");
  expect(await page("/search?q=bandhani&fabric=cotton")).toBe("200 search");
  expect(await page("/search?q=bandhani&q=khadi")).toBe("200 search");
  expect(await page("/gu/search?q=bandhani")).toBe("200 gu search");
  // Nothing but a query the build listed reaches a file: not a path, not an inherited name.
  expect(await page("/search?q=..%2F..%2Findex")).toBe("200 search");
  expect(await page("/search?q=constructor")).toBe("200 search");
  expect(await page("/?q=bandhani")).toBe("200 <h1>Home</h1>");
  writeHeaders("first policy");
});

it("answers a conditional request as HTTP says: '*' and a weak tag match, another tag does not", async () => {
  const first = await fetch(`${origin}/`);
  const etag = first.headers.get("etag")!;
  expect(etag).toMatch(/^"/);
  const status = async (header: string) => (await fetch(`${origin}/`, { headers: { "If-None-Match": header } })).status;
  expect(await status(etag)).toBe(304);
  expect(await status("*")).toBe(304);
  expect(await status(`W/${etag}`)).toBe(304);
  expect(await status(`"other", W/${etag}`)).toBe(304);
  expect(await status('"other"')).toBe(200);
  // A page there is not gets its 404 whatever the condition.
  expect((await fetch(`${origin}/no-such-page`, { headers: { "If-None-Match": "*" } })).status).toBe(404);
});
