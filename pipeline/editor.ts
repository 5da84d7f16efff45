/**
 * The owner's editor at /admin/: Sveltia CMS, copied from its npm package into
 * the build (no CDN), with a configuration made from the content schema. It
 * commits to the site's GitHub repository; the host then rebuilds the site.
 *
 *   <build>/client/admin/index.html      the page: the editor's script and nothing else
 *   <build>/client/admin/config.json     pipeline/editor-config.ts
 *   <build>/client/admin/sveltia-cms.js  the editor itself
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { EDITOR_FOLDER } from "#app/content/content-paths.ts";
import { readContent } from "#app/content/read-content.ts";
import { pick } from "#app/content/translatable.ts";
import { buildEnv, siteUrl } from "#app/content/site-url.ts";
import { escapeXml } from "#app/utils/escape-xml.ts";
import { editorConfig, type EditorTarget } from "#pipeline/editor-config.ts";

export const EDITOR_SCRIPT = "sveltia-cms.js";

type Env = Record<string, string | undefined>;

const REPO = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;

/** owner/name from a GitHub address (https://github.com/owner/name.git, git@github.com:owner/name), or undefined. */
export function githubRepo(address: string | undefined): string | undefined {
  const match = address?.trim().match(/github\.com[/:]([A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+?)(?:\.git)?\/?$/);
  return match?.[1];
}

function originRepo(): string | undefined {
  const origin = spawnSync("git", ["config", "--get", "remote.origin.url"], { encoding: "utf8" });
  return origin.status === 0 ? githubRepo(origin.stdout) : undefined;
}

/**
 * The repository the editor commits to: CMS_REPO, or what the host says
 * (GitHub Actions' GITHUB_REPOSITORY, Netlify's REPOSITORY_URL), or the clone's
 * own origin on GitHub. Undefined when none says; a CMS_REPO that is not
 * owner/name stops the build, naming it.
 */
export function editorTarget(env: Env = buildEnv(), origin = originRepo): EditorTarget | undefined {
  const set = env.CMS_REPO?.trim();
  if (set && !REPO.test(set)) {
    throw new Error(`CMS_REPO="${set}" is not a GitHub repository: give it as owner/name, such as tailor/catalogue.`);
  }
  const repo = set || env.GITHUB_REPOSITORY || githubRepo(env.REPOSITORY_URL) || origin();
  if (!repo) return undefined;
  const branch = env.CMS_BRANCH?.trim() || env.BRANCH || env.CF_PAGES_BRANCH || "main";
  const authUrl = env.CMS_AUTH_URL?.trim();
  if (authUrl && !/^https:\/\/[^/\s]+\/?$/.test(authUrl)) {
    throw new Error(`CMS_AUTH_URL="${authUrl}" must be the sign-in helper's address, such as https://auth.example.workers.dev`);
  }
  return { repo, branch, ...(authUrl ? { authUrl: authUrl.replace(/\/$/, "") } : {}) };
}

const page = (business: string, body: string, head = "") => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8"/>
<meta name="viewport" content="width=device-width, initial-scale=1"/>
<meta name="robots" content="noindex, nofollow"/>
<title>${escapeXml(business)}: editor</title>
${head}</head>
<body>
${body}
</body>
</html>
`;

/**
 * The editor's page (its files under `folder`, such as /admin/, so that /admin
 * without its slash works too); without a repository to commit to, a page that
 * says what to set instead.
 */
export function editorPage(business: string, folder: string, ready: boolean): string {
  if (ready) {
    return page(
      business,
      `<script src="${folder}${EDITOR_SCRIPT}"></script>`,
      `<link rel="cms-config-url" href="${folder}config.json" type="application/json"/>\n`,
    );
  }
  return page(
    business,
    `<main>
<h1>The editor is not set up yet</h1>
<p>It needs to know the site's GitHub repository. Set <code>CMS_REPO</code> to it (such as <code>tailor/catalogue</code>) in the host's build settings and build again: see "Setting up the editor" in docs/editing.md.</p>
</main>`,
  );
}

const editorScript = () => join(dirname(fileURLToPath(import.meta.resolve("@sveltia/cms"))), "..", "dist", EDITOR_SCRIPT);

/**
 * The fonts the editor's styles name on the jsDelivr CDN, served by the site
 * instead from the same Fontsource packages: the editor then works, icons and
 * all, on a network that reaches only the site and GitHub.
 */
const EDITOR_FONTS = [
  {
    cdn: /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/source-sans-3:vf@[\d.]+\/latin-wght-normal\.woff2/g,
    file: "@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2",
  },
  {
    cdn: /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/noto-mono@[\d.]+\/latin-400-normal\.woff2/g,
    file: "@fontsource/noto-mono/files/noto-mono-latin-400-normal.woff2",
  },
  {
    cdn: /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/material-symbols-outlined:vf@[\d.]+\/latin-wght-normal\.woff2/g,
    file: "@fontsource-variable/material-symbols-outlined/files/material-symbols-outlined-latin-wght-normal.woff2",
  },
];

/**
 * The editor's script pointing at the site's own copies of its fonts (under
 * `fonts`), which are copied into `folder`. A new version that names them
 * otherwise stops the build, rather than quietly fetching them from the CDN.
 */
function withOwnFonts(script: string, folder: string, fonts: string): string {
  mkdirSync(join(folder, "fonts"), { recursive: true });
  return EDITOR_FONTS.reduce((text, { cdn, file }) => {
    const name = basename(file);
    if (text.search(cdn) === -1) throw new Error(`The editor's script no longer names ${name} where it did: update EDITOR_FONTS in pipeline/editor.ts.`);
    copyFileSync(fileURLToPath(import.meta.resolve(file)), join(folder, "fonts", name));
    return text.replace(cdn, `${fonts}${name}`);
  }, script);
}

/** Writes the editor into `client` (build/client) for a site under `basePath` ("/", "/shop/"), and says when it has no repository to commit to. */
export function writeEditor(
  client: string,
  basePath: string,
  { env = buildEnv(), warn = console.warn, origin = originRepo }: { env?: Env; warn?: (message: string) => void; origin?: () => string | undefined } = {},
): void {
  const { site, collections } = readContent();
  const target = editorTarget(env, origin);
  const folder = join(client, EDITOR_FOLDER);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, "index.html"), editorPage(site.business.name, `${basePath}${EDITOR_FOLDER}/`, target !== undefined));
  if (!target) {
    warn("The editor at /admin/ has no repository to commit to: set CMS_REPO=owner/name (see docs/editing.md).");
    return;
  }
  const config = editorConfig(target, {
    siteUrl: siteUrl(env, null),
    basePath,
    business: site.business.name,
    collections: collections.map(({ slug, heading, lastNumber }) => ({ slug, heading: pick(heading, "en"), next: lastNumber + 1 })),
  });
  writeFileSync(join(folder, "config.json"), `${JSON.stringify(config, null, 2)}\n`);
  // Without its source map (8 MB): the comment would only send the browser's tools after a missing file.
  const script = readFileSync(editorScript(), "utf8").replace(/\n\/\/# sourceMappingURL=\S+\s*$/, "\n");
  writeFileSync(join(folder, EDITOR_SCRIPT), withOwnFonts(script, folder, `${basePath}${EDITOR_FOLDER}/fonts/`));
}
