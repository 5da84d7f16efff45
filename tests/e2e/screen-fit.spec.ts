import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { openHydrated, phone, untilStill } from "#tests/e2e/site.ts";

const WIDTHS = [320, 360, 390, 768, 1024, 1280];
const LANGUAGES = [
  { prefix: "", name: "English" },
  { prefix: "/gu", name: "Gujarati" },
  { prefix: "/hi", name: "Hindi" },
];
// Each kind of page: its address in English, and what to wait for once it is there.
const PAGES = [
  { kind: "home", path: "/" },
  { kind: "catalogue", path: "/kediya" },
  { kind: "photo page with the lightbox", path: "/kediya/photo/3", ready: ".yarl__slide_current img" },
  // A photo page whose lightbox cannot download stays a page of its own.
  { kind: "photo page", path: "/kediya/photo/3", ready: "main img", withoutLightbox: true },
  { kind: "not-found page", path: "/kediya/photo/999" },
  // An occasion's designs, and a search in Latin letters that finds designs in every language.
  { kind: "occasion page", path: "/occasion/navratri" },
  { kind: "search page", path: "/search?q=kediya", ready: ".search-results .photo-grid__item img" },
  // The order's steps, for two designs of collections that ask for different measurements.
  { kind: "order page", path: "/order?design=kediya-1&design=chorni-2", ready: ".order-form .order-design img" },
  { kind: "order page's second step", path: "/order?design=kediya-1&design=chorni-2&step=who", ready: "#order-person" },
  { kind: "order page's last step", path: "/order?design=kediya-1&design=chorni-2&step=send", ready: "#order-name" },
];

/** Adds a design to the shortlist from a catalogue's grid, as a visitor does. */
async function fillShortlist(page: Page, prefix: string) {
  await openHydrated(page, `${prefix}/kediya`);
  await page.getByRole("main").getByRole("listitem").nth(1).locator("button[aria-pressed='false']").click();
  await page.locator(".site-nav__shortlist").waitFor();
}

/**
 * Everything on screen that does not fit, as lines naming it: the top bar's and the lightbox
 * toolbar's controls off screen, overlapping one another, or wrapped to a second line; any
 * control, or the page, wider than the screen; any text box whose glyphs are cut (its scroll
 * height above its client height, or its scroll width above its client width where it clips).
 */
