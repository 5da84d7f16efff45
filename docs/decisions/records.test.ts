import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";

const folder = import.meta.dirname;
const root = join(folder, "..", "..");
const records = readdirSync(folder).filter((name) => /^\d{3}-.+\.md$/.test(name));

/**
 * The code and documents a record names (`app/lightbox/lazy-lightbox.ts`), but for patterns and
 * those it says were removed ("`pipeline/languages.ts` (removed …"). The owner's content is left
 * out: a record's `content/…` paths are examples of her files.
 */
function pathsNamed(text: string): string[] {
  const named = [...text.matchAll(/(?<![\w/.-])((?:app|pipeline|scripts|server|deploy|tests|docs)\/[\w.+/[\]-]*[\w\]])(`? \(removed)?/g)];
  return [...new Set(named.filter(([, , removed]) => !removed).map(([, path]) => path))].filter((path) => !/[*{]/.test(path));
}

describe.each(records)("decision record %s", (name) => {
  const text = readFileSync(join(folder, name), "utf8");

  test("says when it was decided and whether it still holds", () => {
    const status = text.split("\n").find((line) => line.startsWith("Status: "));
    expect(status, "a line 'Status: accepted, YYYY-MM-DD.' under its title").toMatch(
      /^Status: (accepted, \d{4}-\d{2}-\d{2}|superseded by \[\d{3}\]\(\d{3}-[\w-]+\.md\) on \d{4}-\d{2}-\d{2})/,
    );
    for (const [, number] of text.matchAll(/superseded by \[(\d{3})\]/g)) expect(records.some((other) => other.startsWith(number))).toBe(true);
  });

  test("names only files the repository has", () => {
    const missing = pathsNamed(text).filter((path) => !existsSync(join(root, path)) && !existsSync(join(root, `${path}.ts`)));
    expect(missing).toEqual([]);
  });
});
