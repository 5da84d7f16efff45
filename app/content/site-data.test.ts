import { describe, expect, it } from "vitest";
import { readContent } from "#app/content/read-content.ts";
import { siteData, siteDataOf } from "#app/content/site-data.ts";

describe("the site's data", () => {
  const data = siteData(readContent(), "en", "https://tailor.example");

  it("gives the navigation the spec's eight labels, in order, each with its section", () => {
    expect(data.nav.map((link) => link.label)).toEqual(["About", "Cataloguee", "Kedia", "chorni", "Koti", "Throwback", "Our Customers", "Contact"]);
    expect(data.nav.map((link) => link.id)).toEqual(["about", "collections", "kediya", "chorni", "koti", "throwback", "throwback2022", "contact"]);
  });

  it("follows the content when it is read again, and each language's words", () => {
    const content = readContent();
    const renamed = { ...content, site: { ...content.site, business: { ...content.site.business, name: "Asha's Tailoring" } } };
    expect(siteData(renamed, "en", "https://tailor.example").business.name).toBe("Asha's Tailoring");
    expect(siteData(content, "en", "https://tailor.example").business.name).toBe(data.business.name);
    expect(siteData(content, "gu", "https://tailor.example").nav[0].label).not.toBe(data.nav[0].label);
    expect(siteData(content, "en", "https://tailor.example", { notFoundPage: true }).notFoundPage).toBe(true);
    expect(data.notFoundPage).toBe(false);
  });

  it("is found among a page's matched routes by the root's id, and only there", () => {
    expect(siteDataOf([undefined, { id: "routes/home", loaderData: {} }, { id: "root", loaderData: data }])).toBe(data);
    expect(siteDataOf([{ id: "routes/home", loaderData: data }])).toBeUndefined();
  });
});
