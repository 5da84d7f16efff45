import { describe, expect, it } from "vitest";
import { fieldLength, limitText } from "./field-limit";

describe("fieldLength", () => {
  it("counts what will be sent, an emoji as one character", () => {
    expect(fieldLength("  🎉🎉 ab \n", 10)).toMatchObject({ length: 5, near: false, over: false });
  });

  it("is near within a tenth of the limit, and over past it", () => {
    expect(fieldLength("x".repeat(4499), 5000)).toMatchObject({ near: false, over: false });
    expect(fieldLength("x".repeat(4500), 5000)).toMatchObject({ near: true, over: false });
    expect(fieldLength("x".repeat(5000), 5000)).toMatchObject({ near: true, over: false });
    expect(fieldLength("x".repeat(5001), 5000)).toMatchObject({ near: true, over: true });
  });
});

describe("limitText", () => {
  it("says nothing far from the limit, counts near it, and says by how much it is over", () => {
    expect(limitText("Your message", fieldLength("x".repeat(100), 5000))).toBe("");
    expect(limitText("Your message", fieldLength("x".repeat(4812), 5000))).toBe("4,812 of 5,000 characters");
    expect(limitText("Your message", fieldLength("x".repeat(5230), 5000))).toBe(
      "Your message is 5,230 characters long; the limit is 5,000. Please shorten it by 230.",
    );
  });
});
