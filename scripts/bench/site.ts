import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { pagePaths, readContent } from "../../app/content/read-content.ts";
import { pageCount, pagePath, photoPath } from "../../app/content/catalogue-pages.ts";
import { localizePath } from "../../app/i18n/languages.ts";
import { firstLoad, type FirstLoad } from "../first-load.ts";
import { KB, kb, seconds, table } from "./format.ts";
import { runLighthouse, type Measure, type Preset, type Target } from "./lighthouse.ts";
import { missedIndexGoals, searchIndexReport, searchIndexSizes } from "./search.ts";
import { whileServing, whileServingOverHttp2 } from "./serve.ts";

/** What we hold ourselves to; the bench prints each next to its figure. */
export const goals = {
  mobilePerformance: 100,
  /** Accessibility, best practices and SEO, on phones and desktops. */
  otherScores: 100,
  lcp: 1500,
  tbt: 50,
  cls: 0,
  homeFirstLoadJs: 115 * KB,
  homeFirstLoadFonts: 30 * KB,
  /** The image step, cold, on a 2-core machine. */
  imageStepPerPhoto: 400,
  /** Each language's two search files together, gzip, for today's catalogue (the scale bench holds a thousand designs to 150 KB). */
  searchFiles: 25 * KB,
};

export interface Route {
  /** What the table calls it. */
  name: string;
  /** The address Lighthouse opens. */
  path: string;
  /** The page's file for first-load figures: a path, or a file for the not-found page. */
  file: string;
  notFound?: boolean;
}

/**
 * Home, every catalogue, a catalogue's second page where one has two, a photo
 * page, the Gujarati home page, and in Gujarati and Hindi the catalogue the home page shows first,
 * and an address the site does not have (the spec's Chaniya tile).
 */
export function benchRoutes(): Route[] {
  const { collections, site } = readContent();
  // In Gujarati and Hindi, the collection the home page shows first.
  const shown = collections.find((collection) => collection.slug === site.homePreviews[0]?.collection) ?? collections[0];
  const page = (path: string) => ({ name: path, path, file: path });
  const paged = collections.find((collection) => pageCount(collection.items.length) > 1);
  return [
    page("/"),
    ...collections.map((collection) => page(`/${collection.slug}`)),
    ...(paged ? [page(pagePath(paged.slug, 2))] : []),
    page(photoPath(collections[0].slug, 0)),
    page(localizePath("/", "gu")),
    page(localizePath(`/${shown.slug}`, "gu")),
    page(localizePath(`/${shown.slug}`, "hi")),
    { name: "/chaniya (not found)", path: "/chaniya", file: "/404.html", notFound: true },
  ];
}