function misfits(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className && typeof element.className === "string" ? `.${element.className.split(" ")[0]}` : ""} "${(element.textContent ?? "").trim().slice(0, 24)}"`;
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 1 && box.height > 1 && style.visibility !== "hidden" && element.closest("[inert], [aria-hidden='true']") === null;
    };
    // Off-screen by design: the skip link until focused, the lightbox's other slides and its thumbnail strip,
    // and a card of the home page's row of designs beyond the row's edge, until swiped (or tabbed) to.
    const beyondItsRow = (element: Element) => {
      const row = element.closest(".header-designs");
      if (!row) return false;
      const [box, room] = [element.getBoundingClientRect(), row.getBoundingClientRect()];
      return box.left < room.left - 0.5 || box.right > room.right + 0.5;
    };
    const aside = (element: Element) =>
      element.closest(".skip-link, .yarl__slide:not(.yarl__slide_current), .yarl__thumbnails_track") !== null || beyondItsRow(element);
    const controls = (root: ParentNode) =>
      [...root.querySelectorAll("a[href], button, summary, input, select, textarea")].filter((element) => shown(element) && !aside(element));

    if (document.documentElement.scrollWidth > innerWidth) problems.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    for (const control of controls(document)) {
      const box = control.getBoundingClientRect();
      if (box.left < -0.5 || box.right > innerWidth + 0.5)
        problems.push(`${name(control)} lies outside the screen (${Math.round(box.left)}–${Math.round(box.right)})`);
    }

    // A bar of controls: the top bar (the folded menu and the language list are not in it) and the lightbox's toolbar.
    const bars = [...document.querySelectorAll(".site-nav__bar, .yarl__toolbar")];
    for (const bar of bars) {
      const items = controls(bar).filter((element) => {
        const panel = element.closest(".site-nav__links, .language-switcher__list, .photo-share__menu");
        return !panel || getComputedStyle(panel).position !== "absolute";
      });
      items.forEach((item, i) => {
        const a = item.getBoundingClientRect();
        for (const other of items.slice(i + 1)) {
          const b = other.getBoundingClientRect();
          if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5) {
            problems.push(`${name(item)} overlaps ${name(other)}`);
          }
        }
      });
      // Wrapped: a text of a control set on two lines.
      for (const item of items) {
        const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
        for (let text = walker.nextNode(); text; text = walker.nextNode()) {
          const parent = text.parentElement!;
          if (!text.textContent?.trim() || parent.getBoundingClientRect().width <= 1) continue;
          const range = document.createRange();
          range.selectNodeContents(text);
          const lines = [...range.getClientRects()].filter((rect) => rect.width > 0);
          if (lines.some((rect) => rect.top >= lines[0].bottom - 2)) problems.push(`${name(item)} wraps to a second line`);
        }
      }
    }

    // Cut glyphs: a box holding text whose content is taller than the box.
    for (const element of document.querySelectorAll("body *")) {
      if (!shown(element) || aside(element)) continue;
      const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== "");
      const style = getComputedStyle(element);
      if (!ownText || style.display === "inline") continue;
      // A name clamped to its lines (a card's) ends in an ellipsis on a whole line, by design: it must hold whole lines.
      const clamped = style.getPropertyValue("-webkit-line-clamp") !== "none" && style.getPropertyValue("-webkit-line-clamp") !== "";
      const lines = element.clientHeight / Number.parseFloat(style.lineHeight);
      if (clamped && Math.abs(lines - Math.round(lines)) > 0.05) problems.push(`${name(element)} cuts a line of its text (${lines.toFixed(2)} lines)`);
      if (!clamped && style.overflowY !== "visible" && element.scrollHeight > element.clientHeight + 1)
        problems.push(`${name(element)} cuts its text (${element.scrollHeight} > ${element.clientHeight})`);
      // Cut at the side, such as a name ending in an ellipsis.
      if (style.overflowX !== "visible" && element.scrollWidth > element.clientWidth)
        problems.push(`${name(element)} cuts its text (${element.scrollWidth} px in ${element.clientWidth})`);
    }
    return problems;
  });
}

for (const { prefix, name: language } of LANGUAGES) {
  for (const filled of [false, true]) {
    for (const { kind, path, ready, withoutLightbox } of PAGES) {
      test(`the ${kind} fits every screen from 320 to 1280 px in ${language}, with the shortlist ${filled ? "filled" : "empty"}`, async ({ page }) => {
        if (filled) await fillShortlist(page, prefix);
        if (withoutLightbox) await page.route(/collection-lightbox/, (route) => route.abort());
        await page.setViewportSize({ width: WIDTHS[0], height: 720 });
        await openHydrated(page, `${prefix}${path}`);
        if (ready) await page.locator(ready).first().waitFor();
        if (filled) await page.locator(".site-nav__shortlist").waitFor();
        // Measured in the brand faces, as a visitor sees the page once they have arrived.
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        const found: string[] = [];
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: width < 768 ? 720 : 900 });
          // Let the layout (and the lightbox's own measuring) settle at the new width.
          await page.waitForFunction(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(true)))));
          found.push(...(await misfits(page)).map((problem) => `${width} px: ${problem}`));
        }
        expect(found).toEqual([]);
      });
    }
  }
}

test("the top bar's links show on one line wherever they are not folded, at every width from 320 to 1440 px, in every language, with a two-figure shortlist", async ({
  page,
}) => {
  // Three languages, a width every 24 px: more than the default time for one test.
  test.setTimeout(120_000);
  for (const { prefix } of LANGUAGES) {
    // Twelve designs: the count takes two figures.
    await openHydrated(page, `${prefix}/kediya`);
    const toggles = page.getByRole("main").locator("button[aria-pressed='false']");
    for (let i = 0; i < 12; i++) await toggles.first().click();
    await expect(page.locator(".site-nav__count")).toHaveText(/^12/);
    const found: string[] = [];
    for (let width = 320; width <= 1440; width += 24) {
      await page.setViewportSize({ width, height: 800 });
      const problems = await page.evaluate(() => {
        const bar = document.querySelector(".site-nav__bar")!;
        const links = document.querySelector(".site-nav__links")!;
        const out: string[] = [];
        if (bar.scrollWidth > bar.clientWidth) out.push(`the bar holds ${bar.scrollWidth} px in ${bar.clientWidth}`);
        if (getComputedStyle(links).position !== "absolute") {
          // The links shown: search's has a place in the menu only on the narrowest phones.
          const shown = [...links.querySelectorAll("a")].filter((link) => link.getClientRects().length > 0);
          const tops = new Set(shown.map((link) => Math.round(link.getBoundingClientRect().top)));
          if (tops.size > 1) out.push("the links take two lines");
          const last = shown[shown.length - 1].getBoundingClientRect();
          if (last.right > links.getBoundingClientRect().right + 0.5) out.push("the links run past their room");
        } else if (getComputedStyle(document.querySelector(".site-nav__toggle")!).display === "none") {
          out.push("the links are folded with no menu button");
        }
        return out;
      });
      found.push(...problems.map((problem) => `${prefix || "/"} at ${width} px: ${problem}`));
    }
    expect(found).toEqual([]);
    await page.evaluate(() => localStorage.clear());
  }
});

test("the top bar does not move when the shortlist button appears", async ({ page }) => {
  for (const width of [320, 390, 768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await openHydrated(page, "/kediya");
    const places = () =>
      page.evaluate(() =>
        [...document.querySelectorAll(".site-nav__toggle, .site-nav__brand, .site-nav__links a, .language-switcher__summary")]
          .map((element) => element.getBoundingClientRect())
          .filter((box) => box.width > 0)
          .map((box) => Math.round(box.left)),
      );
    const before = await places();
    await page.getByRole("main").getByRole("listitem").first().locator("button[aria-pressed='false']").click();
    await page.locator(".site-nav__shortlist").waitFor();
    expect(await places(), `at ${width} px`).toEqual(before);
    await page.evaluate(() => localStorage.clear());
  }
});

test("every link and button on a 390 px phone is at least 44 × 44 px, but links inside running text", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const found: string[] = [];
  for (const path of ["/", "/gu/kediya", "/hi/kediya/photo/3", "/gu/kediya/photo/999"]) {
    await openHydrated(page, path);
    if (path.endsWith("/3")) await page.locator(".yarl__slide_current img").first().waitFor();
    else {
      // With a design on the shortlist, and the menu open, so their controls are measured too.
      const toggles = page.getByRole("main").locator("button[aria-pressed='false']");
      if ((await toggles.count()) > 0) await toggles.first().click();
      await page.locator(".site-nav__toggle").click();
    }
    const small = await page.evaluate(() => {
      const shown = (element: Element) => {
        const box = element.getBoundingClientRect();
        return (
          box.width > 1 &&
          box.height > 1 &&
          getComputedStyle(element).visibility !== "hidden" &&
          element.closest("[inert], [aria-hidden='true'], .skip-link, .yarl__slide:not(.yarl__slide_current)") === null
        );
      };
      // WCAG's exception: a link set in a sentence, as tall as the sentence's line.
      const inRunningText = (element: Element) =>
        getComputedStyle(element).display === "inline" && (element.parentElement?.textContent ?? "").trim().length > (element.textContent ?? "").trim().length;
      return [...document.querySelectorAll("a[href], button, summary")]
        .filter((element) => shown(element) && !inRunningText(element))
        .map((element) => ({ element, box: element.getBoundingClientRect() }))
        .filter(({ box }) => box.width < 43.5 || box.height < 43.5)
        .map(
          ({ element, box }) =>
            `${element.tagName.toLowerCase()} "${(element.textContent ?? element.getAttribute("aria-label") ?? "").trim().slice(0, 30)}" ${Math.round(box.width)} × ${Math.round(box.height)}`,
        );
    });
    found.push(...small.map((line) => `${path}: ${line}`));
  }
  expect(found).toEqual([]);
});

/** The WCAG contrast of two relative luminances. */
const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
const luminance = ([r, g, b]: number[]) => {
  const [lr, lg, lb] = [r, g, b].map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
};

for (const width of [1024, 1440]) {
  test(`at ${width} px the lightbox's caption lies beside the photo, uncut in Gujarati, and its buttons read on a white photo`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openHydrated(page, "/gu/kediya/photo/3");
    const dialog = page.getByRole("dialog");
    const photo = dialog.locator(".yarl__slide_current img").first();
    const caption = dialog.locator(".lightbox-caption");
    await expect(caption).toBeVisible();
    await untilStill(page);
    const [photoBox, captionBox] = await Promise.all([photo.boundingBox(), caption.boundingBox()]);
    // Its column begins where the photo ends, and ends within the screen.
    expect(captionBox!.x).toBeGreaterThanOrEqual(photoBox!.x + photoBox!.width);
    expect(captionBox!.x + captionBox!.width).toBeLessThanOrEqual(width + 0.5);
    expect(await caption.evaluate((element) => element.scrollHeight <= element.clientHeight && element.scrollWidth <= element.clientWidth)).toBe(true);

    // The photo turned white: the toolbar's buttons still stand out from what is behind them.
    await photo.evaluate((img: HTMLImageElement) => {
      img.parentElement!.querySelectorAll("source").forEach((source) => source.remove());
      img.removeAttribute("srcset");
      img.style.backgroundImage = "none";
      img.src =
        "data:image/svg+xml," +
        encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#fff"/></svg>');
    });
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc.startsWith("data:"))).toBe(true);
    for (const button of [dialog.getByRole("button", { name: "મોટું કરો" }), dialog.getByRole("button", { name: "બંધ કરો" })]) {
      const png = await button.screenshot();
      const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
      // What is behind the icon: the button's edge, all round; the icon: its brightest pixel.
      const edge: number[] = [];
      for (let x = 0; x < info.width; x++) edge.push(luminance(pixel(x, 0)), luminance(pixel(x, info.height - 1)));
      for (let y = 0; y < info.height; y++) edge.push(luminance(pixel(0, y)), luminance(pixel(info.width - 1, y)));
      const behind = edge.reduce((sum, value) => sum + value, 0) / edge.length;
      let icon = 0;
      for (let y = 0; y < info.height; y++) for (let x = 0; x < info.width; x++) icon = Math.max(icon, luminance(pixel(x, y)));
      expect(contrast(icon, behind), `${await button.getAttribute("aria-label")}`).toBeGreaterThanOrEqual(3);
    }
  });
}

