/**
 * `npm run bench -- --taps [--build-dir build-before] [--runs N]`: how quickly the site answers a
 * tap, on a 390 px phone with its CPU slowed 4×, in English, Gujarati and Hindi: the lightbox, the
 * heart and the shortlist, the phone and language menus, search and its filters, and the order's
 * steps (scripts/bench/taps/interactions.ts). Each interaction runs N times, each time after a
 * fresh load of its page in a fresh browser context (nothing cached, nothing kept), and gives two
 * figures, both timed inside the page: its slowest event (Event Timing, as INP counts it), and the
 * time from the input to the frame that shows what it asked for (the photo loaded and on screen,
 * the menu's links, the results). Key presses count from the last one.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser, type ElementHandle, type Page } from "@playwright/test";
import { LOCALES, localizePath, type Locale } from "#app/i18n/languages.ts";
import { chromiumArgs, chromiumPath } from "#tests/chromium.ts";
import { table } from "#scripts/bench/format.ts";
import { whileServing } from "#scripts/bench/serve.ts";
import { installTapWatch, type Check } from "#scripts/bench/taps/in-page.ts";
import { TAP_GROUPS, wordsOf, type Interaction, type Measure, type TapGroup } from "#scripts/bench/taps/interactions.ts";

/** In milliseconds: no event keeps the page from drawing its answer for long, and the answer comes at once (search's, soon after the last key). */
export const TAP_GOALS = { slowestEventMs: 100, resultMs: 300, searchResultMs: 500 };

/** The phone's CPU: four times slower than this machine's, as Lighthouse's phone. */
const CPU_SLOWDOWN = 4;
const PHONE = { width: 390, height: 844 };
/** Event Timing reports an event once the frame after it is drawn: by this long after the result, every entry of the interaction is in. */
const REPORTED_WITHIN_MS = 300;

export interface RunFigures {
  /** The longest event of the interaction, or null where none reached Event Timing's 16 ms. */
  slowestEventMs: number | null;
  /** That event's type (pointerup, click, keydown…). */
  slowestEvent?: string;
  resultMs: number;
}

export interface LanguageFigures {
  runs: (RunFigures | { error: string })[];
  /** Over the runs that measured; none where every run failed. */
  median?: { slowestEventMs: number | null; resultMs: number };
}

export interface InteractionFigures extends Interaction {
  /** The page, in English. */
  page: string;
  languages: Record<Locale, LanguageFigures>;
}

export interface TapFigures {
  goals: typeof TAP_GOALS;
  buildDir: string;
  runs: number;
  cpuSlowdown: number;
  interactions: InteractionFigures[];
}

const errorText = (error: unknown) => (error instanceof Error ? error.message.split("\n")[0] : String(error));

/** Thrown on to end a group's run once one of its interactions has failed: those after it depend on it. */
class Broken extends Error {
  readonly id: string;
  constructor(id: string) {
    super(`${id} failed`);
    this.id = id;
  }
}

/** One interaction's figures: `done` watched for in the page from before `act`. */
async function measureOne(page: Page, act: () => Promise<unknown>, done: Check<ElementHandle>, from: "first" | "last"): Promise<RunFigures> {
  await page.evaluate((check) => window.tapWatch.arm(check), done);
  await act();
  const seen = await page.evaluate(() => window.tapWatch.seen());
  if ("error" in seen) throw new Error(seen.error);
  const inputs = seen.inputs.filter((time) => time <= seen.shownAt);
  const start = from === "first" ? Math.min(...inputs) : Math.max(...inputs);
  await page.waitForTimeout(REPORTED_WITHIN_MS);
  const events = (await page.evaluate(() => window.tapWatch.events())).filter(
    (entry) => entry.interactionId > 0 && entry.startTime >= seen.armedAt && entry.startTime <= seen.shownAt,
  );
  const slowest = events.reduce<(typeof events)[number] | undefined>(
    (longest, entry) => (!longest || entry.duration > longest.duration ? entry : longest),
    undefined,
  );
  return { slowestEventMs: slowest ? Math.round(slowest.duration) : null, slowestEvent: slowest?.name, resultMs: Math.round(seen.shownAt - start) };
}

/** One run of `group` in `locale`, on a fresh load of its page: each interaction's figures, or why it has none. */
async function runGroup(browser: Browser, origin: string, group: TapGroup, locale: Locale): Promise<Map<string, RunFigures | { error: string }>> {
  const results = new Map<string, RunFigures | { error: string }>();
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2, locale: `${locale}-IN` });
  try {
    await context.addInitScript(installTapWatch);
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(`${origin}${localizePath(group.path, locale)}`);
    // What the page downloads once it runs has come: the taps meet a page at rest.
    await page.waitForLoadState("networkidle");
    const measure: Measure = async (id, act, done, from = "first") => {
      try {
        results.set(id, await measureOne(page, act, done, from));
      } catch (error) {
        results.set(id, { error: errorText(error) });
        throw new Broken(id);
      }
    };
    await group.run(page, wordsOf(locale), locale, measure);
  } catch (error) {
    const why = error instanceof Broken ? `not reached: ${error.id} failed` : errorText(error);
    for (const { id } of group.interactions) if (!results.has(id)) results.set(id, { error: why });
  } finally {
    await context.close();
  }
  return results;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
}

function mediansOf(runs: LanguageFigures["runs"]): LanguageFigures["median"] {
  const measured = runs.filter((run): run is RunFigures => !("error" in run));
  if (measured.length === 0) return undefined;
  // An event under 16 ms is not reported: it counts as 0 here, and shows as "<16".
  const slowest = median(measured.map((run) => run.slowestEventMs ?? 0));
  return { slowestEventMs: slowest < 16 ? null : slowest, resultMs: median(measured.map((run) => run.resultMs)) };
}

