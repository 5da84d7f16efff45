import type { z } from "zod";
import { contentPhotoPath } from "#app/content/content-paths.ts";
import { UnreadableFile } from "#app/content/parse-json.ts";
import { VOCABULARY_OF } from "#app/content/design-facts.ts";
import {
  collectionSchema,
  designSchema,
  measurementsSchema,
  siteSchema,
  spellingsSchema,
  tilesSchema,
  vocabularySchema,
  type Collection,
  type Content,
  type Design,
  type Vocabularies,
} from "#app/content/schema.ts";
import { checkDesigns, designName, DESIGNS_DIR, oldLayoutProblem } from "#app/content/designs.ts";

export const SITE_FILE = "content/site.json";
export const TILES_FILE = "content/tiles.json";
export const COLLECTIONS_DIR = "content/collections/";
export { DESIGNS_DIR };
/** The words designs may name for their fabric, work, occasions and colours; without it, they may name none. */
export const VOCABULARY_FILE = "content/vocabulary.json";
export const SPELLINGS_FILE = "content/spellings.json";
/** The measurements orders may ask for; without it, no collection may name any. */
export const MEASUREMENTS_FILE = "content/measurements.json";
const IMAGE_FIELDS = new Set(["img", "image", "largeImage", "smallImage"]);

