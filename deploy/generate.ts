/**
 * Writes each host's configuration from deploy/headers.ts into a finished
 * build, with the hashes of each page's inline scripts:
 *   <build>/client/**.html                 the page's own policy as a <meta> (every host, GitHub Pages too)
 *   <build>/client/_headers               Netlify and Cloudflare Pages
 *   <build>/deploy/site-headers.conf       the headers, included by deploy/nginx.conf
 *   <build>/deploy/csp-map.conf            each page's policy by path, for nginx's http block
 *   <build>/deploy/headers.json            what `npm run serve` sends
 */
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { CACHE_IMMUTABLE, HSTS, contentSecurityPolicy, inlineScriptHashes, securityHeaders, sharedPolicy } from "./headers.ts";

export interface DeployHeaders {
  /** Sent with every response. */
  common: Record<string, string>;
  /** The Content-Security-Policy of each page, by its file ("/kediya/index.html"). */
  pages: Record<string, string>;
  /** The path the site is served under ("/", or "/shop/" for a project site). */
  basePath: string;
}

/** The file a page address is served from: "/kediya" and "/kediya/" are "/kediya/index.html". */
export function pageFile(pathname: string): string {
  const path = pathname.replace(/\/+$/, "");
  return path.endsWith(".html") ? path : `${path}/index.html`;
}

/** `text` as a regular expression that matches it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

export function writeDeployConfig(buildDirectory: string, basePath = "/"): DeployHeaders {
  const client = join(buildDirectory, "client");
  const files = readdirSync(client, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html"));
  const pages: Record<string, string> = {};
  for (const file of files) {
    const html = readFileSync(join(client, file), "utf8");
    const hashes = inlineScriptHashes(html);
    pages[`/${file}`] = contentSecurityPolicy(hashes);
    const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(hashes, { meta: true })}">`;
    writeFileSync(join(client, file), html.replace(/<meta charSet="utf-8"\/>/i, (charset) => charset + meta));
  }
  const common = securityHeaders();

  const lines = (entries: Record<string, string>) => Object.entries(entries).map(([name, value]) => `  ${name}: ${value}`);
  writeFileSync(
    join(client, "_headers"),
    [
      "/*",
      ...lines({ ...common, "Content-Security-Policy": sharedPolicy(), "Strict-Transport-Security": HSTS }),
      "/assets/*",
      ...lines({ "Cache-Control": CACHE_IMMUTABLE }),
      "",
    ].join("\n"),
  );

  const deploy = join(buildDirectory, "deploy");
  mkdirSync(deploy, { recursive: true });
  writeFileSync(
    join(deploy, "site-headers.conf"),
    [
      ...Object.entries({ ...common, "Strict-Transport-Security": HSTS }).map(([name, value]) => `add_header ${name} "${value}" always;`),
      "add_header Content-Security-Policy $page_csp always;",
      "",
    ].join("\n"),
  );
  // nginx sees "/kediya/index.html" (or "//index.html" for the home page) once try_files has found the file.
  const entries = Object.entries(pages)
    .filter(([file]) => file.endsWith("/index.html"))
    .map(([file, policy]) => {
      const dir = file.replace(/\/index\.html$/, "");
      return `    "~^/*${escapeRegExp(dir)}/+(index\\.html)?$" "${policy}";`;
    });
  writeFileSync(
    join(deploy, "csp-map.conf"),
    `map $uri $page_csp {\n    default "${pages["/404.html"]}";\n${entries.join("\n")}\n}\n`,
  );
  const headers = { common, pages, basePath };
  writeFileSync(join(deploy, "headers.json"), JSON.stringify(headers, null, 2));
  return headers;
}
