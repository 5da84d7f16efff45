import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { blockStorage, storedShortlist } from "#tests/fixtures/storage.ts";
import { MOST_SHORTLISTED, SHORTLIST_KEY, shortlist, shortlistMessage, useShortlist, type ShortlistEntry } from "#app/shortlist/shortlist.ts";
import { words } from "#tests/fixtures/words.ts";

const design = (slug: string, number: number, title = `Design ${number}`, collection = "Kediya's"): ShortlistEntry => ({
  slug,
  number,
  title,
  collection,
  thumb: "400 533 - |avif a.avif 400|jpeg a.jpg 400",
});

/** As after a reload: the next read is what the device kept. */
const reload = () => shortlist.reset();

beforeEach(() => {
  localStorage.clear();
  reload();
});

afterEach(() => vi.restoreAllMocks());

describe("the shortlist", () => {
  it("keeps a design's price across a reload, and of an entry whose price is not one the site writes keeps the design without it", () => {
    localStorage.setItem(
      SHORTLIST_KEY,
      storedShortlist([
        { ...design("kediya", 1), price: { from: 2500, to: 4000 } },
        { ...design("kediya", 2), price: "₹2,500" },
        { ...design("kediya", 3), price: { from: 4000, to: 2500 } },
        { ...design("kediya", 4), price: { from: 0 } },
        { ...design("kediya", 5), price: { from: 1e12 } },
        design("kediya", 6),
      ]),
    );
    expect(shortlist.entries().map((entry) => [entry.number, entry.price])).toEqual([
      [1, { from: 2500, to: 4000 }],
      [2, undefined],
      [3, undefined],
      [4, undefined],
      [5, undefined],
      [6, undefined],
    ]);
    expect(shortlist.entries()[1]).not.toHaveProperty("price");
  });

  it("adds each design once, removes it, and keeps it on the device across a reload", () => {
    shortlist.add(design("kediya", 3));
    shortlist.add(design("chorni", 1));
    shortlist.add(design("kediya", 3));
    reload();
    expect(shortlist.entries().map((entry) => `${entry.slug}/${entry.number}`)).toEqual(["kediya/3", "chorni/1"]);
    expect(shortlist.has({ slug: "kediya", number: 3 })).toBe(true);
    // Each design's number is kept under "photo", as every build has kept it: a tab of an older build reads it.
    expect(JSON.parse(localStorage.getItem(SHORTLIST_KEY)!)).toEqual([
      { slug: "kediya", photo: 3, title: "Design 3", collection: "Kediya's", thumb: design("kediya", 3).thumb },
      { slug: "chorni", photo: 1, title: "Design 1", collection: "Kediya's", thumb: design("chorni", 1).thumb },
    ]);
    shortlist.remove({ slug: "kediya", number: 3 });
    reload();
    expect(shortlist.entries().map((entry) => entry.slug)).toEqual(["chorni"]);
    shortlist.clear();
    expect(localStorage.getItem(SHORTLIST_KEY)).toBeNull();
  });

  it("works for the visit where the browser blocks storage, without an error", () => {
    const unblock = blockStorage();
    try {
      reload();
      expect(shortlist.entries()).toEqual([]);
      expect(() => shortlist.add(design("kediya", 3))).not.toThrow();
      expect(shortlist.has({ slug: "kediya", number: 3 })).toBe(true);
    } finally {
      unblock();
    }
  });

  it("works for the visit where the storage is full", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("Quota exceeded", "QuotaExceededError");
    });
    shortlist.add(design("kediya", 3));
    shortlist.add(design("koti", 2));
    expect(shortlist.entries()).toHaveLength(2);
  });

  it("reads a damaged or hand-edited copy leniently: bad entries and repeats are left out", () => {
    localStorage.setItem(SHORTLIST_KEY, "{not json");
    reload();
    expect(shortlist.entries()).toEqual([]);
    localStorage.setItem(
      SHORTLIST_KEY,
      storedShortlist([
        design("kediya", 3),
        { slug: "../admin", photo: 1, title: "x", collection: "y", thumb: "" },
        { slug: "koti", photo: -1 },
        design("kediya", 3),
        "text",
      ]),
    );
    reload();
    expect(shortlist.entries()).toEqual([design("kediya", 3)]);
  });

  it("reads a copy of any size no further than a full shortlist reaches: 20,000 entries give the first hundred designs, each once", () => {
    localStorage.setItem(SHORTLIST_KEY, storedShortlist(Array.from({ length: 20_000 }, (_, i) => design(`made-up-${i % 500}`, (i % 2) + 1))));
    reload();
    const started = performance.now();
    const read = shortlist.entries();
    // Comparing every entry with every other took seconds here; reading up to a full shortlist takes milliseconds.
    expect(performance.now() - started).toBeLessThan(200);
    expect(read).toHaveLength(MOST_SHORTLISTED);
    expect(read.slice(0, 3).map((entry) => `${entry.slug}/${entry.number}`)).toEqual(["made-up-0/1", "made-up-1/2", "made-up-2/1"]);
  });

  it("reads no further than a full shortlist's length into the copy: repeats filling it leave the designs after them unread", () => {
    localStorage.setItem(SHORTLIST_KEY, storedShortlist([...Array.from({ length: 10_000 }, () => design("kediya", 1)), design("koti", 2)]));
    reload();
    expect(shortlist.entries()).toEqual([design("kediya", 1)]);
  });

  it("keeps the newest designs at its most: adding one more lets the oldest go", () => {
    localStorage.setItem(SHORTLIST_KEY, storedShortlist(Array.from({ length: MOST_SHORTLISTED }, (_, i) => design("kediya", i + 1))));
    reload();
    shortlist.add(design("koti", 1));
    reload();
    const read = shortlist.entries();
    expect(read).toHaveLength(MOST_SHORTLISTED);
    expect(read[0]).toEqual(design("kediya", 2));
    expect(read.at(-1)).toEqual(design("koti", 1));
  });

  it("passes over a bad entry for a design without losing a good one for it later", () => {
    localStorage.setItem(SHORTLIST_KEY, storedShortlist([{ ...design("kediya", 3), thumb: "not a picture" }, design("kediya", 3, "Good")]));
    reload();
    expect(shortlist.entries()).toEqual([design("kediya", 3, "Good")]);
  });

  it("takes the direction controls out of a title, which could turn the words around it backwards", () => {
    localStorage.setItem(SHORTLIST_KEY, storedShortlist([design("kediya", 3, "\u202eBlue kediyu\u202c \u2066x\u2069\u200f\u061c")]));
    reload();
    expect(shortlist.entries()[0].title).toBe("Blue kediyu x");
  });

  it("leaves out an entry whose picture points anywhere but the site's own files", () => {
    const withThumb = (thumb: string) => ({ ...design("kediya", 3), thumb });
    localStorage.setItem(
      SHORTLIST_KEY,
      storedShortlist([
        withThumb("400 533 - |jpeg https://elsewhere.example/x.jpg 400"),
        withThumb("400 533 - |jpeg /x.jpg 400"),
        withThumb("400 533 - |jpeg javascript:alert(1) 400"),
        withThumb("400 533 - |jpeg ../x.jpg 400"),
        withThumb("400 533 - |jpeg a.jpg"),
        withThumb("not a picture"),
        design("koti", 2),
      ]),
    );
    reload();
    expect(shortlist.entries()).toEqual([design("koti", 2)]);
  });

  it("follows another tab's changes, also one made before this page listened", () => {
    expect(shortlist.entries()).toEqual([]);
    // Written while this page was still loading: no event reaches it.
    localStorage.setItem(SHORTLIST_KEY, storedShortlist([design("koti", 5)]));
    const { result } = renderHook(() => useShortlist());
    expect(result.current.map((entry) => entry.slug)).toEqual(["koti"]);
    // Another tab wrote the device's copy; this one hears of it by a storage event.
    localStorage.setItem(SHORTLIST_KEY, storedShortlist([design("chakda", 4)]));
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: SHORTLIST_KEY }));
    });
    expect(result.current.map((entry) => entry.slug)).toEqual(["chakda"]);
    localStorage.removeItem(SHORTLIST_KEY);
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: SHORTLIST_KEY }));
    });
    expect(result.current).toEqual([]);
  });

  it("updates entries, dropping those the check finds gone, and writes nothing when none changed", () => {
    shortlist.add(design("kediya", 3));
    shortlist.add(design("kediya", 30));
    const setItem = vi.spyOn(Storage.prototype, "setItem");
    shortlist.update((entry) => entry);
    expect(setItem).not.toHaveBeenCalled();
    shortlist.update((entry) => (entry.number === 30 ? undefined : entry));
    expect(shortlist.entries().map((entry) => entry.number)).toEqual([3]);
  });
});

