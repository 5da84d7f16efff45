import { describe, expect, it } from "vitest";
import type { FoundDesign } from "#app/content/designs-file.ts";
import {
  bandOf,
  chosenCount,
  chosenOf,
  filterCounts,
  filterQuery,
  matches,
  offeredBands,
  offeredValues,
  withChoice,
  withoutFilters,
} from "#app/search/filters.ts";

const design = (number: number, facts: Partial<FoundDesign>): FoundDesign => ({ slug: "kediya", number, title: `Design ${number}`, thumb: "", ...facts });
const designs = [
  design(1, { occasions: ["navratri"], colours: ["red"], work: ["bandhani"], price: { from: 2500 } }),
  design(2, { occasions: ["navratri", "wedding"], colours: ["blue"], fabric: "cotton", price: { from: 4800, to: 6000 } }),
  design(3, { occasions: ["wedding"], colours: ["red"], fabric: "mashru-silk", price: { from: 125000, to: 150000 } }),
  design(4, { occasions: ["everyday"] }),
];
const chosen = (query: string) => chosenOf(new URLSearchParams(query));
const photos = (query: string) => designs.filter((one) => matches(one, chosen(query))).map((one) => one.number);

describe("the filters in the address", () => {
  it("choose designs: values of one filter widen, filters together narrow", () => {
    expect(photos("occasion=navratri")).toEqual([1, 2]);
    expect(photos("occasion=navratri&occasion=wedding")).toEqual([1, 2, 3]);
    expect(photos("occasion=wedding&colour=red")).toEqual([3]);
    expect(photos("fabric=cotton")).toEqual([2]);
    expect(photos("work=bandhani&occasion=wedding")).toEqual([]);
  });

  it("choose by the price a design starts from, in a band that includes its start and not its end", () => {
    expect(photos("price=0-5000")).toEqual([1, 2]);
    expect(photos("price=0-4800")).toEqual([1]);
    expect(photos("price=10000-")).toEqual([3]);
    // A design without a price is in no band.
    expect(photos("price=0-")).toEqual([1, 2, 3]);
  });

  it("ignore a price band written wrongly, and an empty value, rather than choosing nothing", () => {
    for (const wrong of ["price=abc", "price=5000-1000", "price=-5000", "price=1e3-5000", "occasion="]) {
      expect(chosenCount(chosen(wrong)), wrong).toBe(0);
      expect(photos(wrong), wrong).toEqual([1, 2, 3, 4]);
    }
    expect(bandOf("0-5000")).toEqual({ from: 0, to: 5000 });
    expect(bandOf("10000-")).toEqual({ from: 10000 });
  });

  it("count each value as choosing it too would show, the other filters as they are", () => {
    const counts = filterCounts(designs, chosen("occasion=navratri&colour=red"));
    // Occasion is counted among the red designs: Navratri (1), wedding (3).
    expect(Object.fromEntries(counts.values.occasion)).toEqual({ navratri: 1, wedding: 1 });
    // Colour among the Navratri designs.
    expect(Object.fromEntries(counts.values.colour)).toEqual({ red: 1, blue: 1 });
    expect(counts.price({ from: 0, to: 5000 })).toBe(1);
    expect(counts.any).toBe(1);
  });

  it("change one filter at a time, keep the query, and start the pages again", () => {
    const params = new URLSearchParams("q=chaniya&occasion=navratri&upto=3");
    expect(withChoice(params, "occasion", ["navratri", "wedding"]).toString()).toBe("q=chaniya&occasion=navratri&occasion=wedding");
    expect(withChoice(params, "price", ["0-5000"]).toString()).toBe("q=chaniya&occasion=navratri&price=0-5000");
    expect(withoutFilters(new URLSearchParams("q=chaniya&colour=red&price=0-5000")).toString()).toBe("q=chaniya");
    expect(filterQuery(new URLSearchParams("q=chaniya&colour=red&upto=2"))).toBe("?colour=red");
    expect(filterQuery(new URLSearchParams("upto=2"))).toBe("");
  });

  it("choose by collection, and keep an occasion page's occasion on the way to a design, unless the address names occasions", () => {
    const mixed = [...designs, { ...design(5, { occasions: ["navratri"] }), slug: "chorni" }];
    expect(mixed.filter((one) => matches(one, chosen("collection=chorni"))).map((one) => one.number)).toEqual([5]);
    expect(mixed.filter((one) => matches(one, chosen("collection=kediya&occasion=navratri"))).map((one) => one.number)).toEqual([1, 2]);
    expect(filterQuery(new URLSearchParams("collection=kediya&upto=2"), "navratri")).toBe("?collection=kediya&occasion=navratri");
    expect(filterQuery(new URLSearchParams("occasion=wedding"), "navratri")).toBe("?occasion=wedding");
    expect(filterQuery(new URLSearchParams(""), "navratri")).toBe("?occasion=navratri");
    expect(withoutFilters(new URLSearchParams("collection=kediya&upto=2")).toString()).toBe("");
  });
});

