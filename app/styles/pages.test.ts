import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const components = join(import.meta.dirname, "..", "components");
const listed = [...readFileSync(join(import.meta.dirname, "pages.css"), "utf8").matchAll(/@import "\.\.\/components\/([\w-]+\.css)";/g)].map(
  (match) => match[1],
);
const imported = readdirSync(components)
  .filter((file) => /\.tsx?$/.test(file))
  .flatMap((file) => [...readFileSync(join(components, file), "utf8").matchAll(/^import "\.\/([\w-]+\.css)";$/gm)].map((match) => match[1]));

describe("the components' style sheets", () => {
  it("each reaches the page: listed in the pages' style sheet or imported by its component, not both", () => {
    const sheets = readdirSync(components).filter((file) => file.endsWith(".css"));
    expect(sheets.length).toBeGreaterThan(10);
    expect(sheets.filter((sheet) => !listed.includes(sheet) && !imported.includes(sheet))).toEqual([]);
    expect(sheets.filter((sheet) => listed.includes(sheet) && imported.includes(sheet))).toEqual([]);
  });

  it("lists only style sheets that exist", () => {
    const sheets = new Set(readdirSync(components));
    expect(listed.length).toBeGreaterThan(5);
    expect(listed.filter((sheet) => !sheets.has(sheet))).toEqual([]);
  });
});
