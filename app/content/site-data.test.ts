import { afterEach, describe, expect, it, vi } from "vitest";
import { readContent } from "#app/content/read-content.ts";
import { siteData, siteDataOf } from "#app/content/site-data.ts";

describe("the site's data", () => {
  afterEach(() => vi.useRealTimers());
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

  it("is made once for every page of a day, and drops a closing day once the shop's day is past it", () => {
    const content = readContent();
    vi.useFakeTimers({ toFake: ["Date"] });
    // 13 January 2027, 11 pm in Gujarat: Uttarayan (the 14th) is still to come.
    vi.setSystemTime(new Date("2027-01-13T17:30:00Z"));
    const before = siteData(content, "en", "https://tailor.example");
    expect(siteData(content, "en", "https://tailor.example")).toBe(before);
    expect(before.hours?.closed.map(({ date }) => date)).toEqual(["2027-01-14", "2027-01-15", "2027-03-22"]);
    // 15 January, half past midnight in Gujarat, still the 14th in UTC: Uttarayan has passed.
    vi.setSystemTime(new Date("2027-01-14T19:00:00Z"));
    expect(siteData(content, "en", "https://tailor.example").hours?.closed.map(({ date }) => date)).toEqual(["2027-01-15", "2027-03-22"]);
  });

  it("is found among a page's matched routes by the root's id, and only there", () => {
    expect(siteDataOf([undefined, { id: "routes/home", loaderData: {} }, { id: "root", loaderData: data }])).toBe(data);
    expect(siteDataOf([{ id: "routes/home", loaderData: data }])).toBeUndefined();
  });
});
