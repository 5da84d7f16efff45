import { expect, test, type Page } from "@playwright/test";
import { openHydrated, phone } from "#tests/e2e/site.ts";

/** Every photo on the page: its attributes, its sources and what the browser chose. */
function photos(page: Page) {
  return page.locator("main img").evaluateAll((images) =>
    (images as HTMLImageElement[]).map((img) => {
      const picture = img.parentElement?.tagName === "PICTURE" ? img.parentElement : null;
      const sources = picture ? [...picture.querySelectorAll("source")] : [];
      const all = [img.srcset, ...sources.map((s) => s.srcset)].join(", ");
      const chosen = all
        .split(",")
        .map((entry) => entry.trim().split(/\s+/))
        .find(([url]) => url && img.currentSrc.endsWith(url));
      const box = img.getBoundingClientRect();
      return {
        alt: img.getAttribute("alt"),
        width: img.getAttribute("width"),
        height: img.getAttribute("height"),
        sizes: img.sizes,
        loading: img.loading,
        priority: img.getAttribute("fetchpriority"),
        placeholder: img.style.backgroundImage,
        types: sources.map((s) => s.type),
        widths: img.srcset.split(",").length,
        sourceWidths: sources.map((s) => s.srcset.split(",").length),
        fallback: img.getAttribute("src"),
        top: box.top + window.scrollY,
        renderedWidth: box.width,
        chosenWidth: chosen ? Number.parseInt(chosen[1], 10) : null,
        currentSrc: img.currentSrc,
      };
    }),
  );
}

/** Scrolls to the bottom and back, a screen at a time, so lazy photos load. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
  });
  await page.waitForLoadState("networkidle");
}

/** The page's cumulative layout shift, from the browser's own record. */
function layoutShift(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 200);
      }),
  );
}

for (const path of ["/", "/kediya", "/throwback"]) {
  test.describe(`photos on ${path}`, () => {
    test("come in one modern format in several widths (AVIF in grids, WebP large) with one JPEG fallback, with size, alt text and a placeholder", async ({
      page,
    }) => {
      await page.goto(path);
      const all = await photos(page);
      expect(all.length).toBeGreaterThan(2);
      // Grid photos, dozens to a page, are AVIF, and so are the designs at the home page's top, which show in its header photo's place.
      expect(all.filter((photo) => photo.types[0] === "image/webp").length).toBe(0);
      for (const photo of all) {
        expect(photo.types).toHaveLength(1);
        expect(["image/avif", "image/webp"]).toContain(photo.types[0]);
        expect(photo.sourceWidths[0]).toBeGreaterThanOrEqual(2);
        expect(photo.widths).toBe(1);
        expect(photo.fallback).toMatch(/\.jpg$/);
        expect(photo.sizes).not.toBe("");
        expect(Number(photo.width)).toBeGreaterThan(0);
        expect(Number(photo.height)).toBeGreaterThan(Number(photo.width));
        expect(photo.alt?.trim()).toBeTruthy();
        expect(photo.placeholder).toMatch(/^linear-gradient/);
      }
    });

    test("load lazily below the fold, and the first photo eagerly with high priority", async ({ page }) => {
      await page.goto(path);
      const all = await photos(page);
      const fold = page.viewportSize()!.height;
      expect(all[0].loading).toBe("eager");
      expect(all[0].priority).toBe("high");
      expect(all.filter((photo) => photo.priority === "high")).toHaveLength(1);
      for (const photo of all.filter((p) => p.top > fold)) expect(photo.loading).toBe("lazy");
    });

    test("do not move the page while they load (no layout shift)", async ({ page }) => {
      await openHydrated(page, path);
      await scrollThrough(page);
      expect(await layoutShift(page)).toBeLessThan(0.01);
    });

    test("on a phone, are no wider than twice their rendered width", async ({ browser }) => {
      const context = await browser.newContext({ viewport: phone, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      await page.goto(path);
      await scrollThrough(page);
      const loaded = (await photos(page)).filter((photo) => photo.currentSrc);
      expect(loaded.length).toBeGreaterThan(0);
      for (const photo of loaded) {
        expect(photo.currentSrc).toMatch(/\.(avif|webp)$/);
        // The smallest width that covers the photo at 2× density, never a bigger one.
        expect(photo.chosenWidth).toBeLessThanOrEqual(Math.max(400, photo.renderedWidth * 2 + 200));
      }
      await context.close();
    });
  });
}

test("the lightbox loads the photos either side of the open one", async ({ page }) => {
  await openHydrated(page, "/kediya");
  await page.getByRole("main").getByRole("link").nth(5).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.locator(".yarl__slide_current img")).toBeVisible();
  const neighbours = dialog.locator(".yarl__slide:not(.yarl__slide_current) img");
  await expect(neighbours).toHaveCount(2);
  await expect.poll(() => neighbours.evaluateAll((images) => (images as HTMLImageElement[]).every((img) => img.complete && img.naturalWidth > 0))).toBe(true);
});

test("the lightbox on a phone loads a phone-sized file, not the largest", async ({ browser }) => {
  const context = await browser.newContext({ viewport: phone, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await openHydrated(page, "/koti");
  await page.getByRole("main").getByRole("link").first().click();
  const current = page.getByRole("dialog").locator(".yarl__slide_current img");
  await expect.poll(() => current.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc)).toMatch(/\.webp$/);
  const chosen = await current.evaluate((img: HTMLImageElement) => {
    const picture = img.parentElement!;
    const webp = picture.querySelector<HTMLSourceElement>('source[type="image/webp"]')!.srcset;
    const entry = webp
      .split(",")
      .map((e) => e.trim().split(/\s+/))
      .find(([url]) => img.currentSrc.endsWith(url))!;
    return Number.parseInt(entry[1], 10);
  });
  expect(chosen).toBeLessThanOrEqual(800);
  await context.close();
});
