import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from "node:fs";
import { join, sep } from "node:path";
import { collectionDataFiles, collectionPages } from "./catalogue-pages.ts";
import { photoPathProblem, type Content } from "./schema.ts";
import { COLLECTIONS_DIR, ContentError, parseJson, SITE_FILE, TILES_FILE, UnreadableFile, validateContent } from "./validate.ts";

const projectRoot = join(import.meta.dirname, "..", "..");

export const contentRoot = join(projectRoot, "content");

/** Every content file by path (`content/site.json`): its JSON, or an UnreadableFile. */
function readFiles(root: string): Record<string, unknown> {
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
    if (existsSync(path)) files[name] = parseJson(name, readFileSync(path, "utf8"));
  }
  return files;
}

/**
 * The parsed JSON of every content file, by path (`content/site.json`). Files
 * that are not valid JSON throw one ContentError naming each, with line and column.
 */
export function readContentFiles(root = projectRoot): Record<string, unknown> {
  const files = readFiles(root);
  const unreadable = Object.values(files).filter((data) => data instanceof UnreadableFile);
  if (unreadable.length > 0) throw new ContentError(unreadable.map((file) => file.problem));
  return files;
}

/**
 * What is wrong with the photo a content file names as `path` (such as
 * `images/kediya/01.jpg`, under `root`, the content folder), or undefined. The
 * path is checked before the disk is touched, and a link that leads outside
 * content/images/ is refused, so no content can make the build read other files.
 */
export function photoFileProblem(path: string, root = contentRoot): string | undefined {
  const pathProblem = photoPathProblem(path);
  if (pathProblem) return pathProblem;
  const file = join(root, path);
  if (!existsSync(file)) return `no image file at content/${path}`;
  const real = realpathSync(file);
  const images = realpathSync(join(root, "images"));
  if (!real.startsWith(images + sep)) {
    return `content/${path} is a link to ${real}, outside content/images/ (a photo must be a file inside content/images/)`;
  }
  if (!statSync(real).isFile()) return `content/${path} is not a file`;
  return undefined;
}

/** Reads and validates content/ from disk: what the route list and the build config need. */
export function readContent(root = projectRoot): Content {
  const content = join(root, "content");
  return validateContent(readFiles(root), (image) => photoFileProblem(image, content));
}

export function catalogueSlugs(): string[] {
  return readContent().collections.map((collection) => collection.slug);
}

/** Every page of the site: home, each catalogue page and each photo's page. */
export function pagePaths(): string[] {
  return ["/", ...readContent().collections.flatMap(({ slug, items }) => collectionPages(slug, items.length))];
}

/** Everything the build renders: every page, and each catalogue page's data file. */
export function prerenderPaths(): string[] {
  return [...pagePaths(), ...readContent().collections.flatMap(({ slug, items }) => collectionDataFiles(slug, items.length))];
}
