import { expect, test, type Page } from "@playwright/test";
import { at, axeViolations, phone } from "./site";

/**
 * A phone whose storage holds far more than the site ever writes there (an old bug, a hand-edited
 * copy, a hostile page on a shared phone): the pages that read it stay quick on a slow phone's CPU
 * (4× slowed), and the shortlist's check asks the site once, not once per entry.
 */

/** Longer than this and a tap waits noticeably; quadratic reading held the main thread for many seconds. */
const LONGEST_TASK_MS = 200;

interface Found {
  slug: string;
  photo: number;
  title: string;
  thumb: string;
}

/** The site's own designs in a language, as search's designs file lists them. */
async function siteDesigns(page: Page, prefix: "" | "/gu"): Promise<Found[]> {
  const response = await page.request.get(at(`${prefix}/search/designs.json`));
  return ((await response.json()) as { designs: Found[] }).designs;
}

/** Puts `items` under `key` in the site's storage, from a page that reads none of it, then slows the CPU for the next page. */
async function fillStorage(page: Page, key: string, items: unknown[]) {
  await page.goto(at("/robots.txt"));
  await page.evaluate(([key, text]) => localStorage.setItem(key, text), [key, JSON.stringify(items)]);
  // Each task over 50 ms from the next page's first byte, recorded before any of its scripts run.
  await page.addInitScript(() => {
    const tasks: number[] = [];
    Object.assign(window, { __longTasks: tasks });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    }).observe({ type: "longtask", buffered: true });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

const longestTask = (page: Page) => page.evaluate(() => Math.max(0, ...(window as unknown as { __longTasks: number[] }).__longTasks));

for (const { language, prefix, button, count } of [
  { language: "English", prefix: "" as const, button: /^Shortlist/, count: "Shortlist 2 designs" },
  { language: "Gujarati", prefix: "/gu" as const, button: /^મારી પસંદગી/, count: /^મારી પસંદગી [2૨] ડિઝાઇન$/ },
]) {
  test(`a phone holding 10,000 shortlist entries opens a collection without freezing, and the site is asked about each collection once at most (${language})`, async ({ page }) => {
    test.slow();
    await page.setViewportSize(phone);
    const designs = await siteDesigns(page, prefix);
    const locale = prefix ? { locale: "gu" } : {};
    const real = (slug: string, photo: number) => {
      const { title, thumb } = designs.find((design) => design.slug === slug && design.photo === photo)!;
      return { slug, photo, title, collection: "Kediya's", thumb, ...locale };
    };
    const { thumb } = designs[0];
    // Two designs the site has, then 10,000 it does not: in collections it never had, or far past a real one's end.
    const junk = Array.from({ length: 10_000 }, (_, i) => ({
      slug: i % 2 ? `made-up-${i % 400}` : "kediya",
      photo: 100 + i,
      title: `Design ${i}`,
      collection: "Anything",
      thumb,
      ...locale,
    }));
    await fillStorage(page, "shortlist", [real("kediya", 2), real("chorni", 1), ...junk]);

    const asked: string[] = [];
    const missing: string[] = [];
    page.on("request", (request) => {
      if (/\.json$/.test(new URL(request.url()).pathname)) asked.push(new URL(request.url()).pathname);
    });
    page.on("response", (response) => {
      if (response.status() === 404) missing.push(new URL(response.url()).pathname);
    });
    await page.goto(at(`${prefix}/kediya`));
    await page.locator(".site-nav[data-enhanced]").waitFor({ state: "attached", timeout: 20_000 });
    // The entries the site does not have drop out; its two stay.
    await expect(page.getByRole("banner").getByRole("button", { name: button })).toHaveText(count, { timeout: 20_000 });
    await page.waitForTimeout(500);

    expect(await longestTask(page)).toBeLessThanOrEqual(LONGEST_TASK_MS);
    expect(missing).toEqual([]);
    // Each request names the collection it asks about (/kediya/photos/2.json), or asks about them all (/search/designs.json).
    const perCollection = Map.groupBy(asked, (path) => /\/([a-z0-9-]+)\/photos\/\d+\.json$/.exec(path)?.[1] ?? path);
    expect([...perCollection.keys()].filter((collection) => collection.startsWith("made-up"))).toEqual([]);
    expect([...perCollection].filter(([, requests]) => requests.length > 1)).toEqual([]);
    expect(asked.length).toBeLessThanOrEqual(2);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("shortlist")!).length)).toBe(2);
  });

  test(`a phone holding 20,000 saved people opens the order page without freezing and offers its first 30, each name as written (${language})`, async ({ page }) => {
    test.slow();
    await page.setViewportSize(phone);
    const measures = { chest: 914_400, waist: 812_800, shoulder: 381_000, length: 1_016_000 };
    // The first name carries a right-to-left override, which would show it backwards and turn the words after it around.
    const people = [
      { name: "\u202eRiya\u202c", unit: "cm", measures },
      ...Array.from({ length: 20_000 }, (_, i) => ({ name: `Person ${i % 2 ? i : 0}`, unit: "cm", measures })),
    ];
    await fillStorage(page, "measured-people", people);
    await page.goto(at(`${prefix}/order?design=kediya-1&step=who`));
    await page.locator(".site-nav[data-enhanced]").waitFor({ state: "attached", timeout: 20_000 });
    const use = (name: string) => (prefix ? `${name}નાં માપ લો` : `Use ${name}`);
    const saved = page.getByRole("button", { name: prefix ? /નાં માપ લો$/ : /^Use / });
    await expect(page.getByRole("button", { name: use("Riya"), exact: true })).toBeVisible({ timeout: 20_000 });
    await page.waitForTimeout(500);

    expect(await longestTask(page)).toBeLessThanOrEqual(LONGEST_TASK_MS);
    await expect(saved).toHaveCount(30);
    await expect(page.getByRole("button", { name: use("Person 0"), exact: true })).toHaveCount(1);
    await expect(page.getByRole("button", { name: use("Riya"), exact: true }).locator("bdi")).toHaveText("Riya");
    expect(await axeViolations(page)).toEqual([]);
  });
}
