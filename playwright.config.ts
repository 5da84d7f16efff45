import { defineConfig, devices } from "@playwright/test";
import { assertChromium, chromiumArgs, chromiumPath } from "./tests/chromium.ts";

assertChromium();

const port = Number(process.env.E2E_PORT ?? 4317);
const baseURL = `http://127.0.0.1:${port}`;

// The browser tests run against the production build, served as `npm run serve` serves it.
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: "node server/serve.ts",
    env: { PORT: String(port), HOST: "127.0.0.1" },
    url: baseURL,
    reuseExistingServer: false,
  },
});
