import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig, type Flags, type Result } from "lighthouse";
import { chromiumArgs, chromiumPath } from "#tests/chromium.ts";

export type Preset = "mobile" | "desktop";

const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
const resourceTypes = { document: "html", script: "js", stylesheet: "css", image: "images", font: "fonts" } as const;

/** One Lighthouse run, reduced to the figures the bench reports. */
export interface Measure {
  scores: Record<(typeof categories)[number], number>;
  /** Milliseconds, but CLS, which has no unit. */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  /** Bytes transferred (compressed, with headers), by kind of resource, and in all. */
  bytes: Record<(typeof resourceTypes)[keyof typeof resourceTypes] | "total", number>;
  /** The font files' own bytes (as the budget tests count them), without their headers. */
  fontFiles: number;
  requests: number;
}

function measureOf(lhr: Result): Measure {
  const metric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse reported no ${id} for ${lhr.finalDisplayedUrl}: ${lhr.runtimeError?.message ?? ""}`);
    return value;
  };
  const score = (id: (typeof categories)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const summary = lhr.audits["resource-summary"]?.details;
  const rows = summary?.type === "table" ? summary.items : [];
  const row = (type: string) => rows.find((item) => item.resourceType === type);
  const bytes = Object.fromEntries(Object.entries(resourceTypes).map(([type, name]) => [name, Number(row(type)?.transferSize ?? 0)])) as Measure["bytes"];
  bytes.total = Number(row("total")?.transferSize ?? 0);
  const requests = lhr.audits["network-requests"]?.details;
  const fontFiles = (requests?.type === "table" ? requests.items : [])
    .filter((item) => item.resourceType === "Font")
    .reduce((total, item) => total + Number(item.resourceSize ?? 0), 0);
  return {
    scores: { performance: score("performance"), accessibility: score("accessibility"), "best-practices": score("best-practices"), seo: score("seo") },
    fcp: metric("first-contentful-paint"),
    lcp: metric("largest-contentful-paint"),
    tbt: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    speedIndex: metric("speed-index"),
    bytes,
    fontFiles,
    requests: Number(row("total")?.requestCount ?? 0),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The median of each figure on its own over several runs. */
export function medianOf(runs: Measure[]): Measure {
  const of = (pick: (run: Measure) => number) => median(runs.map(pick));
  const [first] = runs;
  return {
    scores: Object.fromEntries(Object.keys(first.scores).map((key) => [key, of((run) => run.scores[key as keyof Measure["scores"]])])) as Measure["scores"],
    fcp: of((run) => run.fcp),
    lcp: of((run) => run.lcp),
    tbt: of((run) => run.tbt),
    cls: of((run) => run.cls),
    speedIndex: of((run) => run.speedIndex),
    bytes: Object.fromEntries(Object.keys(first.bytes).map((key) => [key, of((run) => run.bytes[key as keyof Measure["bytes"]])])) as Measure["bytes"],
    fontFiles: of((run) => run.fontFiles),
    requests: of((run) => run.requests),
  };
}

/** One Lighthouse run; a run whose trace failed (it happens now and then) is run again, twice at most. */
async function audit({ path, preset }: Target, origin: string, port: number, onlyCategories: readonly string[]) {
  const url = `${origin}${path}`;
  const flags: Flags = { port, output: "json", logLevel: "error", onlyCategories: [...onlyCategories] };
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, flags, preset === "desktop" ? desktopConfig : undefined);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!result.lhr.runtimeError || attempt === 3) return result;
    process.stdout.write(`(${result.lhr.runtimeError.code}, again)`);
  }
}

export interface Target {
  path: string;
  preset: Preset;
}

/**
 * Runs Lighthouse `runs` times on each target in Debian's Chromium, with the
 * mobile preset (a mid-range phone on slow 4G, simulated) or the desktop one,
 * and writes every report to `reportDir`. Returns the median of each target.
 */
export async function runLighthouse(
  origin: string,
  targets: Target[],
  {
    runs = 3,
    reportDir,
    categoriesOnly = categories as readonly string[],
    selfSigned = false,
  }: {
    runs?: number;
    reportDir: string;
    categoriesOnly?: readonly string[];
    /** The origin's TLS certificate is a throwaway one Chromium must accept. */
    selfSigned?: boolean;
  },
): Promise<Map<Target, Measure>> {
  // Only this run's reports: none left over from other routes or runs.
  rmSync(reportDir, { recursive: true, force: true });
  mkdirSync(reportDir, { recursive: true });
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", ...chromiumArgs, ...(selfSigned ? ["--ignore-certificate-errors"] : [])],
  });
  const medians = new Map<Target, Measure>();
  try {
    for (const target of targets) {
      const measures: Measure[] = [];
      for (let run = 1; run <= runs; run++) {
        const result = await audit(target, origin, chrome.port, categoriesOnly);
        const name = `${target.preset}${target.path === "/" ? "-home" : target.path.replace(/[^\w.-]+/g, "-")}-${run}.json`;
        writeFileSync(join(reportDir, name), result.report as string);
        measures.push(measureOf(result.lhr));
        process.stdout.write(".");
      }
      medians.set(target, medianOf(measures));
    }
  } finally {
    process.stdout.write("\n");
    chrome.kill();
  }
  return medians;
}
