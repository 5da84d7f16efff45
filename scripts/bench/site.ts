import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { pagePaths, readContent } from "#app/content/read-content.ts";
import { photoPath } from "#app/content/catalogue-pages.ts";
import { localizePath } from "#app/i18n/languages.ts";
import { firstLoad, type FirstLoad } from "#scripts/first-load.ts";
import { KB, kb, seconds, table } from "#scripts/bench/format.ts";
import { runLighthouse, type Measure, type Preset, type Target } from "#scripts/bench/lighthouse.ts";
import { missedIndexGoals, searchIndexReport, searchIndexSizes } from "#scripts/bench/search.ts";
import { whileServing, whileServingOverHttp2 } from "#scripts/bench/serve.ts";

/** What we hold ourselves to; the bench prints each next to its figure. */
export const goals = {
  mobilePerformance: 100,
  /** Accessibility, best practices and SEO, on phones and desktops. */
  otherScores: 100,
  /** On a phone, on every route in every language, over HTTP/1.1 and HTTP/2. */
  lcp: 1200,
  tbt: 50,
  cls: 0,
  homeFirstLoadJs: 115 * KB,
  /** Font files a page loads (their own bytes): an English page's as today, a Gujarati or Hindi page's within 45 KB. */
  englishFonts: 21.6 * KB,
  indicFonts: 45 * KB,
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
  /** The page's file for first-load figures. */
  file: string;
  /** Its own goal for the mobile performance score, where it is not `goals.mobilePerformance`. */
  performanceGoal?: number;
}

/**
 * Search with a query in the address, in each language: a query that finds many designs, one
 * that finds a few and one that finds none. The page is rendered without its query, and its
 * results come after two downloads, so its goal is a score of 99 (with CLS 0, as every page's).
 */
export function searchRoutes(): Route[] {
  const queries = ["kediya", "bridal", "tuxedo"];
  return (["en", "gu", "hi"] as const).flatMap((language) =>
    queries.map((query) => {
      const file = localizePath("/search", language);
      const path = `${file}?q=${query}`;
      return { name: path, path, file, performanceGoal: 99 };
    }),
  );
}

/**
 * The order page with designs in its address, in each language: its form is drawn at build time,
 * the designs (read from the address once it runs) fill room already there. Like search, its
 * designs come after downloads, so its goal is a score of 99, with CLS 0.
 */
export function orderRoutes(): Route[] {
  const { collections } = readContent();
  const designs = collections
    .slice(0, 3)
    .map((collection) => `design=${collection.slug}-1`)
    .join("&");
  return (["en", "gu", "hi"] as const).flatMap((language) => {
    const file = localizePath("/order", language);
    return [`?design=${collections[0].slug}-1`, `?${designs}`].map((query) => ({
      name: `${file}${query}`,
      path: `${file}${query}`,
      file,
      performanceGoal: 99,
    }));
  });
}

/**
 * One bar for every language: the home page, the collection the home page shows first and its
 * third photo's page, in English, Gujarati and Hindi (the Hindi photo page aside: Hindi sets
 * the same page in the other Indic script).
 */
