import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../tests/chromium.ts";
const base = process.env.BASE ?? "http://127.0.0.1:5173";
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
for (const lang of ["en", "gu", "hi"]) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const pre = lang === "en" ? "" : `/${lang}`;
  await page.goto(`${base}${pre}/kediya`);
  await page.locator(".site-nav[data-enhanced]").waitFor({ state: "attached" });
  if (process.env.FILLED !== "0") { await page.locator("main li").nth(1).locator("button[aria-pressed]").click(); await page.locator(".site-nav__shortlist").waitFor(); }
  await page.waitForTimeout(800);
  const bad: string[] = [];
  for (let w = 300; w <= 1440; w += (w >= 1020 && w < 1040) || (w>=1270 && w<1290) ? 5 : 40) {
    await page.setViewportSize({ width: w, height: 800 });
    const r = await page.evaluate(() => {
      const bar = document.querySelector(".site-nav__bar")!;
      const items = [...bar.querySelectorAll("a, button, summary")].filter((e) => (e as HTMLElement).offsetParent !== null && getComputedStyle(e).visibility !== "hidden" && !e.closest(".language-switcher__list") && !(e.closest(".site-nav__links") && getComputedStyle(e.closest(".site-nav__links")!).position === "absolute"));
      const out: string[] = [];
      const rects = items.map((e) => ({ e, r: e.getBoundingClientRect() }));
      for (const { e, r } of rects) {
        const name = (e.textContent || "").trim().slice(0, 12);
        if (r.left < 0 || r.right > innerWidth) out.push(`off:${name}`);
        if (r.height > 60) out.push(`tall:${name}:${r.height}`);
        if (r.width < 44 || r.height < 44) out.push(`small:${name}:${Math.round(r.width)}x${Math.round(r.height)}`);
        if ((e as HTMLElement).scrollWidth > (e as HTMLElement).clientWidth + 1) out.push(`clip:${name}`);
      }
      for (let i = 0; i < rects.length; i++) for (let j = i + 1; j < rects.length; j++) {
        const a = rects[i].r, b = rects[j].r;
        if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5) out.push(`overlap:${(rects[i].e.textContent||"").trim().slice(0,8)}/${(rects[j].e.textContent||"").trim().slice(0,8)}`);
      }
      const links = document.querySelector(".site-nav__links") as HTMLElement;
      if (getComputedStyle(links).position !== "absolute") { const last = links.lastElementChild!.getBoundingClientRect(); out.push(`slack:${Math.round(links.getBoundingClientRect().right - last.right)}`); }
      return out;
    });
    const key = r.map((x) => x.replace(/:\d+(x\d+)?$/, "")).join(" ");
    if (r.length && (key !== (globalThis as any).lastKey || r.some((x) => x.startsWith("slack")))) bad.push(`${w}: ${r.join(" ")}`);
    (globalThis as any).lastKey = key;
  }
  console.log(lang, bad.length ? bad.join("\n") : "ok");
  await page.close();
}
await browser.close();
