/**
 * What the photos cost: the image step's build time (cold, warm, and warm plus
 * one new photo), and in Chromium the image bytes and requests of / and
 * /kediya on a phone and a desktop, on first load and after scrolling to the
 * bottom. Part of `npm run bench`; needs a build in build/.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser } from "@playwright/test";
import sharp from "sharp";
import { build } from "vite";
import { imagetools } from "vite-imagetools";
import { contentRoot, readContentFiles } from "#app/content/read-content.ts";
import { imageFields } from "#app/content/validate.ts";
import { imagetoolsOptions, presets } from "#pipeline/images.ts";
import { chromiumArgs, chromiumPath } from "#tests/chromium.ts";
import { designFor, drawPlaceholder } from "#scripts/placeholder-art.ts";
import { KB, kb, seconds, table, verdict } from "#scripts/bench/format.ts";
import { whileServing } from "#scripts/bench/serve.ts";
import { goals } from "#scripts/bench/site.ts";

const perPhoto = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const client = join(import.meta.dirname, "..", "..", "build", "client");

/** Builds every content photo through the pipeline alone, as the site build does, and times it. */
export async function timeImageStep(photos: string[], cacheDir: string): Promise<number> {
  const work = mkdtempSync(join(tmpdir(), "bench-images-"));
  const imports = photos.flatMap((photo, i) =>
    (Object.keys(presets) as (keyof typeof presets)[]).map(
      (preset) => `export { default as p${i}_${preset} } from ${JSON.stringify(`${photo}?preset=${preset}`)};`,
    ),
  );
  writeFileSync(join(work, "entry.js"), imports.join("\n"));
  const start = performance.now();
  await build({
    root: work,
    logLevel: "silent",
    configFile: false,
    plugins: [imagetools(imagetoolsOptions(cacheDir))],
    build: { outDir: join(work, "out"), lib: { entry: join(work, "entry.js"), formats: ["es"] }, assetsInlineLimit: 0 },
  });
  const elapsed = performance.now() - start;
  rmSync(work, { recursive: true, force: true });
  return elapsed;
}

/** The largest thumbnail file of each format the pages use. */
function largestThumbnails(): Record<string, number> {
  const largest: Record<string, number> = {};
  const pages = readdirSync(client, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html"));
  for (const page of pages) {
    const html = readFileSync(join(client, page), "utf8");
    for (const [, srcset] of html.matchAll(/srcSet="([^"]+)"/gi)) {
      // Thumbnails (the `thumb` preset) are the AVIF sources and their JPEG; `large` is WebP from 800 px.
      if (!/\.avif /.test(srcset) && !(/\.jpg /.test(srcset) && Number.parseInt(srcset.split(/\s+/)[1], 10) < 800)) continue;
      for (const entry of srcset.split(",")) {
        const [url] = entry.trim().split(/\s+/);
        const format = url.split(".").pop() ?? "";
        largest[format] = Math.max(largest[format] ?? 0, statSync(join(client, url)).size);
      }
    }
  }
  return largest;
}

interface PageImages {
  firstBytes: number;
  firstRequests: number;
  scrolledBytes: number;
  scrolledRequests: number;
}

async function measurePage(browser: Browser, url: string, phone: boolean): Promise<PageImages> {
  const context = await browser.newContext(
    phone
      ? { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
  );
  const page = await context.newPage();
  const images: Promise<number>[] = [];
  page.on("requestfinished", (request) => {
    if (request.resourceType() === "image") images.push(request.sizes().then((sizes) => sizes.responseBodySize));
  });
  await page.goto(url, { waitUntil: "networkidle" });
  const first = await Promise.all(images);
  await page.evaluate(async () => {
    for (let y = 0; y <= document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  await page.waitForLoadState("networkidle");
  const all = await Promise.all(images);
  await context.close();
  const sum = (sizes: number[]) => sizes.reduce((total, size) => total + size, 0);
  return { firstBytes: sum(first), firstRequests: first.length, scrolledBytes: sum(all), scrolledRequests: all.length };
}

/** Measures the photos; returns a markdown section with the goals, and the goals missed. */
export async function benchImages(): Promise<{ markdown: string; missed: string[] }> {
  const photos = [...new Set(Object.values(readContentFiles()).flatMap((data) => imageFields(data).map((image) => image.path)))].map((path) =>
    join(contentRoot, path),
  );

  console.log(`Image step: ${photos.length} photos, presets ${Object.keys(presets).join(" and ")}…`);
  const cache = mkdtempSync(join(tmpdir(), "bench-image-cache-"));
  const cold = await timeImageStep(photos, cache);
  const warm = await timeImageStep(photos, cache);
  const extraDir = mkdtempSync(join(tmpdir(), "bench-new-photo-"));
  const extra = join(extraDir, `new-${Date.now()}.jpg`);
  await sharp(Buffer.from(drawPlaceholder(designFor("kediya", Date.now() % 997), extra)))
    .jpeg({ quality: 74 })
    .toFile(extra);
  const oneMore = await timeImageStep([...photos, extra], cache);
  rmSync(cache, { recursive: true, force: true });
  rmSync(extraDir, { recursive: true, force: true });

  const thumbnails = largestThumbnails();

  console.log("Pages in Chromium…");
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const rows: string[][] = [];
  let homePhoneFirst = 0;
  await whileServing(4399, async (origin) => {
    for (const path of ["/", "/kediya"]) {
      for (const phone of [true, false]) {
        const m = await measurePage(browser, `${origin}${path}`, phone);
        if (path === "/" && phone) homePhoneFirst = m.firstBytes;
        rows.push([
          path,
          phone ? "390 px phone (2×)" : "1280 px desktop",
          kb(m.firstBytes),
          String(m.firstRequests),
          kb(m.scrolledBytes),
          String(m.scrolledRequests),
        ]);
      }
    }
  });
  await browser.close();

  const largestThumbnail = Math.max(...Object.values(thumbnails));
  const measures: [string, string, string, boolean | undefined][] = [
    ["first-load image bytes of / on a phone", kb(homePhoneFirst), "under 150 KB", homePhoneFirst < 150 * KB],
    [
      "largest thumbnail",
      Object.entries(thumbnails)
        .map(([format, size]) => `${format} ${kb(size)}`)
        .join(", "),
      "under 40 KB",
      largestThumbnail < 40 * KB,
    ],
    [
      `image step, cold (${photos.length} photos)`,
      `${seconds(cold)}, ${perPhoto(cold / photos.length)} a photo`,
      `at most ${perPhoto(goals.imageStepPerPhoto)} a photo`,
      cold / photos.length <= goals.imageStepPerPhoto,
    ],
    ["image step, warm", seconds(warm), "under 10 s", warm < 10_000],
    ["image step, warm plus one new photo", seconds(oneMore), "only that photo encoded", undefined],
  ];
  const markdown = `## Photos

${table(["page", "screen", "image bytes, first load", "image requests, first load", "image bytes, scrolled to the bottom", "image requests, scrolled"], rows)}

${table(
  ["measure", "figure", "goal", ""],
  measures.map(([name, figure, goal, met]) => [name, figure, goal, met === undefined ? "" : verdict(met)]),
)}
`;
  const missed = measures.filter(([, , , met]) => met === false).map(([name, figure, goal]) => `${name}: ${figure} (goal ${goal})`);
  return { markdown, missed };
}
