// @vitest-environment node
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { afterAll, expect, it } from "vitest";
import { CACHE_RETENTION_MS, PAGE_QUALITY, precompress, windowFor } from "#pipeline/precompress.ts";

const client = mkdtempSync(join(tmpdir(), "precompress-"));
const cache = mkdtempSync(join(tmpdir(), "precompress-cache-"));
afterAll(() => {
  rmSync(client, { recursive: true, force: true });
  rmSync(cache, { recursive: true, force: true });
});

const page = "<!DOCTYPE html><html><body>" + "<p>Kediya with mirror work, made to measure.</p>".repeat(200) + "</body></html>";

it("writes gzip and brotli copies beside each text file that compression shrinks, and only those", async () => {
  mkdirSync(join(client, "kediya"), { recursive: true });
  mkdirSync(join(client, "assets"));
  mkdirSync(join(client, "kediya", "photos"));
  mkdirSync(join(client, "search"));
  const texts = [
    "kediya/index.html",
    "assets/entry.client-abc.js",
    "assets/root-abc.css",
    "kediya.data",
    "kediya/photos/2.json",
    "search/index.json",
    "sitemap.xml",
    "manifest.webmanifest",
    "favicon.svg",
  ];
  // Each its own: two files of the same words would share one copy in the cache.
  const text = (file: string) => `${page}<!-- ${file} -->`;
  for (const file of texts) writeFileSync(join(client, file), text(file));
  writeFileSync(join(client, "robots.txt"), "User-agent: *\nAllow: /\n");
  writeFileSync(join(client, "assets", "noise.js"), randomBytes(4096));
  writeFileSync(join(client, "assets", "photo.jpg"), page);

  expect(await precompress(client, cache)).toEqual({ files: texts.length, fromCache: 0 });

  for (const file of texts) {
    expect(brotliDecompressSync(readFileSync(join(client, `${file}.br`))).toString(), file).toBe(text(file));
    expect(gunzipSync(readFileSync(join(client, `${file}.gz`))).toString(), file).toBe(text(file));
    expect(readFileSync(join(client, `${file}.br`)).length).toBeLessThan(page.length / 10);
    // The gzip header's XFL byte is 2 for the slowest, smallest compression (level 9).
    expect(readFileSync(join(client, `${file}.gz`))[8]).toBe(2);
  }
  // A script, which every visitor downloads and few builds change, gets brotli's smallest copy; a
  // page, one of thousands every build rewrites, a quicker one (PAGE_QUALITY).
  const atQuality = (file: string, quality: number) => {
    const data = readFileSync(join(client, file));
    return brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        [constants.BROTLI_PARAM_LGWIN]: windowFor(data.length),
      },
    });
  };
  const script = "assets/entry.client-abc.js";
  expect(atQuality(script, constants.BROTLI_MAX_QUALITY)).not.toEqual(atQuality(script, PAGE_QUALITY));
  expect(readFileSync(join(client, `${script}.br`))).toEqual(atQuality(script, constants.BROTLI_MAX_QUALITY));
  // So do the others every build rewrites by the thousand; search's index, which a visitor downloads whole, does not.
  for (const file of ["kediya/index.html", "kediya.data", "kediya/photos/2.json", "sitemap.xml"]) {
    expect(readFileSync(join(client, `${file}.br`)), file).toEqual(atQuality(file, PAGE_QUALITY));
  }
  expect(readFileSync(join(client, "search/index.json.br"))).toEqual(atQuality("search/index.json", constants.BROTLI_MAX_QUALITY));
  // Too small to gain, does not shrink, or not text: no copies.
  for (const file of ["robots.txt", "assets/noise.js", "assets/photo.jpg"]) {
    expect(existsSync(join(client, `${file}.br`)), file).toBe(false);
    expect(existsSync(join(client, `${file}.gz`)), file).toBe(false);
  }
});

it("compresses a catalogue of many pages, every one of them, a few at a time", async () => {
  const many = mkdtempSync(join(tmpdir(), "precompress-many-"));
  for (let n = 1; n <= 300; n++) {
    mkdirSync(join(many, "scale", "photo", String(n)), { recursive: true });
    writeFileSync(join(many, "scale", "photo", String(n), "index.html"), `${page}<!-- ${n} -->`);
  }
  const manyCache = join(many, "..", `${basename(many)}-cache`);
  expect(await precompress(many, manyCache)).toEqual({ files: 300, fromCache: 0 });
  expect(gunzipSync(readFileSync(join(many, "scale", "photo", "300", "index.html.gz"))).toString()).toBe(`${page}<!-- 300 -->`);
  rmSync(many, { recursive: true, force: true });
  rmSync(manyCache, { recursive: true, force: true });
});

/** Every file below `dir`. */
const filesIn = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

