import { expect, test, type Page } from "@playwright/test";
import { SITE_URL, at, axeViolations, openHydrated, phone } from "#tests/e2e/site.ts";

/**
 * What a design costs, how long it takes and what it is, as a visitor reads it in each
 * language. The shipped content gives every design example facts; the test build's
 * /test-two-dozen gives its first design a price past a lakh, and /test-sixty none at all.
 */
const BRIDAL = "/test-two-dozen/photo/1";

const languages = [
  {
    prefix: "",
    card: "₹1,25,000–1,50,000",
    price: "₹1,25,000–1,50,000",
    facts: [
      ["Price", "₹1,25,000–1,50,000"],
      ["Made in", "30–45 days"],
      ["Fabric", "Mashru silk"],
      ["Work", "Zari edge, Mirror work"],
      ["For", "Wedding"],
    ],
  },
  {
    prefix: "/gu",
    card: "₹1,25,000–1,50,000",
    price: "₹1,25,000–1,50,000",
    facts: [
      ["કિંમત", "₹1,25,000–1,50,000"],
      ["તૈયાર થવામાં", "30–45 દિવસ"],
      ["કાપડ", "મશરૂ સિલ્ક"],
      ["કારીગરી", "જરીની કિનારી, આભલા ભરત"],
      ["પ્રસંગ", "લગ્ન"],
    ],
  },
  {
    prefix: "/hi",
    card: "₹1,25,000–1,50,000",
    price: "₹1,25,000–1,50,000",
    facts: [
      ["क़ीमत", "₹1,25,000–1,50,000"],
      ["तैयार होने में", "30–45 दिन"],
      ["कपड़ा", "मशरू सिल्क"],
      ["कारीगरी", "ज़री का किनारा, शीशे का काम"],
      ["अवसर", "शादी"],
    ],
  },
] as const;

/** A list of names and values, as [name, value] pairs. */
const factsIn = async (page: Page, selector: string) =>
  page
    .locator(`${selector} .design-facts__row`)
    .evaluateAll((rows) => rows.map((row) => [row.querySelector("dt")!.textContent, row.querySelector("dd")!.textContent]));

const jsonLd = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);

const whatsAppText = (href: string | null) => new URL(href!).searchParams.get("text");

for (const { prefix, card, price, facts } of languages) {
  test(`in ${prefix || "English"}, a design's price shows on its card, its lightbox and its page, in Indian grouping`, async ({ page }) => {
    await openHydrated(page, `${prefix}/test-two-dozen`);
    const first = page.getByRole("main").getByRole("listitem").first();
    await expect(first.locator(".photo-card__price")).toHaveText(card);
    // The price is part of the card's link, so a screen reader hears it with the design.
    await expect(first.getByRole("link")).toHaveAccessibleName(new RegExp(`Test bridal chaniya.*${card.replace(/[₹()]/g, ".")}`));

    await first.getByRole("link").click();
    const caption = page.getByRole("dialog").locator(".lightbox-caption");
    await expect(caption.locator(".design-facts")).toBeVisible();
    expect(await factsIn(page, ".lightbox-caption")).toEqual(facts);

    // The photo's own page, as it is before its script runs and without one.
    await page.goto(at(`${prefix}${BRIDAL}`));
    expect(await factsIn(page, ".photo-page")).toEqual(facts);
    expect(await page.locator(".photo-page .design-facts").textContent()).toContain(price);
  });
}

test("a design without facts shows no price, no making time and no empty label, on its card, its lightbox and its page", async ({ page }) => {
  for (const prefix of ["", "/gu", "/hi"]) {
    await openHydrated(page, `${prefix}/test-sixty`);
    // By its element: while the lightbox is open, the page under it is hidden from the accessibility tree.
    const main = page.locator("main");
    await expect(main.locator(".photo-grid")).toBeVisible();
    await expect(main.locator(".photo-card__price, .catalogue__span")).toHaveCount(0);
    await main.getByRole("listitem").first().getByRole("link").click();
    await expect(page.getByRole("dialog").locator(".lightbox-caption__title")).toHaveText("Test photo 1");
    await expect(page.getByRole("dialog").locator(".lightbox-caption .design-facts")).toHaveCount(0);
    await page.goto(at(`${prefix}/test-sixty/photo/1`));
    await expect(page.locator(".photo-page figcaption")).toHaveText("Test photo 1");
    await expect(page.locator(".design-facts")).toHaveCount(0);
    const text = (await main.textContent())!;
    for (const stray of ["₹", "undefined", "NaN", "null"]) expect(text, `${prefix}/test-sixty/photo/1`).not.toContain(stray);
    expect((await jsonLd(page)).map((item) => item["@type"])).not.toContain("Product");
  }
});