/** Runs the site's build (`npm run build`: one React Router build, then what follows) in `project` and returns how long it took, in ms. */
export function timeBuild(project: string, env: NodeJS.ProcessEnv = {}): number {
  const start = performance.now();
  const result = spawnSync(process.execPath, ["scripts/build.ts"], { cwd: project, stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`the build in ${project} failed: run \`npm run build\` there to see why`);
  return performance.now() - start;
}

const mark = (text: string, ok: boolean) => (ok ? text : `${text} ✗`);
const ms = (value: number) => `${Math.round(value)} ms`;
// Tiny shifts still count against "CLS 0", so they are shown rather than rounded away.
const shift = (value: number) => (value === 0 ? "0" : value.toFixed(4));

/** Lighthouse medians as a markdown table, with a goal row on top; figures that miss their goal carry ✗. */
export function lighthouseTable(routes: Route[], results: Map<Target, Measure>): string {
  const rows = [
    ["goal", "", `${goals.mobilePerformance} on mobile`, "100", "100", "100", "", `≤ ${seconds(goals.lcp)}`, `≤ ${goals.tbt} ms`, String(goals.cls), "", "", "", "", "", "", "", ""],
  ];
  for (const [target, m] of results) {
    const route = routes.find((r) => r.path === target.path)!;
    const score = (value: number, goal: number | undefined) => (goal === undefined ? String(value) : mark(String(value), value >= goal));
    const indexable = (value: number) => (route.notFound ? `${value} †` : score(value, goals.otherScores));
    rows.push([
      route.name,
      target.preset,
      score(m.scores.performance, target.preset === "mobile" ? goals.mobilePerformance : undefined),
      score(m.scores.accessibility, goals.otherScores),
      indexable(m.scores["best-practices"]),
      indexable(m.scores.seo),
      seconds(m.fcp),
      mark(seconds(m.lcp), m.lcp <= goals.lcp),
      mark(ms(m.tbt), m.tbt <= goals.tbt),
      mark(shift(m.cls), m.cls <= goals.cls),
      seconds(m.speedIndex),
      kb(m.bytes.html),
      kb(m.bytes.js),
      kb(m.bytes.css),
      kb(m.bytes.images),
      kb(m.bytes.fonts),
      kb(m.bytes.total),
      String(m.requests),
    ]);
  }
  return table(
    ["route", "preset", "performance", "accessibility", "best practices", "SEO", "FCP", "LCP", "TBT", "CLS", "Speed Index", "HTML", "JS", "CSS", "images", "fonts", "all", "requests"],
    rows,
  );
}

/** Every goal a Lighthouse median misses, one line each. */
export function missedGoals(routes: Route[], results: Map<Target, Measure>, server: string): string[] {
  const missed: string[] = [];
  for (const [target, m] of results) {
    const route = routes.find((r) => r.path === target.path)!;
    const where = `${route.name}, ${target.preset}, ${server}`;
    if (target.preset === "mobile" && m.scores.performance < goals.mobilePerformance) missed.push(`${where}: performance ${m.scores.performance} (goal ${goals.mobilePerformance})`);
    for (const category of route.notFound ? (["accessibility"] as const) : (["accessibility", "best-practices", "seo"] as const)) {
      if (m.scores[category] < goals.otherScores) missed.push(`${where}: ${category} ${m.scores[category]} (goal ${goals.otherScores})`);
    }
    if (m.lcp > goals.lcp) missed.push(`${where}: LCP ${seconds(m.lcp)} (goal ≤ ${seconds(goals.lcp)})`);
    if (m.tbt > goals.tbt) missed.push(`${where}: TBT ${ms(m.tbt)} (goal ≤ ${goals.tbt} ms)`);
    if (m.cls > goals.cls) missed.push(`${where}: CLS ${shift(m.cls)} (goal ${goals.cls})`);
  }
  return missed;
}

export function firstLoadTable(routes: Route[], loads: FirstLoad[]): string {
  return table(
    ["route", "first-load JS (gzip)", "goal", "CSS (gzip)", "HTML (gzip)"],
    routes.map((route, i) => {
      const { js, css, html } = loads[i];
      const home = route.path === "/";
      return [route.name, home ? mark(kb(js), js <= goals.homeFirstLoadJs) : kb(js), home ? `≤ ${kb(goals.homeFirstLoadJs)}` : "", kb(css), kb(html)];
    }),
  );
}

export interface SiteBench {
  markdown: string;
  missed: string[];
}

/** The two ways the bench serves the site to Lighthouse. */
const servers = [
  { name: "npm run serve (HTTP/1.1)", serve: whileServing, selfSigned: false },
  { name: "nginx, deploy/nginx.conf (HTTP/2, TLS)", serve: whileServingOverHttp2, selfSigned: true },
] as const;

/**
 * Builds the site, then measures first-load bytes, search's files, and Lighthouse
 * on every route, served by `npm run serve` and by nginx over HTTP/2 and TLS.
 */
export async function benchSite(root: string, { runs, port }: { runs: number; port: number }): Promise<SiteBench> {
  console.log("Site build…");
  const buildTime = timeBuild(root);
  const routes = benchRoutes();
  const loads = routes.map((route) => firstLoad(route.file));
  const searchFiles = searchIndexSizes(join(root, "build", "client"));
  const targets = routes.flatMap((route) => (["mobile", "desktop"] as Preset[]).map((preset) => ({ path: route.path, preset, notFound: route.notFound })));
  const missed: string[] = missedIndexGoals(searchFiles, goals.searchFiles, "today's catalogue");
  const tables: string[] = [];
  let homeFonts = 0;
  for (const [i, server] of servers.entries()) {
    console.log(`Lighthouse over ${server.name}: ${routes.length} routes, mobile and desktop, ${runs} run(s) each…`);
    const results = await server.serve(port + 10 * i, (origin) =>
      runLighthouse(origin, targets, { runs, reportDir: join(root, "bench", "lighthouse", i === 0 ? "serve" : "nginx-h2"), selfSigned: server.selfSigned }),
    );
    missed.push(...missedGoals(routes, results, server.name));
    if (i === 0) homeFonts = [...results].find(([target]) => target.path === "/" && target.preset === "mobile")![1].bytes.fonts;
    tables.push(`### Served by ${server.name}\n\n${lighthouseTable(routes, results)}`);
  }
  const [home] = loads;
  if (home.js > goals.homeFirstLoadJs) missed.push(`/: first-load JS ${kb(home.js)} (goal ≤ ${kb(goals.homeFirstLoadJs)})`);
  if (homeFonts > goals.homeFirstLoadFonts) missed.push(`/: first-load fonts ${kb(homeFonts)} (goal ≤ ${kb(goals.homeFirstLoadFonts)})`);
  const markdown = `## Lighthouse, median of ${runs} run(s)

Mobile is Lighthouse's default (a mid-range phone on slow 4G, simulated); desktop is its desktop preset. Bytes are as transferred, compressed.

${tables.join("\n\n")}

✗ misses its goal. † The not-found page answers 404 and asks not to be indexed, which Lighthouse's SEO audit (and its best-practices console check, which sees the 404) rightly counts against a page meant to be found; those two goals are for the real pages.

## First load and build

${firstLoadTable(routes, loads)}

First-load fonts of \`/\` on a phone (Lighthouse, as transferred): ${mark(kb(homeFonts), homeFonts <= goals.homeFirstLoadFonts)}, goal ≤ ${kb(goals.homeFirstLoadFonts)}.

Site build (\`npm run build\`: ${pagePaths().length} pages in each language, image cache as found): ${seconds(buildTime)}.

## Search index

${searchIndexReport(searchFiles, goals.searchFiles)}

\`npm run bench -- --scale\` weighs the same files with a thousand designs more, and times a keystroke's results.
`;
  return { markdown, missed };
}
