import { describe, expect, it } from "vitest";
import { characterCount, fieldLength, firstCharacters, UNITS_PER_CHARACTER } from "#app/utils/field-limit.ts";

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

describe("characters as a reader counts them", () => {
  it("counts a Gujarati conjunct with its vowel sign, and an emoji with its skin tone, as one each", () => {
    expect(characterCount("ક્ષિ")).toBe(1);
    expect(characterCount("हिंदी")).toBe(2);
    expect(characterCount("👍🏽🇮🇳a")).toBe(3);
    expect(fieldLength("ક્ષિ ક્ષિ", 3)).toMatchObject({ length: 3, over: false });
  });

  it("counts a character made of more units than any a reader writes as more than one, so no text within its limit is longer than 16 units a character", () => {
    expect(characterCount("👨‍👩‍👧‍👦")).toBe(1);
    expect(characterCount("स्त्री")).toBe(characterCount("स्त्री".normalize()));
    expect(characterCount(`A${"\u0301".repeat(20_000)}`)).toBe(Math.ceil(20_001 / UNITS_PER_CHARACTER));
    const piled = `e${"\u0301".repeat(60)}`.repeat(1_500);
    const notes = fieldLength(piled, 2_000);
    expect(notes.over).toBe(true);
    expect(notes.length).toBe(1_500 * 4);
    // Whatever the text, one within its limit is within 16 units a character.
    for (const text of [piled, "ક્ષિ".repeat(3_000), "👨‍👩‍👧‍👦".repeat(2_000)]) {
      const kept = firstCharacters(text, 2_000);
      expect(fieldLength(kept, 2_000).over).toBe(false);
      expect(kept.length).toBeLessThanOrEqual(2_000 * UNITS_PER_CHARACTER);
    }
  });

  it("cuts between characters, never inside one", () => {
    expect(firstCharacters("👍🏽👍🏽👍🏽", 2)).toBe("👍🏽👍🏽");
    expect(firstCharacters("ક્ષિતિજ", 1)).toBe("ક્ષિ");
    expect(firstCharacters("ab", 5)).toBe("ab");
    expect(firstCharacters("ab", 0)).toBe("");
  });
});
