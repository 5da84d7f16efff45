/**
 * The interface's words, compiled by Paraglide JS: every set from this one list and one project's
 * settings (project.inlang/settings.json: the languages and the message format). A set is a
 * folder with a file per language (app/order/messages/gu.json); each compiles to a folder of
 * modules, one per language (app/paraglide-order/messages/gu.js). Why the words come in sets, and
 * how a component asks for its feature's words: docs/decisions/018-word-sets.md.
 *
 *   npm run messages     compiles every set (typecheck, lint, unit tests, dev and the build run it first)
 *
 * A set is compiled again only when what it compiles from (its words, the shared settings, the
 * options, Paraglide) or what it compiled to (its folder: edited, rewritten by the dev server, gone)
 * has changed since (`compileMessages`): compiling, its types included, takes seconds, and a build
 * that publishes a photo changes no word. The dev server compiles them from the same list as they
 * are edited (vite.config.ts), and `npm run translations` lists their words (scripts/translations.ts).
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { compile, type CompilerOptions } from "@inlang/paraglide-js";

const root = join(import.meta.dirname, "..");

// This copy of the project's own place for its sets' Paraglide projects and digests, where nothing is
// committed: two copies that share a node_modules folder never read each other's.
const cache = join(root, "node_modules", ".cache", "messages", createHash("sha256").update(root).digest("hex").slice(0, 12));

/** The name a set's project and digest are kept under, in this copy's cache, from the folder the set compiles to. */
const cachedAs = (outdir: string) => join(cache, outdir.replace(/\W+/g, "-"));

/** A set of words, compiled apart so that only the parts that show them carry them. */
export interface MessageSet {
  /** Its name, as docs/translations.md heads its rows. */
  name: string;
  /** Its folder, from the project's root: a `{locale}.json` per language. */
  messages: string;
  /** Where its modules are compiled to, from the project's root. */
  outdir: string;
}

/**
 * Every set. Its words cost the first load of the pages that carry it: a word in the first set
 * costs every page's; in another, only the part that shows it.
 */
export const MESSAGE_SETS: readonly MessageSet[] = [
  // Every page's words: each language's route holds its language's module (useWords(), app/i18n/words.tsx).
  { name: "interface", messages: "app/messages", outdir: "app/paraglide" },
  // Search's results' and the filters' words, which download when a visitor asks for them with the
  // three languages' few words together (useExtraWords(), app/i18n/extra-words.ts).
  { name: "search, filters", messages: "app/messages/extra", outdir: "app/paraglide-extra" },
  // Words only the build writes into pages (an occasion page's heading, search's field, the steps of
  // ordering, the price bands' labels): no file the browser downloads holds them (buildWords(), app/i18n/build-words.ts).
  { name: "written by the build", messages: "app/messages/build", outdir: "app/paraglide-build" },
  // The order form's, downloaded with it in the page's language only (useOrderWords(), app/order/order-words.ts).
  { name: "ordering", messages: "app/order/messages", outdir: "app/paraglide-order" },
  // The "Open now" line's and the fitting request's (useVisitWords(), app/visit/visit-words.ts).
  { name: "opening hours, fittings", messages: "app/visit/messages", outdir: "app/paraglide-visit" },
];

/**
 * How every set is compiled: a module per language (for the language's route and the downloads), with
 * its types; its server-only parts left out of the browser's files as Vite builds them (Paraglide's
 * Vite plugin would say the same).
 */
export const COMPILER_OPTIONS = {
  strategy: ["baseLocale"],
  outputStructure: "locale-modules",
  emitTsDeclarations: true,
  isServer: "import.meta.env?.SSR ?? typeof window === 'undefined'",
} satisfies Partial<CompilerOptions>;

/**
 * The set's Paraglide project, and its path: the shared settings with the set's folder as its
 * messages' path, written where nothing is committed (Paraglide reads a project from a folder).
 */
