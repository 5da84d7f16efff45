/**
 * What search costs: each language's two files (/search/designs.json and
 * /search/index.json) as a visitor downloads them, and how soon the results
 * follow a keystroke in a browser whose CPU is slowed to a phone's.
 */
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Page } from "@playwright/test";
import { LOCALES, localizePath, type Locale } from "#app/i18n/languages.ts";
import { SEARCH_FILES } from "#app/content/designs-file.ts";
import { chromiumArgs, chromiumPath } from "#tests/chromium.ts";
import { kb, table, verdict } from "#scripts/bench/format.ts";

/** One language's search files, in bytes as served (gzip). */
export interface IndexSize {
  locale: Locale;
  designs: number;
  index: number;
  /** How many designs the files hold. */
  count: number;
}

/**
 * Each language's search files in the build at `client` (build/client), by the build's own
 * gzip copies (`.gz`, gzip level 9, pipeline/precompress.ts): what a browser that takes no
 * brotli downloads, and an upper bound for one that does.
 */
export function searchIndexSizes(client: string): IndexSize[] {
  return LOCALES.map((locale) => {
    const folder = join(client, localizePath("/search", locale).slice(1));
    const gzip = (name: string) => statSync(join(folder, `${name}.gz`)).size;
    const { designs } = JSON.parse(readFileSync(join(folder, SEARCH_FILES.designs), "utf8")) as { designs: unknown[] };
    return { locale, designs: gzip(SEARCH_FILES.designs), index: gzip(SEARCH_FILES.index), count: designs.length };
  });
}

/** The sizes as markdown: what they are, and a table of each language's sum against `goal` bytes. */
export function searchIndexReport(sizes: IndexSize[], goal: number): string {
  return `What each language's search files weigh as served, by the build's own gzip copies (\`.gz\`, gzip level 9; a browser that takes brotli gets the smaller \`.br\`):

${table(
  ["language", "designs", "designs.json (gzip)", "index.json (gzip)", "both", "goal", ""],
  sizes.map(({ locale, designs, index, count }) => [
    locale,
    String(count),
    kb(designs),
    kb(index),
    kb(designs + index),
    `≤ ${kb(goal)}`,
    verdict(designs + index <= goal),
  ]),
)}`;
}

/** Every language whose search files together exceed `goal`, one line each. */
export const missedIndexGoals = (sizes: IndexSize[], goal: number, where: string): string[] =>
  sizes
    .filter(({ designs, index }) => designs + index > goal)
    .map(({ locale, designs, index }) => `${where}, ${locale}: search files ${kb(designs + index)} gzip (goal ≤ ${kb(goal)})`);

/** How much slower than this machine the browser's CPU runs: Lighthouse's mobile preset uses the same. */
export const CPU_SLOWDOWN = 4;
/** Each query's last keystroke is timed this many times. */
const REPEATS = 3;

/** What one search page measured, in ms. */
export interface SearchTiming {
  locale: Locale;
  /** From the navigation to /search?q={first query} to the first count shown: the page, the search code and both files, loaded and read once. */
  firstCount: number;
  /** From the navigation to the end of the later of the two files' downloads. */
  filesDownloaded: number;
  /** Each timed keystroke: its query, how many designs it found, and the time to the results in the page and to the frame that paints them. */
  keystrokes: { query: string; found: string; shown: number; painted: number }[];
}

/** What the page keeps while a keystroke is timed (see `armTimer`). */
interface KeystrokeRecord {
  start?: number;
  seen: { at: number; status: string; label: string; painted?: number }[];
}
type BenchWindow = Window & { searchKeystroke?: KeystrokeRecord; firstCount?: number };

const STATUS = ".search-results__status";
/** The grid of results, named for its query ("Designs found for “chaniya”"). */
const GRID = ".search-results .photo-grid";
const FIELD = "#search-query";

/**
 * Before any script of the page: notes the moment the results' status first holds a
 * number ("9 designs found", "૯ ડિઝાઇન મળી"), performance.now() counting from the navigation.
 */
