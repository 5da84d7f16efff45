/**
 * The JavaScript and CSS a page loads before a visitor does anything, in gzip
 * bytes, read from the built HTML.
 *
 *   node scripts/first-load.ts [path …]
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { pageFile } from "#deploy/generate.ts";
import { parsePage } from "#pipeline/html.ts";
import { pageScripts, pageStyles } from "#pipeline/react-router-output/index.ts";

export const defaultClient = join(import.meta.dirname, "..", "build", "client");

export interface FirstLoad {
  path: string;
  js: number;
  css: number;
  html: number;
}

// What a browser that takes gzip is sent: the build's own .gz copy (pipeline/precompress.ts), as
// npm run serve and deploy/nginx.conf send it, or the file itself where compressing did not pay.
const gzipSize = (file: string) => (existsSync(`${file}.gz`) ? statSync(`${file}.gz`) : statSync(file)).size;

/** The script and style files a page loads before a visitor does anything, by their addresses in the build. */
export function firstLoadFiles(path: string, client = defaultClient): { page: string; scripts: string[]; styles: string[] } {
  // `/kediya` is kediya/index.html; a path ending in .html names the file itself (`/404.html`).
  const page = join(client, pageFile(path));
  const html = readFileSync(page, "utf8");
  // The files the page asks for once its first photo has shown: every module its script imports before it hydrates.
  const scripts = pageScripts(parsePage(html));
  const styles = pageStyles(html);
  return { page, scripts, styles };
}

export function firstLoad(path: string, client = defaultClient): FirstLoad {
  const { page, scripts, styles } = firstLoadFiles(path, client);
  const sum = (list: string[]) => list.reduce((total, url) => total + gzipSize(join(client, url)), 0);
  return { path, js: sum(scripts), css: sum(styles), html: gzipSize(page) };
}

if (import.meta.main) {
  const paths = process.argv.slice(2);
  for (const path of paths.length ? paths : ["/", "/kediya"]) {
    const { js, css, html } = firstLoad(path);
    console.log(`${path}\tJS ${js} B\tCSS ${css} B\tHTML ${html} B (gzip)`);
  }
}
