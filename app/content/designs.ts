/**
 * Designs, one file each (content/designs/kediya-3.json), put into their collections by number.
 * A design's number is its address (/kediya/photo/3): given once, when it is added, and kept,
 * so removing or adding designs moves no other design's address (docs/decisions/016-design-files.md).
 */
import { listingOf } from "#app/content/listing-order.ts";
import type { Collection, Design } from "#app/content/schema.ts";

/** Where the designs live: one JSON file per design. */
export const DESIGNS_DIR = "content/designs/";
const COLLECTIONS_DIR = "content/collections/";

/** The command that moves content from one file per collection to one file per design. */
export const MIGRATE_COMMAND = "npm run content:migrate";

/**
 * The furthest a design's number may run ahead of its collection's others: numbers go up one at a
 * time, and a slip (3000 for 30) would otherwise open a run of empty catalogue pages.
 */
export const MAX_NUMBER_JUMP = 100;

/** A design's name: its file's name in content/designs/ without `.json` (kediya-3), as a collection's home page photos name it. */
export const designName = (file: string) => file.slice(DESIGNS_DIR.length, -".json".length);

/** The file a design of `slug` numbered `number` is written to, by the migration and the editor alike. */
export const designFileName = (slug: string, number: number) => `${slug}-${number}.json`;

/**
 * The one line a build says where the content is still in the layout of one file per collection
 * (a collection's file listing its designs under `items`), or undefined.
 */
export function oldLayoutProblem(files: Record<string, unknown>): string | undefined {
  const old = Object.keys(files)
    .filter((file) => file.startsWith(COLLECTIONS_DIR))
    .sort()
    .filter((file) => {
      const data = files[file];
      return typeof data === "object" && data !== null && "items" in data;
    });
  if (old.length === 0) return undefined;
  const named = old.length === 1 ? old[0] : `${old[0]} and ${old.length - 1} other collection file(s)`;
  return `${named}: the designs are listed in the collection's file (items), the layout before each design had a file of its own in ${DESIGNS_DIR}; run ${MIGRATE_COMMAND} to move them`;
}

/**
 * Puts each design into its collection (`collections`, each with `items` empty), in the order of
 * their numbers, and returns what is wrong: a design naming no collection, two designs claiming one
 * number (naming both files), a number far beyond the others, home page photos that are not designs of
 * the collection. `slugFiles` gives each collection's file by its slug; `designFiles` names every design's
 * file, those with problems of their own (reported already) too.
 */
export function checkDesigns(
  designs: { file: string; design: Design }[],
  collections: Collection[],
  slugFiles: Map<string, string>,
  designFiles: ReadonlySet<string>,
): string[] {
  const problems: string[] = [];
  const bySlug = new Map(collections.map((collection) => [collection.slug, collection]));
  const files = new Map<Collection, { file: string; design: Design }[]>();
  for (const entry of designs) {
    const collection = bySlug.get(entry.design.collection);
    if (!collection) {
      // A collection file that is itself broken has its own problems reported.
      if (!slugFiles.has(entry.design.collection)) {
        problems.push(`${entry.file}: collection: no collection has the slug "${entry.design.collection}" (${COLLECTIONS_DIR}${entry.design.collection}.json)`);
      }
      continue;
    }
    files.set(collection, [...(files.get(collection) ?? []), entry]);
  }
  for (const collection of collections) {
    const own = (files.get(collection) ?? []).sort((a, b) => a.design.number - b.design.number || a.file.localeCompare(b.file));
    const last = own.at(-1)?.design.number ?? 0;
    own.forEach((entry, i) => {
      const before = own[i - 1];
      if (before?.design.number === entry.design.number) {
        problems.push(
          `${entry.file}: number: ${entry.design.number} is also the number of ${before.file} (both of ${collection.slug}); give one of them the next free number, ${last + 1}`,
        );
      } else if (i > 0 && entry.design.number - before.design.number > MAX_NUMBER_JUMP) {
        problems.push(
          `${entry.file}: number: ${entry.design.number} is far beyond the other designs of ${collection.slug} (the highest below it is ${before.design.number}); numbers go up one at a time, so the next free one is ${before.design.number + 1}`,
        );
      } else if (i === 0 && entry.design.number > MAX_NUMBER_JUMP) {
        problems.push(
          `${entry.file}: number: ${entry.design.number} is far beyond any other design of ${collection.slug}; a collection's numbers start at 1 and go up one at a time`,
        );
      }
    });
    collection.lastNumber = last;
    collection.items = own.filter(({ design }) => !design.withdrawn).map(({ design }) => design);
    const file = slugFiles.get(collection.slug) ?? `${COLLECTIONS_DIR}${collection.slug}.json`;
    if (!designs.some(({ design }) => design.collection === collection.slug)) {
      problems.push(`${file}: the collection has no designs: add one whose collection is ${collection.slug}`);
    }
    // The designs a field of the collection names (its home page photos, those it lists first): each of the collection, and on the site.
    const named = (field: "preview" | "first", names: readonly string[]) =>
      names.flatMap((name, i) => {
        const entry = designs.find(({ file: designFile }) => designName(designFile) === name);
        // A design whose file has problems of its own is reported there.
        if (!entry && designFiles.has(`${DESIGNS_DIR}${name}.json`)) return [];
        if (!entry) problems.push(`${file}: ${field}[${i}]: there is no design ${name} (${DESIGNS_DIR}${name}.json)`);
        else if (entry.design.collection !== collection.slug)
          problems.push(`${file}: ${field}[${i}]: ${name} is a design of ${entry.design.collection}, not of ${collection.slug}`);
        else if (entry.design.withdrawn) problems.push(`${file}: ${field}[${i}]: ${name} is taken off the site`);
        else if (names.indexOf(name) < i) problems.push(`${file}: ${field}[${i}]: ${name} is named twice`);
        else return [entry.design];
        return [];
      });
    collection.previews = named("preview", collection.preview);
    const listing = listingOf(
      collection.order,
      named("first", collection.first).map(({ number }) => number - 1),
    );
    if (listing) collection.listing = listing;
  }
  return problems;
}
