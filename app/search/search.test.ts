import { describe, expect, it, vi } from "vitest";
import { readContent } from "#app/content/read-content.ts";
import { pick } from "#app/content/translatable.ts";
import type { Locale } from "#app/i18n/languages.ts";
import type { FoundDesign } from "#app/content/designs-file.ts";
import { buildIndex, indexFile, loadIndex, scriptOf, searchIndex, searchWords } from "#app/search/search.ts";
import { designsFile, searchIndexJson } from "#app/search/search-files.server.ts";

// The photos are the image pipeline's, which only a build runs: search needs a thumbnail's address, not its file.
vi.mock("#app/content/content.server.ts", () => {
  const picture = (path: string) => ({ sources: [], srcSet: `/assets/${path} 400w`, src: `/assets/${path}`, width: 400, height: 533 });
  return { thumbnail: picture, largeImage: picture };
});

/** A language's search as the page runs it: the index the build writes, read back, and its designs. */
function searchIn(locale: Locale) {
  const { designs } = designsFile(locale);
  const index = loadIndex(searchIndexJson(locale));
  return (query: string) => searchIndex(index, query).map((id) => name(designs[id]));
}

const name = (design: FoundDesign) => `${design.slug}/${design.number}`;

/** The shipped designs, in English, with their facts. */
const english = designsFile("en").designs;
const titled = (word: RegExp) =>
  english
    .filter((design) => word.test(design.title))
    .map(name)
    .sort();
const withWork = (work: string) =>
  english
    .filter((design) => design.work?.includes(work))
    .map(name)
    .sort();

const sorted = (names: string[]) => [...names].sort();

describe("search's words", () => {
  it("keeps a Gujarati or Hindi word whole, its vowel signs, viramas and nuktas with it", () => {
    expect(searchWords("સ્ત્રી બાંધણી, ચણિયા-ચોળી")).toEqual(["સ્ત્રી", "બાંધણી", "ચણિયા", "ચોળી"]);
    expect(searchWords("बांधनी ज़री का किनारा")).toEqual(["बांधनी", "ज़री", "किनारा"]);
    // A nukta typed as its own mark or as one letter is one word.
    expect(searchWords("ज़री")).toEqual(searchWords("ज़री"));
  });

  it("leaves out the words that say nothing of a design, in each language", () => {
    expect(searchWords("a bandhani chaniya for Navratri")).toEqual(["bandhani", "chaniya", "navratri"]);
    expect(searchWords("નવરાત્રી માટે ચણિયા")).toEqual(["નવરાત્રી", "ચણિયા"]);
    expect(searchWords("नवरात्रि के लिए चनिया")).toEqual(["नवरात्रि", "चनिया"]);
  });

  it("does not match a Gujarati or Hindi word to an unrelated one a vowel sign apart", () => {
    const index = buildIndex([
      { id: 0, title: "મોર ભરત", more: "मोर" },
      { id: 1, title: "માર", more: "मार" },
      { id: 2, title: "સુતરાઉ", more: "सूती" },
      { id: 3, title: "કડી", more: "कड़ी" },
    ]);
    expect(searchIndex(index, "મોર")).toEqual([0]);
    expect(searchIndex(index, "માર")).toEqual([1]);
    expect(searchIndex(index, "मोर")).toEqual([0]);
    expect(searchIndex(index, "मार")).toEqual([1]);
    // Split at its vowel signs, સ્ત્રી would find સુતરાઉ (both start with સ).
    expect(searchIndex(index, "સ્ત્રી")).toEqual([]);
    expect(searchIndex(index, "साती")).toEqual([]);
    expect(searchIndex(index, "કાડી")).toEqual([]);
  });

  it("tells the script a query is typed in", () => {
    expect(scriptOf("બાંધણી")).toBe("gu");
    expect(scriptOf("बांधनी")).toBe("hi");
    expect(scriptOf("bandhani")).toBeUndefined();
  });
});

