import { describe, expect, it } from "vitest";
import type { FoundDesign } from "./designs";
import { bandOf, chosenCount, chosenOf, filterCounts, filterQuery, matches, withChoice, withoutFilters } from "./filters";

const design = (photo: number, facts: Partial<FoundDesign>): FoundDesign => ({ slug: "kediya", photo, title: `Design ${photo}`, thumb: "", ...facts });
const designs = [
  design(1, { occasions: ["navratri"], colours: ["red"], work: ["bandhani"], price: { from: 2500 } }),
  design(2, { occasions: ["navratri", "wedding"], colours: ["blue"], fabric: "cotton", price: { from: 4800, to: 6000 } }),
  design(3, { occasions: ["wedding"], colours: ["red"], fabric: "mashru-silk", price: { from: 125000, to: 150000 } }),
  design(4, { occasions: ["everyday"] }),
];
const chosen = (query: string) => chosenOf(new URLSearchParams(query));
const photos = (query: string) => designs.filter((one) => matches(one, chosen(query))).map((one) => one.photo);

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
});
