// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { LOCALES } from "#app/i18n/languages.ts";
import { searchCopies, searchCopyFiles } from "#app/search/search-copies.server.ts";
import { foundCopy } from "#app/search/search-files.server.ts";
import { languageIndex } from "#app/search/search-index.server.ts";
import { searchIndex } from "#app/search/search.ts";
import { queryKey } from "#app/search/found-copy.ts";

vi.mock("#app/content/content.server.ts", () => {
  const picture = (path: string) => ({ sources: [], srcSet: `/assets/${path} 400w`, src: `/assets/${path}`, width: 400, height: 533 });
  return { thumbnail: picture, largeImage: picture };
});

describe("search's copies with their results", () => {
  it.each(LOCALES)("in %s, every query a copy answers finds exactly its designs, in its order, and no query or name is two copies'", (locale) => {
    const copies = searchCopies(locale);
    expect(copies.length).toBeGreaterThan(10);
    const index = languageIndex(locale);
    for (const copy of copies) {
      expect(copy.found.length).toBeGreaterThan(0);
      for (const query of copy.queries) expect(searchIndex(index, query), `${locale} "${query}"`).toEqual(copy.found);
    }
    const queries = copies.flatMap(({ queries }) => queries);
    expect(new Set(queries).size).toBe(queries.length);
    expect(new Set(copies.map(({ name }) => name)).size).toBe(copies.length);
  });

  it("answers the shop's words in the page's language, in English and in the Latin spellings visitors type", () => {
    const answered = (page: string, query: string) => searchCopyFiles().find((entry) => entry.page === page && entry.query === query)?.file;
    expect(answered("/search", "bandhani")).toBe("/search/for/bandhani/index.html");
    expect(answered("/gu/search", "બાંધણી")).toMatch(/^\/gu\/search\/for\/bandhani(-\d+)?\/index\.html$/);
    expect(answered("/gu/search", "bandhni")).toMatch(/^\/gu\/search\/for\/bandhani(-\d+)?\/index\.html$/);
    expect(answered("/hi/search", "navratri")).toMatch(/^\/hi\/search\/for\/navratri(-\d+)?\/index\.html$/);
    // A query that finds nothing has no copy.
    expect(answered("/search", "tuxedo")).toBeUndefined();
  });

  it("a spelling that finds the same designs in another order is a copy of its own, never shown in the wrong order", () => {
    const copies = searchCopies("gu");
    const gujarati = copies.find(({ queries }) => queries.includes(queryKey("બાંધણી")))!;
    const latin = copies.find(({ queries }) => queries.includes("bandhani"))!;
    if (gujarati === latin) expect(searchIndex(languageIndex("gu"), "bandhani")).toEqual(searchIndex(languageIndex("gu"), "બાંધણી"));
    else expect(latin.found).not.toEqual(gujarati.found);
  });

  it("a copy's page holds its first page of designs, their collections and how many there are", () => {
    const copy = searchCopies("gu").find(({ queries }) => queries.includes("bandhni"))!;
    const found = foundCopy("gu", copy.name)!;
    expect(found.count).toBe(copy.found.length);
    expect(found.designs.length).toBe(Math.min(24, copy.found.length));
    expect(found.queries).toContain("bandhni");
    for (const design of found.designs) expect(found.collections[design.slug]).toMatch(/\p{L}/u);
    expect(foundCopy("gu", "no-such-word")).toBeUndefined();
  });
});

describe("queryKey", () => {
  it("writes a query as the copies name it: one form, small letters, one space each, no direction controls", () => {
    expect(queryKey("  Mirror   Work ")).toBe("mirror work");
    expect(queryKey("\u2067બાંધણી\u2069")).toBe("બાંધણી");
    expect(queryKey("बांधनी".normalize("NFD"))).toBe("बांधनी".normalize("NFC"));
  });
});
