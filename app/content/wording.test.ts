import { describe, expect, it } from "vitest";
import { droppedValues, fillIn, valuesIn, wordingProblem } from "#app/content/wording.ts";

describe("wording", () => {
  it("fills in the values a line names", () => {
    expect(fillIn("{count} designs of {heading}", { count: 20, heading: "Kediya's" })).toBe("20 designs of Kediya's");
  });

  it("names a value a line may not use", () => {
    expect(wordingProblem("{cuont} designs", ["count"])).toBe("{cuont} is not a value this line can show (it may use {count})");
    expect(wordingProblem("{count} designs", ["count"])).toBeUndefined();
    expect(wordingProblem("{count}", [])).toBe("{count} is not a value this line can show (it may not use any {…} value)");
  });

  it("names the values a translation leaves out of its English", () => {
    expect(valuesIn("{heading}: {count} designs of {heading}")).toEqual(["heading", "count"]);
    expect(droppedValues("{heading}: ડિઝાઇન", "{heading}: {count} designs")).toEqual(["{count}"]);
    expect(droppedValues("{count} डिज़ाइन · {heading}", "{heading}: {count} designs")).toEqual([]);
  });
});