describe("search in the shipped catalogue", () => {
  const search = { en: searchIn("en"), gu: searchIn("gu"), hi: searchIn("hi") };
  const bandhani = withWork("bandhani");
  const chaniya = titled(/chaniya/i);

  it("has designs to find (the test is about them)", () => {
    expect(bandhani.length).toBeGreaterThan(3);
    expect(chaniya.length).toBeGreaterThan(3);
  });

  it.each([
    ["en", "bandhani"],
    ["en", "bandhni"],
    ["en", "Bandhej"],
    ["gu", "બાંધણી"],
    ["gu", "bandhani"],
    ["gu", "bandhni"],
    ["hi", "बांधनी"],
    ["hi", "bandhni"],
    // A typo the spellings do not list.
    ["en", "bandhanii"],
    ["gu", "bandhanee"],
  ] as const)("finds the bandhani designs in %s for %s", (locale, query) => {
    expect(sorted(search[locale](query))).toEqual(bandhani);
  });

  it.each([
    ["en", "chaniya"],
    ["en", "chanya"],
    ["gu", "ચણિયા"],
    ["gu", "chaniya"],
    ["gu", "chaniyo"],
    ["hi", "चनिया"],
    ["hi", "chanya"],
  ] as const)("finds the chaniyas in %s for %s", (locale, query) => {
    expect(sorted(search[locale](query))).toEqual(chaniya);
  });

  it.each([
    ["en", "kediyu"],
    ["gu", "કેડિયું"],
    ["gu", "kediyu"],
    ["hi", "केडिया"],
  ] as const)("finds every kediyu in %s for %s", (locale, query) => {
    const found = search[locale](query);
    const kediyu = titled(/kediyu/i);
    expect(found).toEqual(expect.arrayContaining(kediyu));
    expect(found.every((design) => kediyu.includes(design) || design.startsWith("kediya/"))).toBe(true);
  });

  it("narrows with every word: a red bandhani for Navratri, in each language", () => {
    const wanted = english
      .filter((design) => design.work?.includes("bandhani") && design.colours?.includes("red") && design.occasions?.includes("navratri"))
      .map(name)
      .sort();
    expect(wanted.length).toBeGreaterThan(0);
    expect(wanted.length).toBeLessThan(bandhani.length + 1);
    expect(sorted(search.en("a red bandhani for Navratri"))).toEqual(wanted);
    expect(sorted(search.gu("નવરાત્રી માટે લાલ બાંધણી"))).toEqual(wanted);
    expect(sorted(search.hi("नवरात्रि के लिए लाल बांधनी"))).toEqual(wanted);
  });

  it("finds a design by its English words on a Gujarati page, and by the start of the word being typed", () => {
    expect(sorted(search.gu("bandhani"))).toEqual(bandhani);
    expect(sorted(search.en("chani"))).toEqual(chaniya);
    expect(sorted(search.gu("ચણિ"))).toEqual(chaniya);
  });

  it("finds nothing for a word no design has, and nothing in the wrong script", () => {
    expect(search.en("tuxedo")).toEqual([]);
    expect(search.en("બાંધણી")).toEqual([]);
  });

  it("finds the same designs by a design's fabric, occasion and colour as its facts say", () => {
    const khadi = english
      .filter((design) => design.fabric === "khadi")
      .map(name)
      .sort();
    expect(khadi.length).toBeGreaterThan(0);
    expect(sorted(search.gu("ખાદી"))).toEqual(khadi);
    expect(sorted(search.hi("khadi"))).toEqual(khadi);
    const wedding = english
      .filter((design) => design.occasions?.includes("wedding"))
      .map(name)
      .sort();
    expect(sorted(search.gu("લગ્ન"))).toEqual(wedding);
    expect(sorted(search.en("shaadi"))).toEqual(wedding);
  });

  it("writes each design's collection heading in the language's designs file", () => {
    const { collections } = designsFile("gu");
    expect(collections.kediya).toBe(pick(readContent().collections.find((collection) => collection.slug === "kediya")!.heading, "gu"));
  });
});

describe("the index file", () => {
  const documents = [
    { id: 0, title: "Bandhani chaniya", more: "navratri cotton ચણિયા" },
    { id: 1, title: "Mirror-work kediya", more: "navratri garba કેડિયું" },
    { id: 2, title: "Bandhani kediya", more: "wedding silk बांधनी" },
  ];

  it("reads back as the index it was written from: the same designs, in the same order, with the same scores", () => {
    const index = buildIndex(documents);
    const json = JSON.stringify(indexFile(index));
    // What the page can make again is not downloaded.
    expect(JSON.parse(json)).not.toHaveProperty("documentIds");
    const read = loadIndex(json);
    for (const query of ["bandhani", "kediya navratri", "ચણિયા", "बांधनी", "ban", "mirrorwork"]) {
      const scores = (searched: typeof index) => searched.search(query, { prefix: true, fuzzy: 0.2 }).map(({ id, score }) => [id, score.toFixed(9)]);
      expect(scores(read), query).toEqual(scores(index));
      expect(searchIndex(read, query), query).toEqual(searchIndex(index, query));
    }
  });

  it("is the one the page reads for each language's designs", () => {
    for (const locale of ["en", "gu", "hi"] as const) {
      expect(loadIndex(searchIndexJson(locale)).documentCount).toBe(designsFile(locale).designs.length);
    }
  });

  it("is refused when a design was added out of its place", () => {
    expect(() => indexFile(buildIndex([{ id: 1, title: "kediya", more: "" }]))).toThrow(/numbered by their place/);
  });
});

describe("an index file from elsewhere", () => {
  const documents = [
    { id: 0, title: "Bandhani chaniya", more: "navratri" },
    { id: 1, title: "Mirror-work kediya", more: "garba" },
  ];

  it("reads MiniSearch's own form too, which an earlier build wrote and a cache may still hold", () => {
    const index = buildIndex(documents);
    const read = loadIndex(JSON.stringify(index));
    expect(searchIndex(read, "bandhani")).toEqual([0]);
    expect(searchIndex(read, "kediya garba")).toEqual([1]);
  });

  it("refuses what is no index, saying so", () => {
    expect(() => loadIndex('{"designs": []}')).toThrow(/not a search index/);
    expect(() => loadIndex("<!doctype html><title>Not found</title>")).toThrow();
  });
});
