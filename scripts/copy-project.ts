/**
 * A copy of the project that builds on its own, without its outputs, caches
 * and history, sharing the installed packages: the scale bench builds a
 * thousand photos in one, and the editor's browser test builds what the
 * editor wrote in another.
 */
import { cpSync, mkdirSync, readdirSync, symlinkSync } from "node:fs";
import { join, relative } from "node:path";

const leftOut = new Set(["node_modules", ".react-router", "bench", "test-results", "playwright-report", "screenshots", ".git", ".env"]);
// Every build folder (build, build-e2e, build-shop, a half-swapped build.next).
const isBuild = (name: string) => /^build([.-]|$)/.test(name);
const cachesInModules = new Set([".cache", ".vite", ".vite-temp"]);

/** Copies the project at `root` into `work`, with empty caches of its own. */
export function copyProject(root: string, work: string): void {
  cpSync(root, work, {
    recursive: true,
    filter: (source) => {
      const top = relative(root, source).split("/")[0];
      return !leftOut.has(top) && !isBuild(top);
    },
  });
  mkdirSync(join(work, "node_modules"));
  for (const entry of readdirSync(join(root, "node_modules"))) {
    if (!cachesInModules.has(entry)) symlinkSync(join(root, "node_modules", entry), join(work, "node_modules", entry));
  }
}
