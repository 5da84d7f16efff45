/**
 * `npm run content:migrate [folder …]`: moves content from one file per collection (its designs
 * listed under `items`) to one file per design (content/designs/kediya-3.json), keeping every
 * design's number (its place in the old list, from 1), photos and fields, and naming the home page
 * photos by design. With no folder it moves content/; run again, it changes nothing.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { designFileName } from "#app/content/designs.ts";
import { SLUG } from "#app/content/schema-fields.ts";

/** A collection's file in the old layout, as far as the move needs to know it. */
interface OldCollection {
  slug: string;
  preview?: ({ photo: number } | string)[];
  items?: Record<string, unknown>[];
  [field: string]: unknown;
}

/** Content files are written as the editor writes them: two spaces, and a last line break. */
const json = (data: unknown) => `${JSON.stringify(data, null, 2)}\n`;

/** Thrown where the old layout is not one the move can read safely: every problem found, one a line; nothing was written. */
export class MigrationProblems extends Error {
  override name = "MigrationProblems";
  readonly problems: string[];
  constructor(problems: string[]) {
    super(problems.join("\n"));
    this.problems = problems;
  }
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

/**
 * What is wrong with the old collection file `name` (its text `text`), for the move: it must be
 * JSON, an object whose slug is its file's name, whose items are objects, each of them without a
 * number or a collection of its own (the move gives each the collection's slug and its place in
 * the list, so an item's own would make two files one design, or put a design in another collection).
 */
function oldCollectionProblems(name: string, text: string): { problems: string[]; collection?: OldCollection } {
  const at = `collections/${name}`;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { problems: [`${at}: not valid JSON (${(error as Error).message})`] };
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) return { problems: [`${at}: holds no collection (a JSON object with a slug)`] };
  const collection = data as OldCollection;
  const problems: string[] = [];
  const slug = name.slice(0, -".json".length);
  if (typeof collection.slug !== "string" || !SLUG.test(collection.slug))
    problems.push(`${at}: slug: must be small letters, digits and dashes, such as ${slug}`);
  else if (collection.slug !== slug)
    problems.push(
      `${at}: slug: "${collection.slug}" is not the file's name; the move would write its designs as ${collection.slug}'s. Make the slug "${slug}", or rename the file ${collection.slug}.json`,
    );
  if (collection.items !== undefined && !Array.isArray(collection.items)) problems.push(`${at}: items: must be a list of designs`);
  (Array.isArray(collection.items) ? (collection.items as unknown[]) : []).forEach((item, i) => {
    if (typeof item !== "object" || item === null || Array.isArray(item)) {
      problems.push(`${at}: items[${i}]: must be a design (a JSON object), not ${JSON.stringify(item)}`);
      return;
    }
    for (const own of ["number", "collection"]) {
      if (own in item)
        problems.push(`${at}: items[${i}].${own}: the move gives each design its collection and its place in the list (${i + 1}); remove this field`);
    }
  });
  return { problems, collection };
}

/**
 * Moves the content folder `root` (holding collections/) to the new layout; returns the files it
 * wrote, relative to `root`. Every old collection file is checked first, and a design file already
 * there must say what the move would write: if anything is wrong, nothing is written, and
 * MigrationProblems lists it all.
 */
export function migrateFolder(root: string): string[] {
  const collections = join(root, "collections");
  if (!existsSync(collections)) return [];
  const problems: string[] = [];
  const planned: { file: string; text: string }[] = [];
  for (const name of readdirSync(collections)
    .filter((file) => file.endsWith(".json"))
    .sort()) {
    const file = join(collections, name);
    const { problems: own, collection } = oldCollectionProblems(name, readFileSync(file, "utf8"));
    problems.push(...own);
    if (own.length > 0 || !collection) continue;
    for (const { path, data } of migrateCollection(collection)) {
      const target = path === "" ? file : join(root, path);
      const text = json(data);
      // A design file already there (from an earlier, interrupted move) must say the same: never replaced.
      if (path !== "" && existsSync(target) && readFileSync(target, "utf8") !== text) {
        problems.push(
          `${path}: already there, and says something else than design ${(data as { number: number }).number} of collections/${name}; move it away and run the command again`,
        );
      }
      planned.push({ file: target, text });
    }
  }
  if (problems.length > 0) throw new MigrationProblems(problems);
  // Every design first, its collection's file last: a move cut short is finished by running it again.
  const written: string[] = [];
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
    try {
      const written = migrateFolder(resolve(folder));
      console.log(
        written.length === 0
          ? `${folder}: already one file per design; nothing to move`
          : `${folder}: wrote ${written.length} file(s), such as ${written.slice(0, 3).join(", ")}`,
      );
    } catch (error) {
      if (!(error instanceof MigrationProblems)) throw error;
      console.error(`${folder}: nothing was moved; first put right:\n${error.problems.map((problem) => `  ${folder}/${problem}`).join("\n")}`);
      process.exitCode = 1;
    }
  }
}
