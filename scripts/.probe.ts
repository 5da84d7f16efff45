import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../tests/chromium.ts";
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: Number(process.env.W ?? 1280), height: 900 } });
await page.goto(process.env.URL ?? "http://localhost:4173/gu/kediya/photo/3");
await page.waitForTimeout(2500);
const js = process.env.JS!;
console.log(JSON.stringify(await page.evaluate(js), null, 1));
await browser.close();
