// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import sharp from "sharp";
import { build, createLogger, type Plugin } from "vite";
import { imagetools } from "vite-imagetools";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentImages, imagePipeline, imagetoolsOptions, placeholderOf } from "#pipeline/images.ts";
import { jpegWithStrayBytes } from "#tests/fixtures/photos.ts";

const work = mkdtempSync(join(tmpdir(), "image-pipeline-"));
const photo = join(work, "phone-photo.jpg");

/** A phone photo stored on its side: red left half, blue right half, orientation 6, GPS and an owner name. */
async function makePhonePhoto() {
  const half = (r: number, b: number) =>
    sharp({ create: { width: 40, height: 40, channels: 3, background: { r, g: 0, b } } })
      .png()
      .toBuffer();
  await sharp({ create: { width: 80, height: 40, channels: 3, background: "#000" } })
    .composite([
      { input: await half(255, 0), left: 0, top: 0 },
      { input: await half(0, 255), left: 40, top: 0 },
    ])
    .jpeg()
    .withExif({
      IFD0: { Artist: "Owner Name", Make: "PhoneMaker", Model: "Phone 15" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "22/1 18/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "70/1 47/1 0/1" },
    })
    .withMetadata({ orientation: 6 })
    .toFile(photo);
}

let outputs: string[] = [];

beforeAll(async () => {
  await makePhonePhoto();
  const before = await sharp(photo).metadata();
  expect(before.orientation).toBe(6);
  expect(before.exif?.toString("latin1")).toContain("Owner Name");

  writeFileSync(join(work, "entry.js"), 'export { default } from "./phone-photo.jpg?preset=thumb";\n');
  await build({
    root: work,
    logLevel: "silent",
    configFile: false,
    plugins: [imagetools(imagetoolsOptions(join(work, "cache")))],
    build: { outDir: join(work, "out"), lib: { entry: join(work, "entry.js"), formats: ["es"] }, assetsInlineLimit: 0 },
  });
  const out = join(work, "out");
  outputs = readdirSync(out, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(avif|webp|jpg)$/.test(file))
    .map((file) => join(out, file));
}, 60_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("the image pipeline", () => {
  it("makes a grid photo's AVIF versions and one JPEG fallback", () => {
    expect(outputs.map((file) => file.split(".").pop()).sort()).toEqual(["avif", "jpg"]);
  });

  it("strips every piece of metadata: GPS, camera, owner name", async () => {
    for (const file of outputs) {
      const metadata = await sharp(file).metadata();
      expect(metadata.exif, file).toBeUndefined();
      expect(metadata.xmp, file).toBeUndefined();
      expect(metadata.iptc, file).toBeUndefined();
      expect(metadata.orientation ?? 1, file).toBe(1);
    }
  });

  it("turns the photo upright, as the phone's orientation tag says", async () => {
    for (const file of outputs) {
      const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height], file).toEqual([40, 80]);
      const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
      const [topRed, , topBlue] = pixel(20, 10);
      const [bottomRed, , bottomBlue] = pixel(20, 70);
      // Turned a quarter clockwise, the red left half is now on top.
      expect(topRed, file).toBeGreaterThan(200);
      expect(topBlue, file).toBeLessThan(60);
      expect(bottomBlue, file).toBeGreaterThan(200);
      expect(bottomRed, file).toBeLessThan(60);
    }
  });
});

