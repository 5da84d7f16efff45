/**
 * The one reader of content/: every part of the build (the route list, the
 * config, the image pipeline, the loaders, the scripts) asks this module, and
 * it reads and validates the files once, until one of them changes.
 */
import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from "node:fs";
import { join, resolve, sep } from "node:path";
import { collectionPages } from "#app/content/catalogue-pages.ts";
import { occasionPages } from "#app/content/occasions.server.ts";
import { photoPathProblem } from "#app/content/content-paths.ts";
import type { Content } from "#app/content/schema.ts";
import { parseJson, UnreadableFile } from "#app/content/parse-json.ts";
import {
  COLLECTIONS_DIR,
  ContentError,
  DESIGNS_DIR,
  MEASUREMENTS_FILE,
  SITE_FILE,
  SPELLINGS_FILE,
  TILES_FILE,
  VOCABULARY_FILE,
  validateContent,
} from "#app/content/validate.ts";

// Every npm script runs in the project folder; the bundled server build has no folder of its own to go by.
const projectRoot = process.cwd();

export const contentRoot = join(projectRoot, "content");

/**
 * Collections the test build adds (tests/fixtures/content): `CONTENT_FIXTURES`
 * names a folder whose collections/*.json and designs/*.json join content's, so a
 * build can have collections that are never shipped. Their photos are content's own.
 */
const fixturesRoot = () => (process.env.CONTENT_FIXTURES ? resolve(projectRoot, process.env.CONTENT_FIXTURES) : undefined);

const jsonFiles = (folder: string) =>
  existsSync(folder)
    ? readdirSync(folder)
        .filter((name) => name.endsWith(".json"))
        .sort()
    : [];

/** The JSON files of a folder of content (`content/designs/`), from `root` and from the fixtures' folder of the same name. */
function folderFiles(root: string, dir: string, fixtures: string | undefined): [string, string][] {
  const own = (base: string, folder: string) => jsonFiles(join(base, folder)).map((name): [string, string] => [dir + name, join(base, folder, name)]);
  return [...own(root, dir), ...(fixtures === undefined ? [] : own(fixtures, dir.slice("content/".length)))];
}

/** Every content file as [its name in content/ (`content/site.json`), its path on disk]. */
function contentFiles(root: string): [string, string][] {
  const fixtures = fixturesRoot();
  return [
    ...[SITE_FILE, TILES_FILE, VOCABULARY_FILE, SPELLINGS_FILE, MEASUREMENTS_FILE].map((name): [string, string] => [name, join(root, name)]),
    ...folderFiles(root, COLLECTIONS_DIR, fixtures),
    ...folderFiles(root, DESIGNS_DIR, fixtures),
  ];
}

/** Every content file by name: its JSON, or an UnreadableFile. */
function readFiles(files: [string, string][]): Record<string, unknown> {
  return Object.fromEntries(files.filter(([, path]) => existsSync(path)).map(([name, path]) => [name, parseJson(name, readFileSync(path, "utf8"))]));
}

interface Read {
  /** The files' names, sizes and times: when they change, the content is read again. */
  stamp: string;
  /** When the stamp was last taken (ms). */
  checked: number;
  files: Record<string, unknown>;
  content?: Content;
}

/** How long a production build trusts its last look at the content files. */
const STILL_FOR_MS = 2000;

// Each content folder's last read (the tests read folders of their own).
const reads = new Map<string, Read>();

/** The parsed files under `root`, read again only when one of them has changed. */
function currentRead(root: string): Read {
  const key = `${root}|${fixturesRoot() ?? ""}`;
  const known = reads.get(key);
  // A build renders thousands of pages from content that does not change meanwhile: with a file per
  // design, looking at every file for every page would cost more than the pages. Dev and tests look each time.
  if (known && process.env.NODE_ENV === "production" && Date.now() - known.checked < STILL_FOR_MS) return known;
  const files = contentFiles(root);
  const stamp = files
    .map(([name, path]) => {
      const stat = statSync(path, { throwIfNoEntry: false });
      return stat ? `${name}:${stat.size}:${stat.mtimeMs}` : name;
    })
    .join("|");
  if (known?.stamp === stamp) {
    known.checked = Date.now();
    return known;
  }
  const read = { stamp, checked: Date.now(), files: readFiles(files) };
  reads.set(key, read);
  return read;
}

/**
 * The parsed JSON of every content file, by path (`content/site.json`). Files
 * that are not valid JSON throw one ContentError naming each, with line and column.
 */
export function readContentFiles(root = projectRoot): Record<string, unknown> {
  const { files } = currentRead(root);
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

/** The validated content under `root`: checked once, and again only when a file has changed. */
export function readContent(root = projectRoot): Content {
  const read = currentRead(root);
  read.content ??= validateContent(read.files, (image) => photoFileProblem(image, join(root, "content")));
  return read.content;
}

/** Every page of the site: home, each catalogue page and each photo's page, and each occasion's pages. */
export function pagePaths(): string[] {
  const content = readContent();
  return ["/", ...content.collections.flatMap((collection) => collectionPages(collection)), ...occasionPages(content)];
}