describe("shortlistMessage", () => {
  it("greets the shop and gives each design's title, collection and full address, one a line", () => {
    const text = shortlistMessage(
      "The Tailor's Studio",
      "https://tailor.example/shop",
      [design("kediya", 3, "Indigo kediyu, block print"), design("chorni", 1, "Red chorni", "Chorni")],
      "en",
      words.en,
    );
    expect(text).toBe(
      [
        "Hello The Tailor's Studio! I would like to ask about these 2 designs:",
        "- Indigo kediyu, block print (Kediya's): https://tailor.example/shop/kediya/photo/3",
        "- Red chorni (Chorni): https://tailor.example/shop/chorni/photo/1",
      ].join("\n"),
    );
    expect(shortlistMessage("Shop", "https://tailor.example", [design("koti", 2, "Koti")], "en", words.en)).toBe(
      "Hello Shop! I would like to ask about this design:\n- Koti (Kediya's): https://tailor.example/koti/photo/2",
    );
  });

  it("names no collection where the site's name for it is not known (the list not yet come, or no connection)", () => {
    expect(shortlistMessage("Shop", "https://tailor.example", [design("koti", 2, "Koti", "")], "en", words.en)).toBe(
      "Hello Shop! I would like to ask about this design:\n- Koti: https://tailor.example/koti/photo/2",
    );
  });

  it("gives each design's price and making time where it has them, and what they come to together, in Indian grouping and the visitor's language", () => {
    const designs = [
      { ...design("kediya", 3, "Indigo kediyu"), price: { from: 2500 }, days: { from: 8, to: 12 } },
      { ...design("chorni", 1, "Red chorni", "Chorni"), price: { from: 1800, to: 1800 } },
      { ...design("koti", 2, "Koti"), price: { from: 18_000, to: 1_25_000 } },
    ];
    expect(shortlistMessage("Shop", "https://tailor.example", designs, "en", words.en).split("\n")).toEqual([
      "Hello Shop! I would like to ask about these 3 designs:",
      "- Indigo kediyu (Kediya's) · From ₹2,500 · 8–12 days: https://tailor.example/kediya/photo/3",
      "- Red chorni (Chorni) · ₹1,800: https://tailor.example/chorni/photo/1",
      "- Koti (Kediya's) · ₹18,000–1,25,000: https://tailor.example/koti/photo/2",
      "Together from ₹22,300",
    ]);
    // One design has no total; nor has a list where one design has no price.
    const gujarati = shortlistMessage("Shop", "https://tailor.example", designs.slice(0, 1), "gu", words.gu).split("\n");
    expect(gujarati.slice(1)).toEqual(["- Indigo kediyu (Kediya's) · ₹2,500થી શરૂ · 8–12 દિવસ: https://tailor.example/kediya/photo/3"]);
    expect(shortlistMessage("Shop", "https://tailor.example", [...designs, design("koti", 5, "Plain")], "en", words.en)).not.toContain("Together");
    const hindi = shortlistMessage("Shop", "https://tailor.example", designs, "hi", words.hi).split("\n");
    expect(hindi.at(-1)).toBe("सब मिलाकर ₹22,300 से शुरू");
  });

  it("keeps a making time the site wrote and leaves out one it did not, keeping the design", () => {
    localStorage.setItem(
      SHORTLIST_KEY,
      storedShortlist([
        { ...design("kediya", 3, "Indigo kediyu"), days: { from: 8, to: 12 } },
        { ...design("kediya", 4, "Madder kediyu"), days: { from: 12, to: 8 } },
        { ...design("kediya", 5, "Green kediyu"), days: "soon" },
      ]),
    );
    shortlist.reset();
    expect(shortlist.entries().map((entry) => [entry.number, entry.days])).toEqual([
      [3, { from: 8, to: 12 }],
      [4, undefined],
      [5, undefined],
    ]);
  });

  it("greets the shop in the visitor's language, one design or several, the addresses still absolute", () => {
    const one = [design("koti", 2, "કોટી", "કોટી")];
    const two = [design("kediya", 3, "ગળીનું કેડિયું", "કેડિયા"), ...one];
    expect(shortlistMessage("Shop", "https://tailor.example", one, "gu", words.gu)).toBe(
      "નમસ્તે Shop! મારે આ ડિઝાઇન વિશે જાણવું છે:\n- કોટી (કોટી): https://tailor.example/koti/photo/2",
    );
    expect(shortlistMessage("Shop", "https://tailor.example", two, "gu", words.gu).split("\n")[0]).toBe("નમસ્તે Shop! મારે આ 2 ડિઝાઇન વિશે જાણવું છે:");
    expect(shortlistMessage("Shop", "https://tailor.example", one, "hi", words.hi).split("\n")[0]).toBe("नमस्ते Shop! मुझे इस डिज़ाइन के बारे में जानना है:");
    expect(shortlistMessage("Shop", "https://tailor.example", two, "hi", words.hi).split("\n")[0]).toBe("नमस्ते Shop! मुझे इन 2 डिज़ाइनों के बारे में जानना है:");
  });
});
