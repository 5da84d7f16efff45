/**
 * The build's image pipeline: every photo the content names becomes AVIF, WebP
 * and JPEG files in the widths the layout needs (vite-imagetools on sharp),
 * with metadata stripped and EXIF orientation applied. Outputs are cached by
 * the photo's bytes and the settings, so a rebuild only encodes new photos.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { resolveConfigs } from "imagetools-core";
import sharp from "sharp";
import type { Plugin } from "vite";
import { imagetools, type VitePluginOptions } from "vite-imagetools";
import { contentRoot, readContentFiles } from "../app/content/routes.ts";
import { imageFields } from "../app/content/validate.ts";

/**
 * Encoder settings per format. AVIF at effort 2 encodes about six times faster
 * than sharp's default (4) for about 5 % more bytes: CI builds every photo cold.
 */
export const encoders = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 65, effort: 4 },
  jpeg: { quality: 66, mozjpeg: true },
} as const;

/**
 * What each use of a photo is made into; imported as `photo.jpg?preset=thumb`.
 * `jpegMax` caps the JPEG fallback's width: only browsers without AVIF and WebP
 * get it, and a patterned 800 px JPEG cannot stay under 40 KB.
 */
export const presets = {
  // Grid photos: about 175 px wide on a phone (2 columns), 390 px on a desktop (3), at 1× to 2× density.
  thumb: { w: "200;400;600;800", format: "avif;webp;jpg", jpegMax: "600", as: "picture" },
  // The lightbox and the home page's header photo: as wide as a screen needs, 1600 px at most.
  large: { w: "800;1200;1600", format: "avif;webp;jpg", jpegMax: "1600", as: "picture" },
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
    resolveConfigs: (entries, outputFormats) =>
      resolveConfigs(entries, outputFormats).filter(
        (config) => config.format !== "jpg" || !config.jpegMax || Number(config.w) <= Number(config.jpegMax),
      ),
  };
}

/** A soft vertical gradient of the photo's top, middle and bottom colours, shown while it loads. */
export async function placeholderOf(file: string): Promise<string> {
  const { data } = await sharp(file, { failOn: "truncated" })
    .autoOrient()
    .resize(1, 3, { fit: "fill" })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const colours = [0, 3, 6].map((i) => `rgb(${data[i]} ${data[i + 1]} ${data[i + 2]})`);
  return `linear-gradient(${colours.join(", ")})`;
}

const PLACEHOLDERS = "virtual:image-placeholders";

/**
 * Reads every photo the content names once, before anything is encoded: a
 * file that is not an image, or is cut short, stops the build with its name and
 * the field that names it. The same read gives each photo's placeholder, served
 * as `virtual:image-placeholders`. Results are cached by file size and time.
 */
export function contentImages({
  readFiles = readContentFiles,
  imagesRoot = contentRoot,
  cacheFile = "node_modules/.cache/content-images.json",
} = {}): Plugin {
  let placeholders: Record<string, string> = {};
  return {
    name: "content-images",
    async buildStart() {
      const cache: Record<string, { key: string; placeholder: string }> = existsSync(cacheFile)
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
      await Promise.all(
        [...fields].map(async ([path, where]) => {
          const file = join(imagesRoot, path);
          const name = relative(process.cwd(), file);
          if (!existsSync(file)) return problems.push(`${name} is missing (named by ${where.join("; ")})`);
          const { size, mtimeMs } = statSync(file);
          const key = `${size}:${mtimeMs}`;
          if (cache[path]?.key === key) {
            placeholders[path] = cache[path].placeholder;
            return;
          }
          try {
            placeholders[path] = await placeholderOf(file);
            cache[path] = { key, placeholder: placeholders[path] };
          } catch (error) {
            problems.push(`${name} is not a readable image (${(error as Error).message.replace(/\s+/g, " ").trim()}); named by ${where.join("; ")}`);
          }
        }),
      );
      if (problems.length > 0) this.error(`Bad photos in content/:\n  - ${problems.sort().join("\n  - ")}`);
      mkdirSync(dirname(cacheFile), { recursive: true });
      writeFileSync(cacheFile, JSON.stringify(cache));
    },
    resolveId(id) {
      return id === PLACEHOLDERS ? `\0${PLACEHOLDERS}` : undefined;
    },
    load(id) {
      return id === `\0${PLACEHOLDERS}` ? `export default ${JSON.stringify(placeholders)};` : undefined;
    },
  };
}

/** The image plugins, in the order the build needs them. */
export function imagePipeline(): Plugin[] {
  return [contentImages(), imagetools(imagetoolsOptions())];
}
