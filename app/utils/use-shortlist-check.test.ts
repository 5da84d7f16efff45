import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pageDataPath } from "../content/catalogue-pages";
import type { PackedPhoto } from "../content/collection-data";
import { shortlist, useShortlist, SHORTLIST_KEY, type ShortlistEntry } from "./shortlist";
import { useShortlistCheck } from "./use-shortlist-check";

const THUMB = "400 533 -|avif a.avif 400|jpeg a.jpg 400";
const NEW_THUMB = "400 533 -|avif b.avif 400|jpeg b.jpg 400";

const design = (slug: string, photo: number, title: string): ShortlistEntry => ({ slug, photo, title, collection: "Kediya's", thumb: THUMB });

/** A collection's first page as the site serves it, its photos titled as given. */
const pageFile = (titles: string[]) => ({
  page: 1,
  count: titles.length,
  photos: titles.map((title): PackedPhoto => ({ title, thumb: NEW_THUMB, large: NEW_THUMB })),
});

/** The site as the fetches find it: a page file for some collections, 404 or no connection for others. */
function serve(site: Record<string, ReturnType<typeof pageFile> | 404 | "offline">) {
  return vi.spyOn(globalThis, "fetch").mockImplementation((input) => {
    const slug = Object.keys(site).find((name) => String(input) === pageDataPath(name, 1));
    const answer = slug === undefined ? 404 : site[slug];
    if (answer === "offline") return Promise.reject(new TypeError("Failed to fetch"));
    if (answer === 404) return Promise.resolve(new Response("", { status: 404 }));
    return Promise.resolve(Response.json(answer));
  });
}

function useCheckedShortlist() {
  const designs = useShortlist();
  useShortlistCheck(designs);
  return designs;
}

const keys = (designs: readonly ShortlistEntry[]) => designs.map((entry) => `${entry.slug}/${entry.photo}`);

beforeEach(() => {
  localStorage.clear();
  shortlist.reset();
});

afterEach(() => vi.restoreAllMocks());

describe("checking the shortlist against the site", () => {
  it("drops designs the site no longer shows, keeps the rest with today's pictures, and keeps all when offline", async () => {
    localStorage.setItem(
      SHORTLIST_KEY,
      JSON.stringify([design("check-a", 1, "Kept"), design("check-a", 2, "Renamed long ago"), design("check-gone", 1, "Removed"), design("check-offline", 1, "Far away")]),
    );
    serve({ "check-a": pageFile(["Kept", "Something else now"]), "check-gone": 404, "check-offline": "offline" });
    const { result } = renderHook(() => useCheckedShortlist());
    await waitFor(() => expect(keys(result.current)).toEqual(["check-a/1", "check-offline/1"]));
    expect(result.current[0].thumb).toBe(NEW_THUMB);
    expect(result.current[1].thumb).toBe(THUMB);
  });

  it("brings each kept design's price up to date: a new price, and none where the site no longer gives one", async () => {
    localStorage.setItem(
      SHORTLIST_KEY,
      JSON.stringify([{ ...design("check-price", 1, "Dearer now"), price: { from: 2500 } }, { ...design("check-price", 2, "No price now"), price: { from: 1800 } }]),
    );
    const file = pageFile(["Dearer now", "No price now"]);
    serve({ "check-price": { ...file, photos: [{ ...file.photos[0], price: { from: 2800, to: 3500 } }, file.photos[1]] } });
    const { result } = renderHook(() => useCheckedShortlist());
    await waitFor(() => expect(result.current[0].price).toEqual({ from: 2800, to: 3500 }));
    expect(result.current[1]).not.toHaveProperty("price");
    expect(JSON.parse(localStorage.getItem(SHORTLIST_KEY)!)[0].price).toEqual({ from: 2800, to: 3500 });
  });

  it("checks a design once, and leaves alone the ones added after the page loaded, here or in another tab", async () => {
    localStorage.setItem(SHORTLIST_KEY, JSON.stringify([design("check-b", 1, "First")]));
    const fetch = serve({ "check-b": pageFile(["First"]), "check-c": pageFile(["An older title"]) });
    const { result } = renderHook(() => useCheckedShortlist());
    await waitFor(() => expect(result.current[0].thumb).toBe(NEW_THUMB));
    // Another tab adds a design from a newer build of the site than this tab fetched.
    localStorage.setItem(SHORTLIST_KEY, JSON.stringify([...result.current, design("check-c", 1, "Just added")]));
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: SHORTLIST_KEY }));
    });
    act(() => shortlist.add(design("check-b", 2, "Added here")));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(keys(result.current)).toEqual(["check-b/1", "check-c/1", "check-b/2"]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
