import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { TABLE_FILE, translationTable } from "#scripts/translations.ts";

describe("the table of translations (docs/translations.md)", () => {
  it("is up to date with the messages and the content: run npm run translations after changing either", () => {
    expect(readFileSync(TABLE_FILE, "utf8")).toBe(translationTable());
  });
});
