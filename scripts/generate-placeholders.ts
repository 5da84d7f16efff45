/**
 * Draws a placeholder photo for every image the content names that has no file
 * yet (or for all of them with --force). Real photos dropped into
 * content/images under the same name are never touched without --force.
 *
 *   npm run images            fill in missing photos
 *   npm run images -- --force redraw every placeholder
 */
import { existsSync, mkdirSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import sharp from "sharp";
import { contentRoot, readContentFiles } from "#app/content/read-content.ts";
import { photoPathProblem } from "#app/content/content-paths.ts";
import { imageFields } from "#app/content/validate.ts";
import { designFor, drawPlaceholder } from "#scripts/placeholder-art.ts";

const force = process.argv.includes("--force");

/** `images/kediya/07.jpg` is photo 7 of kediya; tiles and the header get seeds of their own. */
function seedOf(path: string): { collection: string; index: number } {
  if (path.split("/").length === 2) return { collection: "kediya", index: 300 };
  const [, folder, file] = path.split("/");
  const name = file.replace(/\.\w+$/, "");
  if (folder === "tiles") return { collection: name, index: 200 };
  return { collection: folder, index: Number.parseInt(name, 10) || 0 };
}

const paths = new Set(Object.values(readContentFiles()).flatMap((data) => imageFields(data).map((image) => image.path)));

let drawn = 0;
for (const path of [...paths].sort()) {
  // Never draws outside content/images/, whatever a content file says.
  const problem = photoPathProblem(path);
  if (problem) {
    console.error(`skipped ${path}: ${problem}`);
    continue;
  }
  const target = join(contentRoot, path);
  if (existsSync(target) && !force) continue;
  const { collection, index } = seedOf(path);
  const svg = drawPlaceholder(designFor(collection, index), path);
  mkdirSync(dirname(target), { recursive: true });
  await sharp(Buffer.from(svg)).jpeg({ quality: 74, mozjpeg: true }).toFile(target);
  drawn++;
  console.log(`drew ${relative(process.cwd(), target)}`);
}
console.log(`${drawn} placeholder photo(s) drawn, ${paths.size - drawn} kept.`);
