import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import type { DeployHeaders } from "../../deploy/generate";

// `npm run serve` behaves as the real hosts do (tests/e2e/nginx.spec.ts checks nginx).
const headers: DeployHeaders = JSON.parse(
  readFileSync(join(import.meta.dirname, "..", "..", "build", "deploy", "headers.json"), "utf8"),
);

test("npm run serve sends the security headers on pages, assets and the not-found page", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const script = html.match(/<link rel="modulepreload" href="([^"]+\.js)"/)![1];
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

test("npm run serve compresses, caches assets for a year and revalidates pages", async ({ request }) => {
  const page = await request.get("/kediya", { headers: { "Accept-Encoding": "gzip" } });
  expect(page.headers()["content-encoding"]).toBe("gzip");
  expect(page.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
  const script = (await (await request.get("/")).text()).match(/<link rel="modulepreload" href="([^"]+\.js)"/)![1];
  expect((await request.get(script)).headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test("npm run serve hides host configuration and the raw not-found page", async ({ request }) => {
  for (const path of ["/_headers", "/404", "/404.html", "/__spa-fallback.html"]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});
