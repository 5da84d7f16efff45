// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { buildInto, claimBuild, removeLeftBehind } from "#scripts/build.ts";

let work: string;
let target: string;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), "build-swap-"));
  target = join(work, "build");
  mkdirSync(join(target, "client"), { recursive: true });
  writeFileSync(join(target, "client", "index.html"), "last good site");
});
afterEach(() => rmSync(work, { recursive: true, force: true, maxRetries: 3 }));

/** A stand-in for `react-router build`: writes part of a site into BUILD_DIR, notes where, then exits with `code`. */
const fakeBuild = (code: number) => [
  process.execPath,
  "-e",
  `const { appendFileSync, mkdirSync, writeFileSync } = require("node:fs");
   mkdirSync(process.env.BUILD_DIR + "/client", { recursive: true });
   writeFileSync(process.env.BUILD_DIR + "/client/index.html", "new site");
   appendFileSync(${JSON.stringify(join(work, "runs"))}, "render " + process.env.BUILD_DIR + "\\n");
   if (${code}) {
     console.error("Invalid JSON in content/site.json"); process.exit(${code});
   }`,
];

/** A stand-in for the finishing step (pipeline/after-build.ts): notes where it ran, then exits with `code`. */
const fakeFinish = (code: number) => [
  process.execPath,
  "-e",
  `require("node:fs").appendFileSync(${JSON.stringify(join(work, "runs"))}, "finish " + process.env.BUILD_DIR + "\\n");
   if (${code}) { console.error("The base path /shop holds \\"kediya\\""); process.exit(${code}); }`,
];

const runs = () => readFileSync(join(work, "runs"), "utf8").trim().split("\n");

it("renders every page into a staging folder with one build, then finishes that folder into the site", async () => {
  await buildInto(target, fakeBuild(0), process.env, fakeFinish(0));
  expect(runs()).toEqual([`render ${target}.next`, `finish ${target}.next`]);
});

it("a site that cannot be finished leaves the previous build as it was, and no half-built folder", async () => {
  await expect(buildInto(target, fakeBuild(0), process.env, fakeFinish(1))).rejects.toThrow(
    `The build failed (exit code 1, finishing the site); ${target} is left as it was.`,
  );
  expect(readFileSync(join(target, "client", "index.html"), "utf8")).toBe("last good site");
  expect(existsSync(`${target}.next`)).toBe(false);
});

it("a failed build leaves the previous build as it was, and no half-built folder", async () => {
  await expect(buildInto(target, fakeBuild(1))).rejects.toThrow(`The build failed (exit code 1, rendering the pages); ${target} is left as it was.`);
  expect(runs()).toEqual([`render ${target}.next`]);
  expect(readFileSync(join(target, "client", "index.html"), "utf8")).toBe("last good site");
  expect(existsSync(`${target}.next`)).toBe(false);
});

/** What is beside the build folder but itself. */
const besideTarget = () => readdirSync(work).filter((name) => name !== "build" && name !== "runs");

it("a successful build replaces the previous one and leaves nothing behind", async () => {
  await buildInto(target, fakeBuild(0), process.env, fakeFinish(0));
  expect(readFileSync(join(target, "client", "index.html"), "utf8")).toBe("new site");
  // The old build is removed by a process of its own, once the new one is in place.
  await expect.poll(besideTarget, { timeout: 5_000 }).toEqual([]);
});

it("removes an old build an earlier build left behind, and leaves one still being removed to its remover", () => {
  const now = Date.now();
  for (const setAside of [now - 3_600_000, now - 1_000]) mkdirSync(join(work, `build.old-4242-${setAside}`, "client"), { recursive: true });
  removeLeftBehind(target, now);
  expect(besideTarget()).toEqual([`build.old-4242-${now - 1_000}`]);
});

it("a second build while one runs stops at once, saying so, and the first leaves a complete site", async () => {
  // A build that takes a while: its pages are written, then it waits before exiting.
  const slowBuild = [process.execPath, "-e", `${fakeBuild(0)[2]}; setTimeout(() => {}, 400);`];
  const first = buildInto(target, slowBuild, process.env, fakeFinish(0));
  await expect(buildInto(target, fakeBuild(0), process.env, fakeFinish(0))).rejects.toThrow(
    `Another build into ${target} is running (process ${process.pid}); ${target} is left to it. Build again once it has finished.`,
  );
  await first;
  expect(readFileSync(join(target, "client", "index.html"), "utf8")).toBe("new site");
  expect(runs()).toEqual([`render ${target}.next`, `finish ${target}.next`]);
  expect(existsSync(`${target}.lock`)).toBe(false);
  // The next build goes ahead.
  await buildInto(target, fakeBuild(0), process.env, fakeFinish(0));
});

it("takes over the lock of a build that was killed", async () => {
  writeFileSync(`${target}.lock`, "999999999");
  const release = claimBuild(target);
  expect(readFileSync(`${target}.lock`, "utf8")).toBe(String(process.pid));
  release();
  expect(existsSync(`${target}.lock`)).toBe(false);
});
