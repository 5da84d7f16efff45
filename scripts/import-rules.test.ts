import { ESLint } from "eslint";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { FACED, LAYERS } from "#scripts/layers.ts";

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
    const written = 'import { NEW_TAB } from "#app/links/index.ts";\nexport const A = () => <a href="https://wa.me/" {...NEW_TAB}>WhatsApp</a>;\n';
    expect(await importProblems(written, "app/visit/example.tsx")).toEqual([]);
  });
});

describe("layers that never climb", () => {
  test("a folder imports from its own layer and those below", async () => {
    expect(await importProblems('import { PhotoGrid } from "#app/catalogue/index.ts";\nexport const grid = PhotoGrid;\n', "app/search/example.tsx")).toEqual(
      [],
    );
    expect(
      await importProblems('import { readContent } from "#app/content/read-content.ts";\nexport const read = readContent;\n', "app/components/example.ts"),
    ).toEqual([]);
  });

  test("an import from a higher layer is refused, in a test as in the code", async () => {
    expect(await importProblems('import { SiteNav } from "#app/frame/index.ts";\nexport const nav = SiteNav;\n', "app/content/example.ts")).toEqual([
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

describe("a feature's public face", () => {
  const FACE = "through its public face";

  test("another feature is reached through its index.ts, in a test as in the code, statically or on demand", async () => {
    expect(
      await importProblems('import { PhotoGrid } from "#app/catalogue/photo-grid.tsx";\nexport const grid = PhotoGrid;\n', "app/search/example.tsx"),
    ).toEqual([expect.stringContaining(FACE)]);
    expect(
      await importProblems('import { useSending } from "#app/sending/use-sending.ts";\nexport const s = useSending;\n', "app/order/example.test.ts"),
    ).toEqual([expect.stringContaining(FACE)]);
    expect(await importProblems('export const load = () => import("#app/order/order-form.tsx");\n', "app/routes/example.tsx")).toEqual([
      expect.stringContaining(FACE),
    ]);
    expect(await importProblems('import { SiteNav } from "#app/frame/site-nav.tsx";\nexport const nav = SiteNav;\n', "app/root.tsx")).toEqual([
      expect.stringContaining(FACE),
    ]);
    expect(await importProblems('import { SiteNav } from "#app/frame/index.ts";\nexport const nav = SiteNav;\n', "app/root.tsx")).toEqual([]);
  });

  test("a module the build alone runs, and a style sheet, are read by name; a folder's own files too", async () => {
    const loaderSide =
      'import { noScriptOrder } from "#app/order/order-no-script.server.ts";\nimport "#app/order/order-form.css";\nexport const order = noScriptOrder;\n';
    expect(await importProblems(loaderSide, "app/routes/example.tsx")).toEqual([]);
    expect(await importProblems('export const load = () => import("#app/order/order-form.tsx");\n', "app/order/example.ts")).toEqual([]);
  });

  test("a library of a lower layer has no face: each of its modules is read by name", async () => {
    expect(await importProblems('import { pick } from "#app/content/translatable.ts";\nexport const p = pick;\n', "app/search/example.ts")).toEqual([]);
  });

  test("every folder with a face has its index.ts", () => {
    expect(FACED.filter((folder) => !existsSync(join(import.meta.dirname, "..", "app", folder, "index.ts")))).toEqual([]);
  });

  test("a module of the project imported only to run it is refused: the build would drop it", async () => {
    expect(await importProblems('import "#app/utils/store.ts";\n', "app/order/example.ts")).toEqual([expect.stringContaining("sideEffects")]);
    expect(await importProblems('import "#app/order/order-form.css";\n', "app/order/example.ts")).toEqual([]);
  });
});
