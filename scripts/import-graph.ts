/**
 * The folders of app/ and which of them each imports: `npm run imports` prints the graph, then
 * every pair of folders that import each other, and exits 1 when there is one (`--check`, which
 * `npm run lint` runs, prints only the pairs). A file directly in
 * app/ (root.tsx, routes.ts) counts as the folder "app"; tests count as their folder's code.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";

const root = join(import.meta.dirname, "..");
const app = join(root, "app");

/** Every module specifier a file names: static imports and re-exports, `import("…")`, and side-effect imports. */
export function specifiersOf(source: string): string[] {
  const found = source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)(["'])([^"'\n]+)\1/gm);
  return [...found].map(([, , specifier]) => specifier);
}

/** The folder of app/ a path inside app/ belongs to ("search" for app/search/filters.ts, "app" for app/root.tsx), or undefined outside app/. */
export function folderOf(path: string): string | undefined {
  const inside = relative(app, path);
  if (inside.startsWith("..")) return undefined;
  const parts = inside.split(sep);
  return parts.length > 1 ? parts[0] : "app";
}

/** The file a specifier names from `file`: a relative path or an `#app/…` subpath import; undefined for a package or a virtual module. */
export function targetOf(specifier: string, file: string): string | undefined {
  if (specifier.startsWith("#app/")) return join(app, specifier.slice("#app/".length));
  if (specifier.startsWith(".")) return join(dirname(file), specifier);
  return undefined;
}

/** Each folder of app/ and the other folders of app/ it imports. */
export function folderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  const files = readdirSync(app, { recursive: true, encoding: "utf8" }).filter((name) => /\.(ts|tsx)$/.test(name) && !name.startsWith("paraglide"));
  for (const name of files) {
    const file = join(app, name);
    const from = folderOf(file)!;
    const imports = graph.get(from) ?? new Set<string>();
    graph.set(from, imports);
    for (const specifier of specifiersOf(readFileSync(file, "utf8"))) {
      const target = targetOf(specifier, file);
      const to = target && folderOf(target);
      // A compiled word set (app/paraglide*/) belongs to the words' hooks that read it; React Router writes the routes' types (+types).
      if (to && to !== from && !to.startsWith("paraglide") && to !== "+types") imports.add(to);
    }
  }
  return graph;
}

/** Every pair of folders that import each other, each pair once, in order. */
export function mutualPairs(graph: Map<string, Set<string>>): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [from, imports] of graph) {
    for (const to of imports) if (from < to && graph.get(to)?.has(from)) pairs.push([from, to]);
  }
  return pairs.sort((a, b) => a.join().localeCompare(b.join()));
}

if (import.meta.main) {
  const graph = folderGraph();
  // --check (npm run lint): only the pairs, if any.
  if (!process.argv.includes("--check")) {
    for (const folder of [...graph.keys()].sort()) console.log(`${folder} → ${[...graph.get(folder)!].sort().join(", ") || "(nothing)"}`);
  }
  const pairs = mutualPairs(graph);
  console.log(`\n${pairs.length} pair(s) of folders import each other${pairs.length ? ":" : "."}`);
  for (const [a, b] of pairs) console.log(`  ${a} ↔ ${b}`);
  process.exitCode = pairs.length ? 1 : 0;
}
