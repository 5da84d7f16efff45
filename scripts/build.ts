/**
 * `npm run build`: builds the site beside its folder and puts it in place
 * only when the build has succeeded, so that a failed build leaves the last
 * good site as it was, and `npm run serve` keeps serving through a rebuild;
 * the old site is removed by a process of its own once the new one is in place. A second build into
 * the same folder while one runs stops at once and says so (`claimBuild`).
 *
 * It is one `react-router build`, which renders every page in every language (app/routes.ts),
 * then pipeline/after-build.ts, which does what comes after a build: 404.html, the scripts after
 * the first photo, the link-preview cards, the editor, the hosts' headers and the compressed copies.
 *
 *   npm run build                      into build/
 *   BUILD_DIR=build-e2e npm run build  into another folder
 */
import { spawn } from "node:child_process";
import { closeSync, existsSync, openSync, readdirSync, readFileSync, renameSync, rmSync, writeSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const reactRouterBuild = [process.execPath, resolve(root, "node_modules", "@react-router", "dev", "bin.cjs"), "build"];
const finishSite = [process.execPath, resolve(root, "pipeline", "after-build.ts")];

/** The old builds beside `target` (build.old-<process>-<time>), set aside by `swapInto`. */
const oldBuilds = (target: string) => readdirSync(dirname(target)).filter((name) => name.startsWith(`${basename(target)}.old-`));

/** Where builds before this one set the old build aside while swapping: removed at once, as they did. */
const formerOld = (target: string) => `${target}.old`;

/**
 * Puts the finished build `staging` where `target` is. The old one is set aside under a name of
 * its own and removed by a process of its own, which outlives this one: at a thousand designs its
 * tens of thousands of files take seconds to remove, and the new site is in place meanwhile.
 */
export function swapInto(staging: string, target: string) {
  const old = `${target}.old-${process.pid}-${Date.now()}`;
  // Between the two renames there is no build at all, for a moment; npm run serve waits that out.
  if (existsSync(target)) renameSync(target, old);
  try {
    renameSync(staging, target);
  } catch (error) {
    if (existsSync(old)) renameSync(old, target);
    throw error;
  }
  if (existsSync(old)) {
    const remover = spawn(process.execPath, ["-e", "require('node:fs').rmSync(process.argv[1], { recursive: true, force: true })", old], {
      detached: true,
      stdio: "ignore",
    });
    // Should it not start, the new site is in place all the same: the next build removes the old one.
    remover.on("error", () => {});
    remover.unref();
  }
}

/** A remover takes seconds; an old build still there after this was left by one that was stopped. */
const LEFT_BEHIND_MS = 10 * 60_000;

/** Removes the old builds earlier builds set aside and their removers left (killed, or the machine stopped); one still being removed is left to its remover. */
export function removeLeftBehind(target: string, now = Date.now()) {
  for (const name of oldBuilds(target)) {
    const setAside = Number.parseInt(name.split("-").at(-1) ?? "", 10);
    if (!(now - setAside < LEFT_BEHIND_MS)) rmSync(join(dirname(target), name), { recursive: true, force: true });
  }
}

function run([command, ...args]: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: root, env, stdio: "inherit" });
    child.on("error", fail);
    child.on("exit", (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

/** Whether a process of this machine is still running. */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Claims the right to build into `target` (the file `target`.lock, holding this process's id):
 * a second build while one runs stops at once, saying so, rather than write into the same
 * staging folder. A lock left by a build that was killed is taken over. Gives the release.
 */
export function claimBuild(target: string): () => void {
  const lock = `${target}.lock`;
  for (let tries = 0; tries < 2; tries++) {
    try {
      const fd = openSync(lock, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lock, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number.parseInt(readFileSync(lock, "utf8"), 10);
      if (Number.isInteger(pid) && pid > 0 && running(pid)) {
        throw new Error(`Another build into ${target} is running (process ${pid}); ${target} is left to it. Build again once it has finished.`);
      }
      // Left by a build that no longer runs.
      rmSync(lock, { force: true });
    }
  }
  throw new Error(`Could not claim ${target}.lock to build into ${target}.`);
}

/**
 * Runs `command` (the React Router build) with BUILD_DIR set to a staging folder beside
 * `target`, then `finish` (pipeline/after-build.ts) on it, and swaps it in if both succeed; if
 * either fails, the staging folder goes and `target` is left as it was.
 */
export async function buildInto(target: string, command = reactRouterBuild, env = process.env, finish = finishSite) {
  const release = claimBuild(target);
  try {
    removeLeftBehind(target);
    rmSync(formerOld(target), { recursive: true, force: true });
    const staging = `${target}.next`;
    const clean = () => rmSync(staging, { recursive: true, force: true });
    clean();
    for (const [step, what] of [
      [command, "rendering the pages"],
      [finish, "finishing the site"],
    ] as const) {
      const code = await run(step, { ...env, BUILD_DIR: staging });
      if (code !== 0) {
        clean();
        throw new Error(`The build failed (exit code ${code}, ${what}); ${target} is left as it was.`);
      }
    }
    swapInto(staging, target);
  } finally {
    release();
  }
}

if (import.meta.main) {
  const target = resolve(root, process.env.BUILD_DIR ?? "build");
  try {
    await buildInto(target);
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  }
}
