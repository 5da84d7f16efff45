/**
 * The build's image pipeline: every photo the content names becomes AVIF, WebP
 * and JPEG files in the widths the layout needs (vite-imagetools on sharp),
 * with metadata stripped and EXIF orientation applied. Outputs are cached by
 * the photo's bytes and the settings, so a rebuild only encodes new photos.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { basename, dirname, extname, join, relative, resolve, sep } from "node:path";
import { resolveConfigs } from "imagetools-core";
import sharp, { type FailOnOptions } from "sharp";
import type { Plugin } from "vite";
import { imagetools, type VitePluginOptions } from "vite-imagetools";
import { contentRoot, photoFileProblem, readContentFiles } from "#app/content/read-content.ts";
import { imageFields } from "#app/content/validate.ts";

/**
 * Encoder settings per format, chosen for encoding time as much as bytes: a
 * host without a cache encodes every photo on every deploy (measured in
 * docs/decisions/007-speed-attempts.md). AVIF at effort 1 takes half the time
 * of effort 2 for 3 % more bytes. The JPEG is only for browsers that take
 * neither AVIF nor WebP, so it skips mozjpeg's slow search for smaller files.
 */
export const encoders = {
  avif: { quality: 50, effort: 1 },
  webp: { quality: 65, effort: 4 },
  jpeg: { quality: 70, progressive: true, optimiseCoding: true },
} as const;

/**
 * What each use of a photo is made into; imported as `photo.jpg?preset=thumb`.
 * Each preset has one modern format, where it earns its encoding time, and
 * one JPEG width for browsers without it (`jpegWidth`).
 * - Grid photos are about 175 px wide on a phone (2 columns) and 390 px on a
 *   desktop (3), at 2× to 3× density. A page loads dozens, so AVIF: a quarter
 *   fewer bytes than WebP at these sizes.
 * - The lightbox and the home page's header photo are as wide as the screen
 *   needs, 1600 px at most, and 2400 px (or the photo's own width, if less)
 *   for a visitor who zooms in to see the stitching: as wide as a 3× phone's
 *   screen at full zoom, where a wider file would add bytes and no detail it
 *   can show. One at a time: WebP, 10 % more bytes than AVIF at these sizes
 *   for a quarter of its encoding time.
 */
export const presets = {
  thumb: { w: "400;600;800", format: "avif;jpg", jpegWidth: "400", as: "picture" },
  large: { w: "800;1200;1600;2400", format: "webp;jpg", jpegWidth: "1200", as: "picture" },
} as const;

export type Preset = keyof typeof presets;

// Part of every output's cache key, so changing an encoder setting re-encodes.
const encoderVersion = createHash("sha1").update(JSON.stringify(encoders)).digest("hex").slice(0, 8);

type TransformFactory = ReturnType<NonNullable<VitePluginOptions["extendTransforms"]>>[number];

/** Runs after imagetools' own `format` step and re-encodes with our settings for that format. */
const encode: TransformFactory = () =>
  function encodeTransform(state, image) {
    const format = state.transforms.format === "jpg" ? "jpeg" : state.transforms.format;
    const options = encoders[format as keyof typeof encoders];
    return options ? image.toFormat(format as keyof typeof encoders, options) : image;
  };

export function imagetoolsOptions(cacheDir = process.env.IMAGE_CACHE_DIR): Partial<VitePluginOptions> {
  return {
    // Phones name their photos IMG_1234.JPG: extensions in any case.
    include: /^[^?]+\.(avif|jpe?g|png|webp)(\?.*)?$/i,
    removeMetadata: true,
    cache: { enabled: true, dir: cacheDir ?? "node_modules/.cache/imagetools" },
    defaultDirectives: (url) => {
      const preset = presets[url.searchParams.get("preset") as Preset];
      return new URLSearchParams(preset ? { ...preset, encoder: encoderVersion } : {});
    },
    extendTransforms: (builtins) => [...builtins, encode],
    resolveConfigs: (entries, outputFormats) => {
      const configs = resolveConfigs(entries, outputFormats);
      // Widths are already cut to the photo's own: a small photo's JPEG is the widest there is up to `jpegWidth`.
      const widths = configs.map((config) => Number(config.w));
      const jpegWidth = (wanted: number) => Math.max(Math.min(...widths), ...widths.filter((width) => width <= wanted));
      return configs.filter((config) => config.format !== "jpg" || !config.jpegWidth || Number(config.w) === jpegWidth(Number(config.jpegWidth)));
    },
  };
}

