/**
 * Writes each host's configuration from deploy/headers.ts into a finished
 * build, with the hashes of the inline scripts of every page:
 *   <build>/client/_headers               Netlify and Cloudflare Pages
 *   <build>/client/**.html                 a <meta> policy, for GitHub Pages
 *   <build>/deploy/site-headers.conf       included by deploy/nginx.conf
 *   <build>/deploy/headers.json            read by `npm run serve`
 */
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { CACHE_IMMUTABLE, HSTS, contentSecurityPolicy, inlineScriptHashes, securityHeaders } from "./headers.ts";

export function writeDeployConfig(buildDirectory: string): Record<string, string> {
  const client = join(buildDirectory, "client");
  const pages = readdirSync(client, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html"));
  const html = new Map(pages.map((page) => [page, readFileSync(join(client, page), "utf8")]));
  const hashes = [...html.values()].flatMap(inlineScriptHashes);
  const headers = securityHeaders(contentSecurityPolicy(hashes));

  const metaPolicy = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(hashes, { meta: true })}">`;
  for (const [page, text] of html) {
    writeFileSync(join(client, page), text.replace(/<meta charSet="utf-8"\/>/i, (charset) => charset + metaPolicy));
  }

  const lines = (entries: Record<string, string>) => Object.entries(entries).map(([name, value]) => `  ${name}: ${value}`);
  writeFileSync(
    join(client, "_headers"),
    ["/*", ...lines({ ...headers, "Strict-Transport-Security": HSTS }), "/assets/*", ...lines({ "Cache-Control": CACHE_IMMUTABLE }), ""].join("\n"),
  );

  const deploy = join(buildDirectory, "deploy");
  mkdirSync(deploy, { recursive: true });
  writeFileSync(
    join(deploy, "site-headers.conf"),
    Object.entries({ ...headers, "Strict-Transport-Security": HSTS })
      .map(([name, value]) => `add_header ${name} "${value}" always;`)
      .join("\n") + "\n",
  );
  writeFileSync(join(deploy, "headers.json"), JSON.stringify(headers, null, 2));
  return headers;
}
