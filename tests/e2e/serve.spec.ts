import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import type { DeployHeaders } from "#deploy/generate.ts";
import { swapInto } from "#scripts/build.ts";
import { ask, entryScript, hidden, load, malformed, mix, slashes, startServe, wrongMethods, type Answer } from "#tests/e2e/hostile.ts";

// `npm run serve` behaves as the real hosts do (tests/e2e/nginx.spec.ts checks nginx).
const build = join(import.meta.dirname, "..", "..", "build");
const client = join(build, "client");
const headers: DeployHeaders = JSON.parse(readFileSync(join(build, "deploy", "headers.json"), "utf8"));

test("npm run serve sends the security headers on pages, assets and the not-found page", async ({ request }) => {
  const script = entryScript(client);
  for (const [path, file] of [
    ["/", "/index.html"],
    ["/kediya/", "/kediya/index.html"],
    ["/kediya/photo/2", "/kediya/photo/2/index.html"],
    [script, "/404.html"],
    ["/chaniya", "/404.html"],
  ]) {
    const response = await request.get(path);
    for (const [name, value] of Object.entries(headers.common)) expect(response.headers()[name.toLowerCase()], `${path} ${name}`).toBe(value);
    expect(response.headers()["content-security-policy"], path).toBe(headers.pages[file]);
    expect(response.headers()["strict-transport-security"]).toBeUndefined();
  }
});

test("npm run serve sends the copies compressed at build time, as the client's Accept-Encoding asks", async ({ baseURL }) => {
  for (const [path, file, type] of [
    ["/kediya", "kediya/index.html", /^text\/html/],
    [entryScript(client), entryScript(client).slice(1), /^text\/javascript/],
    ["/sitemap.xml", "sitemap.xml", /^text\/xml/],
  ] as const) {
    const original = readFileSync(join(client, file));
    const etags = new Set<string>();
    for (const [acceptEncoding, encoding] of [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip", "gzip"],
      ["br;q=0, gzip", "gzip"],
      ["br;q=0.5, gzip;q=0.8", "gzip"],
      ["br;q=0, gzip;q=0", undefined],
      ["identity", undefined],
    ] as const) {
      const answer = await ask(baseURL!, { path, headers: { "Accept-Encoding": acceptEncoding } });
      const what = `${path} (${acceptEncoding})`;
      expect(answer.status, what).toBe(200);
      expect(answer.headers["content-encoding"], what).toBe(encoding);
      expect(answer.headers["content-type"], what).toMatch(type);
      expect(answer.headers.vary, what).toBe("Accept-Encoding");
      expect(Number(answer.headers["content-length"]), what).toBe(answer.body.length);
      const decoded = encoding === "br" ? brotliDecompressSync(answer.body) : encoding === "gzip" ? gunzipSync(answer.body) : answer.body;
      expect(decoded.equals(original), what).toBe(true);
      // The build's own copy, not one compressed for this response.
      if (encoding) expect(answer.body.equals(readFileSync(join(client, `${file}.${encoding === "br" ? "br" : "gz"}`))), what).toBe(true);
      etags.add(answer.headers.etag!);
    }
    // One ETag per encoding: a cache never mistakes one for another.
    expect(etags.size, path).toBe(3);
  }
});

