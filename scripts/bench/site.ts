import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { pagePaths, readContent } from "../../app/content/read-content.ts";
import { photoPath } from "../../app/content/catalogue-pages.ts";
import { firstLoad, type FirstLoad } from "../first-load.ts";
import { KB, kb, seconds, table } from "./format.ts";
import { runLighthouse, type Measure, type Preset, type Target } from "./lighthouse.ts";
import { whileServing } from "./serve.ts";

/** What we hold ourselves to; the bench prints each next to its figure. */
export const goals = {
  mobilePerformance: 100,
  /** Accessibility, best practices and SEO, on phones and desktops. */
  otherScores: 100,
  lcp: 1500,
  tbt: 50,
  cls: 0,
  homeFirstLoadJs: 130 * KB,
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

/** Home, every catalogue, a photo page, and an address the site does not have (the spec's Chaniya tile). */
export function benchRoutes(): Route[] {
  const { collections } = readContent();
  const page = (path: string) => ({ name: path, path, file: path });
  return [
    page("/"),
    ...collections.map((collection) => page(`/${collection.slug}`)),
    page(photoPath(collections[0].slug, 0)),
    { name: "/chaniya (not found)", path: "/chaniya", file: "/404.html", notFound: true },
  ];
}

/** Runs `react-router build` in `project` and returns how long it took, in ms. */
export function timeBuild(project: string, env: NodeJS.ProcessEnv = {}): number {
  const start = performance.now();
  const result = spawnSync("npx", ["react-router", "build"], { cwd: project, stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, ...env } });
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
export function missedGoals(routes: Route[], results: Map<Target, Measure>): string[] {
  const missed: string[] = [];
  for (const [target, m] of results) {
    const route = routes.find((r) => r.path === target.path)!;
    const where = `${route.name}, ${target.preset}`;
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
      const goal = route.path === "/" ? goals.homeFirstLoadJs : undefined;
      return [
        route.name,
        goal === undefined ? kb(js) : mark(kb(js), js <= goal),
        goal === undefined ? "" : `≤ ${kb(goal)}`,
        kb(css),
        kb(html),
      ];
    }),
  );
}

export interface SiteBench {
  markdown: string;
  missed: string[];
}

/** Builds the site, then measures first-load bytes and Lighthouse on every route. */
export async function benchSite(root: string, { runs, port }: { runs: number; port: number }): Promise<SiteBench> {
  console.log("Site build…");
  const buildTime = timeBuild(root);
  const routes = benchRoutes();
  const loads = routes.map((route) => firstLoad(route.file));
  const targets = routes.flatMap((route) => (["mobile", "desktop"] as Preset[]).map((preset) => ({ path: route.path, preset, notFound: route.notFound })),
  );
  console.log(`Lighthouse: ${routes.length} routes, mobile and desktop, ${runs} run(s) each…`);
  const results = await whileServing(port, (origin) =>
    runLighthouse(origin, targets, { runs, reportDir: join(root, "bench", "lighthouse") }),
  );
  const missed = missedGoals(routes, results);
  const homeJs = loads[0].js;
  if (homeJs > goals.homeFirstLoadJs) missed.push(`/: first-load JS ${kb(homeJs)} (goal ≤ ${kb(goals.homeFirstLoadJs)})`);
  const markdown = `## Lighthouse, median of ${runs} run(s)

Mobile is Lighthouse's default (a mid-range phone on slow 4G, simulated); desktop is its desktop preset. Bytes are as transferred, compressed.

${lighthouseTable(routes, results)}

✗ misses its goal. † The not-found page answers 404 and asks not to be indexed, which Lighthouse's SEO audit (and its best-practices console check, which sees the 404) rightly counts against a page meant to be found; those two goals are for the real pages.

## First load and build

${firstLoadTable(routes, loads)}

Site build (\`react-router build\`, ${pagePaths().length} pages, image cache as found): ${seconds(buildTime)}.
`;
  return { markdown, missed };
}
