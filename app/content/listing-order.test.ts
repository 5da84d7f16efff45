import { describe, expect, it } from "vitest";
import { PAGE_SIZE } from "#app/content/catalogue-pages.ts";
import { dataPagesOf, listedPlaces, listingOf, listingPage, listingPages } from "#app/content/listing-order.ts";

describe("the order a catalogue lists its designs in", () => {
  it("is by number, new designs last, unless the collection chooses another, stepping over designs taken away", () => {
    expect(listingOf("number", [])).toBeUndefined();
    expect(listedPlaces(5, [2])).toEqual([0, 1, 3, 4]);
    expect(listedPlaces(5, [2], listingOf("number", []))).toEqual([0, 1, 3, 4]);
  });

  it("lists the newest first where the collection says so", () => {
    expect(listedPlaces(5, [2], listingOf("newest", []))).toEqual([4, 3, 1, 0]);
  });

  it("puts the designs the owner picked first, in the owner's order, and lists each design once", () => {
    expect(listedPlaces(6, [], listingOf("number", [4, 1]))).toEqual([4, 1, 0, 2, 3, 5]);
    expect(listedPlaces(6, [], listingOf("newest", [1, 4]))).toEqual([1, 4, 5, 3, 2, 0]);
    // A pick named twice, taken away or beyond the collection is not listed again, nor at all.
    expect(listedPlaces(6, [3], listingOf("newest", [1, 1, 3, 9]))).toEqual([1, 5, 4, 2, 0]);
  });

  it("fills catalogue pages of a page's worth, and finds the data files by number that hold a page's designs", () => {
    const listed = listedPlaces(60, [59], listingOf("newest", [0]));
    expect(listingPages(listed)).toBe(3);
    expect(listingPage(listed, 1)).toEqual([0, ...Array.from({ length: PAGE_SIZE - 1 }, (_, i) => 58 - i)]);
    expect(listingPage(listed, 3)).toEqual(Array.from({ length: 11 }, (_, i) => 11 - i));
    // Page 1 of the newest first: design 1, and designs 59 down to 37, in data files 1, 3 and 2.
    expect(dataPagesOf(listingPage(listed, 1))).toEqual([1, 3, 2]);
  });
});
