import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { at, axeViolations, openHydrated, phone } from "#tests/e2e/site.ts";

const messages = (locale: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, "..", "..", "app", "messages", `${locale}.json`), "utf8")) as Record<string, string>;

/** Turns on the phone's own "save data" (as Chrome's Lite mode did): `navigator.connection.saveData`, and `Save-Data: on` on each request. */
async function phoneSavesData(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setDataSaverOverride", { dataSaverEnabled: true });
}

/** Each photo file the page downloaded, by its address's path. */
function photosFetched(page: Page): Set<string> {
  const fetched = new Set<string>();
  page.on("requestfinished", (request) => {
    if (request.resourceType() === "image") fetched.add(new URL(request.url()).pathname);
  });
  return fetched;
}

/** The page's photos with a choice of files: each one's files (as its srcsets list them, smallest first, in the HTML as prerendered) and whether it is the first photo, asked for by the head. */
function photoChoices(html: string): { files: string[]; first: boolean }[] {
  return [...html.matchAll(/<picture>([\s\S]*?)<\/picture>/g)].flatMap(([picture]) =>
    [...picture.matchAll(/srcset="([^"]*)"/g)]
      .map(([, srcset]) => srcset.split(",").map((entry) => entry.trim().split(/\s+/)[0]))
      .filter((files) => files.length > 1)
      .map((files) => ({ files, first: picture.includes('fetchpriority="high"') })),
  );
}

/** Scrolls down the page a screen at a time, so each lazy photo comes into view and loads. */
async function scrollThrough(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += phone.height / 2) {
    await page.mouse.wheel(0, phone.height / 2);
    await page.waitForTimeout(60);
  }
  await page.waitForLoadState("networkidle");
}

test.use({ viewport: phone, deviceScaleFactor: 3, isMobile: true, hasTouch: true });

for (const locale of ["en", "gu"] as const) {
  const m = messages(locale);
  const prefix = locale === "en" ? "" : `/${locale}`;

  test(`a phone that asks to save data gets the smallest file of every photo but the first, no lightbox fetched ahead, and is told once, in its language (${locale})`, async ({
    page,
  }) => {
    await phoneSavesData(page);
    const fetched = photosFetched(page);
    const scripts: string[] = [];
    page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
    const path = `${prefix}/test-sixty`;
    const html = await (await page.request.get(at(path))).text();
    await openHydrated(page, path);
    await scrollThrough(page);

    const choices = photoChoices(html);
    expect(choices.filter(({ first }) => !first).length).toBeGreaterThan(3);
    for (const { files, first } of choices) {
      if (first) continue;
      // Never a larger file than the smallest (a photo not yet near the view may have fetched none).
      expect(
        files.slice(1).filter((file) => fetched.has(file)),
        files[0],
      ).toEqual([]);
    }
    expect([...fetched].some((file) => choices.some(({ files, first }) => !first && files[0] === file))).toBe(true);

    // The grid is in view and the page idle, but nothing is fetched ahead of a tap.
    await page.waitForTimeout(1_500);
    expect(scripts.filter((url) => /collection-lightbox/.test(url))).toEqual([]);

    // Said once, in a line over the page's foot, which she can turn off.
    const line = page.getByRole("complementary", { name: m.low_data_switch });
    await expect(line).toContainText(m.low_data_notice);
    expect(await axeViolations(page)).toEqual([]);
    await expect(page.getByRole("checkbox", { name: m.low_data_switch })).toBeChecked();
    await page.reload();
    await openHydrated(page, path);
    await expect(page.getByRole("checkbox", { name: m.low_data_switch })).toBeChecked();
    await expect(line).toHaveCount(0);
  });

  test(`"Load full photos" turns saving data off on this device, and the footer's switch turns it on for anyone (${locale})`, async ({ page }) => {
    await phoneSavesData(page);
    const path = `${prefix}/test-sixty`;
    await openHydrated(page, path);
    const line = page.getByRole("complementary", { name: m.low_data_switch });
    await line.getByRole("button", { name: m.low_data_full }).click();
    await expect(line).toHaveCount(0);
    const box = page.getByRole("checkbox", { name: m.low_data_switch });
    await expect(box).not.toBeChecked();

    // Her choice outweighs the phone's: full photos after a reload, the lightbox's code fetched as the grid shows.
    const fetched = photosFetched(page);
    const warmed = page.waitForRequest(/collection-lightbox/);
    await page.reload();
    await openHydrated(page, path);
    await page.mouse.wheel(0, 200);
    await warmed;
    await expect(box).not.toBeChecked();
    await page.waitForLoadState("networkidle");
    const html = await (await page.request.get(at(path))).text();
    const larger = photoChoices(html)
      .filter(({ first }) => !first)
      .some(({ files }) => files.slice(1).some((file) => fetched.has(file)));
    expect(larger).toBe(true);

    // Ticked in the footer, with no word from the phone: the photos drawn from then on are the smallest.
    await box.check();
    await expect(box).toBeChecked();
    expect(await axeViolations(page, ".site-footer")).toEqual([]);
    // (Scrolled down to the footer, the page drew the photos near it first, before the tick.) The larger
    // files fetched so far are on the phone: the browser may show one again, for no data; so they go.
    await page.waitForLoadState("networkidle");
    await (await page.context().newCDPSession(page)).send("Network.clearBrowserCache");
    const smallOnly = photosFetched(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.reload();
    await openHydrated(page, path);
    await scrollThrough(page);
    for (const { files, first } of photoChoices(html))
      if (!first)
        expect(
          files.slice(1).filter((file) => smallOnly.has(file)),
          files[0],
        ).toEqual([]);
    await expect(page.getByRole("complementary", { name: m.low_data_switch })).toHaveCount(0);
  });
}

test("without a word from the phone or the visitor, a grid in view fetches the lightbox's code once the page is idle, before any tap", async ({ page }) => {
  const warmed = page.waitForRequest(/collection-lightbox/);
  await openHydrated(page, "/test-sixty");
  // Not in the page's first load (its HTML names none of it), but fetched with nothing touched.
  expect(await (await page.request.get(page.url())).text()).not.toMatch(/collection-lightbox/);
  await warmed;
  await expect(page.getByRole("checkbox", { name: messages("en").low_data_switch })).not.toBeChecked();
});