export function benchRoutes(): Route[] {
  const { collections, site } = readContent();
  const shown = collections.find((collection) => collection.slug === site.homePreviews[0]?.collection) ?? collections[0];
  const page = (path: string) => ({ name: path, path, file: path });
  const catalogue = `/${shown.slug}`;
  const photo = photoPath(shown.slug, shown.items[Math.min(2, shown.items.length - 1)].number);
  return [
    page("/"),
    page(catalogue),
    page(photo),
    page(localizePath("/", "gu")),
    page(localizePath(catalogue, "gu")),
    page(localizePath(photo, "gu")),
    page(localizePath("/", "hi")),
    page(localizePath(catalogue, "hi")),
    ...searchRoutes(),
    ...orderRoutes(),
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

/** The font files' goal of a route: a Gujarati or Hindi page's, or an English page's. */
const fontsGoal = (route: Route) => (/^\/(gu|hi)(\/|$)/.test(route.path) ? goals.indicFonts : goals.englishFonts);

/** A route's goal for the mobile performance score. */
const performanceGoal = (route: Route) => route.performanceGoal ?? goals.mobilePerformance;

/** Lighthouse medians as a markdown table, with a goal row on top; figures that miss their goal carry ✗. */
export function lighthouseTable(routes: Route[], results: Map<Target, Measure>): string {
  const rows = [
    [
      "goal",
      "",
      `${goals.mobilePerformance} on mobile (search with a query, the order page with designs: 99)`,
      "100",
      "100",
      "100",
      "",
      `≤ ${seconds(goals.lcp)} on mobile`,
      `≤ ${goals.tbt} ms`,
      String(goals.cls),
      "",
      "",
      "",
      "",
      "",
      "",
      `≤ ${kb(goals.englishFonts)} (en), ${kb(goals.indicFonts)} (gu, hi)`,
      "",
      "",
    ],
  ];
  for (const [target, m] of results) {
    const route = routes.find((r) => r.path === target.path)!;
    const mobile = target.preset === "mobile";
    const score = (value: number, goal: number | undefined) => (goal === undefined ? String(value) : mark(String(value), value >= goal));
    rows.push([
      route.name,
      target.preset,
      score(m.scores.performance, mobile ? performanceGoal(route) : undefined),
      score(m.scores.accessibility, goals.otherScores),
      score(m.scores["best-practices"], goals.otherScores),
      score(m.scores.seo, goals.otherScores),
      seconds(m.fcp),
      mobile ? mark(seconds(m.lcp), m.lcp <= goals.lcp) : seconds(m.lcp),
      mark(ms(m.tbt), m.tbt <= goals.tbt),
      mark(shift(m.cls), m.cls <= goals.cls),
      seconds(m.speedIndex),
      kb(m.bytes.html),
      kb(m.bytes.js),
      kb(m.bytes.css),
      kb(m.bytes.images),
      kb(m.bytes.fonts),
      mark(kb(m.fontFiles), m.fontFiles <= fontsGoal(route)),
      kb(m.bytes.total),
      String(m.requests),
    ]);
  }
  return table(
    [
      "route",
      "preset",
      "performance",
      "accessibility",
      "best practices",
      "SEO",
      "FCP",
      "LCP",
      "TBT",
      "CLS",
      "Speed Index",
      "HTML",
      "JS",
      "CSS",
      "images",
      "fonts",
      "font files",
      "all",
      "requests",
    ],
    rows,
  );
}

/** Every goal a Lighthouse median misses, one line each. */
export function missedGoals(routes: Route[], results: Map<Target, Measure>, server: string): string[] {
  const missed: string[] = [];
  for (const [target, m] of results) {
    const route = routes.find((r) => r.path === target.path)!;
    const where = `${route.name}, ${target.preset}, ${server}`;
    const mobile = target.preset === "mobile";
    if (mobile && m.scores.performance < performanceGoal(route)) missed.push(`${where}: performance ${m.scores.performance} (goal ${performanceGoal(route)})`);
    for (const category of ["accessibility", "best-practices", "seo"] as const) {
      if (m.scores[category] < goals.otherScores) missed.push(`${where}: ${category} ${m.scores[category]} (goal ${goals.otherScores})`);
    }
    if (mobile && m.lcp > goals.lcp) missed.push(`${where}: LCP ${seconds(m.lcp)} (goal ≤ ${seconds(goals.lcp)})`);
    if (m.tbt > goals.tbt) missed.push(`${where}: TBT ${ms(m.tbt)} (goal ≤ ${goals.tbt} ms)`);
    if (m.cls > goals.cls) missed.push(`${where}: CLS ${shift(m.cls)} (goal ${goals.cls})`);
    if (m.fontFiles > fontsGoal(route)) missed.push(`${where}: font files ${kb(m.fontFiles)} (goal ≤ ${kb(fontsGoal(route))})`);
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
export async function benchSite(root: string, { runs, port, presets }: { runs: number; port: number; presets: Preset[] }): Promise<SiteBench> {
  console.log("Site build…");
  const buildTime = timeBuild(root);
  const routes = benchRoutes();
  const loads = routes.map((route) => firstLoad(route.file));
  const searchFiles = searchIndexSizes(join(root, "build", "client"));
  const targets = routes.flatMap((route) => presets.map((preset) => ({ path: route.path, preset })));
  const missed: string[] = missedIndexGoals(searchFiles, goals.searchFiles, "today's catalogue");
  const tables: string[] = [];
  for (const [i, server] of servers.entries()) {
    console.log(`Lighthouse over ${server.name}: ${routes.length} routes, ${presets.join(" and ")}, ${runs} run(s) each…`);
    const results = await server.serve(port + 10 * i, (origin) =>
      runLighthouse(origin, targets, { runs, reportDir: join(root, "bench", "lighthouse", i === 0 ? "serve" : "nginx-h2"), selfSigned: server.selfSigned }),
    );
    missed.push(...missedGoals(routes, results, server.name));
    tables.push(`### Served by ${server.name}\n\n${lighthouseTable(routes, results)}`);
  }
  const [home] = loads;
  if (home.js > goals.homeFirstLoadJs) missed.push(`/: first-load JS ${kb(home.js)} (goal ≤ ${kb(goals.homeFirstLoadJs)})`);
  const markdown = `## Lighthouse, median of ${runs} run(s)

Mobile is Lighthouse's default (a mid-range phone on slow 4G, simulated)${presets.includes("desktop") ? "; desktop is its desktop preset" : ""}. Bytes are as transferred, compressed, headers included; "font files" are the fonts' own bytes, as the budget tests count them.

${tables.join("\n\n")}

✗ misses its goal.

## First load and build

${firstLoadTable(routes, loads)}

Site build (\`npm run build\`: ${pagePaths().length} pages in each language, image cache as found): ${seconds(buildTime)}.

## Search index

${searchIndexReport(searchFiles, goals.searchFiles)}

\`npm run bench -- --scale\` weighs the same files with a thousand designs more, and times a keystroke's results.
`;
  return { markdown, missed };
}