test("a catalogue says under its heading what its designs cost and take, from the cheapest to the dearest", async ({ page }) => {
  await page.goto(at("/test-two-dozen"));
  await expect(page.locator(".catalogue__span")).toHaveText("Designs from ₹1,25,000 to ₹1,50,000. Made in 30–45 days.");
  await page.goto(at("/gu/test-two-dozen"));
  await expect(page.locator(".catalogue__span")).toHaveText("₹1,25,000થી ₹1,50,000 સુધીની ડિઝાઇન. 30–45 દિવસમાં તૈયાર.");
  await page.goto(at("/hi/test-two-dozen"));
  await expect(page.locator(".catalogue__span")).toHaveText("₹1,25,000 से ₹1,50,000 तक के डिज़ाइन। 30–45 दिन में तैयार।");
  // The shipped collections: every design has a price, so every catalogue has its range.
  await page.goto(at("/chorni"));
  await expect(page.locator(".catalogue__span")).toHaveText(/^Designs from ₹[\d,]+ to ₹[\d,]+\. Made in \d+–\d+ days\.$/);
});

test("Ask about this design and the shortlist send the price with the design, in the visitor's language", async ({ page }) => {
  await page.setViewportSize(phone);
  await openHydrated(page, `/gu${BRIDAL}`);
  const dialog = page.getByRole("dialog");
  const ask = dialog.getByRole("link", { name: /પૂછો/ });
  expect(whatsAppText(await ask.getAttribute("href"))).toBe(
    `નમસ્તે! મારે Test Two Dozen'sની આ ડિઝાઇન વિશે જાણવું છે: Test bridal chaniya (₹1,25,000–1,50,000) ${SITE_URL}/gu${BRIDAL}`,
  );
  await openHydrated(page, BRIDAL);
  expect(whatsAppText(await page.getByRole("dialog").getByRole("link", { name: /Ask/ }).getAttribute("href"))).toBe(
    `Hello! I would like to ask about this design from Test Two Dozen's: Test bridal chaniya (₹1,25,000–1,50,000) ${SITE_URL}${BRIDAL}`,
  );
  // Without a price, the message is as it always was.
  await openHydrated(page, "/test-sixty/photo/2");
  expect(whatsAppText(await page.getByRole("dialog").getByRole("link", { name: /Ask/ }).getAttribute("href"))).toBe(
    `Hello! I would like to ask about this design from Test Sixty's: Test photo 2 ${SITE_URL}/test-sixty/photo/2`,
  );

  // The shortlist: each design's price, and the range of the whole list, on screen and in the message.
  await openHydrated(page, "/test-two-dozen");
  const cards = page.getByRole("main").getByRole("listitem");
  await cards.nth(0).getByRole("button", { name: "Add to shortlist" }).click();
  await openHydrated(page, "/chorni");
  const chorni = page.getByRole("main").getByRole("listitem").first();
  const chorniPrice = (await chorni.locator(".photo-card__price").textContent())!;
  const chorniTitle = (await chorni.getByRole("img").getAttribute("alt"))!;
  await chorni.getByRole("button", { name: "Add to shortlist" }).click();
  await openHydrated(page, "/test-sixty");
  await page.getByRole("main").getByRole("listitem").first().getByRole("button", { name: "Add to shortlist" }).click();
  await page
    .getByRole("banner")
    .getByRole("button", { name: /^Shortlist/ })
    .click();
  const panel = page.getByRole("dialog", { name: "Your shortlist" });
  const low = Number(/₹([\d,]+)/.exec(chorniPrice)![1].replaceAll(",", ""));
  await expect(panel.getByRole("listitem")).toHaveText([
    /Test Two Dozen's₹1,25,000–1,50,000 · 30–45 daysRemove/,
    new RegExp(`Chorni's${chorniPrice} · \\d+–\\d+ daysRemove`),
    /Test Sixty'sRemove/,
  ]);
  // One design has no price: what they come to together is not said.
  await expect(panel.getByText(/^Together from/)).toHaveCount(0);
  const text = whatsAppText(await panel.getByRole("link", { name: /Send on WhatsApp/ }).getAttribute("href"))!.split("\n");
  expect(text[1]).toBe(`- Test bridal chaniya (Test Two Dozen's) · ₹1,25,000–1,50,000 · 30–45 days: ${SITE_URL}${BRIDAL}`);
  expect(text[2]).toMatch(new RegExp(`^- ${chorniTitle} \\(Chorni's\\) · ${chorniPrice} · \\d+–\\d+ days: ${SITE_URL}/chorni/photo/1$`));
  expect(text.slice(3)).toEqual([`- Test photo 1 (Test Sixty's): ${SITE_URL}/test-sixty/photo/1`]);
  // Without it, they do: ₹1,25,000 and the chorni's lowest price.
  await panel.getByRole("button", { name: "Remove Test photo 1" }).click();
  await expect(panel.getByText(/^Together from/)).toHaveText(`Together from ₹${(125_000 + low).toLocaleString("en-IN")}`);
  expect(await axeViolations(page)).toEqual([]);
});

