import type { Plugin } from "vite";

/**
 * Where a page's script downloads a part on demand (the lightbox, the filters), it lists the
 * files that part needs, so the browser fetches them together rather than one after another.
 * Vite lists every one; most are files every page, or the importing file itself, has loaded
 * before the import runs (React, the router, the page's data), which the browser skips. This
 * leaves those out of the lists: the same downloads, in fewer bytes of every page's script.
 */
export function preloadWhatIsMissing({ ownFilesAsItRuns }: { ownFilesAsItRuns?: RegExp } = {}) {
  // Each chunk's file, with every file it imports, directly or through another, before it runs.
  const loaded = new Map<string, Set<string>>();
  const plugin: Plugin = {
    name: "preload-what-is-missing",
    apply: "build",
    enforce: "pre",
    generateBundle(_options, bundle) {
      loaded.clear();
      const importsOf = (file: string, seen: Set<string>): Set<string> => {
        const chunk = bundle[file];
        if (seen.has(file) || !chunk || chunk.type !== "chunk") return seen;
        seen.add(file);
        for (const imported of chunk.imports) importsOf(imported, seen);
        return seen;
      };
      // Every page runs the app's entry and its root route (app/root.tsx) first. (Each route module is
      // an entry of the build too, which only its own pages run: those are not every page's.)
      const everyPage = new Set<string>();
      for (const [file, chunk] of Object.entries(bundle)) {
        if (chunk.type === "chunk" && (chunk.name === "entry.client" || /[\\/]app[\\/]root\.tsx(\?|$)/.test(chunk.facadeModuleId ?? "")))
          importsOf(file, everyPage);
      }
      for (const [file, chunk] of Object.entries(bundle)) if (chunk.type === "chunk") loaded.set(file, importsOf(file, new Set(everyPage)));
    },
  };
  return Object.assign(plugin, {
    /**
     * `dependencies` of an on-demand import of `file` in `hostId`, less those `hostId` has loaded
     * before it runs; none for a part matching `ownFilesAsItRuns`, which fetches its own files as
     * it runs. (Vite adds a part's style sheet to the list itself.)
     */
    missing: (file: string, dependencies: string[], { hostId }: { hostId: string }) => {
      if (ownFilesAsItRuns?.test(file)) return [];
      const already = loaded.get(hostId);
      return already ? dependencies.filter((dependency) => !already.has(dependency)) : dependencies;
    },
  });
}
