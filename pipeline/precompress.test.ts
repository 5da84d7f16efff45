// @vitest-environment node
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { afterAll, expect, it } from "vitest";
import { PAGE_QUALITY, precompress } from "#pipeline/precompress.ts";

const client = mkdtempSync(join(tmpdir(), "precompress-"));
afterAll(() => rmSync(client, { recursive: true, force: true }));

const page = "<!DOCTYPE html><html><body>" + "<p>Kediya with mirror work, made to measure.</p>".repeat(200) + "</body></html>";

it("writes gzip and brotli copies beside each text file that compression shrinks, and only those", async () => {
  mkdirSync(join(client, "kediya"), { recursive: true });
  mkdirSync(join(client, "assets"));
  const texts = ["kediya/index.html", "assets/entry.client-abc.js", "assets/root-abc.css", "kediya.data", "sitemap.xml", "manifest.webmanifest", "favicon.svg"];
  for (const file of texts) writeFileSync(join(client, file), page);
  writeFileSync(join(client, "robots.txt"), "User-agent: *\nAllow: /\n");
  writeFileSync(join(client, "assets", "noise.js"), randomBytes(4096));
  writeFileSync(join(client, "assets", "photo.jpg"), page);

  expect(await precompress(client)).toBe(texts.length);

  for (const file of texts) {
    expect(brotliDecompressSync(readFileSync(join(client, `${file}.br`))).toString(), file).toBe(page);
    expect(gunzipSync(readFileSync(join(client, `${file}.gz`))).toString(), file).toBe(page);
    expect(readFileSync(join(client, `${file}.br`)).length).toBeLessThan(page.length / 10);
    // The gzip header's XFL byte is 2 for the slowest, smallest compression (level 9).
    expect(readFileSync(join(client, `${file}.gz`))[8]).toBe(2);
  }
  // A script, which every visitor downloads and few builds change, gets brotli's smallest copy; a
  // page, one of thousands every build rewrites, a quicker one (PAGE_QUALITY).
  const script = readFileSync(join(client, "assets", "entry.client-abc.js"));
  const atQuality = (quality: number) =>
    brotliCompressSync(script, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: script.length,
      },
    });
  expect(atQuality(constants.BROTLI_MAX_QUALITY)).not.toEqual(atQuality(PAGE_QUALITY));
  expect(readFileSync(join(client, "assets", "entry.client-abc.js.br"))).toEqual(atQuality(constants.BROTLI_MAX_QUALITY));
  expect(readFileSync(join(client, "kediya", "index.html.br"))).toEqual(atQuality(PAGE_QUALITY));
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
  expect(await precompress(many)).toBe(300);
  expect(gunzipSync(readFileSync(join(many, "scale", "photo", "300", "index.html.gz"))).toString()).toBe(`${page}<!-- 300 -->`);
  rmSync(many, { recursive: true, force: true });
});
