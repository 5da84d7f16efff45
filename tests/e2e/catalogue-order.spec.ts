import { expect, test, type Page } from "@playwright/test";
import { at, axeViolations, desktop, openHydrated, phone } from "#tests/e2e/site.ts";

// tests/fixtures/content: Test Newest's has designs 1 to 30, 29 taken off the site, and its settings list the
// newest first with design 3 picked to come before them all: 3, 30, 28, 27, … 4, 2, 1.
const NEWEST = "/test-newest";
const LISTED = [3, 30, ...Array.from({ length: 25 }, (_, i) => 28 - i).filter((n) => n !== 3), 2, 1];
const title = (n: number) => `Newest test photo ${n}`;
const gridPhotos = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("list", { name: /Test Newest's/ })
    .getByRole("link");
const dialog = (page: Page) => page.getByRole("dialog");
const currentPhoto = (page: Page) => dialog(page).locator(".yarl__slide_current img");

/** The titles of the photos a grid shows, in order. */
const shownTitles = (page: Page) =>
  gridPhotos(page)
    .getByRole("img")
    .evaluateAll((images) => images.map((image) => image.getAttribute("alt")));

const languages = [
  { prefix: "", next: "Next photo", previous: "Previous photo", position: "Photo 2 of 29", allOf: "All of Test Newest's" },
  { prefix: "/gu", next: "આગલો ફોટો", previous: "પાછલો ફોટો", position: "ફોટો 2, કુલ 29માંથી", allOf: "Test Newest'sની બધી ડિઝાઇન" },
];

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const { prefix, next, previous, position, allOf } of languages) {
    for (const viewport of [phone, desktop]) {
      test(`a collection set to newest first lists the picked design, then the newest, and its photo pages step in that order (${prefix || "/en"}, ${viewport.width} px)`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await page.goto(at(`${prefix}${NEWEST}`));
        expect(await shownTitles(page)).toEqual(LISTED.slice(0, 24).map(title));
        await page.goto(at(`${prefix}${NEWEST}/page/2`));
        expect(await shownTitles(page)).toEqual(LISTED.slice(24).map(title));
        await expect(gridPhotos(page).first()).toHaveAttribute("href", new RegExp(`${prefix}${NEWEST}/photo/6$`));

        // Its addresses are its numbers still: the newest's page is /photo/30, second in the listing.
        await page.goto(at(`${prefix}${NEWEST}/photo/30`));
        await expect(page.getByRole("main").getByRole("img", { name: title(30) })).toBeVisible();
        await expect(page.getByText(position)).toBeVisible();
        await page.getByRole("link", { name: next }).click();
        await expect(page).toHaveURL(new RegExp(`${prefix}${NEWEST}/photo/28$`));
        await page.getByRole("link", { name: previous }).click();
        await page.getByRole("link", { name: previous }).click();
        await expect(page).toHaveURL(new RegExp(`${prefix}${NEWEST}/photo/3$`));
        await expect(page.getByRole("link", { name: previous })).toHaveCount(0);

        // The last of the first catalogue page leads to the first of the second, and back to the page that lists it.
        await page.goto(at(`${prefix}${NEWEST}/photo/7`));
        await page.getByRole("link", { name: next }).click();
        await expect(page).toHaveURL(new RegExp(`${prefix}${NEWEST}/photo/6$`));
        await page.getByRole("link", { name: allOf }).click();
        await expect(page).toHaveURL(new RegExp(`${prefix}${NEWEST}/page/2$`));
      });
    }
  }
});

for (const viewport of [phone, desktop]) {
  test(`Show more and the lightbox follow the newest-first order, with no accessibility violations (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openHydrated(page, NEWEST);
    await page.getByRole("button", { name: "Show more designs" }).click();
    await expect(gridPhotos(page)).toHaveCount(29);
    expect(await shownTitles(page)).toEqual(LISTED.map(title));
    await expect(gridPhotos(page).nth(24)).toBeFocused();
    await expect(page).toHaveURL(/\/test-newest\?upto=2$/);
    expect(await axeViolations(page)).toEqual([]);

    // From the last of the first page, the lightbox goes on to the first of the second, as the grid lists them.
    await gridPhotos(page).nth(23).click();
    await expect(page).toHaveURL(/\/test-newest\/photo\/7$/);
    await expect(currentPhoto(page)).toHaveAttribute("alt", title(7));
    await page.keyboard.press("ArrowRight");
    await expect(page).toHaveURL(/\/test-newest\/photo\/6$/);
    await expect(currentPhoto(page)).toHaveAttribute("alt", title(6));
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/\/test-newest\?upto=2$/);
  });
}

test("the lightbox on a newest-first collection goes round from the picked design to the oldest, and closes to the page that lists the photo", async ({
  page,
}) => {
  await openHydrated(page, `/gu${NEWEST}/photo/3`);
  await expect(currentPhoto(page)).toHaveAttribute("alt", title(3));
  await page.keyboard.press("ArrowLeft");
  await expect(page).toHaveURL(/\/gu\/test-newest\/photo\/1$/);
  await expect(currentPhoto(page)).toHaveAttribute("alt", title(1));
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/\/gu\/test-newest\/page\/2$/);
});

test("an order's address finds a design of a newest-first collection by its number", async ({ page }) => {
  await openHydrated(page, "/order?design=test-newest-30&design=test-newest-1");
  const designs = page.locator(".order-design");
  await expect(designs.first()).toContainText(title(30));
  await expect(designs.nth(1)).toContainText(title(1));
});