/**
 * Runs every interaction `runs` times in each language, on the build in `buildDir`, served on `port`;
 * with `only` (interactions' ids), the pages that have them, each with every interaction it runs.
 */
export async function benchTaps(
  root: string,
  { runs, port, buildDir, only }: { runs: number; port: number; buildDir: string; only?: string[] },
): Promise<TapFigures> {
  if (!existsSync(join(root, buildDir, "client", "index.html")))
    throw new Error(`No build in ${buildDir}/ (${buildDir}/client/index.html is missing): run \`npm run build\` first.`);
  const ids = new Set(TAP_GROUPS.flatMap((group) => group.interactions.map(({ id }) => id)));
  const unknown = only?.filter((id) => !ids.has(id)) ?? [];
  if (unknown.length > 0 || only?.length === 0)
    throw new Error(
      `--only: ${unknown.length > 0 ? `no interaction ${unknown.map((id) => `"${id}"`).join(", ")}` : "no interaction named"}; the tap bench has ${[...ids].join(", ")}`,
    );
  const groups = only ? TAP_GROUPS.filter((group) => group.interactions.some(({ id }) => only.includes(id))) : TAP_GROUPS;
  const interactions = groups.flatMap((group) =>
    group.interactions.map((interaction) => ({
      ...interaction,
      page: group.path,
      languages: Object.fromEntries(LOCALES.map((locale): [Locale, LanguageFigures] => [locale, { runs: [] }])) as Record<Locale, LanguageFigures>,
    })),
  );
  await whileServing(
    port,
    async (origin) => {
      const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
      try {
        for (const group of groups) {
          for (const locale of LOCALES) {
            for (let run = 1; run <= runs; run++) {
              console.log(`Taps: ${localizePath(group.path, locale)}, run ${run} of ${runs}…`);
              const results = await runGroup(browser, origin, group, locale);
              for (const [id, figures] of results) {
                interactions.find((interaction) => interaction.id === id)!.languages[locale].runs.push(figures);
                if ("error" in figures) console.log(`  ${id}: ${figures.error}`);
              }
            }
          }
        }
      } finally {
        await browser.close();
      }
    },
    { buildDir },
  );
  for (const interaction of interactions) for (const figures of Object.values(interaction.languages)) figures.median = mediansOf(figures.runs);
  return { goals: TAP_GOALS, buildDir, runs, cpuSlowdown: CPU_SLOWDOWN, interactions };
}

/** The table's columns, named for its readers. */
const COLUMNS: Record<Locale, string> = { en: "English", gu: "Gujarati", hi: "Hindi" };

const resultGoal = (interaction: Interaction) => (interaction.goal === "search" ? TAP_GOALS.searchResultMs : TAP_GOALS.resultMs);

/** The report's table: a row per interaction, each language's medians beside the goals, and every goal missed. */
export function tapsReport({ buildDir, runs, cpuSlowdown, interactions }: TapFigures): { markdown: string; missed: string[] } {
  const missed: string[] = [];
  const failures: string[] = [];
  const rows = interactions.map((interaction) => {
    const goal = resultGoal(interaction);
    const cells = LOCALES.map((locale) => {
      const { runs: all, median } = interaction.languages[locale];
      const where = `${interaction.label}, ${localizePath(interaction.page, locale)}`;
      const errors = [...new Set(all.flatMap((run) => ("error" in run ? [run.error] : [])))];
      if (errors.length > 0)
        failures.push(`${where}: ${all.length - all.filter((run) => !("error" in run)).length} of ${all.length} run(s) failed: ${errors.join("; ")}`);
      if (!median) {
        missed.push(`${where}: not measured`);
        return "not measured";
      }
      const slowOk = (median.slowestEventMs ?? 0) <= TAP_GOALS.slowestEventMs;
      const resultOk = median.resultMs <= goal;
      if (!slowOk) missed.push(`${where}: slowest event ${median.slowestEventMs} ms (goal ≤ ${TAP_GOALS.slowestEventMs} ms)`);
      if (!resultOk) missed.push(`${where}: time to result ${median.resultMs} ms (goal ≤ ${goal} ms)`);
      const slow = median.slowestEventMs === null ? "<16" : String(median.slowestEventMs);
      const partial = errors.length > 0 ? ` (${all.filter((run) => !("error" in run)).length} of ${all.length} runs)` : "";
      return `${slow}${slowOk ? "" : " ✗"} / ${median.resultMs}${resultOk ? "" : " ✗"}${partial}`;
    });
    return [interaction.label, interaction.page, `≤ ${TAP_GOALS.slowestEventMs} / ≤ ${goal}`, ...cells];
  });
  const markdown = `## Taps on a phone (${PHONE.width} × ${PHONE.height}, CPU slowed ${cpuSlowdown}×), median of ${runs} run(s), ${buildDir}/

Each cell: the slowest event of the interaction (Event Timing's duration, as INP counts it; "<16" where none reached 16 ms) / the time from the input to the frame that shows its result, in ms. Typing counts from its last key. Pages are opened in each language (/gu/…, /hi/…), fresh for each run.

${table(["interaction", "page", "goal", ...LOCALES.map((locale) => COLUMNS[locale])], rows)}

✗ misses its goal.
${failures.length ? `\nFailed runs:\n\n${failures.map((failure) => `- ${failure}`).join("\n")}\n` : ""}`;
  return { markdown, missed };
}
