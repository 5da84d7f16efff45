// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { build } from "vite";
import { imagetools } from "vite-imagetools";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentImages, imagetoolsOptions, placeholderOf } from "./images";

const work = mkdtempSync(join(tmpdir(), "image-pipeline-"));
const photo = join(work, "phone-photo.jpg");

/** A phone photo stored on its side: red left half, blue right half, orientation 6, GPS and an owner name. */
async function makePhonePhoto() {
  const half = (r: number, b: number) => sharp({ create: { width: 40, height: 40, channels: 3, background: { r, g: 0, b } } }).png().toBuffer();
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
  it("makes AVIF, WebP and JPEG versions of a photo", () => {
    expect(outputs.map((file) => file.split(".").pop()).sort()).toEqual(["avif", "jpg", "webp"]);
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

describe("placeholderOf", () => {
  it("is a gradient of the upright photo's colours, red on top", async () => {
    expect(await placeholderOf(photo)).toMatch(/^linear-gradient\(rgb\((2[0-5]\d) \d+ \d+\), rgb\(.+\), rgb\(\d{1,2} \d+ 2[0-5]\d\)\)$/);
  });

  it("refuses a file that is not an image, and one cut short", async () => {
    const text = join(work, "notes.jpg");
    writeFileSync(text, "this is not a photo");
    await expect(placeholderOf(text)).rejects.toThrow();
    const big = await sharp({ create: { width: 600, height: 600, channels: 3, background: "#884422" } }).jpeg().toBuffer();
    const cut = join(work, "cut.jpg");
    writeFileSync(cut, big.subarray(0, big.length / 2));
    await expect(placeholderOf(cut)).rejects.toThrow();
  });
});

describe("the build's photo check", () => {
  it("stops the build naming each bad photo and the content field that names it", async () => {
    const good = await sharp({ create: { width: 30, height: 40, channels: 3, background: "#aa3300" } }).jpeg().toBuffer();
    mkdirSync(join(work, "images"), { recursive: true });
    writeFileSync(join(work, "images", "good.jpg"), good);
    writeFileSync(join(work, "images", "notes.jpg"), "this is not a photo");
    writeFileSync(join(work, "images", "cut.jpg"), good.subarray(0, good.length / 2));
    const item = (file: string) => ({ title: file, largeImage: `images/${file}`, smallImage: `images/${file}` });
    const plugin = contentImages({
      readFiles: () => ({ "content/collections/a.json": { items: [item("good.jpg"), item("notes.jpg"), item("cut.jpg"), item("gone.jpg")] } }),
      imagesRoot: work,
      cacheFile: join(work, "cache", "content-images.json"),
    });
    const buildStart = plugin.buildStart as (this: { error: (message: string) => never }) => Promise<void>;
    const error = await buildStart
      .call({
        error: (message) => {
          throw new Error(message);
        },
      })
      .then(
        () => "",
        (e: Error) => e.message,
      );
    expect(error).toMatch(/cut\.jpg is not a readable image .*content\/collections\/a\.json: items\[2\]\.largeImage/);
    expect(error).toMatch(/notes\.jpg is not a readable image .*content\/collections\/a\.json: items\[1\]\.largeImage/);
    expect(error).toMatch(/gone\.jpg is missing \(named by content\/collections\/a\.json: items\[3\]\.largeImage/);
    expect(error).not.toMatch(/good\.jpg/);
  });
});