function watchFirstCount(statusSelector: string) {
  const page = window as BenchWindow;
  const observer = new MutationObserver(() => {
    const text = document.querySelector(statusSelector)?.textContent ?? "";
    if (!/\p{Nd}/u.test(text)) return;
    page.firstCount = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { subtree: true, childList: true, characterData: true });
}

/**
 * In the page, before the keystroke: notes when the key is pressed (a key on the
 * keyboard's layout sends keydown; a Gujarati letter Playwright types as text, so its
 * beforeinput is the first the page hears of it), then every change of the results after
 * it: when it was made, what the status and the grid's name said then, and when the next
 * frame was painted (the timeout after the frame's animation callback runs once it is).
 */
function armTimer([statusSelector, gridSelector]: readonly [string, string]) {
  const page = window as BenchWindow;
  const record: KeystrokeRecord = { seen: [] };
  page.searchKeystroke = record;
  const pressed = () => {
    record.start ??= performance.now();
  };
  addEventListener("keydown", pressed, { capture: true, once: true });
  addEventListener("beforeinput", pressed, { capture: true, once: true });
  const results = document.querySelector(".search-results")!;
  new MutationObserver(() => {
    if (record.start === undefined) return;
    const seen = {
      at: performance.now(),
      status: document.querySelector(statusSelector)?.textContent ?? "",
      label: document.querySelector(gridSelector)?.getAttribute("aria-label") ?? "",
      painted: undefined as number | undefined,
    };
    record.seen.push(seen);
    requestAnimationFrame(() =>
      setTimeout(() => {
        seen.painted = performance.now();
      }),
    );
  }).observe(results, { subtree: true, childList: true, characterData: true, attributes: true });
}

/** Until the results are those of `query`: the grid named for it, or the status saying nothing matches it (both quote it as “query”). */
async function settled(page: Page, query: string) {
  await page.waitForFunction(
    ([statusSelector, gridSelector, quoted]) =>
      (document.querySelector(gridSelector)?.getAttribute("aria-label") ?? "").includes(quoted) ||
      (document.querySelector(statusSelector)?.textContent ?? "").includes(quoted),
    [STATUS, GRID, `“${query}”`] as const,
  );
  // The address follows the field in a transition of its own: it lands before the next key.
  await page.waitForTimeout(300);
}

/** Empties the field, as selecting its text and deleting it does, and waits for the page to take it. */
async function clear(page: Page) {
  await page.fill(FIELD, "");
  await page.waitForFunction((selector) => !/\p{Nd}|“/u.test(document.querySelector(selector)?.textContent ?? ""), STATUS);
  await page.waitForTimeout(300);
}

/** Types `query` into the emptied field and times its last keystroke. */
async function timeKeystroke(page: Page, query: string): Promise<SearchTiming["keystrokes"][number]> {
  await clear(page);
  await page.focus(FIELD);
  // The last letter as one keystroke: in Gujarati, often a vowel sign typed after its consonant.
  const letters = [...query];
  const last = letters.pop()!;
  await page.keyboard.type(letters.join(""));
  await settled(page, letters.join(""));
  await page.evaluate(armTimer, [STATUS, GRID] as const);
  await page.keyboard.type(last);
  await settled(page, query);
  const { record, status, label } = await page.evaluate(
    ([statusSelector, gridSelector]) => ({
      record: (window as BenchWindow).searchKeystroke!,
      status: document.querySelector(statusSelector)?.textContent ?? "",
      label: document.querySelector(gridSelector)?.getAttribute("aria-label") ?? "",
    }),
    [STATUS, GRID] as const,
  );
  // The first change that shows this query's results, as they stay.
  const shown = record.seen.find((seen) => seen.status === status && seen.label === label);
  if (record.start === undefined || !shown?.painted) throw new Error(`the search page showed no results for "${query}" after its last keystroke`);
  return { query, found: status, shown: shown.at - record.start, painted: shown.painted - record.start };
}

/**
 * Opens each language's search page at `origin` in Chromium with its CPU slowed
 * `CPU_SLOWDOWN` times, on a phone-sized screen: first with its first query in the
 * address, to time the index's download and reading, then types each query and times
 * its last keystroke, `REPEATS` times each.
 */
export async function timeSearch(origin: string, queries: Partial<Record<Locale, string[]>>): Promise<SearchTiming[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const timings: SearchTiming[] = [];
    for (const [locale, words] of Object.entries(queries) as [Locale, string[]][]) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
      await page.addInitScript(watchFirstCount, STATUS);
      await page.goto(`${origin}${localizePath("/search", locale)}?${new URLSearchParams({ q: words[0] })}`);
      await page.waitForFunction(() => (window as BenchWindow).firstCount !== undefined, undefined, { timeout: 60_000 });
      const loaded = await page.evaluate(() => ({
        firstCount: (window as BenchWindow).firstCount!,
        downloads: performance
          .getEntriesByType("resource")
          .filter((entry) => /\/search\/[^/]+\.json$/.test(new URL(entry.name).pathname))
          .map((entry) => (entry as PerformanceResourceTiming).responseEnd),
      }));
      if (loaded.downloads.length !== 2) throw new Error(`the ${locale} search page downloaded ${loaded.downloads.length} search files, not its 2`);
      const keystrokes = [];
      for (let round = 0; round < REPEATS; round++) {
        for (const query of words) keystrokes.push(await timeKeystroke(page, query));
        process.stdout.write(".");
      }
      timings.push({ locale, firstCount: loaded.firstCount, filesDownloaded: Math.max(...loaded.downloads), keystrokes });
      await context.close();
    }
    return timings;
  } finally {
    process.stdout.write("\n");
    await browser.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (value: number) => `${Math.round(value)} ms`;

/** The keystroke timings as markdown: how they were taken, each language's median and worst against `goal` ms, and each query's figures. */
export function searchTimingReport(timings: SearchTiming[], goal: number): string {
  const summary = table(
    [
      "language",
      "keystroke to results, median",
      "worst",
      "goal",
      "",
      "to the frame painted, median",
      "worst",
      "navigation to first count",
      "search files downloaded by",
    ],
    timings.map(({ locale, keystrokes, firstCount, filesDownloaded }) => {
      const shown = keystrokes.map((keystroke) => keystroke.shown);
      const painted = keystrokes.map((keystroke) => keystroke.painted);
      return [
        locale,
        ms(median(shown)),
        ms(Math.max(...shown)),
        `≤ ${goal} ms`,
        verdict(Math.max(...shown) <= goal),
        ms(median(painted)),
        ms(Math.max(...painted)),
        ms(firstCount),
        ms(filesDownloaded),
      ];
    }),
  );
  const queries = timings.flatMap(({ locale, keystrokes }) =>
    [...new Set(keystrokes.map((keystroke) => keystroke.query))].map((query) => {
      const runs = keystrokes.filter((keystroke) => keystroke.query === query);
      return [locale, query, runs[0].found, runs.map((run) => ms(run.shown)).join(", "), runs.map((run) => ms(run.painted)).join(", ")];
    }),
  );
  const first = timings.map(({ locale, keystrokes }) => `\`${localizePath("/search", locale)}?q=${keystrokes[0].query}\``).join(" and ");
  return `From a keystroke to its results, in Chromium with its CPU slowed ${CPU_SLOWDOWN}× (DevTools' CPU throttling) on a phone-sized screen, served from this machine. Each query is typed into the emptied field and its last keystroke timed, ${REPEATS} times each: from the key (its keydown; a Gujarati letter is typed as text, so its beforeinput) to the change of the page that shows the query's count in the status and its grid, and to the next frame painted after that change.

Navigation to first count: from opening ${first} to the count shown, the page, the search code and both search files loaded and read once. Search files downloaded by: when the later of the two had arrived, from the same navigation.

${summary}

${table(["language", "query", "status", "keystroke to results, each time", "to the frame painted"], queries)}`;
}

/** Every language whose slowest keystroke misses `goal` ms, one line each. */
export const missedTimingGoals = (timings: SearchTiming[], goal: number, where: string): string[] =>
  timings.flatMap(({ locale, keystrokes }) => {
    const worst = Math.max(...keystrokes.map((keystroke) => keystroke.shown));
    return worst > goal ? [`${where}, ${locale}: keystroke to results ${ms(worst)} at worst (goal ≤ ${goal} ms)`] : [];
  });
