import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { photoPath } from "./photo-path.ts";
import type { Content } from "./schema.ts";
import { COLLECTIONS_DIR, SITE_FILE, TILES_FILE, validateContent } from "./validate.ts";

const root = join(import.meta.dirname, "..", "..");

export const contentRoot = join(root, "content");

/** The parsed JSON of every content file, by path (`content/site.json`). */
export function readContentFiles(): Record<string, unknown> {
  const files: Record<string, unknown> = {};
  const names = [
    SITE_FILE,
    TILES_FILE,
    ...readdirSync(join(root, COLLECTIONS_DIR))
      .filter((name) => name.endsWith(".json"))
      .map((name) => COLLECTIONS_DIR + name),
  ];
  for (const name of names) {
    const path = join(root, name);
    if (!existsSync(path)) continue;
    try {
      files[name] = JSON.parse(readFileSync(path, "utf8"));
    } catch (error) {
      throw new Error(`${name}: not valid JSON: ${(error as Error).message}`);
    }
  }
  return files;
}

/** Reads and validates content/ from disk: what the route list and the build config need. */
export function readContent(): Content {
  return validateContent(readContentFiles(), (image) => existsSync(join(contentRoot, image)));
}

export function catalogueSlugs(): string[] {
  return readContent().collections.map((collection) => collection.slug);
}

/** Every page the build renders: home, each catalogue, and each catalogue photo. */
export function prerenderPaths(): string[] {
  return [
    "/",
    ...readContent().collections.flatMap((collection) => [
      `/${collection.slug}`,
      ...collection.items.map((_, index) => photoPath(collection.slug, index)),
    ]),
  ];
}
