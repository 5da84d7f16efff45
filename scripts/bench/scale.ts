import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { readContent } from "#app/content/read-content.ts";
import { copyProject } from "#scripts/copy-project.ts";
import { designFor, drawPlaceholder } from "#scripts/placeholder-art.ts";
import { firstLoad } from "#scripts/first-load.ts";
import { KB, kb, seconds, table, verdict } from "#scripts/bench/format.ts";
import { runLighthouse } from "#scripts/bench/lighthouse.ts";
import { CPU_SLOWDOWN, searchIndexReport, searchIndexSizes, searchTimingReport, timeSearch } from "#scripts/bench/search.ts";
import { goals, timeBuild } from "#scripts/bench/site.ts";
import { whileServing, whileServingOverHttp2 } from "#scripts/bench/serve.ts";
import { syntheticCatalogue, writeCatalogue, type WrittenDesign } from "#scripts/bench/synthetic.ts";
import { writeScalePhotos } from "#scripts/bench/scale-photos.ts";
import { designFileName } from "#app/content/designs.ts";

const PHOTOS = 1000;
const SLUG = "scale";
/** From a commit that adds one photo to the build folder ready, on a host that keeps its image cache. */
const PUBLISH_GOAL = 90_000;
/** Each language's two search files together, gzip, with a thousand designs. */
const SEARCH_FILES_GOAL = 150 * KB;
/** The largest paint on a phone, in each language, over either server (as the site bench's routes). */
const LCP_GOAL = goals.lcp;
/** From a keystroke to its results on the page, on a CPU slowed to a phone's. */
const KEYSTROKE_GOAL = 100;
/** What the search pages are timed with: words the scale collection's designs have, few and many of them (every design is for Navratri). */
const SEARCH_QUERIES = { en: ["chaniya", "bandhani", "navratri"], gu: ["ચણિયા", "બાંધણી", "નવરાત્રી"] };

/** What the build wrote: its size, its pages, and its largest page (raw and as served, gzip). */
function outputOf(client: string) {
  const files = readdirSync(client, { recursive: true, encoding: "utf8" }).filter((file) => statSync(join(client, file)).isFile());
  const pages = files.filter((file) => file.endsWith("index.html"));
  const largest = pages.map((file) => ({ file, bytes: statSync(join(client, file)).size })).sort((a, b) => b.bytes - a.bytes)[0];
  return {
    bytes: files.reduce((total, file) => total + statSync(join(client, file)).size, 0),
    pages: pages.length,
    largest: { path: `/${largest.file.replace(/\/?index\.html$/, "")}`, bytes: largest.bytes, gzip: statSync(join(client, `${largest.file}.gz`)).size },
  };
}

/**
 * A catalogue of 1,000 photos in a temporary copy of the site: its build time
 * cold and warm, what the build wrote (size, pages, the largest page), the
 * catalogue's and its last photo's first-load bytes next to a normal
 * catalogue's, Lighthouse on a phone (the catalogue in English and Gujarati, its last
 * photo's page) over HTTP/1.1 and HTTP/2, and search at that size: its files' weight
 * and how soon results follow a keystroke.
 */
