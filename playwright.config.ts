import { defineConfig, devices } from "@playwright/test";
import { assertChromium, chromiumArgs, chromiumPath } from "#tests/chromium.ts";

assertChromium();

const port = Number(process.env.E2E_PORT ?? 4317);
// The site as built without EmailJS settings (build/), and with test settings (build-e2e/).
const site = `http://127.0.0.1:${port}`;
const siteWithEmailJs = `http://127.0.0.1:${port + 1}`;
// The same test build behind Debian's nginx with deploy/nginx.conf.
const siteOnNginx = `http://127.0.0.1:${port + 2}`;
// The test build made for https://tailor.example/shop (build-shop/), as a GitHub Pages project site is served.
const siteUnderPath = `http://127.0.0.1:${port + 3}/shop/`;
const sendingTests = /(contact|order)-sending\.spec\.ts/;
const nginxTests = /nginx\.spec\.ts/;
const basePathTests = /base-path\.spec\.ts/;
// What a visitor does on a site under a path: browse the catalogues, open photos, write to the shop.
const underPathTests = [basePathTests, /catalogue\.spec\.ts/, /lightbox\.spec\.ts/, /contact-sending\.spec\.ts/];

// The browser tests run against the production build, served as `npm run serve` serves it.
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Time is the benchmark's to measure, not the tests'. CI runs two workers, four servers and their
  // browsers on two cores, where a page takes seconds to load and hydrate: a test that opens several
  // may take a minute there without anything being wrong.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    ...devices["Desktop Chrome"],
    viewport: { width: 1280, height: 800 },
    trace: "retain-on-failure",
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    { name: "chromium", testIgnore: [sendingTests, nginxTests, basePathTests], use: { baseURL: site } },
    { name: "emailjs", testMatch: sendingTests, use: { baseURL: siteWithEmailJs } },
    { name: "nginx", testMatch: nginxTests, use: { baseURL: siteOnNginx } },
    { name: "under-path", testMatch: underPathTests, use: { baseURL: siteUnderPath } },
  ],
  webServer: [
    { command: "node server/serve.ts", env: { PORT: String(port), HOST: "127.0.0.1" }, url: site },
    {
      command: "node server/serve.ts",
      env: { PORT: String(port + 1), HOST: "127.0.0.1", BUILD_DIR: "build-e2e" },
      url: siteWithEmailJs,
    },
    {
      command: "node tests/nginx/start.ts",
      env: { PORT: String(port + 2), BUILD_DIR: "build-e2e" },
      url: siteOnNginx,
    },
    {
      command: "node server/serve.ts",
      env: { PORT: String(port + 3), HOST: "127.0.0.1", BUILD_DIR: "build-shop" },
      url: siteUnderPath,
    },
  ],
});
