/**
 * Screenshots of every page at a phone's and a desktop's width, for looking at
 * the site as a visitor does. Needs the site served (npm start).
 *
 *   npm run screenshots -- [base URL] [output folder]
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { readContent } from "#app/content/read-content.ts";
import { assertChromium, chromiumArgs, chromiumPath } from "#tests/chromium.ts";

const base = process.argv[2] ?? "http://localhost:4173";
const out = process.argv[3] ?? "screenshots";
const paths = ["/", ...readContent().collections.map((c) => `/${c.slug}`), "/kediya/photo/1", "/chaniya"];

assertChromium();
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width < 768 ? 844 : 800 } });
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    // Scroll through once so lazy images load before the full-page shot.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState("networkidle");
    const file = join(out, `${path === "/" ? "home" : path.slice(1).replaceAll("/", "-")}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await page.close();
}
await browser.close();
