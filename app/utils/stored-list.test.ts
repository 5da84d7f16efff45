import { describe, expect, it } from "vitest";
import { leadingItems, readStoredList } from "#app/utils/stored-list.ts";

describe("leadingItems", () => {
  it("gives a text within the length as it is", () => {
    expect(leadingItems('[{"a":1},{"b":2}]', 100)).toBe('[{"a":1},{"b":2}]');
  });

  it("ends a longer list after its last whole item within the length, commas and brackets inside strings aside", () => {
    const items = [{ name: 'a, "b" ], {c}' }, { name: "d\\\\" }, { name: "e" }, { name: "f" }];
    const text = JSON.stringify(items);
    const cut = leadingItems(text, text.indexOf('"f"'));
    expect(JSON.parse(cut)).toEqual(items.slice(0, 3));
    expect(JSON.parse(leadingItems(text, text.indexOf('"e"')))).toEqual(items.slice(0, 2));
  });

  it("gives an empty list where the first item alone is longer, or the text is no list", () => {
    expect(leadingItems(`[{"name":"${"x".repeat(100)}"},{}]`, 50)).toBe("[]");
    expect(leadingItems(`{"name":"${"x".repeat(100)}"}`, 50)).toBe("[]");
  });
});

describe("readStoredList", () => {
  const take = (value: unknown) => (typeof value === "number" && value > 0 ? value : undefined);
  const key = String;

  it("keeps the first items taken, each once, up to the most", () => {
    expect(readStoredList('[3,-1,3,"x",4,5,6]', { longest: 100, most: 3, key, take })).toEqual([3, 4, 5]);
  });

  it("reads a megabyte's list in milliseconds, no further than its length", () => {
    const text = JSON.stringify(Array.from({ length: 200_000 }, (_, i) => i + 1));
    const started = performance.now();
    const read = readStoredList(text, { longest: 1000, most: 1_000_000, key, take });
    expect(performance.now() - started).toBeLessThan(50);
    expect(read.length).toBeLessThan(300);
    expect(read.slice(0, 3)).toEqual([1, 2, 3]);
  });

  it("gives no items for anything but a list, and throws for no JSON", () => {
    expect(readStoredList('{"a":1}', { longest: 100, most: 3, key, take })).toEqual([]);
    expect(() => readStoredList("{not json", { longest: 100, most: 3, key, take })).toThrow();
  });
});