describe("the files a large photo is made into", () => {
  /** The files one photo becomes in a preset, as "format width". */
  async function filesOf(width: number, preset: string) {
    const dir = mkdtempSync(join(tmpdir(), "image-widths-"));
    await sharp({ create: { width, height: Math.round(width * 1.33), channels: 3, background: "#7a3b2e" } })
      .jpeg()
      .toFile(join(dir, "photo.jpg"));
    writeFileSync(join(dir, "entry.js"), `export { default } from "./photo.jpg?preset=${preset}";\n`);
    await build({
      root: dir,
      logLevel: "silent",
      configFile: false,
      plugins: [imagetools(imagetoolsOptions(join(dir, "cache")))],
      build: { outDir: join(dir, "out"), lib: { entry: join(dir, "entry.js"), formats: ["es"] }, assetsInlineLimit: 0 },
    });
    const files = readdirSync(join(dir, "out"), { recursive: true, encoding: "utf8" }).filter((file) => /\.(avif|webp|jpg)$/.test(file));
    const described = await Promise.all(files.map(async (file) => `${file.split(".").pop()} ${(await sharp(join(dir, "out", file)).metadata()).width}`));
    rmSync(dir, { recursive: true, force: true });
    return described.sort();
  }

  it("grid photos: AVIF in three widths and one 400 px JPEG", async () => {
    expect(await filesOf(2000, "thumb")).toEqual(["avif 400", "avif 600", "avif 800", "jpg 400"]);
  }, 60_000);

  it("large photos: WebP in three widths, the photo's own width to zoom into (2400 px at most), and one 1200 px JPEG", async () => {
    expect(await filesOf(2000, "large")).toEqual(["jpg 1200", "webp 1200", "webp 1600", "webp 2000", "webp 800"]);
    expect(await filesOf(4000, "large")).toEqual(["jpg 1200", "webp 1200", "webp 1600", "webp 2400", "webp 800"]);
  }, 60_000);

  it("a photo narrower than the JPEG's width still gets a JPEG, at its own width", async () => {
    expect(await filesOf(1000, "large")).toEqual(["jpg 1000", "webp 1000", "webp 800"]);
    expect(await filesOf(300, "thumb")).toEqual(["avif 300", "jpg 300"]);
  }, 60_000);
});

describe("placeholderOf", () => {
  it("is a gradient of the upright photo's colours, red on top", async () => {
    expect(await placeholderOf(photo)).toMatch(/^linear-gradient\(rgb\((2[0-5]\d) \d+ \d+\), rgb\(.+\), rgb\(\d{1,2} \d+ 2[0-5]\d\)\)$/);
  });

  it("refuses a file that is not an image, and one cut short", async () => {
    const text = join(work, "notes.jpg");
    writeFileSync(text, "this is not a photo");
    await expect(placeholderOf(text)).rejects.toThrow();
    const big = await sharp({ create: { width: 600, height: 600, channels: 3, background: "#884422" } })
      .jpeg()
      .toBuffer();
    const cut = join(work, "cut.jpg");
    writeFileSync(cut, big.subarray(0, big.length / 2));
    await expect(placeholderOf(cut)).rejects.toThrow();
  });
});

const item = (file: string) => ({ title: file, largeImage: `images/${file}`, smallImage: `images/${file}` });

/** Runs the plugin's check alone, as the build does first; gives the error it stops the build with. */
async function checkPhotos(root: string, files: string[]): Promise<string> {
  const plugin = contentImages({
    readFiles: () => ({ "content/collections/a.json": { items: files.map(item) } }),
    imagesRoot: root,
    cacheFile: join(root, "cache", "content-images.json"),
  });
  const buildStart = plugin.buildStart as unknown as (this: { error: (message: string) => never; warn: () => void }) => Promise<void>;
  return buildStart
    .call({
      error: (message) => {
        throw new Error(message);
      },
      warn: () => {},
    })
    .then(
      () => "",
      (e: Error) => e.message,
    );
}

