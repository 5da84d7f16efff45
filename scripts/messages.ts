/**
 * The interface's words, compiled by Paraglide JS: every set from this one list and one project's
 * settings (project.inlang/settings.json: the languages and the message format). A set is a
 * folder with a file per language (app/order/messages/gu.json); each compiles to a folder of
 * modules, one per language (app/paraglide-order/messages/gu.js). Why the words come in sets, and
 * how a component asks for its feature's words: docs/decisions/018-word-sets.md.
 *
 *   npm run messages     compiles every set (typecheck, lint, unit tests and dev run it first)
 *
 * The build compiles them from the same list (vite.config.ts), and `npm run translations` lists
 * their words (scripts/translations.ts).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { compile, type CompilerOptions } from "@inlang/paraglide-js";

const root = join(import.meta.dirname, "..");

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
  // Words no first load carries: those only the build writes into pages (an occasion page's
  // heading) and those of search's results and the filters, which download when a visitor asks
  // for them with the three languages' few words together (useExtraWords(), app/i18n/extra-words.ts).
  { name: "search, filters, occasions", messages: "app/messages/extra", outdir: "app/paraglide-extra" },
  // The order form's, downloaded with it in the page's language only (useOrderWords(), app/order/order-words.ts).
  { name: "ordering", messages: "app/order/messages", outdir: "app/paraglide-order" },
  // The "Open now" line's and the fitting request's (useVisitWords(), app/visit/visit-words.ts).
  { name: "opening hours, fittings", messages: "app/visit/messages", outdir: "app/paraglide-visit" },
];

/** How every set is compiled: a module per language (for the language's route and the downloads), with its types. */
export const COMPILER_OPTIONS = { strategy: ["baseLocale"], outputStructure: "locale-modules", emitTsDeclarations: true } satisfies Partial<CompilerOptions>;

/**
 * The set's Paraglide project, and its path: the shared settings with the set's folder as its
 * messages' path, written where nothing is committed (Paraglide reads a project from a folder).
 */
export function projectOf({ messages, outdir }: MessageSet): string {
  const settings = JSON.parse(readFileSync(join(root, "project.inlang", "settings.json"), "utf8")) as { modules: string[] } & Record<string, unknown>;
  const project = join(root, "node_modules", ".cache", "messages", `${outdir.replace(/\W+/g, "-")}.inlang`);
  mkdirSync(project, { recursive: true });
  const modules = settings.modules.map((module) => join(root, module));
  const pathPattern = join(root, messages, "{locale}.json");
  writeFileSync(join(project, "settings.json"), `${JSON.stringify({ ...settings, modules, "plugin.inlang.messageFormat": { pathPattern } }, null, 2)}\n`);
  return project;
}

/** Compiles every set, one after another. */
export async function compileMessages(): Promise<void> {
  for (const set of MESSAGE_SETS) await compile({ project: projectOf(set), outdir: join(root, set.outdir), ...COMPILER_OPTIONS });
}

if (import.meta.main) await compileMessages();