export function projectOf({ messages, outdir }: MessageSet): string {
  const settings = JSON.parse(readFileSync(join(root, "project.inlang", "settings.json"), "utf8")) as { modules: string[] } & Record<string, unknown>;
  const project = `${cachedAs(outdir)}.inlang`;
  mkdirSync(project, { recursive: true });
  const modules = settings.modules.map((module) => join(root, module));
  const pathPattern = join(root, messages, "{locale}.json");
  writeFileSync(join(project, "settings.json"), `${JSON.stringify({ ...settings, modules, "plugin.inlang.messageFormat": { pathPattern } }, null, 2)}\n`);
  return project;
}

/** Where a set's digest is kept: beside its project (the dev server rewrites the set's folder, and would remove it there). */
export const digestFile = ({ outdir }: MessageSet) => `${cachedAs(outdir)}.compiled`;

/** The package.json of package `name`, as `from` (a file) resolves it. */
function packageOf(name: string, from: string): Buffer {
  for (let folder = dirname(createRequire(from).resolve(name)); folder !== dirname(folder); folder = dirname(folder)) {
    const file = join(folder, "package.json");
    if (existsSync(file) && (JSON.parse(readFileSync(file, "utf8")) as { name?: string }).name === name) return readFileSync(file);
  }
  throw new Error(`scripts/messages.ts: no package.json found for ${name}`);
}

/** A digest of what set `set` compiles from: its word files, the shared settings, the options, and the versions of Paraglide, its SDK and its message-format plugin. */
function inputsOf(set: MessageSet): string {
  const hash = createHash("sha256");
  const folder = join(root, set.messages);
  const words = readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isFile() && entry.name.endsWith(".json"));
  for (const { name } of words.sort((a, b) => a.name.localeCompare(b.name)))
    hash
      .update(`${name}\0`)
      .update(readFileSync(join(folder, name)))
      .update("\0");
  const settings = readFileSync(join(root, "project.inlang", "settings.json"), "utf8");
  hash.update(settings).update(JSON.stringify(COMPILER_OPTIONS));
  const ours = join(root, "package.json");
  hash.update(packageOf("@inlang/paraglide-js", ours)).update(packageOf("@inlang/sdk", createRequire(ours).resolve("@inlang/paraglide-js")));
  // The code of the modules that read the words (the message format's), whole.
  for (const module of (JSON.parse(settings) as { modules: string[] }).modules) hash.update(readFileSync(join(root, module)));
  return hash.digest("hex");
}

/** A digest of a set's compiled folder, every file in it: empty where there is none. */
function outputsOf(set: MessageSet): string {
  const outdir = join(root, set.outdir);
  if (!existsSync(outdir)) return "";
  const hash = createHash("sha256");
  const files = readdirSync(outdir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  const paths = files.map((entry) => join(entry.parentPath, entry.name)).sort();
  for (const file of paths) hash.update(`${file}\0`).update(readFileSync(file)).update("\0");
  return hash.digest("hex");
}

/**
 * Compiles every set (or `sets`) whose inputs or compiled folder changed since it was last compiled,
 * one after another; returns the names of those it compiled. A set's digest goes before it is
 * compiled and comes back once it has been: a compile that fails leaves none, and the next compiles again.
 */
export async function compileMessages(sets: readonly MessageSet[] = MESSAGE_SETS): Promise<string[]> {
  const compiled: string[] = [];
  for (const set of sets) {
    const digest = digestFile(set);
    const inputs = inputsOf(set);
    if (existsSync(digest) && readFileSync(digest, "utf8") === `${inputs} ${outputsOf(set)}`) continue;
    rmSync(digest, { force: true });
    await compile({ project: projectOf(set), outdir: join(root, set.outdir), ...COMPILER_OPTIONS });
    writeFileSync(digest, `${inputs} ${outputsOf(set)}`);
    compiled.push(set.name);
  }
  return compiled;
}

if (import.meta.main) {
  const compiled = await compileMessages();
  console.log(compiled.length ? `Compiled: ${compiled.join("; ")}.` : "Every set of words is compiled already.");
}
