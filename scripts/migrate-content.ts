/**
 * `npm run content:migrate [folder …]`: moves content from one file per collection (its designs
 * listed under `items`) to one file per design (content/designs/kediya-3.json), keeping every
 * design's number (its place in the old list, from 1), photos and fields, and naming the home page
 * photos by design. With no folder it moves content/; run again, it changes nothing.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { designFileName } from "../app/content/designs.ts";

/** A collection's file in the old layout, as far as the move needs to know it. */
interface OldCollection {
  slug: string;
  preview?: ({ photo: number } | string)[];
  items?: Record<string, unknown>[];
  [field: string]: unknown;
}

/** Content files are written as the editor writes them: two spaces, and a last line break. */
const json = (data: unknown) => `${JSON.stringify(data, null, 2)}\n`;

/** Thrown where moving would overwrite a design file that says something else. */
export class MigrationConflict extends Error {
  override name = "MigrationConflict";
}

/**
 * The files the move writes for one collection file in the old layout: each design's file (under
 * `designs/`), then the collection's own, without its designs and with its home page photos named
 * by design (`kediya-8` for `{ "photo": 8 }`). Nothing for a collection already moved.
 */
export function migrateCollection(collection: OldCollection): { path: string; data: unknown }[] {
  if (!Array.isArray(collection.items)) return [];
  const { items, preview, ...own } = collection;
  const designs = items.map((item, i) => ({
    path: `designs/${designFileName(collection.slug, i + 1)}`,
    // Its collection and number first, as the editor lists them.
    data: { collection: collection.slug, number: i + 1, ...item },
  }));
  const named = (preview ?? []).map((entry) => (typeof entry === "string" ? entry : designFileName(collection.slug, entry.photo).slice(0, -".json".length)));
  return [...designs, { path: "", data: { ...own, preview: named } }];
}

/** Moves the content folder `root` (holding collections/) to the new layout; returns the files it wrote, relative to `root`. */
export function migrateFolder(root: string): string[] {
  const collections = join(root, "collections");
  if (!existsSync(collections)) return [];
  const written: string[] = [];
  const planned: { file: string; text: string }[] = [];
  for (const name of readdirSync(collections).filter((file) => file.endsWith(".json")).sort()) {
    const file = join(collections, name);
    const old = JSON.parse(readFileSync(file, "utf8")) as OldCollection;
    for (const { path, data } of migrateCollection(old)) {
      const target = path === "" ? file : join(root, path);
      const text = json(data);
      // A design file already there from an earlier, interrupted move must say the same.
      if (path !== "" && existsSync(target) && readFileSync(target, "utf8") !== text) {
        throw new MigrationConflict(`${relative(process.cwd(), target)} is already there and says something else than design ${(data as { number: number }).number} of ${relative(process.cwd(), file)}; move it away and run the command again`);
      }
      planned.push({ file: target, text });
    }
  }
  // Every design first, its collection's file last: a move cut short is finished by running it again.
  for (const { file, text } of planned) {
    mkdirSync(resolve(file, ".."), { recursive: true });
    if (existsSync(file) && readFileSync(file, "utf8") === text) continue;
    writeFileSync(file, text);
    written.push(relative(root, file));
  }
  return written;
}

if (import.meta.main) {
  const folders = process.argv.slice(2);
  for (const folder of folders.length > 0 ? folders : ["content"]) {
    const written = migrateFolder(resolve(folder));
    console.log(written.length === 0 ? `${folder}: already one file per design; nothing to move` : `${folder}: wrote ${written.length} file(s), such as ${written.slice(0, 3).join(", ")}`);
  }
}
