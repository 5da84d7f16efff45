/**
 * `npm run bench -- --editor [--designs N]`: the owner's editor with N designs in Kediya's (1,000 by
 * default), on a 390 px phone with its CPU slowed 4×, on the editor's test backend (the repository in
 * the browser, as the editor's browser test has it): signing in, opening Kediya's designs, finding
 * and opening one by search, adding one (tap Add, type a title, add a photo, a price) and saving it,
 * and the slowest key press and longest main-thread task while typing. Each figure beside its goal;
 * written to bench/editor.json. The editor is the one the site's build writes (build/client/admin/),
 * given the N designs as its repository's files: a design file each, as the content has them.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Page } from "@playwright/test";
import { DESIGNS_DIR, designFileName } from "#app/content/designs.ts";
import { chromiumArgs, chromiumPath } from "#tests/chromium.ts";
import { contentFiles, openEditor, phonePhoto } from "#tests/e2e/editor.ts";
import { designListName } from "#pipeline/editor-designs.ts";
import { seconds, table, verdict } from "#scripts/bench/format.ts";
import { whileServing } from "#scripts/bench/serve.ts";
import { syntheticCatalogue } from "#scripts/bench/synthetic.ts";

const SLUG = "kediya";
const HEADING = "Kediya's";
/** The phone's CPU: four times slower than this machine's, as Lighthouse's phone. */
const CPU_SLOWDOWN = 4;
/** The owner's phone. */
const PHONE = { width: 390, height: 844 };

/** Goals at any size, in milliseconds: opening the list and saving as quick as a page of the site; no key press waits on a long task. */
export const EDITOR_GOALS = { loadMs: 10_000, openMs: 3_000, findMs: 3_000, addMs: 10_000, saveMs: 3_000, longestTaskMs: 200, slowestKeyMs: 200 };

export interface EditorFigures {
  designs: number;
  loadMs: number;
  openMs: number;
  findMs: number;
  addMs: number;
  saveMs: number;
  longestTaskMs: number;
  slowestKeyMs: number;
}

/** The project's content files with Kediya's designs replaced by `count` made from them. */
function filesWith(root: string, count: number): Record<string, string> {
  const files = Object.fromEntries(Object.entries(contentFiles()).filter(([path]) => !path.startsWith(`${DESIGNS_DIR}${SLUG}-`)));
  for (const design of syntheticCatalogue(root, SLUG, count).items)
    files[`${DESIGNS_DIR}${designFileName(SLUG, design.number)}`] = `${JSON.stringify(design, null, 2)}\n`;
  return files;
}

/** Milliseconds `action` takes until `done` resolves. */
async function timed(action: () => Promise<unknown>, done: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await action();
  await done();
  return Math.round(performance.now() - start);
}

/** Starts recording the page's long tasks and its key presses' durations (Event Timing), from now. */
async function watchTyping(page: Page) {
  await page.evaluate(() => {
    const seen = { task: 0, key: 0 };
    (window as unknown as { typing: typeof seen }).typing = seen;
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => (seen.task = Math.max(seen.task, entry.duration)))).observe({ type: "longtask" });
    new PerformanceObserver((list) =>
      list.getEntries().forEach((entry) => {
        if (/^key|^input|^beforeinput/.test(entry.name)) seen.key = Math.max(seen.key, entry.duration);
      }),
    ).observe({ type: "event", durationThreshold: 16 } as PerformanceObserverInit);
  });
  return async () => {
    // Event Timing reports a press once its frame is painted.
    await page.waitForTimeout(500);
    return page.evaluate(() => (window as unknown as { typing: { task: number; key: number } }).typing);
  };
}

