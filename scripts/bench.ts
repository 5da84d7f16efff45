/**
 * Measures the site's speed and size, and prints each figure beside its goal.
 * Builds the production site, then reports first-load bytes per route, the
 * build time, what search's files weigh, Lighthouse medians on each route of
 * scripts/bench/site.ts (on a phone, over HTTP/1.1 and HTTP/2), what the photos cost, and how quickly
 * taps are answered on a slowed phone (scripts/bench/taps.ts). Writes the report to
 * bench/report.md and Lighthouse's own reports to bench/lighthouse/.
 *
 *   npm run bench                     everything, 3 Lighthouse runs per route
 *   npm run bench -- --runs 1         a quicker look
 *   npm run bench -- --no-images      leave out the image measures
 *   npm run bench -- --desktop        Lighthouse's desktop preset too (phones alone by default)
 *   npm run bench -- --scale          a catalogue of 1,000 photos, in a temporary copy, and search
 *                                     at that size (bench/scale.md)
 *   npm run bench -- --editor         the owner's editor with 1,000 designs in one collection, on a slowed
 *                                     phone (bench/editor.json, bench/editor.md); --designs 20,200 for other sizes
 *   npm run bench -- --taps           taps alone, on the build already made: the lightbox, the shortlist, the menus,
 *                                     search and the order's steps, in each language, on a phone with its CPU slowed 4×
 *                                     (bench/taps.json, bench/taps.md); --build-dir build-before for another build,
 *                                     --runs N for N fresh loads per interaction, --only lightbox-close,menu for the
 *                                     pages of those interactions alone (with every tap made on those pages)
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { assertChromium } from "#tests/chromium.ts";
import { benchImages } from "#scripts/bench/images.ts";
import { benchEditor, editorReport } from "#scripts/bench/editor.ts";
import { benchScale } from "#scripts/bench/scale.ts";
import { benchSite } from "#scripts/bench/site.ts";
import { benchTaps, tapsReport } from "#scripts/bench/taps.ts";

const root = join(import.meta.dirname, "..");
const { values } = parseArgs({
  options: {
    scale: { type: "boolean", default: false },
    editor: { type: "boolean", default: false },
    taps: { type: "boolean", default: false },
    "build-dir": { type: "string", default: "build" },
    designs: { type: "string", default: "1000" },
    runs: { type: "string", default: "3" },
    images: { type: "boolean", default: true },
    desktop: { type: "boolean", default: false },
    only: { type: "string" },
  },
  allowNegative: true,
});
if (values.only !== undefined && !values.taps)
  throw new Error(`--only names the tap bench's interactions, with --taps: npm run bench -- --taps --only lightbox-close,menu`);
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of runs, not "${values.runs}"`);

/** Missed goals as a markdown list. */
const listed = (missed: string[]) => (missed.length ? missed.map((goal) => `- ${goal}`).join("\n") : "None: every goal is met.");

/** The tap bench on the build in `buildDir`; its figures go to bench/taps.json. */
async function measureTaps(buildDir: string) {
  const only = values.only?.split(",").filter(Boolean);
  const figures = await benchTaps(root, { runs, port: 4399, buildDir, ...(only ? { only } : {}) });
  writeFileSync(join(root, "bench", "taps.json"), `${JSON.stringify(figures, null, 2)}\n`);
  return tapsReport(figures);
}

assertChromium();
mkdirSync(join(root, "bench"), { recursive: true });

if (values.editor) {
  const sizes = values.designs.split(",").map(Number);
  if (!sizes.every((size) => Number.isInteger(size) && size > 0))
    throw new Error(`--designs must be whole numbers of designs, such as 1000 or 20,200, not "${values.designs}"`);
  const figures = await benchEditor(root, { sizes, port: 4396 });
  const { markdown, missed } = editorReport(figures);
  const report = `# Editor bench\n\n${markdown}\n## Goals not met\n\n${missed.length ? missed.map((goal) => `- ${goal}`).join("\n") : "None: every goal is met."}\n`;
  console.log(`\n${report}`);
  writeFileSync(join(root, "bench", "editor.md"), report);
  writeFileSync(join(root, "bench", "editor.json"), `${JSON.stringify(figures.length === 1 ? figures[0] : figures, null, 2)}\n`);
} else if (values.taps) {
  const taps = await measureTaps(values["build-dir"]);
  const report = `# Tap bench\n\n${taps.markdown}\n## Goals not met\n\n${listed(taps.missed)}\n`;
  console.log(`\n${report}`);
  writeFileSync(join(root, "bench", "taps.md"), report);
} else if (values.scale) {
  const report = await benchScale(root, { runs, port: 4397 });
  console.log(`\n${report}`);
  writeFileSync(join(root, "bench", "scale.md"), report);
} else {
  const site = await benchSite(root, { runs, port: 4398, presets: values.desktop ? ["mobile", "desktop"] : ["mobile"] });
  const images = values.images ? await benchImages() : { markdown: "", missed: [] };
  const taps = await measureTaps("build");
  const report = `# Bench\n\n${site.markdown}\n${images.markdown}\n${taps.markdown}\n## Goals not met\n\n${listed([...site.missed, ...images.missed, ...taps.missed])}\n`;
  console.log(`\n${report}`);
  writeFileSync(join(root, "bench", "report.md"), report);
}
