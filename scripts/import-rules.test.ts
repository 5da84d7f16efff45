import { ESLint } from "eslint";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { LAYERS } from "#scripts/layers.ts";

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

describe("one way to open a new tab", () => {
  test("a link or a script that opens a new tab by hand is refused; the outside links' module is how", async () => {
    expect(
      await importProblems('export const A = () => <a href="https://wa.me/" target="_blank" rel="noopener">WhatsApp</a>;\n', "app/visit/example.tsx"),
    ).toEqual([expect.stringContaining("{...NEW_TAB}")]);
    expect(await importProblems('export const go = (url: string) => window.open(url, "_blank");\n', "app/order/example.ts")).toEqual([
      expect.stringContaining("openInNewTab(url)"),
    ]);
    const written = 'import { NEW_TAB } from "#app/links/outside-links.ts";\nexport const A = () => <a href="https://wa.me/" {...NEW_TAB}>WhatsApp</a>;\n';
    expect(await importProblems(written, "app/visit/example.tsx")).toEqual([]);
  });
});

describe("layers that never climb", () => {
  test("a folder imports from its own layer and those below", async () => {
    expect(
      await importProblems('import { PhotoGrid } from "#app/catalogue/photo-grid.tsx";\nexport const grid = PhotoGrid;\n', "app/search/example.tsx"),
    ).toEqual([]);
    expect(
      await importProblems('import { readContent } from "#app/content/read-content.ts";\nexport const read = readContent;\n', "app/components/example.ts"),
    ).toEqual([]);
  });

  test("an import from a higher layer is refused, in a test as in the code", async () => {
    expect(await importProblems('import { SiteNav } from "#app/frame/site-nav.tsx";\nexport const nav = SiteNav;\n', "app/content/example.ts")).toEqual([
      expect.stringContaining("A layer below may not import"),
    ]);
    expect(
      await importProblems('import { readContent } from "#app/content/read-content.ts";\nexport const read = readContent;\n', "app/i18n/example.test.ts"),
    ).toEqual([expect.stringContaining("A layer below may not import")]);
    expect(await importProblems('import { Layout } from "#app/root.tsx";\nexport const layout = Layout;\n', "app/order/example.tsx")).toEqual([
      expect.stringContaining("Only the routes import app/'s own files"),
    ]);
  });

  test("every folder of app/ has its layer", () => {
    const folders = readdirSync(join(import.meta.dirname, "..", "app"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith("paraglide") && entry.name !== "+types")
      .map(({ name }) => name);
    expect(folders.filter((folder) => !LAYERS.some((layer) => layer.folders.includes(folder)))).toEqual([]);
  });
});
