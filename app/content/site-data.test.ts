import { describe, expect, it } from "vitest";
import { readContent } from "#app/content/read-content.ts";
import { siteData, siteDataOf } from "#app/content/site-data.ts";

describe("the site's data", () => {
  const data = siteData(readContent(), "en", "https://tailor.example");

  it("gives the navigation the spec's eight labels, in order, each with its section", () => {
    expect(data.nav.map((link) => link.label)).toEqual(["About", "Cataloguee", "Kedia", "chorni", "Koti", "Throwback", "Our Customers", "Contact"]);
    expect(data.nav.map((link) => link.id)).toEqual(["about", "collections", "kediya", "chorni", "koti", "throwback", "throwback2022", "contact"]);
  });

  it("is found among a page's matched routes by the root's id, and only there", () => {
    expect(siteDataOf([undefined, { id: "routes/home", loaderData: {} }, { id: "root", loaderData: data }])).toBe(data);
    expect(siteDataOf([{ id: "routes/home", loaderData: data }])).toBeUndefined();
  });
});