describe("the build's photo check", () => {
  it("stops the build naming each bad photo and the content field that names it", async () => {
    const good = await sharp({ create: { width: 30, height: 40, channels: 3, background: "#aa3300" } })
      .jpeg()
      .toBuffer();
    mkdirSync(join(work, "images"), { recursive: true });
    writeFileSync(join(work, "images", "good.jpg"), good);
    writeFileSync(join(work, "images", "notes.jpg"), "this is not a photo");
    writeFileSync(join(work, "images", "cut.jpg"), good.subarray(0, good.length / 2));
    const error = await checkPhotos(work, ["good.jpg", "notes.jpg", "cut.jpg", "gone.jpg"]);
    expect(error).toMatch(/cut\.jpg is not a readable image .*content\/collections\/a\.json: items\[2\]\.largeImage/);
    expect(error).toMatch(/notes\.jpg is not a readable image .*content\/collections\/a\.json: items\[1\]\.largeImage/);
    expect(error).toMatch(/no image file at content\/images\/gone\.jpg \(named by content\/collections\/a\.json: items\[3\]\.largeImage/);
    expect(error).not.toMatch(/good\.jpg/);
  });

  it("never reads a photo outside content/images/, by path or by link", async () => {
    const root = join(work, "outside-check");
    mkdirSync(join(root, "images"), { recursive: true });
    // Both would read well: the check must refuse them before reading.
    writeFileSync(
      join(root, "secret.jpg"),
      await sharp({ create: { width: 8, height: 8, channels: 3, background: "#123456" } })
        .jpeg()
        .toBuffer(),
    );
    symlinkSync(join(root, "secret.jpg"), join(root, "images", "link.jpg"));
    const error = await checkPhotos(root, ["../secret.jpg", "link.jpg"]);
    expect(error).toContain('"images/../secret.jpg" has a ".", ".." or empty folder name');
    expect(error).toContain("stays inside content/images/) (named by content/collections/a.json: items[0].largeImage");
    expect(error).toContain(`content/images/link.jpg is a link to ${join(root, "secret.jpg")}, outside content/images/`);
    expect(error).toContain("(named by content/collections/a.json: items[1].largeImage");
  });
});

describe("building the photos the content names", () => {
  const root = join(work, "site");
  const out = join(root, "out");

  /** A real build of a module that imports every content photo in each preset, as the site does. */
  async function buildPhotos(files: string[], plugins: Plugin[] = []) {
    const warnings: string[] = [];
    const logger = createLogger("silent");
    logger.warn = (message) => void warnings.push(message);
    rmSync(out, { recursive: true, force: true });
    writeFileSync(join(root, "entry.js"), 'export * from "virtual:content-photos";\nexport { default as placeholders } from "virtual:image-placeholders";\n');
    const error = await build({
      root,
      configFile: false,
      logLevel: "warn",
      customLogger: logger,
      plugins: [
        ...imagePipeline({
          readFiles: () => ({ "content/collections/a.json": { items: files.map(item) } }),
          imagesRoot: root,
          // Relative, as the build's own default is.
          cacheFile: relative(process.cwd(), join(root, "cache", "content-images.json")),
          encodeCacheDir: join(root, "cache", "imagetools"),
        }),
        ...plugins,
      ],
      build: { outDir: out, lib: { entry: join(root, "entry.js"), formats: ["es"] }, assetsInlineLimit: 0 },
    }).then(
      () => "",
      (e: Error) => e.message,
    );
    const assets = existsSync(out) ? readdirSync(out, { recursive: true, encoding: "utf8" }) : [];
    return { error, warnings: warnings.join("\n"), assets };
  }

  beforeAll(async () => {
    mkdirSync(join(root, "images", "kediya"), { recursive: true });
    await sharp({ create: { width: 60, height: 40, channels: 3, background: "#225588" } })
      .jpeg()
      .toFile(join(root, "images", "plain.jpg"));
    writeFileSync(join(root, "images", "phone.jpg"), await jpegWithStrayBytes());
    writeFileSync(join(root, "images", "kediya", "IMG_0001.JPG"), "a text file, saved under a photo's name");
  });

  it("accepts a phone photo the decoder reads with a warning, and leaves out a broken file no content names", async () => {
    await expect(sharp(join(root, "images", "phone.jpg")).toBuffer()).rejects.toThrow(/extraneous bytes before marker 0xd9/);
    const { error, warnings, assets } = await buildPhotos(["plain.jpg", "phone.jpg"]);
    expect(error).toBe("");
    for (const name of ["plain", "phone"]) {
      expect(new Set(assets.filter((file) => file.startsWith(name)).map((file) => file.split(".").pop())), name).toEqual(new Set(["avif", "jpg", "webp"]));
    }
    expect(assets.join(" ")).not.toMatch(/IMG_0001/);
    expect(warnings).toContain("content/images/kediya/IMG_0001.JPG: no content names this file, so the build leaves it out");
    expect(warnings).toMatch(
      /content\/images\/phone\.jpg: read despite a decoder warning \(.+\); named by content\/collections\/a\.json: items\[1\]\.largeImage/,
    );
  }, 60_000);

  it("names the photo and its fields when encoding fails after the check", async () => {
    writeFileSync(
      join(root, "images", "changed.jpg"),
      await sharp({ create: { width: 50, height: 50, channels: 3, background: "#882211" } })
        .jpeg()
        .toBuffer(),
    );
    // The photo is overwritten while the build runs, after it was checked.
    const overwrite: Plugin = {
      name: "overwrite-photo",
      buildStart: { order: "post", sequential: true, handler: () => writeFileSync(join(root, "images", "changed.jpg"), "no longer a photo") },
    };
    const { error } = await buildPhotos(["plain.jpg", "changed.jpg"], [overwrite]);
    expect(error).toMatch(
      /content\/images\/changed\.jpg \(named by content\/collections\/a\.json: items\[1\]\.largeImage; content\/collections\/a\.json: items\[1\]\.smallImage\): could not be encoded: /,
    );
  }, 60_000);
});