test("a shortlisted design's heart looks the same in the grid and in the lightbox", async ({ page }) => {
  await openHydrated(page, "/kediya");
  const item = page.getByRole("main").getByRole("listitem").nth(2);
  await item.getByRole("button", { name: "Add to shortlist" }).click();
  const added = item.getByRole("button", { name: "Remove from shortlist" });
  // The heart's colour, and the colour of the round it is drawn on: on a grid photo a round smaller than the 44 px target.
  const look = (button: typeof added) =>
    button.evaluate((element) => {
      const round = getComputedStyle(element, "::before").content === "none" ? getComputedStyle(element) : getComputedStyle(element, "::before");
      return [getComputedStyle(element).color, round.backgroundColor];
    });
  const inGrid = await look(added);
  await item.getByRole("link").click();
  const inLightbox = await look(page.getByRole("dialog").getByRole("button", { name: "Remove from shortlist" }));
  expect(inLightbox).toEqual(inGrid);
});

test("a title of one word 10,000 letters long wraps on its photo's page and in the lightbox: the page is never wider than the phone", async ({ page }) => {
  await page.setViewportSize(phone);
  const long = "x".repeat(10_000);
  // The page's width, and the widest the lightbox's caption draws its words.
  const widest = () =>
    page.evaluate(() =>
      Math.max(
        document.documentElement.scrollWidth,
        ...[...document.querySelectorAll(".lightbox-caption, .lightbox-caption *")].flatMap((element) => [
          element.getBoundingClientRect().right,
          element.scrollWidth,
        ]),
      ),
    );
  // The owner's words as the build would have written them: the collection's name and the design's title.
  await openHydrated(page, "/kediya/photo/3");
  await page.evaluate((text) => {
    for (const element of document.querySelectorAll("main h1, main figcaption")) element.textContent = text;
  }, long);
  expect(await widest()).toBeLessThanOrEqual(phone.width);
  await openHydrated(page, "/kediya");
  await page.getByRole("main").getByRole("listitem").first().getByRole("link").click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.evaluate((text) => {
    for (const element of document.querySelectorAll(".lightbox-caption__title")) element.textContent = text;
  }, long);
  expect(await widest()).toBeLessThanOrEqual(phone.width);
});
