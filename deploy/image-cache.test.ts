import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { parse } from "yaml";
import { imagetoolsOptions } from "#pipeline/images.ts";
import { CACHE, onPostBuild, onPreBuild } from "#deploy/netlify-image-cache/index.js";

const root = join(import.meta.dirname, "..");
const imageCache = imagetoolsOptions(undefined).cache as { dir: string };

interface Step {
  run?: string;
  uses?: string;
  with?: Record<string, string>;
}

describe("the image cache between builds on a host", () => {
  it("is what the image pipeline writes", () => {
    expect(imageCache.dir.startsWith(`${CACHE}/`)).toBe(true);
  });

  it("is restored by the GitHub Pages workflow after npm ci and before the build, and saved under a key of the photos", () => {
    const workflow = parse(readFileSync(join(root, ".github", "workflows", "pages.yml"), "utf8"));
    const steps: Step[] = workflow.jobs.build.steps;
    const at = (found: (step: Step) => boolean) => steps.findIndex(found);
    const install = at((step) => step.run === "npm ci");
    const cache = at((step) => step.uses?.startsWith("actions/cache@") ?? false);
    const build = at((step) => step.run === "npm run build");
    expect(install).toBeGreaterThanOrEqual(0);
    expect(cache).toBeGreaterThan(install);
    expect(build).toBeGreaterThan(cache);
    // actions/cache restores here, and saves when the job ends (a separate restore-only action would not).
    expect(steps[cache].uses).toMatch(/^actions\/cache@v\d+$/);
    expect(steps[cache].with).toMatchObject({ path: CACHE, "restore-keys": "images-" });
    expect(steps[cache].with?.key).toMatch(/^images-\$\{\{ hashFiles\('content\/images\/\*\*', 'pipeline\/images\.ts'\) \}\}$/);
  });

  it("is restored before a Netlify build and saved after it, by the plugin netlify.toml names", async () => {
    expect(readFileSync(join(root, "netlify.toml"), "utf8")).toMatch(/\[\[plugins\]\]\s+package = "\.\/deploy\/netlify-image-cache"/);
    const utils = { cache: { restore: vi.fn(async () => true), save: vi.fn(async () => true) } };
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    await onPreBuild({ utils });
    expect(utils.cache.restore).toHaveBeenCalledWith(CACHE);
    await onPostBuild({ utils });
    expect(utils.cache.save).toHaveBeenCalledWith(CACHE);
    log.mockRestore();
  });
});