test("npm run serve caches assets for a year, revalidates pages and answers a matching ETag with 304", async ({ request }) => {
  const page = await request.get("/kediya");
  expect(page.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
  const script = await request.get(entryScript(client));
  expect(script.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const again = await request.get("/kediya", { headers: { "If-None-Match": page.headers().etag } });
  expect(again.status()).toBe(304);
});

test("npm run serve hides host configuration, internal pages and the compressed copies, however spelled", async ({ baseURL }) => {
  for (const path of hidden) {
    const answer = await ask(baseURL!, { path, headers: { "Accept-Encoding": "br, gzip" } });
    expect(answer.status, path).toBe(404);
    expect(answer.headers["content-type"], path).toMatch(/^text\/html/);
    expect(answer.headers["content-security-policy"], path).toBe(headers.pages["/404.html"]);
  }
});

test("npm run serve refuses malformed addresses with 400 and stays up", async ({ baseURL }) => {
  for (const path of malformed) {
    const answer = await ask(baseURL!, { path });
    expect(answer.status, path.slice(0, 40)).toBe(400);
    expect(answer.body.toString(), path.slice(0, 40)).toMatch(/^Bad request: /);
  }
  expect((await ask(baseURL!, { path: "/" })).status).toBe(200);
});

test("npm run serve merges doubled slashes as nginx does", async ({ baseURL }) => {
  for (const [path, page] of slashes) {
    const answer = await ask(baseURL!, { path });
    expect(answer.status, path).toBe(200);
    expect(answer.body.equals((await ask(baseURL!, { path: page })).body), path).toBe(true);
  }
});

test("npm run serve answers only GET and HEAD: 405 with an Allow header for other methods", async ({ baseURL }) => {
  for (const method of wrongMethods) {
    const answer = await ask(baseURL!, { path: "/kediya", method });
    expect(answer.status, method).toBe(405);
    expect(answer.headers.allow, method).toBe("GET, HEAD");
  }
  const head = await ask(baseURL!, { path: "/kediya", method: "HEAD" });
  expect(head.status).toBe(200);
  expect(Number(head.headers["content-length"])).toBe(readFileSync(join(client, "kediya", "index.html")).length);
});

test("npm run serve stands 2,000 requests from 50 clients, hostile ones among them, in under 250 MB", async () => {
  test.setTimeout(60_000);
  const serve = await startServe(build);
  try {
    const result = await load(serve.origin, mix(client), () => [serve.pid]);
    expect(result.problems.slice(0, 20)).toEqual([]);
    expect(serve.alive()).toBe(true);
    expect((await ask(serve.origin, { path: "/" })).status).toBe(200);
    expect(result.peakMB).toBeLessThan(250);
    expect(result.seconds).toBeLessThan(30);
  } finally {
    serve.stop();
  }
});

test.describe("a rebuild under a running npm run serve", () => {
  let work: string;
  test.beforeEach(() => {
    work = mkdtempSync(join(tmpdir(), "serve-swap-"));
  });
  test.afterEach(() => rmSync(work, { recursive: true, force: true, maxRetries: 3 }));

  /** A copy of the build (hard links: quick, and the originals are never written). */
  const copy = (to: string) => execFileSync("cp", ["-al", build, to]);
  /** Replaces a file of a copy without touching the original it is linked to. */
  const replace = (file: string, data: string | Buffer) => {
    rmSync(file);
    writeFileSync(file, data);
  };

  test("serves whole pages, each with its own build's length, ETag and policy, and the new build at once", async () => {
    test.setTimeout(60_000);
    const target = join(work, "build");
    const next = join(work, "build.next");
    copy(target);
    copy(next);
    // The new build: a home page of another length, with another policy.
    const oldHtml = readFileSync(join(client, "index.html"), "utf8");
    const newHtml = oldHtml.replace("</body>", `<p>${"Rebuilt. ".repeat(500)}</p></body>`);
    replace(join(next, "client", "index.html"), newHtml);
    replace(join(next, "client", "index.html.br"), brotliCompressSync(newHtml));
    replace(join(next, "client", "index.html.gz"), gzipSync(newHtml));
    const newPolicy = `${headers.pages["/index.html"]}; upgrade-insecure-requests`;
    replace(join(next, "deploy", "headers.json"), JSON.stringify({ ...headers, pages: { ...headers.pages, "/index.html": newPolicy } }));

    const serve = await startServe(target);
    const answers: Answer[] = [];
    let swapped = false;
    const visit = async (encoding: string) => {
      while (!swapped) answers.push(await ask(serve.origin, { path: "/", headers: { "Accept-Encoding": encoding } }));
      for (let i = 0; i < 5; i++) answers.push(await ask(serve.origin, { path: "/", headers: { "Accept-Encoding": encoding } }));
    };
    const visitors = ["br, gzip", "gzip", "identity"].flatMap((encoding) => [visit(encoding), visit(encoding)]);
    await sleep(300);
    swapInto(next, target);
    swapped = true;
    await Promise.all(visitors);

    const decode = (answer: Answer) => {
      const encoding = answer.headers["content-encoding"];
      return (encoding === "br" ? brotliDecompressSync(answer.body) : encoding === "gzip" ? gunzipSync(answer.body) : answer.body).toString();
    };
    let before = 0;
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
      const html = decode(answer);
      expect([oldHtml, newHtml]).toContain(html);
      expect(answer.headers["content-security-policy"]).toBe(html === newHtml ? newPolicy : headers.pages["/index.html"]);
      if (html === oldHtml) before++;
    }
    expect(before).toBeGreaterThan(0);
    // The last answers of each visitor, all asked after the swap, are the new build's.
    for (const answer of answers.slice(-5)) expect(decode(answer)).toBe(newHtml);
    const etags = new Set(answers.map((answer) => `${answer.headers["content-encoding"]} ${answer.headers.etag}`));
    expect(etags.size).toBe(6);
    expect(serve.alive()).toBe(true);
    expect(serve.log()).not.toMatch(/error/i);
    serve.stop();
  });

  test("waits for a build folder that is briefly missing, and answers 503 with Retry-After when it stays away", async () => {
    const target = join(work, "build");
    copy(target);
    const serve = await startServe(target);
    try {
      renameSync(target, `${target}.away`);
      const waiting = ask(serve.origin, { path: "/kediya" });
      await sleep(300);
      renameSync(`${target}.away`, target);
      expect((await waiting).status).toBe(200);

      renameSync(target, `${target}.away`);
      const gone = await ask(serve.origin, { path: "/kediya" });
      expect(gone.status).toBe(503);
      expect(gone.headers["retry-after"]).toBe("1");
      renameSync(`${target}.away`, target);
      expect((await ask(serve.origin, { path: "/kediya" })).status).toBe(200);
      expect(serve.alive()).toBe(true);
    } finally {
      serve.stop();
    }
  });
});
