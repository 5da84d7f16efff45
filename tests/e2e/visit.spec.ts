import { readFileSync } from "node:fs";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { axeViolations, openHydrated, phone } from "#tests/e2e/site.ts";

const site = JSON.parse(readFileSync("content/site.json", "utf8")) as {
  hours: { week: { day: string; opens: string; closes: string }[]; closed: { date: string }[] };
  contact: { geo: { latitude: number; longitude: number } };
};
const hours = (page: Page) => page.locator(".shop-hours");

/** A page seen from a phone in `timezoneId`, its clock stopped at `instant`. */
async function seenFrom(browser: Browser, timezoneId: string, instant: string, path = "/") {
  const context = await browser.newContext({ timezoneId, viewport: phone });
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date(instant));
  await openHydrated(page, path);
  await hours(page).scrollIntoViewIfNeeded();
  return { page, close: () => context.close() };
}

// 10:30 on a Wednesday in Rajkot is 21:00 on the Tuesday before in California.
const openNowCases = [
  ["2026-11-25T05:00:00Z", "Open now, closes at 1 pm"],
  ["2026-11-25T08:00:00Z", "Closed now, opens today at 4 pm"],
  ["2026-11-25T14:30:00Z", "Open now, closes at 8:30 pm"],
  ["2026-11-25T16:30:00Z", "Closed now, opens tomorrow at 10 am"],
  // A Wednesday night before two days closed for Uttarayan: Saturday.
  ["2027-01-13T16:00:00Z", "Closed now, opens Saturday at 10 am"],
] as const;

for (const [instant, line] of openNowCases) {
  test(`at ${instant} “open now” says “${line}” on India's clock, whether the phone is in India or in California`, async ({ browser }) => {
    const india = await seenFrom(browser, "Asia/Kolkata", instant);
    await expect(hours(india.page).locator(".shop-hours__now")).toHaveText(line);
    await india.close();
    const california = await seenFrom(browser, "America/Los_Angeles", instant);
    await expect(hours(california.page).locator(".shop-hours__now")).toHaveText(`${line} (times in India)`);
    await california.close();
  });
}

test("“open now” speaks the page's language", async ({ browser }) => {
  const gujarati = await seenFrom(browser, "Asia/Kolkata", "2026-11-25T05:00:00Z", "/gu/");
  await expect(hours(gujarati.page).locator(".shop-hours__now")).toHaveText("હમણાં ખુલ્લું છે, બપોરે 1 બંધ થશે");
  await gujarati.close();
});

test("the hours are on the page without its script, with a link that opens the address in the phone's maps", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("./hi/");
  await expect(hours(page).getByRole("heading", { name: "दुकान का समय" })).toBeVisible();
  await expect(hours(page).locator("dt")).toContainText(["सोमवार–शनिवार", "रविवार"]);
  // The parts of the day in Hindi's own words, not "am" and "pm".
  await expect(hours(page).locator("dd").first()).toHaveText("सुबह 10–दोपहर 1, शाम 4–रात 8:30");
  const maps = page.locator("#contact").getByRole("link", { name: /नक्शे में खोलें/ });
  await expect(maps).toHaveAttribute("href", `https://www.google.com/maps/search/?api=1&query=${site.contact.geo.latitude}%2C${site.contact.geo.longitude}`);
  // No map drawn in the page, and no script from elsewhere.
  expect(await page.locator("iframe, script[src^='http']").count()).toBe(0);
  await context.close();
});

test("the business's structured data gives its hours, closed days and place, as schema.org has them", async ({ page }) => {
  await page.goto("./");
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const store = blocks.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data["@type"] === "ClothingStore")!;
  const specs = store.openingHoursSpecification as { "@type": string; dayOfWeek: string[]; opens: string; closes: string }[];
  const time = /^([01]\d|2[0-3]):[0-5]\d$/;
  for (const spec of specs) {
    expect(spec["@type"]).toBe("OpeningHoursSpecification");
    expect(spec.opens).toMatch(time);
    expect(spec.closes).toMatch(time);
    expect(spec.opens < spec.closes).toBe(true);
    for (const day of spec.dayOfWeek) expect(day).toMatch(/^https:\/\/schema\.org\/(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day$/);
  }
  // Read back day by day, the specifications are the content's week.
  const stretches = specs.flatMap((spec) =>
    spec.dayOfWeek.map((day) => ({ day: day.slice("https://schema.org/".length).toLowerCase(), opens: spec.opens, closes: spec.closes })),
  );
  const byDay = (a: { day: string; opens: string }, b: { day: string; opens: string }) => `${a.day}${a.opens}`.localeCompare(`${b.day}${b.opens}`);
  expect(stretches.sort(byDay)).toEqual([...site.hours.week].sort(byDay));
  const special = store.specialOpeningHoursSpecification as { validFrom: string; validThrough: string; opens: string; closes: string }[];
  for (const closed of special) {
    expect(closed.validFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(closed.validFrom))).toBe(false);
    expect(closed).toMatchObject({ validThrough: closed.validFrom, opens: "00:00", closes: "00:00" });
  }
  expect(store.geo).toEqual({ "@type": "GeoCoordinates", ...site.contact.geo });
  expect(store.hasMap).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
});

test("Book a fitting offers days and times within the hours, from an hour ahead, and asks for it on WhatsApp", async ({ browser }) => {
  // 11:30 on Wednesday 25 November in Rajkot.
  const { page, close } = await seenFrom(browser, "Asia/Kolkata", "2026-11-25T06:00:00Z");
  await hours(page).getByText("Book a fitting").click();
  const day = hours(page).getByLabel("Day");
  const time = hours(page).getByLabel("Time");
  await expect(day.locator("option").first()).toHaveText("Wednesday, 25 November");
  await expect(time.locator("option")).toHaveText(["12:30 pm", "4 pm", "4:30 pm", "5 pm", "5:30 pm", "6 pm", "6:30 pm", "7 pm", "7:30 pm", "8 pm"]);
  await day.selectOption({ label: "Sunday, 29 November" });
  await expect(time.locator("option")).toHaveText(["10 am", "10:30 am", "11 am", "11:30 am", "12 pm", "12:30 pm"]);
  await time.selectOption({ label: "11 am" });
  await hours(page).getByLabel("Your name (optional)").fill("Asha");
  const link = hours(page).getByRole("link", { name: /Ask for this fitting on WhatsApp/ });
  const text = new URL((await link.getAttribute("href"))!).searchParams.get("text");
  expect(text).toBe("Hello The Tailor's Studio, I would like a fitting at the shop on Sunday, 29 November at 11 am.\n— Asha");
  expect(await axeViolations(page, "#contact")).toEqual([]);
  await close();
});
