import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../tests/chromium.ts";
const base = process.env.BASE ?? "http://localhost:4173";
const out = process.env.OUT ?? "/tmp/shots";
const widths = (process.env.WIDTHS ?? "320,360,390,768,1024,1280").split(",").map(Number);
const langs = (process.env.LANGS ?? "en,gu,hi").split(",");
const paths = (process.env.PATHS ?? "/,/kediya,/kediya/photo/3").split(",");
const full = process.env.FULL === "1";
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
for (const filled of (process.env.FILLED ?? "0,1").split(",").map((x) => x === "1")) {
  for (const lang of langs) {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await ctx.newPage();
    const pre = lang === "en" ? "" : `/${lang}`;
    if (filled) {
      await page.goto(`${base}${pre}/kediya`);
      await page.locator(".site-nav[data-enhanced]").waitFor({ state: "attached" });
      await page.locator("main li").nth(1).locator("button[aria-pressed]").click();
      await page.locator(".site-nav__shortlist").waitFor();
    }
    for (const width of widths) {
      await page.setViewportSize({ width, height: width < 768 ? 800 : 900 });
      for (const path of paths) {
        await page.goto(`${base}${pre}${path === "/" && pre ? "/" : path}`);
        await page.locator(".site-nav[data-enhanced]").waitFor({ state: "attached" }).catch(() => {});
        if (filled) await page.locator(".site-nav__shortlist").waitFor().catch(() => {});
        if (full) {
          await page.evaluate(async () => { for (let y = 0; y < document.body.scrollHeight; y += 600) { window.scrollTo(0, y); await new Promise((r) => setTimeout(r, 60)); } window.scrollTo(0, 0); });
        }
        await page.waitForTimeout(400);
        const name = `${out}/${lang}${path.replaceAll("/", "_")}-${width}${filled ? "-f" : ""}.png`;
        await page.screenshot({ path: name, fullPage: full });
      }
    }
    await ctx.close();
  }
}
await browser.close();