export async function benchScale(root: string, { runs, port }: { runs: number; port: number }): Promise<string> {
  const work = mkdtempSync(join(tmpdir(), "bench-scale-"));
  // Readable by nginx's worker, which serves the copy's build over HTTP/2 (a new temporary folder is the owner's alone).
  chmodSync(work, 0o755);
  // (A build's old folder may still be going, removed by a process of its own: scripts/build.ts.)
  const removeCopy = () => rmSync(work, { recursive: true, force: true, maxRetries: 3 });
  // Ctrl-C during the long cold build still removes the copy and its photos.
  const interrupted = () => {
    removeCopy();
    process.exit(130);
  };
  process.once("SIGINT", interrupted);
  try {
    copyProject(root, work);
    const catalogue = syntheticCatalogue(work, SLUG, PHOTOS);
    writeCatalogue(work, catalogue);
    console.log(`Making ${PHOTOS} placeholder photos in ${work}…`);
    const photosStart = performance.now();
    await writeScalePhotos(
      work,
      SLUG,
      catalogue.items.map(({ largeImage }) => largeImage),
    );
    console.log(`…in ${seconds(performance.now() - photosStart)}`);
    // Any other photo the content names and the copy lacks is drawn as the project draws it.
    const drawn = spawnSync(process.execPath, ["scripts/generate-placeholders.ts"], { cwd: work, stdio: ["ignore", "ignore", "inherit"] });
    if (drawn.status !== 0) throw new Error("the placeholder generator failed");
    // The collection is checked as the owner's would be, before minutes of building: it throws, naming what is wrong.
    readContent(work);

    // The test build's collections come too: /test-two-dozen is the full 24-photo page to weigh /scale against.
    const env = { IMAGE_CACHE_DIR: join(work, "image-cache"), CONTENT_FIXTURES: "tests/fixtures/content" };
    console.log("Cold build…");
    const cold = timeBuild(work, env);
    console.log("Warm build…");
    const warm = timeBuild(work, env);
    console.log("Warm build with one photo added (publish time)…");
    const added = `images/${SLUG}/added.jpg`;
    const art = join(work, "content", added);
    await sharp(Buffer.from(drawPlaceholder(designFor("kediya", PHOTOS + 1), art)))
      .jpeg({ quality: 74 })
      .toFile(art);
    // As the editor adds it: one file more, with the next number.
    const one: WrittenDesign = { collection: SLUG, number: PHOTOS + 1, title: "One photo more", largeImage: added };
    writeFileSync(join(work, "content", "designs", designFileName(SLUG, PHOTOS + 1)), JSON.stringify(one, null, 2));
    const publish = timeBuild(work, env);

    const client = join(work, "build", "client");
    const output = outputOf(client);
    const big = firstLoad(`/${SLUG}`, client);
    const usual = firstLoad("/kediya", client);
    const fullPage = firstLoad("/test-two-dozen", client);
    const lastPhoto = `/${SLUG}/photo/${PHOTOS}`;
    const bigPhoto = firstLoad(lastPhoto, client);
    const usualPhoto = firstLoad("/chorni/photo/1", client);
    const sameBeyondHtml = big.js === usual.js && big.css === usual.css;
    const searchFiles = searchIndexSizes(client);

    // The collection in English and Gujarati, and its last photo's page, on a phone, over HTTP/1.1 and HTTP/2.
    const pages = [`/${SLUG}`, `/gu/${SLUG}`, lastPhoto];
    const targets = pages.map((path) => ({ path, preset: "mobile" as const }));
    console.log(`Lighthouse on ${pages.join(", ")}, served by npm run serve…`);
    const { results: overHttp1, search } = await whileServing(
      port,
      async (origin) => {
        const results = await runLighthouse(origin, targets, { runs, reportDir: join(root, "bench", "scale", "serve"), categoriesOnly: ["performance"] });
        console.log(`Search, English and Gujarati, CPU ${CPU_SLOWDOWN}× slower…`);
        return { results, search: await timeSearch(origin, SEARCH_QUERIES) };
      },
      { project: work },
    );
    console.log("…and by nginx over HTTP/2…");
    const overHttp2 = await whileServingOverHttp2(
      port + 10,
      (origin) =>
        runLighthouse(origin, targets, { runs, reportDir: join(root, "bench", "scale", "nginx-h2"), categoriesOnly: ["performance"], selfSigned: true }),
      { buildDir: join(work, "build") },
    );
    const servers = [
      { name: "npm run serve (HTTP/1.1)", results: overHttp1 },
      { name: "nginx (HTTP/2, TLS)", results: overHttp2 },
    ];
    const lighthouseRows = servers.flatMap(({ name, results }) =>
      targets.map((target) => {
        const m = results.get(target)!;
        const met = m.scores.performance >= 100 && m.lcp <= LCP_GOAL && m.cls === 0;
        const transferred = `${kb(m.bytes.total)} in ${m.requests} requests (HTML ${kb(m.bytes.html)}, images ${kb(m.bytes.images)}, font files ${kb(m.fontFiles)})`;
        return [
          target.path,
          name,
          String(m.scores.performance),
          seconds(m.fcp),
          seconds(m.lcp),
          m.cls === 0 ? "0" : m.cls.toFixed(4),
          transferred,
          verdict(met),
        ];
      }),
    );

    return `## Scale: a catalogue of ${PHOTOS} photos

${table(
  ["measure", "figure", "goal", ""],
  [
    ["build, cold (no image cache)", seconds(cold), "", ""],
    ["build, warm", seconds(warm), "", ""],
    ["build, warm, one photo added (publish time)", seconds(publish), `≤ ${seconds(PUBLISH_GOAL)}`, verdict(publish <= PUBLISH_GOAL)],
    ["output folder (build/client)", `${(output.bytes / 1e6).toFixed(1)} MB`, "", ""],
    ["pages (HTML files)", String(output.pages), "", ""],
    ["largest HTML file", `${output.largest.path}: ${kb(output.largest.bytes)} (${kb(output.largest.gzip)} gzip)`, "", ""],
    [`/${SLUG} first-load JS (gzip)`, `${kb(big.js)} (/kediya: ${kb(usual.js)})`, "as /kediya", verdict(big.js === usual.js)],
    [`/${SLUG} first-load CSS (gzip)`, `${kb(big.css)} (/kediya: ${kb(usual.css)})`, "as /kediya", verdict(big.css === usual.css)],
    [
      `/${SLUG} HTML (gzip)`,
      `${kb(big.html)} (24 photos, /test-two-dozen: ${kb(fullPage.html)})`,
      "a 24-photo page's, + 0.3 KB of page links",
      verdict(big.html <= fullPage.html + 300),
    ],
    [
      `${lastPhoto} HTML (gzip)`,
      `${kb(bigPhoto.html)} (/chorni/photo/1: ${kb(usualPhoto.html)})`,
      "within 2 KB of a 5-photo collection's",
      verdict(Math.abs(bigPhoto.html - usualPhoto.html) <= 2048),
    ],
  ],
)}

First-load bytes beyond the HTML ${sameBeyondHtml ? "do not grow" : "**grow**"} with the number of photos.

### Lighthouse on a phone, median of ${runs} run(s)

Goals on each: performance 100, LCP at most ${seconds(LCP_GOAL)}, CLS 0. Bytes as transferred, headers included; font files, their own bytes.

${table(["page", "served by", "performance", "FCP", "LCP", "CLS", "transferred on load", "goals"], lighthouseRows)}

### Search with ${searchFiles[0].count} designs

The scale collection's ${PHOTOS} designs, each with an English, Gujarati and Hindi title and facts made from today's designs, and the one the publish build adds; today's catalogue; and the test build's collections.

${searchIndexReport(searchFiles, SEARCH_FILES_GOAL)}

${searchTimingReport(search, KEYSTROKE_GOAL)}
`;
  } finally {
    process.off("SIGINT", interrupted);
    removeCopy();
  }
}
