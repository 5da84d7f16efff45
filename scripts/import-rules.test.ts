import { ESLint } from "eslint";
import { join } from "node:path";
import { describe, expect, test } from "vitest";

const eslint = new ESLint({ cwd: join(import.meta.dirname, "..") });

/** The import rules' messages for `code` written in the file at `path`. */
async function importProblems(code: string, path: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path });
  return result.messages.filter(({ ruleId }) => ruleId === "no-restricted-imports" || ruleId === "no-restricted-syntax").map(({ message }) => message);
}

describe("one import style", () => {
  test("a file of the project is imported by its subpath, with its suffix", async () => {
    expect(await importProblems('import { LOCALES } from "#app/i18n/languages.ts";\nexport const all = LOCALES;\n', "app/search/example.ts")).toEqual([]);
    expect(await importProblems('import type { Route } from "./+types/home";\nexport type Args = Route.LoaderArgs;\n', "app/routes/example.ts")).toEqual([]);
  });

  test("a relative import is refused, static or on demand, in the app and in the scripts", async () => {
    expect(await importProblems('import { LOCALES } from "../i18n/languages.ts";\nexport const all = LOCALES;\n', "app/search/example.ts")).toEqual([
      expect.stringContaining("not by a relative path"),
    ]);
    expect(await importProblems('export const load = () => import("./filters.ts");\n', "app/search/example.ts")).toEqual([
      expect.stringContaining("not by a relative path"),
    ]);
    expect(await importProblems('import { firstLoad } from "./first-load.ts";\nexport const f = firstLoad;\n', "scripts/example.ts")).toEqual([
      expect.stringContaining("not by a relative path"),
    ]);
  });

  test("a subpath without its suffix is refused", async () => {
    expect(await importProblems('import { LOCALES } from "#app/i18n/languages";\nexport const all = LOCALES;\n', "app/search/example.ts")).toEqual([
      expect.stringContaining("with its suffix"),
    ]);
  });
});
