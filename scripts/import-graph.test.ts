import { describe, expect, test } from "vitest";
import { folderOf, mutualPairs, specifiersOf, targetOf } from "#scripts/import-graph.ts";

describe("the folder-level import graph", () => {
  test("reads every kind of import a module makes", () => {
    const source = [
      'import { a } from "#app/i18n/languages.ts";',
      'import type { B } from "#app/content/schema.ts";',
      'import "#app/fonts/fonts.css";',
      'export { c } from "#app/utils/bidi.ts";',
      'const d = () => import("#app/lightbox/photo-lightbox.tsx");',
      'import e from "react";',
    ].join("\n");
    expect(specifiersOf(source)).toEqual([
      "#app/i18n/languages.ts",
      "#app/content/schema.ts",
      "#app/fonts/fonts.css",
      "#app/utils/bidi.ts",
      "#app/lightbox/photo-lightbox.tsx",
      "react",
    ]);
  });

  test("places a file in its folder of app/, by subpath or relative path", () => {
    const file = folderOf(targetOf("#app/search/filters.ts", "/anywhere.ts")!);
    expect(file).toBe("search");
    expect(folderOf(targetOf("./root.tsx", targetOf("#app/routes.ts", "/x.ts")!)!)).toBe("app");
    expect(targetOf("react", "/x.ts")).toBeUndefined();
  });

  test("names each pair of folders that import each other once", () => {
    const graph = new Map([
      ["content", new Set(["i18n"])],
      ["i18n", new Set(["content", "utils"])],
      ["utils", new Set<string>()],
      ["search", new Set(["shortlist", "i18n"])],
      ["shortlist", new Set(["search"])],
    ]);
    expect(mutualPairs(graph)).toEqual([
      ["content", "i18n"],
      ["search", "shortlist"],
    ]);
  });
});
