import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DesignsFile, FoundDesign } from "#app/content/designs-file.ts";
import { forgetSearchFiles } from "#app/content/search-files.ts";
import { shortlist, useGoneDesigns, useShortlist, MOST_SHORTLISTED, SHORTLIST_KEY, type ShortlistEntry } from "#app/shortlist/shortlist.ts";
import { useCollectionNames, useShortlistCheck } from "#app/shortlist/use-shortlist-check.ts";
import { storedShortlist } from "#tests/fixtures/storage.ts";

const THUMB = "400 533 -|avif a.avif 400|jpeg a.jpg 400";
const NEW_THUMB = "400 533 -|avif b.avif 400|jpeg b.jpg 400";

const design = (slug: string, number: number, title: string, collection = "Kediya's"): ShortlistEntry => ({ slug, number, title, collection, thumb: THUMB });

/** The site's list of its designs as a language's file gives it: each collection's name, and its designs titled as given. */
const designsFile = (collections: Record<string, { name: string; titles: string[]; prices?: FoundDesign["price"][] }>): DesignsFile => ({
  collections: Object.fromEntries(Object.entries(collections).map(([slug, { name }]) => [slug, name])),
  terms: { fabrics: [], work: [], occasions: [], colours: [] },
  bands: [],
  designs: Object.entries(collections).flatMap(([slug, { titles, prices = [] }]) =>
    titles.map((title, i): FoundDesign => ({ slug, number: i + 1, title, thumb: NEW_THUMB, ...(prices[i] ? { price: prices[i] } : {}) })),
  ),
});

/** The site as the fetches find it: each language's designs file (/search/designs.json, /gu/search/designs.json), or no connection. */
function serve(site: Partial<Record<"en" | "gu" | "hi", DesignsFile | "offline">>) {
  return vi.spyOn(globalThis, "fetch").mockImplementation((input) => {
    const locale = /^\/(gu|hi)\//.exec(String(input))?.[1] ?? "en";
    const answer = String(input).endsWith("/search/designs.json") ? site[locale as "en"] : undefined;
    if (answer === "offline") return Promise.reject(new TypeError("Failed to fetch"));
    if (answer === undefined) return Promise.resolve(new Response("", { status: 404 }));
    return Promise.resolve(Response.json(answer));
  });
}

function useCheckedShortlist() {
  const designs = useShortlist();
  useShortlistCheck(designs);
  return designs;
}

const keys = (designs: readonly ShortlistEntry[]) => designs.map((entry) => `${entry.slug}/${entry.number}`);

beforeEach(() => {
  localStorage.clear();
  shortlist.reset();
  forgetSearchFiles();
});

afterEach(() => vi.restoreAllMocks());

