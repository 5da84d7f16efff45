import type { BreadcrumbList, ClothingStore, ItemList, Product, WithContext } from "schema-dts";
import { describe, expect, expectTypeOf, it } from "vitest";
import { siteData } from "#app/content/site-data.ts";
import { readContent } from "#app/content/read-content.ts";
import { breadcrumbsJsonLd, designListJsonLd, productJsonLd, storeJsonLd } from "#app/content/structured-data.ts";

// The builders are typed with schema-dts, the schema.org vocabulary as TypeScript
// types: a property the type does not have, or a value of the wrong kind, fails
// the typecheck. These tests hold the types and the values a search engine needs.
const site = siteData(readContent(), "en", "https://tailor.example");

describe("structured data", () => {
  it("describes the business as a schema.org ClothingStore with its contact details", () => {
    const store = storeJsonLd(site, "https://tailor.example", "https://tailor.example/share/home.jpg");
    expectTypeOf(store).toEqualTypeOf<WithContext<ClothingStore>>();
    expect(store).toEqual({
      "@context": "https://schema.org",
      "@type": "ClothingStore",
      "@id": "https://tailor.example/#business",
      name: site.business.name,
      description: site.business.description,
      url: "https://tailor.example/",
      image: "https://tailor.example/share/home.jpg",
      foundingDate: "2018",
      address: site.contact.address,
      telephone: "+919876543210",
      email: site.contact.email,
      sameAs: [site.contact.facebook, site.contact.twitter, site.contact.youtube],
      hasMap: "https://www.google.com/maps/search/?api=1&query=22.3039%2C70.8022",
      geo: { "@type": "GeoCoordinates", latitude: 22.3039, longitude: 70.8022 },
      openingHoursSpecification: expect.any(Array),
      ...(site.hours?.closed.length ? { specialOpeningHoursSpecification: expect.any(Array) } : {}),
      paymentAccepted: "Cash, UPI",
    });
  });

  it("gives the shop's hours as schema.org has them: a specification per stretch of hours with its days, a closed day opening and closing at midnight", () => {
    const hours = {
      week: [
        { day: "monday", opens: "10:00", closes: "13:00" },
        { day: "monday", opens: "16:00", closes: "20:30" },
        { day: "sunday", opens: "10:00", closes: "13:00" },
      ],
      closed: [{ date: "2027-01-14", name: "Uttarayan" }],
    } as const;
    const store = storeJsonLd(
      { ...site, hours: { ...hours, week: [...hours.week], closed: [...hours.closed], lines: [], closedDays: [] } },
      "https://tailor.example",
      "https://tailor.example/share/home.jpg",
    );
    const { openingHoursSpecification, specialOpeningHoursSpecification } = store as Exclude<typeof store, string>;
    expect(openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["https://schema.org/Monday", "https://schema.org/Sunday"], opens: "10:00", closes: "13:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["https://schema.org/Monday"], opens: "16:00", closes: "20:30" },
    ]);
    expect(specialOpeningHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", validFrom: "2027-01-14", validThrough: "2027-01-14", opens: "00:00", closes: "00:00" },
    ]);
  });

  it("lists a catalogue page's designs as an ItemList, numbered from the page's first", () => {
    const list = designListJsonLd(
      "Koti's (2/2)",
      "https://tailor.example/koti/page/2",
      [{ name: "Teal koti", url: "https://tailor.example/koti/photo/25", image: "https://tailor.example/assets/25.jpg" }],
      25,
    );
    expectTypeOf(list).toEqualTypeOf<WithContext<ItemList>>();
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 25, name: "Teal koti", url: "https://tailor.example/koti/photo/25", image: "https://tailor.example/assets/25.jpg" },
    ]);
  });

  it("describes a design as a Product made to order: one price as an Offer, a range as an AggregateOffer, sold by the business", () => {
    const design = { name: "Teal koti", url: "https://tailor.example/koti/photo/1", image: ["https://tailor.example/assets/1.jpg"], category: "Koti's" };
    const one = productJsonLd(
      { ...design, price: { from: 2500 }, facts: { fabric: "Cotton", colours: ["Green", "Red"], days: { from: 10, to: 14 } } },
      "https://tailor.example",
    );
    expectTypeOf(one).toEqualTypeOf<WithContext<Product>>();
    expect(one).toMatchObject({
      "@type": "Product",
      name: "Teal koti",
      image: "https://tailor.example/assets/1.jpg",
      material: "Cotton",
      color: "Green, Red",
      category: "Koti's",
    });
    // A design with several photos lists them all, its card's first.
    const photos = ["https://tailor.example/assets/1.jpg", "https://tailor.example/assets/1-back.jpg", "https://tailor.example/assets/1-border.jpg"];
    expect(productJsonLd({ ...design, image: photos, price: { from: 2500 } }, "https://tailor.example").image).toEqual(photos);
    expect(one.offers).toEqual({
      "@type": "Offer",
      price: 2500,
      priceCurrency: "INR",
      availability: "https://schema.org/MadeToOrder",
      seller: { "@id": "https://tailor.example/#business" },
      url: design.url,
      deliveryLeadTime: { "@type": "QuantitativeValue", minValue: 10, maxValue: 14, unitCode: "DAY" },
    });
    const range = productJsonLd({ ...design, price: { from: 2500, to: 4000 } }, "https://tailor.example");
    expect(range.offers).toMatchObject({ "@type": "AggregateOffer", lowPrice: 2500, highPrice: 4000, priceCurrency: "INR" });
    expect(range).not.toHaveProperty("material");
    expect(range).not.toHaveProperty("color");
  });

  it("gives a design's offer the shop's promises: delivery within India with its charge and time, and returns refused for a garment made to measure or taken back within the days promised", () => {
    const design = {
      name: "Teal koti",
      url: "https://tailor.example/koti/photo/1",
      image: ["https://tailor.example/assets/1.jpg"],
      category: "Koti's",
      price: { from: 2500 },
    };
    const made = { "@type": "QuantitativeValue", minValue: 10, maxValue: 14, unitCode: "DAY" };
    const delivered = productJsonLd({ ...design, facts: { days: { from: 10, to: 14 } } }, "https://tailor.example", {
      delivery: { charge: 150, days: { from: 3, to: 6 } },
    });
    expect(delivered.offers).toMatchObject({
      shippingDetails: {
        "@type": "OfferShippingDetails",
        shippingRate: { "@type": "MonetaryAmount", value: 150, currency: "INR" },
        shippingDestination: { "@type": "DefinedRegion", addressCountry: "IN" },
        deliveryTime: {
          "@type": "ShippingDeliveryTime",
          handlingTime: made,
          transitTime: { "@type": "QuantitativeValue", minValue: 3, maxValue: 6, unitCode: "DAY" },
        },
      },
      hasMerchantReturnPolicy: {
        "@type": "MerchantReturnPolicy",
        applicableCountry: "IN",
        returnPolicyCategory: "https://schema.org/MerchantReturnNotPermitted",
      },
    });
    // Collected at the shop only: no delivery is claimed; returns within a week, at the shop.
    const collected = productJsonLd(design, "https://tailor.example", { returnDays: 7 });
    expect(collected.offers).not.toHaveProperty("shippingDetails");
    expect(collected.offers).toMatchObject({
      hasMerchantReturnPolicy: {
        returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
        merchantReturnDays: 7,
        returnMethod: "https://schema.org/ReturnInStore",
      },
    });
    // Without promises in the content, the offer says neither.
    expect(productJsonLd(design, "https://tailor.example").offers).not.toHaveProperty("hasMerchantReturnPolicy");
  });

  it("numbers the breadcrumbs from 1", () => {
    const crumbs = breadcrumbsJsonLd([
      { name: "Home", url: "https://tailor.example/" },
      { name: "Koti's", url: "https://tailor.example/koti" },
    ]);
    expectTypeOf(crumbs).toEqualTypeOf<WithContext<BreadcrumbList>>();
    expect(crumbs.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://tailor.example/" },
      { "@type": "ListItem", position: 2, name: "Koti's", item: "https://tailor.example/koti" },
    ]);
  });
});