/** The editor's figures with `count` designs in Kediya's, served from `origin`. */
async function measure(root: string, origin: string, count: number): Promise<EditorFigures> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext({ baseURL: `${origin}/`, viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    // Long enough for a thousand designs on a slowed phone; a step that never ends fails, with a screenshot of where.
    page.setDefaultTimeout(300_000);
    const cdp = await context.newCDPSession(page);
    const next = count + 1;
    // Kediya's list starts a design at the number after the N.
    const configure = (config: Record<string, unknown>) => ({
      ...config,
      collections: (config.collections as { name: string; fields?: { name: string; default?: unknown }[] }[]).map((collection) =>
        collection.name === designListName(SLUG)
          ? { ...collection, fields: collection.fields?.map((field) => (field.name === "number" ? { ...field, default: next } : field)) }
          : collection,
      ),
    });
    const photo = await phonePhoto();
    let signedIn = 0;
    await openEditor(
      page,
      `${origin}/`,
      async () => {
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
        signedIn = performance.now();
      },
      { files: filesWith(root, count), configure, timeout: 600_000 },
    );
    const loadMs = Math.round(performance.now() - signedIn);

    const rows = page.getByRole("grid", { name: "Entries" }).getByRole("row");
    const openMs = await timed(
      () => page.getByText(`${HEADING}: designs`, { exact: true }).first().click(),
      () => rows.first().waitFor(),
    );

    // Find one design by its words from the editor's search, and open it.
    await page.getByRole("button", { name: "Back to Collection List" }).click();
    const wanted = (JSON.parse(filesWith(root, count)[`${DESIGNS_DIR}${designFileName(SLUG, Math.ceil(count / 2))}`]) as { title: { en: string } }).title.en;
    const search = page.getByRole("searchbox", { name: "Search for contents…" });
    const findMs = await timed(
      async () => {
        await search.fill(wanted);
        await search.press("Enter");
        await page
          .getByRole("row", { name: new RegExp(wanted.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) })
          .first()
          .click();
      },
      () => page.getByRole("button", { name: "Save" }).waitFor(),
    );
    await page.getByRole("button", { name: "Cancel Editing" }).click();
    await page.goto(`./admin/#/collections/${designListName(SLUG)}`);
    await rows.first().waitFor();

    // Add a design: tap Add, type its title, add its photo and its price.
    let typing = { task: 0, key: 0 };
    const addMs = await timed(
      async () => {
        await page.getByRole("button", { name: "Create New Entry" }).click();
        const title = page
          .getByRole("group", { name: /What the photo shows/ })
          .getByRole("textbox")
          .first();
        await title.click();
        const typed = await watchTyping(page);
        await page.keyboard.type("Saffron kediyu, mirror work and tassels", { delay: 40 });
        typing = await typed();
        const field = page.getByRole("group", { name: /^\W*Photo\W*Field$/ });
        await field.getByRole("button", { name: "Browse" }).click();
        const dialog = page.getByRole("dialog");
        const [chooser] = await Promise.all([page.waitForEvent("filechooser"), dialog.getByRole("button", { name: /Upload/ }).click()]);
        await chooser.setFiles(photo);
        await dialog.getByRole("button", { name: "Insert" }).click();
        await dialog.waitFor({ state: "hidden" });
        // The photo is made smaller on the phone before it is in the field.
        await field.getByRole("button", { name: "Replace Image" }).waitFor();
        await page
          .getByRole("group", { name: /Price from/ })
          .getByRole("spinbutton")
          .fill("2800");
      },
      async () => undefined,
    );
    const saveMs = await timed(
      () => page.getByRole("button", { name: "Save" }).click(),
      () => page.getByText("Entry saved.").waitFor(),
    );
    return { designs: count, loadMs, openMs, findMs, addMs, saveMs, longestTaskMs: Math.round(typing.task), slowestKeyMs: Math.round(typing.key) };
  } catch (error) {
    const pages = browser.contexts().flatMap((context) => context.pages());
    if (pages[0]) await pages[0].screenshot({ path: join(root, "bench", `editor-${count}-failed.png`) });
    throw error;
  } finally {
    await browser.close();
  }
}

/** The report's table: each figure beside its goal. */
export function editorReport(figures: EditorFigures[]): { markdown: string; missed: string[] } {
  const missed: string[] = [];
  const rows = figures.flatMap((figure) =>
    (Object.keys(EDITOR_GOALS) as (keyof typeof EDITOR_GOALS)[]).map((key) => {
      const goal = EDITOR_GOALS[key];
      const met = figure[key] <= goal;
      if (!met) missed.push(`${figure.designs} designs: ${key} ${figure[key]} ms, goal ${goal} ms`);
      const show = (ms: number) => (ms >= 1000 ? seconds(ms) : `${ms} ms`);
      return [String(figure.designs), key, show(figure[key]), `≤ ${show(goal)}`, verdict(met)];
    }),
  );
  return {
    markdown: `## The owner's editor (390 px phone, CPU slowed ${CPU_SLOWDOWN}×)\n\n${table(["designs", "measure", "figure", "goal", ""], rows)}\n`,
    missed,
  };
}

/** Measures the editor at each of `sizes` designs; builds the site first if its editor is not built. */
export async function benchEditor(root: string, { sizes, port }: { sizes: number[]; port: number }): Promise<EditorFigures[]> {
  if (!existsSync(join(root, "build", "client", "admin", "config.json"))) {
    console.log("Building the site, for its editor…");
    const built = spawnSync(process.execPath, ["scripts/build.ts"], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, CMS_REPO: process.env.CMS_REPO ?? "tailor/catalogue" },
    });
    if (built.status !== 0) throw new Error("the build failed");
  }
  const figures: EditorFigures[] = [];
  for (const size of sizes) {
    console.log(`The editor with ${size} designs…`);
    figures.push(await whileServing(port, (origin) => measure(root, origin, size)));
    console.log(JSON.stringify(figures.at(-1)));
  }
  return figures;
}
