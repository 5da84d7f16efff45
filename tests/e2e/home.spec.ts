import { expect, test } from "@playwright/test";
import { navLabels, previews, tiles } from "#tests/e2e/site.ts";

test.describe("the home page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
  });

  test("has the navigation bar with every section link, in order, fixed at the top", async ({ page }) => {
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link").first()).toHaveAttribute("href", "/");
    const links = nav.getByRole("listitem").getByRole("link");
    await expect(links).toHaveText(navLabels);
    // Every anchor points at a section that exists on the page.
    for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute("href")))) {
      expect(href).toMatch(/^\/#/);
      await expect(page.locator(href!.slice(1))).toHaveCount(1);
    }
    await page.mouse.wheel(0, 3000);
    await expect(nav).toBeInViewport();
    expect(await page.locator(".site-nav").evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
  });

  test("shows the sections top to bottom as the spec lists them", async ({ page }) => {
    const order = await page.evaluate(() =>
      ["about", "collections", "kediya", "chorni", "koti", "throwback", "throwback2022", "contact"].map(
        (id) => document.getElementById(id)!.getBoundingClientRect().top,
      ),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
    const headerBottom = await page.getByRole("heading", { level: 1 }).evaluate((h) => h.getBoundingClientRect().bottom);
    expect(headerBottom).toBeLessThan(order[0]);
  });

  test("has one meaningful h1 and no empty headings", async ({ page }) => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Tailor's Studio");
    const empty = await page.locator("h1, h2, h3, h4, h5, h6").evaluateAll((all) => all.filter((h) => !h.textContent?.trim()).length);
    expect(empty).toBe(0);
  });

  test("has an About Us section with the founding year and what the shop offers", async ({ page }) => {
    const about = page.locator("#about");
    await expect(about.getByRole("heading", { name: "About Us" })).toBeVisible();
    await expect(about).toContainText("Founded in 2018");
    await expect(about).toContainText("custom tailor-made clothing");
    await expect(about).toContainText("requirements and budget");
  });

  test("shows the 7 collection tiles in order, each linking to its slug", async ({ page }) => {
    const tileLinks = page.locator("#collections").getByRole("link");
    await expect(tileLinks).toHaveText(tiles.map(([name]) => name));
    expect(await tileLinks.evaluateAll((all) => all.map((a) => a.getAttribute("href")))).toEqual(tiles.map(([, href]) => href));
    await expect(tileLinks.locator("img")).toHaveCount(7);
  });

  test("previews five collections with 3 photos and a View more link each", async ({ page }) => {
    for (const [heading, href] of previews) {
      const section = page.getByRole("region", { name: heading, exact: true });
      await expect(section.getByRole("heading", { level: 2 })).toHaveText(heading);
      await expect(section.getByRole("img")).toHaveCount(3);
      const more = section.getByRole("link", { name: /View more/ });
      await expect(more).toHaveText("View more");
      await expect(more).toHaveAttribute("href", href);
    }
  });

  test("ends with the Get In Touch section and never shows Loading...", async ({ page }) => {
    await expect(page.getByRole("heading", { name: "Get In Touch" })).toBeVisible();
    await expect(page.getByText("Loading...")).toHaveCount(0);
  });
});

test.describe("the home page's first screen", () => {
  for (const [prefix, list] of [
    ["/", "Designs to order, with their prices"],
    ["/gu/", "ઓર્ડર માટેની ડિઝાઇન, તેની કિંમત સાથે"],
    ["/hi/", "ऑर्डर के लिए डिज़ाइन, उनकी क़ीमत के साथ"],
  ]) {
    for (const { width, height, screens } of [
      { width: 390, height: 844, screens: 1 },
      { width: 320, height: 640, screens: 1.5 },
    ]) {
      test(`shows designs with their prices at ${width} × ${height} (${prefix}), each a link to its page`, async ({ page }) => {
        await page.setViewportSize({ width, height });
        await page.goto(prefix);
        const designs = page.getByRole("list", { name: list }).getByRole("link");
        await expect(designs).toHaveCount(4);
        const first = designs.first();
        await expect(first).toHaveAttribute("href", `${prefix}kediya/photo/1`);
        // Its price, in rupees, on the first screen (a screen and a half on the smallest phone), with nothing scrolled.
        const price = first.getByText(/₹\s?[\d,]+/);
        const box = (await price.boundingBox())!;
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        expect(box.y + box.height).toBeLessThanOrEqual(height * screens);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        // The link leads to the design's page, where its price is said again.
        await first.click();
        await expect(page).toHaveURL(new RegExp(`${prefix}kediya/photo/1$`));
        await expect(page.getByText(/₹\s?3,500/).first()).toBeVisible();
      });
    }
  }
});

test.describe("how ordering works", () => {
  for (const [prefix, heading, step, promise, pay] of [
    ["/", "How ordering works", "Send your measurements in inches, or come to the shop and we measure you.", "How you pay", "UPI or cash at the shop."],
    ["/gu/", "ઓર્ડર કેવી રીતે આપવો", "તમારાં માપ ઇંચમાં મોકલો, અથવા દુકાને આવો, અમે માપ લઈશું.", "ચુકવણી", "UPI અથવા દુકાને રોકડા."],
    ["/hi/", "ऑर्डर कैसे दें", "अपना नाप इंच में भेजें, या दुकान पर आएँ, हम नाप लेंगे।", "भुगतान", "UPI या दुकान पर नकद।"],
  ]) {
    test(`is on the home page after the previews and before Get In Touch, and beside the order form (${prefix})`, async ({ page }) => {
      await page.goto(prefix);
      const section = page.getByRole("region", { name: heading });
      await expect(section.getByRole("listitem")).toHaveCount(3);
      await expect(section.getByRole("listitem").nth(1)).toHaveText(step);
      await expect(section.getByRole("definition").first()).toContainText(pay);
      await expect(section.getByRole("term")).toHaveCount(4);
      await expect(section.getByRole("term").first()).toHaveText(promise);
      const [previews, ordering, contact] = await page.evaluate(() =>
        ["throwback2022", "ordering", "contact"].map((id) => document.getElementById(id)!.getBoundingClientRect().top),
      );
      expect(previews).toBeLessThan(ordering);
      expect(ordering).toBeLessThan(contact);
      // Its link leads to the order page, which says it all again under the form.
      await section.getByRole("link").click();
      await expect(page).toHaveURL(new RegExp(`${prefix}order`));
      const aside = page.getByRole("complementary", { name: heading });
      await expect(aside.getByRole("listitem").nth(1)).toHaveText(step);
      await expect(aside.getByRole("definition").first()).toContainText(pay);
    });
  }

  test("tells search engines how the shop is paid, and each priced design's delivery and returns", async ({ request }) => {
    const ld = async (path: string) => {
      const html = await (await request.get(path)).text();
      return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(([, json]) => JSON.parse(json) as Record<string, unknown>);
    };
    const store = (await ld("/")).find((data) => data["@type"] === "ClothingStore")!;
    expect(store.paymentAccepted).toBe("Cash, UPI");
    const product = (await ld("/gu/kediya/photo/1")).find((data) => data["@type"] === "Product")!;
    expect(product.offers).toMatchObject({
      shippingDetails: {
        shippingRate: { value: 150, currency: "INR" },
        shippingDestination: { addressCountry: "IN" },
        deliveryTime: { transitTime: { minValue: 3, maxValue: 6 } },
      },
      hasMerchantReturnPolicy: { returnPolicyCategory: "https://schema.org/MerchantReturnNotPermitted" },
    });
  });
});