test("search engines read a photo page's design as a Product made to order, and a catalogue page as a list of its designs", async ({ page }) => {
  await page.goto(at(`/gu${BRIDAL}`));
  const product = (await jsonLd(page)).find((item) => item["@type"] === "Product");
  expect(product).toEqual({
    "@context": "https://schema.org",
    "@type": "Product",
    name: "Test bridal chaniya",
    url: `${SITE_URL}/gu${BRIDAL}`,
    image: expect.stringMatching(/^https:\/\/tailor\.example\/assets\/.+\.jpg$/),
    category: "Test Two Dozen's",
    material: "મશરૂ સિલ્ક",
    color: "લાલ",
    offers: {
      "@type": "AggregateOffer",
      lowPrice: 125000,
      highPrice: 150000,
      priceCurrency: "INR",
      availability: "https://schema.org/MadeToOrder",
      seller: { "@id": `${SITE_URL}/#business` },
      url: `${SITE_URL}/gu${BRIDAL}`,
      deliveryLeadTime: { "@type": "QuantitativeValue", minValue: 30, maxValue: 45, unitCode: "DAY" },
      // The shop's promises (content/site.json): delivery within India after the making, no returns of a garment made to measure.
      shippingDetails: {
        "@type": "OfferShippingDetails",
        shippingRate: { "@type": "MonetaryAmount", value: 150, currency: "INR" },
        shippingDestination: { "@type": "DefinedRegion", addressCountry: "IN" },
        deliveryTime: {
          "@type": "ShippingDeliveryTime",
          handlingTime: { "@type": "QuantitativeValue", minValue: 30, maxValue: 45, unitCode: "DAY" },
          transitTime: { "@type": "QuantitativeValue", minValue: 3, maxValue: 6, unitCode: "DAY" },
        },
      },
      hasMerchantReturnPolicy: {
        "@type": "MerchantReturnPolicy",
        applicableCountry: "IN",
        returnPolicyCategory: "https://schema.org/MerchantReturnNotPermitted",
      },
    },
  });
  // The business the offer names is on the page.
  expect((await jsonLd(page)).find((item) => item["@type"] === "ClothingStore")?.["@id"]).toBe(`${SITE_URL}/#business`);

  // A design with one price is a single Offer.
  await page.goto(at("/chorni/photo/2"));
  const single = (await jsonLd(page)).find((item) => item["@type"] === "Product") as { offers: Record<string, unknown>; name: string };
  expect(single.offers).toMatchObject({ "@type": "Offer", price: expect.any(Number), priceCurrency: "INR", availability: "https://schema.org/MadeToOrder" });
  expect(single.name).toBe(await page.locator(".photo-page figcaption").textContent());

  await page.goto(at("/hi/chakda"));
  const list = (await jsonLd(page)).find((item) => item["@type"] === "ItemList") as { itemListElement: Record<string, unknown>[] };
  const titles = await page
    .getByRole("main")
    .getByRole("img")
    .evaluateAll((images) => images.map((img) => img.getAttribute("alt")));
  expect(list.itemListElement.map((item) => item.name)).toEqual(titles);
  expect(list.itemListElement.map((item) => [item.position, item.url])).toEqual(titles.map((_, i) => [i + 1, `${SITE_URL}/hi/chakda/photo/${i + 1}`]));
});