describe("the values the filters offer", () => {
  const cotton = [
    design(1, { fabric: "cotton", occasions: ["navratri", "wedding"], colours: ["red"], price: { from: 2500 } }),
    design(2, { fabric: "cotton", occasions: ["navratri"], colours: ["blue"], price: { from: 2800 } }),
    design(3, { fabric: "cotton", occasions: ["navratri"], colours: ["red"], price: { from: 2900 } }),
    { ...design(4, { fabric: "cotton", occasions: ["navratri"], colours: ["blue"], price: { from: 2000 } }), slug: "chorni" },
  ];
  const terms = {
    fabric: [
      ["cotton", "Cotton"],
      ["silk", "Silk"],
    ] as [string, string][],
    occasion: [
      ["navratri", "Navratri"],
      ["wedding", "Wedding"],
    ] as [string, string][],
    colour: [
      ["red", "Red"],
      ["blue", "Blue"],
    ] as [string, string][],
    collection: [
      ["kediya", "Kediya"],
      ["chorni", "Chorni"],
    ] as [string, string][],
  };
  const bands: [string, string][] = [
    ["0-3000", "Under 3,000"],
    ["3000-5000", "3,000 to 5,000"],
  ];
  const offered = (query: string, name: keyof typeof terms) => {
    const choice = chosen(query);
    return offeredValues(terms[name], filterCounts(cotton, choice), choice, name).map(({ value, count }) => `${value} ${count}`);
  };

  it("leave out a group whose one value every design has: choosing it would change nothing", () => {
    expect(offered("", "fabric")).toEqual([]);
    expect(offeredBands(bands, filterCounts(cotton, chosen("")), chosen(""))).toEqual([]);
  });

  it("leave out a value every design has beside others that narrow, and one no design has", () => {
    expect(offered("", "occasion")).toEqual(["wedding 1"]);
    expect(offered("", "colour")).toEqual(["red 2", "blue 2"]);
    expect(offered("", "collection")).toEqual(["kediya 3", "chorni 1"]);
  });

  it("count among the designs the other filters leave: a value they all have is then left out too", () => {
    // Among the red designs, both from Kediya: Chorni has none, and Kediya changes nothing.
    expect(offered("colour=red", "collection")).toEqual([]);
    expect(offered("colour=blue", "collection")).toEqual(["kediya 1", "chorni 1"]);
  });

  it("keep a chosen value, whatever its count, so that it can be unchosen", () => {
    expect(offered("fabric=cotton", "fabric")).toEqual(["cotton 4"]);
    // Cotton would only undo Silk, as unchoosing it does.
    expect(offered("fabric=silk", "fabric")).toEqual(["silk 0"]);
    expect(offered("occasion=navratri", "occasion")).toEqual(["navratri 4", "wedding 1"]);
    const choice = chosen("price=0-3000");
    expect(offeredBands(bands, filterCounts(cotton, choice), choice).map(({ value, count }) => `${value} ${count}`)).toEqual(["0-3000 4"]);
  });

  it("count the designs the choice shows, for the sheet's Show button", () => {
    expect(filterCounts(cotton, chosen("")).shown).toBe(4);
    expect(filterCounts(cotton, chosen("colour=red")).shown).toBe(2);
    expect(filterCounts(cotton, chosen("colour=red&price=0-2600")).shown).toBe(1);
    expect(filterCounts(cotton, chosen("colour=red&occasion=wedding&collection=chorni")).shown).toBe(0);
  });
});
