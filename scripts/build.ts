/**
 * `npm run build`: builds the site beside its folder and puts it in place
 * only when the build has succeeded, so that a failed build leaves the last
 * good site as it was, and `npm run serve` keeps serving through a rebuild.
 *
 * Each language is rendered by a build of its own (pipeline/languages.ts): Gujarati, Hindi,
 * then English; pipeline/after-build.ts then takes the other two into the English build and
 * finishes the site.
 *
 *   npm run build                      into build/
 *   BUILD_DIR=build-e2e npm run build  into another folder
 */
import { spawn } from "node:child_process";
import { existsSync, renameSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { BASE_LOCALE, PREFIXED_LOCALES } from "../app/i18n/languages.ts";
import { languageBuildDirectory } from "../pipeline/languages.ts";

const root = resolve(import.meta.dirname, "..");
const reactRouterBuild = [process.execPath, resolve(root, "node_modules", "@react-router", "dev", "bin.cjs"), "build"];
const finishSite = [process.execPath, resolve(root, "pipeline", "after-build.ts")];

/** Puts the finished build `staging` where `target` is, and removes the old one. */
export function swapInto(staging: string, target: string) {
  const old = `${target}.old`;
  rmSync(old, { recursive: true, force: true });
  // Between the two renames there is no build at all, for a moment; npm run serve waits that out.
  if (existsSync(target)) renameSync(target, old);
  try {
    renameSync(staging, target);
  } catch (error) {
    if (existsSync(old)) renameSync(old, target);
    throw error;
  }
  rmSync(old, { recursive: true, force: true });
}

function run([command, ...args]: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: root, env, stdio: "inherit" });
    child.on("error", fail);
    child.on("exit", (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Runs `command` (the React Router build) once per language, English last, with BUILD_DIR set
 * to a staging folder beside `target` (each other language's beside it), then `finish`
 * (pipeline/after-build.ts) on the staging folder, and swaps it in if every run succeeds; if one
 * fails, the staging folders go and `target` is left as it was.
 */
export async function buildInto(target: string, command = reactRouterBuild, env = process.env, finish = finishSite) {
  const staging = `${target}.next`;
  const folders = [staging, ...PREFIXED_LOCALES.map((locale) => languageBuildDirectory(staging, locale))];
  const clean = () => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true }));
  clean();
  for (const locale of [...PREFIXED_LOCALES, BASE_LOCALE]) {
    const folder = locale === BASE_LOCALE ? staging : languageBuildDirectory(staging, locale);
    const code = await run(command, { ...env, SITE_LOCALE: locale, BUILD_DIR: folder });
    if (code !== 0) {
      clean();
      throw new Error(`The build failed (exit code ${code}, rendering ${locale}); ${target} is left as it was.`);
    }
  }
  const code = await run(finish, { ...env, SITE_LOCALE: BASE_LOCALE, BUILD_DIR: staging });
  if (code !== 0) {
    clean();
    throw new Error(`The build failed (exit code ${code}, finishing the site); ${target} is left as it was.`);
  }
  swapInto(staging, target);
  clean();
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
