import { describe, expect, it } from "vitest";
import { formatLength, fromCentimetres, outOfBounds, parseLength } from "#app/order/measures.ts";

const chest = { min: 50, max: 160 };

describe("measurements", () => {
  it("reads a length as a phone's keyboard types it, in either unit, to two decimals", () => {
    expect(parseLength("36", "in")).toBe(914_400);
    expect(parseLength(" 36.5 ", "in")).toBe(927_100);
    expect(parseLength("36,5", "in")).toBe(927_100);
    expect(parseLength("૩૬.૫", "in")).toBe(927_100);
    expect(parseLength("९१.४४", "cm")).toBe(914_400);
    expect(parseLength("", "cm")).toBeNull();
    expect(parseLength("36 inches", "in")).toBe("not-a-number");
    expect(parseLength("-3", "cm")).toBe("not-a-number");
    expect(parseLength("36.125", "in")).toBe("too-precise");
  });

  it("converts exactly: inches to centimetres and back gives what was typed", () => {
    for (const typed of ["36", "36.25", "29.5", "14.75", "0.01"]) {
      const microns = parseLength(typed, "in") as number;
      const centimetres = formatLength(microns, "cm");
      expect(formatLength(parseLength(centimetres, "cm") as number, "in"), `${typed} in as ${centimetres} cm`).toBe(typed);
    }
    expect(formatLength(914_400, "cm")).toBe("91.44");
    expect(formatLength(900_000, "in")).toBe("35.43");
    expect(formatLength(900_000, "cm")).toBe("90");
  });

  it("refuses a length outside a measure's bounds, and says when the other unit would have fitted", () => {
    expect(outOfBounds(fromCentimetres(90), "cm", chest)).toBeUndefined();
    expect(outOfBounds(fromCentimetres(50), "cm", chest)).toBeUndefined();
    expect(outOfBounds(fromCentimetres(300), "cm", chest)).toEqual({ side: "high" });
    // 36 typed with centimetres chosen: a chest of 36 inches.
    expect(outOfBounds(parseLength("36", "cm") as number, "cm", chest)).toEqual({ side: "low", otherUnit: "in" });
    // 91 typed with inches chosen: a chest of 91 centimetres.
    expect(outOfBounds(parseLength("91", "in") as number, "in", chest)).toEqual({ side: "high", otherUnit: "cm" });
    expect(outOfBounds(parseLength("5", "in") as number, "in", chest)).toEqual({ side: "low" });
  });
});
