import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";

/** The public address the test builds are made for (SITE_URL in package.json's build:test). */
export const SITE_URL = "https://tailor.example";

/** What the specification promises, written out so the tests read as the spec does. */
export const navLabels = ["About", "Cataloguee", "Kedia", "chorni", "Koti", "Throwback", "Our Customers", "Contact"];

export const tiles = [
  ["Kediya", "/kediya"],
  ["Chorni", "/chorni"],
  ["Chakda", "/chakda"],
  ["Koti", "/koti"],
  ["Chaniya", "/chaniya"],
  ["Throwback 2018", "/throwback"],
  ["Throwback 2022", "/throwback2022"],
] as const;

export const previews = [
  ["Kediya", "/kediya"],
  ["Chorni", "/chorni"],
  ["Koti", "/koti"],
  ["Throwback 2K18", "/throwback"],
  ["Our Customers", "/throwback2022"],
] as const;

export const catalogues = [
  { path: "/kediya", heading: "Kediya's", photos: 20 },
  { path: "/chorni", heading: "Chorni's", photos: 5 },
  { path: "/chakda", heading: "Chakda's", photos: 8 },
  { path: "/koti", heading: "Koti's", photos: 11 },
  { path: "/throwback", heading: "Throwback's of 2k18", photos: 17 },
  { path: "/throwback2022", heading: "Our Customers", photos: 17 },
] as const;

export const phone = { width: 390, height: 844 };
export const desktop = { width: 1280, height: 800 };

/**
 * A site path as the tests write it ("/kediya"), made relative so that it
 * resolves under the project's baseURL: the same tests also run on a build
 * served under /shop/ (playwright.config.ts).
 */
export const at = (path: string) => `./${path.replace(/^\/+/, "")}`;

/** The public address (canonical link, link preview) of a site path, on the build under test. */
export function publicUrl(baseURL: string | undefined, path: string): string {
  return new URL(at(path), `${SITE_URL}${new URL(baseURL ?? "/", SITE_URL).pathname}`).href;
}

/** Opens a page and waits until its script has taken over (the menu button works from then on). */
/**
 * Fails the first request for each kind of file (`js`, `css`) whose address matches, as a phone's
 * network drops one now and then, and lets the later ones through; says which kinds it failed.
 */
export async function dropFirstOfEach(page: Page, files: RegExp) {
  const dropped = new Set<string>();
  await page.route(files, (route) => {
    const kind = new URL(route.request().url()).pathname.split(".").pop()!;
    if (dropped.has(kind)) return route.continue();
    dropped.add(kind);
    return route.abort("internetdisconnected");
  });
  return dropped;
}

export async function openHydrated(page: Page, path: string) {
  await page.goto(at(path));
  await page.locator(".site-nav[data-enhanced]").waitFor({ state: "attached" });
  // The enquiry form's code downloads as the page's script starts: its Send submits once it has come.
  await page.waitForFunction(() => !document.querySelector(".contact-form") || document.querySelector(".contact-form button[type=submit]"));
}

/** Waits until nothing on the page moves: fades, slides and sheets rising have finished, so what is measured or read is where it comes to rest. */
export async function untilStill(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
}

/**
 * Every axe violation on the page (or within `selector`), of any impact, as
 * "rule: element, element" lines that say what to fix.
 */
export async function axeViolations(page: Page, selector?: string): Promise<string[]> {
  // Checked once fades and slides have finished: mid-animation colours are not what a visitor reads.
  await untilStill(page);
  const builder = new AxeBuilder({ page });
  if (selector) builder.include(selector);
  const { violations } = await builder.analyze();
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** Presses Tab, and only Tab, until `target` has the focus; fails after `most` presses. */
export async function tabTo(page: Page, target: Locator, most = 100) {
  for (let presses = 0; presses < most; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`${most} presses of Tab did not reach ${target}`);
}

/**
 * Records every layout shift of the next page from its first byte (a PerformanceObserver set up
 * before the page's own scripts); `layoutShift` then adds them up, those right after a tap or a
 * key aside, as Chromium's CLS does.
 */
export async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; hadRecentInput: boolean }[] = [];
    Object.assign(window, { __layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push(entry as unknown as { value: number; hadRecentInput: boolean });
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The page's layout shift so far, as `watchLayoutShifts` recorded it. */
export const layoutShift = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __layoutShifts: { value: number; hadRecentInput: boolean }[] }).__layoutShifts
      .filter((shift) => !shift.hadRecentInput)
      .reduce((sum, shift) => sum + shift.value, 0),
  );