describe("checking the shortlist against the site", () => {
  it("keeps each design the site still has at its address with today's title and pictures, drops and names the gone ones, and keeps all when offline", async () => {
    localStorage.setItem(
      SHORTLIST_KEY,
      storedShortlist([
        design("check-a", 1, "Kept"),
        design("check-a", 2, "Renamed long ago"),
        design("check-a", 9, "Past the end"),
        design("check-gone", 1, "Removed"),
        design("constructor", 1, "No collection"),
        { ...design("check-a", 3, "Far away"), locale: "gu" },
      ]),
    );
    serve({ en: designsFile({ "check-a": { name: "Kediya's", titles: ["Kept", "Something else now"] } }), gu: "offline" });
    const { result } = renderHook(() => ({ kept: useCheckedShortlist(), gone: useGoneDesigns() }));
    await waitFor(() => expect(keys(result.current.kept)).toEqual(["check-a/1", "check-a/2", "check-a/3"]));
    expect(result.current.kept.map((entry) => entry.title)).toEqual(["Kept", "Something else now", "Far away"]);
    expect(result.current.kept.map((entry) => entry.thumb)).toEqual([NEW_THUMB, NEW_THUMB, THUMB]);
    expect(JSON.parse(localStorage.getItem(SHORTLIST_KEY)!)[1].title).toBe("Something else now");
    expect(result.current.gone.map((entry) => entry.title)).toEqual(["Past the end", "Removed", "No collection"]);
    // Clearing the shortlist forgets them too.
    act(() => shortlist.clear());
    expect(result.current.gone).toEqual([]);
  });

  it("brings each kept design's price up to date: a new price, and none where the site no longer gives one", async () => {
    localStorage.setItem(
      SHORTLIST_KEY,
      storedShortlist([
        { ...design("check-price", 1, "Dearer now"), price: { from: 2500 } },
        { ...design("check-price", 2, "No price now"), price: { from: 1800 } },
      ]),
    );
    serve({ en: designsFile({ "check-price": { name: "Kediya's", titles: ["Dearer now", "No price now"], prices: [{ from: 2800, to: 3500 }] } }) });
    const { result } = renderHook(() => useCheckedShortlist());
    await waitFor(() => expect(result.current[0].price).toEqual({ from: 2800, to: 3500 }));
    expect(result.current[1]).not.toHaveProperty("price");
    expect(JSON.parse(localStorage.getItem(SHORTLIST_KEY)!)[0].price).toEqual({ from: 2800, to: 3500 });
  });

  it("replaces a collection's name the phone kept with the site's, in the language the design was added in", async () => {
    localStorage.setItem(
      SHORTLIST_KEY,
      storedShortlist([design("check-name", 1, "Blue", "Call +91 90000 00000 for 50% off"), { ...design("check-name", 2, "લાલ", "Old name"), locale: "gu" }]),
    );
    serve({
      en: designsFile({ "check-name": { name: "Kediya's", titles: ["Blue", "Red"] } }),
      gu: designsFile({ "check-name": { name: "કેડિયા", titles: ["ભૂરું", "લાલ"] } }),
    });
    const { result } = renderHook(() => useCheckedShortlist());
    await waitFor(() => expect(result.current.map((entry) => entry.collection)).toEqual(["Kediya's", "કેડિયા"]));
    expect(JSON.parse(localStorage.getItem(SHORTLIST_KEY)!).map((entry: ShortlistEntry) => entry.collection)).toEqual(["Kediya's", "કેડિયા"]);
  });

  it("fetches one list per language for a full shortlist, whatever its collections, and none to any collection", async () => {
    const slugs = Array.from({ length: 40 }, (_, i) => `made-up-${i}`);
    localStorage.setItem(
      SHORTLIST_KEY,
      storedShortlist([
        ...slugs.flatMap((slug) => [1, 2].map((photo) => design(slug, photo, "Anything"))),
        ...Array.from({ length: 30 }, (_, i) => design("check-many", i + 1, `Design ${i + 1}`)),
      ]),
    );
    const fetch = serve({ en: designsFile({ "check-many": { name: "Kediya's", titles: ["Design 1"] } }) });
    const { result } = renderHook(() => useCheckedShortlist());
    await waitFor(() => expect(keys(result.current)).toEqual(["check-many/1"]));
    expect(fetch.mock.calls.map(([input]) => String(input))).toEqual(["/search/designs.json"]);
    expect(MOST_SHORTLISTED).toBeLessThan(40 * 2 + 30);
  });

  it("checks a design once, and leaves alone the ones added after the page loaded, here or in another tab", async () => {
    localStorage.setItem(SHORTLIST_KEY, storedShortlist([design("check-b", 1, "First")]));
    const fetch = serve({
      en: designsFile({ "check-b": { name: "Kediya's", titles: ["First"] }, "check-c": { name: "Chorni's", titles: ["An older title"] } }),
    });
    const { result } = renderHook(() => useCheckedShortlist());
    await waitFor(() => expect(result.current[0].thumb).toBe(NEW_THUMB));
    // Another tab adds a design from a newer build of the site than this tab fetched.
    localStorage.setItem(SHORTLIST_KEY, storedShortlist([...result.current, design("check-c", 1, "Just added")]));
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: SHORTLIST_KEY }));
    });
    act(() => shortlist.add(design("check-b", 2, "Added here")));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(keys(result.current)).toEqual(["check-b/1", "check-c/1", "check-b/2"]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe("the collections' names the shortlist shows", () => {
  it("are the site's, never the phone's, and none until the site's list has come or for a collection it does not have", async () => {
    const designs = [
      design("names-a", 1, "Blue", "Call +91 90000 00000 for 50% off"),
      design("names-gone", 1, "Gone", "Gone's"),
      { ...design("names-a", 2, "લાલ"), locale: "gu" as const },
    ];
    serve({ en: designsFile({ "names-a": { name: "Kediya's", titles: ["Blue"] } }), gu: "offline" });
    const { result } = renderHook(() => useCollectionNames(designs));
    expect(designs.map(result.current)).toEqual([undefined, undefined, undefined]);
    await waitFor(() => expect(designs.map(result.current)).toEqual(["Kediya's", undefined, undefined]));
  });
});