/**
 * A soft vertical gradient of the photo's top, middle and bottom colours, shown
 * while it loads. `onWarning` hears what the decoder warns of on the way.
 */
export async function placeholderOf(file: string, failOn: FailOnOptions = "truncated", onWarning?: (message: string) => void): Promise<string> {
  const image = sharp(file, { failOn });
  if (onWarning) image.on("warning", onWarning);
  const { data } = await image.autoOrient().resize(1, 3, { fit: "fill" }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const colours = [0, 3, 6].map((i) => `rgb(${data[i]} ${data[i + 1]} ${data[i + 2]})`);
  return `linear-gradient(${colours.join(", ")})`;
}

const oneLine = (error: unknown) => (error as Error).message.replace(/\s+/g, " ").trim();

/**
 * Reads a photo for its placeholder. A photo the decoder reads only with a
 * warning (phones write JPEGs with stray bytes before their end marker) is
 * accepted, but vite-imagetools opens photos with sharp's strictest setting and
 * no way to change it: such a photo is handed to it as a lossless copy of the
 * pixels the decoder read, kept in `repairDir` by the photo's bytes.
 */
async function readPhoto(file: string, repairDir: string): Promise<{ placeholder: string; repaired?: string; warning?: string }> {
  try {
    return { placeholder: await placeholderOf(file, "warning") };
  } catch (strict) {
    const warnings: string[] = [];
    const placeholder = await placeholderOf(file, "truncated", (message) => warnings.push(message.trim()));
    const bytes = readFileSync(file);
    const repaired = join(createHash("sha1").update(bytes).digest("hex"), `${basename(file, extname(file))}.png`);
    const copy = join(repairDir, repaired);
    if (!existsSync(copy)) {
      mkdirSync(dirname(copy), { recursive: true });
      await sharp(bytes, { failOn: "truncated" }).autoOrient().png().toFile(`${copy}.tmp`);
      renameSync(`${copy}.tmp`, copy);
    }
    return { placeholder, repaired, warning: warnings.join("; ") || oneLine(strict) };
  }
}

/** Every file under `folder`, as paths relative to it with `/` between folders. */
function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith("."))
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join("/"));
}

const PLACEHOLDERS = "virtual:image-placeholders";
const PHOTOS = "virtual:content-photos";

export interface ContentImagesOptions {
  /** The content files' JSON by path, as `readContentFiles` gives it. */
  readFiles?: () => Record<string, unknown>;
  /** The content folder: photo paths (`images/…`) are below it. */
  imagesRoot?: string;
  cacheFile?: string;
}

/** Lets the image encoder's errors name the content fields behind a photo. */
export interface ContentImagesApi {
  /** `content/images/a.jpg (named by content/site.json: header.image)` for a module id the plugin imports, else undefined. */
  describe(id: string): string | undefined;
}

/**
 * Reads every photo the content names once, before anything is encoded: a
 * file that is not an image, is cut short, or lies outside content/images/
 * stops the build with its name and the fields that name it. The same read
 * gives each photo's placeholder, served as `virtual:image-placeholders`, and
 * `virtual:content-photos` imports exactly these photos in each preset
 * (`thumbs` and `larges`, by content path), so a file no content names is
 * never read. Results are cached by file size and time.
 */