it("compresses again only what changed since the last build: the other copies come from the cache, as they were", async () => {
  const site = (name: string) => mkdtempSync(join(tmpdir(), `precompress-${name}-`));
  const cacheDir = site("cache");
  const build = (folder: string, pages: Record<string, string>) => {
    for (const [file, text] of Object.entries(pages)) {
      mkdirSync(join(folder, file, ".."), { recursive: true });
      writeFileSync(join(folder, file), text);
    }
    return folder;
  };
  const pages = { "kediya/index.html": `${page}<!-- kediya -->`, "chorni/index.html": `${page}<!-- chorni -->`, "assets/entry.client-abc.js": page };
  const first = build(site("first"), pages);
  expect(await precompress(first, cacheDir)).toEqual({ files: 3, fromCache: 0 });

  // The next build: one page changed, one added, the rest as they were.
  const next = build(site("next"), { ...pages, "kediya/index.html": `${page}<!-- kediya, one photo more -->`, "koti/index.html": `${page}<!-- koti -->` });
  expect(await precompress(next, cacheDir)).toEqual({ files: 4, fromCache: 2 });
  for (const file of ["chorni/index.html", "assets/entry.client-abc.js"]) {
    expect(readFileSync(join(next, `${file}.br`)), file).toEqual(readFileSync(join(first, `${file}.br`)));
    expect(readFileSync(join(next, `${file}.gz`)), file).toEqual(readFileSync(join(first, `${file}.gz`)));
  }
  expect(brotliDecompressSync(readFileSync(join(next, "kediya/index.html.br"))).toString()).toBe(`${page}<!-- kediya, one photo more -->`);
  expect(gunzipSync(readFileSync(join(next, "koti/index.html.gz"))).toString()).toBe(`${page}<!-- koti -->`);

  // A copy missing from the cache (its disk filled up, say) gets the file compressed again, whole.
  const brCopies = filesIn(cacheDir).filter((file) => file.endsWith(".br"));
  for (const file of brCopies) rmSync(file);
  const again = build(site("again"), pages);
  expect(await precompress(again, cacheDir)).toEqual({ files: 3, fromCache: 0 });
  expect(brotliDecompressSync(readFileSync(join(again, "chorni/index.html.br"))).toString()).toBe(`${page}<!-- chorni -->`);
  for (const folder of [first, next, again, cacheDir]) rmSync(folder, { recursive: true, force: true });
});

it("compresses a folder a second time without changing what the cache holds for other builds", async () => {
  const cacheDir = mkdtempSync(join(tmpdir(), "precompress-twice-cache-"));
  const home = (words: string) => `${page}<!-- ${words} -->`;
  const folderWith = (words: string) => {
    const folder = mkdtempSync(join(tmpdir(), "precompress-twice-"));
    writeFileSync(join(folder, "index.html"), home(words));
    return folder;
  };
  const first = folderWith("as it was");
  await precompress(first, cacheDir);
  // A second build takes its copies from the cache; then it is compressed again, its page changed.
  const second = folderWith("as it was");
  expect(await precompress(second, cacheDir)).toEqual({ files: 1, fromCache: 1 });
  writeFileSync(join(second, "index.html"), home("changed"));
  expect(await precompress(second, cacheDir)).toEqual({ files: 1, fromCache: 0 });
  expect(brotliDecompressSync(readFileSync(join(second, "index.html.br"))).toString()).toBe(home("changed"));
  expect(gunzipSync(readFileSync(join(second, "index.html.gz"))).toString()).toBe(home("changed"));
  // The first build and the next of the page as it was still have the copies of what it was.
  const third = folderWith("as it was");
  expect(await precompress(third, cacheDir)).toEqual({ files: 1, fromCache: 1 });
  for (const folder of [first, third]) {
    expect(brotliDecompressSync(readFileSync(join(folder, "index.html.br"))).toString()).toBe(home("as it was"));
    expect(gunzipSync(readFileSync(join(folder, "index.html.gz"))).toString()).toBe(home("as it was"));
  }
  for (const dir of [first, second, third, cacheDir]) rmSync(dir, { recursive: true, force: true });
});

it("lets go of the copies no build has used for a day, and keeps those the build used, however old", async () => {
  const folder = mkdtempSync(join(tmpdir(), "precompress-prune-"));
  const cacheDir = mkdtempSync(join(tmpdir(), "precompress-prune-cache-"));
  writeFileSync(join(folder, "index.html"), `${page}<!-- home -->`);
  await precompress(folder, cacheDir);
  const used = filesIn(cacheDir);
  // A copy of a page since removed, and a copy half written by a build that was stopped, both from days ago.
  writeFileSync(join(folder, "index.html"), `${page}<!-- the old home -->`);
  const old = mkdtempSync(join(tmpdir(), "precompress-prune-old-"));
  writeFileSync(join(old, "index.html"), `${page}<!-- the old home -->`);
  await precompress(old, cacheDir);
  const stale = filesIn(cacheDir).filter((file) => !used.includes(file));
  const partial = join(cacheDir, "ab", "half.br.1234.partial");
  mkdirSync(join(cacheDir, "ab"), { recursive: true });
  writeFileSync(partial, "half");
  const daysAgo = (Date.now() - CACHE_RETENTION_MS - 60_000) / 1000;
  for (const file of [...filesIn(cacheDir)]) utimesSync(file, daysAgo, daysAgo);

  writeFileSync(join(folder, "index.html"), `${page}<!-- home -->`);
  expect(await precompress(folder, cacheDir)).toEqual({ files: 1, fromCache: 1 });
  expect(stale).toHaveLength(2);
  expect(filesIn(cacheDir).sort()).toEqual([...used].sort());
  for (const file of used) expect(Date.now() - statSync(file).mtimeMs).toBeLessThan(60_000);
  for (const dir of [folder, old, cacheDir]) rmSync(dir, { recursive: true, force: true });
});
