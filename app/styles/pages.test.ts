import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const app = join(import.meta.dirname, "..");
// The folders whose components have style sheets: the shared components and each feature's (not
// the site-wide sheets of styles/ and fonts/).
const folders = readdirSync(app, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !["styles", "fonts"].includes(entry.name))
  .map((entry) => entry.name);
const filesIn = (folder: string) => readdirSync(join(app, folder)).map((file) => `${folder}/${file}`);
const listed = [...readFileSync(join(import.meta.dirname, "pages.css"), "utf8").matchAll(/@import "\.\.\/([\w-]+\/[\w-]+\.css)";/g)].map((match) => match[1]);
const imported = folders.flatMap((folder) =>
  filesIn(folder)
    .filter((file) => /\.tsx?$/.test(file))
    .flatMap((file) => [...readFileSync(join(app, file), "utf8").matchAll(/^import "#app\/([\w-]+\/[\w-]+\.css)";$/gm)])
    .map(([, sheet]) => sheet),
);

describe("the components' style sheets", () => {
  it("each reaches the page: listed in the pages' style sheet or imported by its component, not both", () => {
    const sheets = folders.flatMap(filesIn).filter((file) => file.endsWith(".css"));
    expect(sheets.length).toBeGreaterThan(10);
    expect(sheets.filter((sheet) => !listed.includes(sheet) && !imported.includes(sheet))).toEqual([]);
    expect(sheets.filter((sheet) => listed.includes(sheet) && imported.includes(sheet))).toEqual([]);
  });

  it("lists only style sheets that exist", () => {
    const sheets = new Set(folders.flatMap(filesIn));
    expect(listed.length).toBeGreaterThan(5);
    expect(listed.filter((sheet) => !sheets.has(sheet))).toEqual([]);
  });
});