export function contentImages({
  readFiles = readContentFiles,
  imagesRoot = contentRoot,
  cacheFile = "node_modules/.cache/content-photos.json",
}: ContentImagesOptions = {}): Plugin<ContentImagesApi> & { api: ContentImagesApi } {
  const repairDir = resolve(dirname(cacheFile), "content-photos-repaired");
  let placeholders: Record<string, string> = {};
  let sources: Record<string, string> = {};
  const namedBy = new Map<string, string>();
  const warned = new Set<string>();

  function warnOnce(context: { warn: (message: string) => void }, message: string) {
    if (warned.has(message)) return;
    warned.add(message);
    context.warn(message);
  }

  return {
    name: "content-images",
    api: {
      describe: (id) => namedBy.get(id.replace(/\?.*$/, "")),
    },
    async buildStart() {
      // `repaired` is the photo's lossless copy under repairDir, for photos read despite a warning.
      const cache: Record<string, { key: string; placeholder: string; repaired?: string }> = existsSync(cacheFile)
        ? JSON.parse(readFileSync(cacheFile, "utf8"))
        : {};
      const fields = new Map<string, string[]>();
      for (const [file, data] of Object.entries(readFiles())) {
        for (const { path, field } of imageFields(data)) {
          fields.set(path, [...(fields.get(path) ?? []), `${file}: ${field}`]);
        }
      }
      const problems: string[] = [];
      placeholders = {};
      sources = {};
      namedBy.clear();
      await Promise.all(
        [...fields].map(async ([path, where]) => {
          const named = `named by ${where.join("; ")}`;
          const problem = photoFileProblem(path, imagesRoot);
          if (problem) return problems.push(`${problem} (${named})`);
          const file = join(imagesRoot, path);
          const name = `content/${path}`;
          const { size, mtimeMs } = statSync(file);
          const key = `${size}:${mtimeMs}`;
          let entry = cache[path];
          if (entry?.key !== key || (entry.repaired && !existsSync(join(repairDir, entry.repaired)))) {
            try {
              const { placeholder, repaired, warning } = await readPhoto(file, repairDir);
              if (warning) warnOnce(this, `${name}: read despite a decoder warning (${warning}); ${named}`);
              entry = { key, placeholder, repaired };
              cache[path] = entry;
            } catch (error) {
              return problems.push(`${name} is not a readable image (${oneLine(error)}); ${named}`);
            }
          }
          placeholders[path] = entry.placeholder;
          sources[path] = entry.repaired ? join(repairDir, entry.repaired) : file;
          namedBy.set(sources[path], `${name} (${named})`);
        }),
      );
      if (problems.length > 0) this.error(`Bad photos in content/:\n  - ${problems.sort().join("\n  - ")}`);
      for (const path of filesUnder(join(imagesRoot, "images"))) {
        if (!fields.has(`images/${path}`)) warnOnce(this, `content/images/${path}: no content names this file, so the build leaves it out`);
      }
      mkdirSync(dirname(cacheFile), { recursive: true });
      writeFileSync(cacheFile, JSON.stringify(cache));
    },
    resolveId(id) {
      return id === PLACEHOLDERS || id === PHOTOS ? `\0${id}` : undefined;
    },
    load(id) {
      if (id === `\0${PLACEHOLDERS}`) return `export default ${JSON.stringify(placeholders)};`;
      if (id !== `\0${PHOTOS}`) return undefined;
      const paths = Object.keys(sources).sort();
      const imports = paths.flatMap((path, i) =>
        (Object.keys(presets) as Preset[]).map((preset) => `import ${preset}${i} from ${JSON.stringify(`${sources[path]}?preset=${preset}`)};`),
      );
      const table = (preset: Preset) => `{\n${paths.map((path, i) => `  ${JSON.stringify(path)}: ${preset}${i},`).join("\n")}\n}`;
      return `${imports.join("\n")}\nexport const thumbs = ${table("thumb")};\nexport const larges = ${table("large")};\n`;
    },
  };
}

type LoadHook = Extract<NonNullable<Plugin["load"]>, { handler: unknown }>["handler"];

/** Makes a failure to encode a content photo name the photo and the content fields behind it. */
export function namingPhotos(plugin: Plugin, describe: ContentImagesApi["describe"]): Plugin {
  const load = plugin.load;
  if (!load) return plugin;
  const original: LoadHook = typeof load === "function" ? load : load.handler;
  const handler: LoadHook = async function (id, options) {
    try {
      return await original.call(this, id, options);
    } catch (error) {
      const photo = describe(id);
      if (!photo) throw error;
      this.error(`${photo}: could not be encoded: ${oneLine(error)}`);
    }
  };
  return { ...plugin, load: typeof load === "function" ? handler : { ...load, handler } };
}

/** The image plugins, in the order the build needs them. */
export function imagePipeline(options: ContentImagesOptions & { encodeCacheDir?: string } = {}): Plugin[] {
  const photos = contentImages(options);
  return [photos, namingPhotos(imagetools(imagetoolsOptions(options.encodeCacheDir)), photos.api.describe)];
}