/** Bad content, with one line per problem naming the file and the field. */
export class ContentError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`The content has ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ContentError";
    this.problems = problems;
  }
}

function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => (typeof key === "number" ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)), "");
}

/** Every image a content file names, with the field that names it (`items[3].largeImage`). */
export function imageFields(value: unknown, path: (string | number)[] = []): { path: string; field: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => imageFields(item, [...path, i]));
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === "string" && IMAGE_FIELDS.has(key)
      ? [{ path: contentPhotoPath(child), field: fieldPath([...path, key]) }]
      : imageFields(child, [...path, key]),
  );
}

/** A design's English title as its file writes it, where it has one. */
function titleOf(data: unknown): string | undefined {
  const title = (data as { title?: unknown } | null)?.title;
  const english = typeof title === "string" ? title : (title as { en?: unknown } | null)?.en;
  return typeof english === "string" && english.trim() ? english.trim() : undefined;
}

/**
 * Checks every content file and what the files say of each other, and returns
 * the typed content, each text with its translations (`{ en, gu?, hi? }`). `files` maps paths such as `content/site.json` to their
 * parsed JSON (or an UnreadableFile); `imageProblem` tells what is wrong with
 * the file at a photo path under content/, if anything.
 */
export function validateContent(files: Record<string, unknown>, imageProblem: (path: string) => string | undefined): Content {
  // Content still in the layout of one file per collection: one line, naming the command that moves it.
  const oldLayout = oldLayoutProblem(files);
  if (oldLayout) throw new ContentError([oldLayout]);
  const problems: string[] = [];

  function parse<T>(file: string, schema: z.ZodType<T>): T | undefined {
    if (!(file in files)) {
      problems.push(`${file}: the file is missing`);
      return undefined;
    }
    if (files[file] instanceof UnreadableFile) {
      problems.push(files[file].problem);
      return undefined;
    }
    const result = schema.safeParse(files[file]);
    if (result.success) return result.data;
    // A design is named by its title too, as the owner's editor lists it.
    const title = file.startsWith(DESIGNS_DIR) ? titleOf(files[file]) : undefined;
    const named = title ? `${file} ("${title}")` : file;
    for (const issue of result.error.issues) {
      problems.push(`${named}: ${fieldPath(issue.path) || "(the whole file)"}: ${issue.message}`);
    }
    return undefined;
  }

  // On the file as written: a photo the schema fills in (a design's smallImage) is reported once, where it is named.
  function checkImages(file: string, value: unknown): void {
    for (const { path, field } of imageFields(value)) {
      const problem = imageProblem(path);
      if (problem) problems.push(`${file}: ${field}: ${problem}`);
    }
  }

  // Each fabric, work, occasion and colour a design names is one of the vocabulary's values.
  function checkTerms(vocabulary: Vocabularies, file: string, item: Design): void {
    for (const [field, list] of Object.entries(VOCABULARY_OF) as [keyof typeof VOCABULARY_OF, keyof Vocabularies][]) {
      const named = item[field];
      const values = vocabulary[list].map(({ value }) => value);
      for (const [j, value] of (Array.isArray(named) ? named : named === undefined ? [] : [named]).entries()) {
        if (values.includes(value)) continue;
        const at = Array.isArray(named) ? `${field}[${j}]` : field;
        const known = values.length > 0 ? `it has ${values.join(", ")}` : "it has none yet";
        problems.push(`${file}: ${at}: "${value}" is not in the ${list} of ${VOCABULARY_FILE} (${known}); add it there, or use one of those`);
      }
    }
  }

  const site = parse(SITE_FILE, siteSchema);
  if (site) checkImages(SITE_FILE, files[SITE_FILE]);
  const tiles = parse(TILES_FILE, tilesSchema);
  if (tiles) checkImages(TILES_FILE, files[TILES_FILE]);

  // Optional: content whose designs give no fabric, work, occasion or colour needs no vocabulary.
  const vocabulary = VOCABULARY_FILE in files ? parse(VOCABULARY_FILE, vocabularySchema) : vocabularySchema.parse({});

  // Optional too: without it, search finds what the site's own words say.
  const spellings = SPELLINGS_FILE in files ? parse(SPELLINGS_FILE, spellingsSchema) : spellingsSchema.parse({});

  // Optional too: without it, an order asks for no measurements and offers a fitting instead.
  const measurements = MEASUREMENTS_FILE in files ? parse(MEASUREMENTS_FILE, measurementsSchema) : measurementsSchema.parse({});
  const measureValues = measurements?.measures.map(({ value }) => value) ?? [];

  const collections: Collection[] = [];
  const slugFiles = new Map<string, string>();
  for (const file of Object.keys(files)
    .filter((f) => f.startsWith(COLLECTIONS_DIR))
    .sort()) {
    const collection = parse(file, collectionSchema);
    if (!collection) {
      // Its own problems are reported; others may still refer to it by its slug,
      // which for a file that is not JSON is most likely its name.
      const data = files[file];
      const slug = data instanceof UnreadableFile ? file.slice(COLLECTIONS_DIR.length, -".json".length) : (data as { slug?: unknown } | null)?.slug;
      if (typeof slug === "string") slugFiles.set(slug, file);
      continue;
    }
    if (measurements) {
      collection.measures?.forEach((value, i) => {
        if (measureValues.includes(value)) return;
        const known = measureValues.length > 0 ? `it has ${measureValues.join(", ")}` : "it has none yet";
        problems.push(`${file}: measures[${i}]: "${value}" is not in the measures of ${MEASUREMENTS_FILE} (${known}); add it there, or use one of those`);
      });
    }
    // The file's name is the collection's address: the editor and the migration name it so.
    const named = `${COLLECTIONS_DIR}${collection.slug}.json`;
    if (file !== named)
      problems.push(
        `${file}: slug: "${collection.slug}" is not the file's name; rename the file ${named}, or give it the slug "${file.slice(COLLECTIONS_DIR.length, -".json".length)}"`,
      );
    const other = slugFiles.get(collection.slug);
    if (other) problems.push(`${file}: slug: "${collection.slug}" is already the slug of ${other}`);
    slugFiles.set(collection.slug, file);
    collections.push({ ...collection, items: [], lastNumber: 0, previews: [] });
  }
  const designs: { file: string; design: Design }[] = [];
  const designFiles = Object.keys(files)
    .filter((f) => f.startsWith(DESIGNS_DIR))
    .sort();
  for (const file of designFiles) {
    const design = parse(file, designSchema);
    if (!design) continue;
    checkImages(file, files[file]);
    if (vocabulary) checkTerms(vocabulary, file, design);
    // The file's name is the design's collection and number (docs/decisions/016-design-files.md).
    const named = `${DESIGNS_DIR}${design.collection}-${design.number}.json`;
    if (file !== named)
      problems.push(
        `${file}: the file holds ${design.collection} number ${design.number}, so its name must be ${named}; rename it, or correct its collection and number`,
      );
    designs.push({ file, design });
  }
  // Each design into its collection, by number; what is wrong names the design's file (and the collection's).
  problems.push(...checkDesigns(designs, collections, slugFiles, new Set(designFiles)));
  if (collections.length === 0 && !problems.some((p) => p.startsWith(COLLECTIONS_DIR))) {
    problems.push(`${COLLECTIONS_DIR}: no collection files`);
  }

  const tileJobs = new Set<string>();
  tiles?.forEach((tile, i) => {
    if (tileJobs.has(tile.job)) problems.push(`${TILES_FILE}: [${i}].job: "${tile.job}" is used by another tile`);
    tileJobs.add(tile.job);
  });
  site?.homePreviews.forEach((preview, i) => {
    if (!slugFiles.has(preview.collection)) {
      problems.push(`${SITE_FILE}: homePreviews[${i}].collection: no collection has the slug "${preview.collection}"`);
    }
    const shown = collections.find(({ slug }) => slug === preview.collection);
    if (shown && shown.preview.length !== 3) {
      problems.push(
        `${slugFiles.get(shown.slug)}: preview: the home page shows this collection (${SITE_FILE}'s homePreviews), so it needs 3 home page photos; it has ${shown.preview.length}`,
      );
    }
  });

  // The designs the home page's top shows: each on the site, once.
  const picked = site?.header.designs ?? [];
  const headerDesigns = picked.flatMap((name, i) => {
    const at = `${SITE_FILE}: header.designs[${i}]`;
    const entry = designs.find(({ file }) => designName(file) === name);
    // A design whose file has problems of its own is reported there.
    if (!entry && designFiles.includes(`${DESIGNS_DIR}${name}.json`)) return [];
    if (!entry) problems.push(`${at}: there is no design ${name} (${DESIGNS_DIR}${name}.json)`);
    else if (entry.design.withdrawn) problems.push(`${at}: ${name} ("${titleOf(entry.design)}") is taken off the site; pick another`);
    else if (picked.indexOf(name) < i) problems.push(`${at}: ${name} is named twice`);
    else return [entry.design];
    return [];
  });

  if (problems.length > 0 || !site || !tiles || !vocabulary || !spellings || !measurements) throw new ContentError(problems);
  return { site, tiles, collections, vocabulary, spellings: spellings.spellings, measures: measurements.measures, headerDesigns };
}
