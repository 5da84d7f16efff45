/**
 * Serves the built site as a static host would: prerendered pages at clean
 * URLs, compressed, hashed assets cached for a year, and the not-found page
 * with a real 404 status.
 *
 *   npm run serve          http://localhost:4173
 *   PORT=8080 HOST=0.0.0.0 npm run serve
 *   BUILD_DIR=build-e2e npm run serve   another build folder
 */
import { existsSync, readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { join } from "node:path";
import compression from "compression";
import sirv from "sirv";
import { pageFile, type DeployHeaders } from "../deploy/generate.ts";
import { CACHE_IMMUTABLE, CACHE_REVALIDATE } from "../deploy/headers.ts";

const build = join(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build");
const root = join(build, "client");
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? "localhost";

if (!existsSync(join(root, "index.html"))) {
  console.error(`No build in ${root}: run "npm run build" first (or "npm start").`);
  process.exit(1);
}

const notFoundPage = readFileSync(join(root, "404.html"));
// The security headers the build wrote for every host (deploy/headers.ts); no HSTS over plain HTTP.
const headers: DeployHeaders = JSON.parse(readFileSync(join(build, "deploy", "headers.json"), "utf8"));

/** Each page's own Content-Security-Policy; anything else gets the not-found page's. */
function policyFor(pathname: string): string {
  return headers.pages[pageFile(pathname)] ?? headers.pages["/404.html"];
}

function setCacheHeaders(res: ServerResponse, pathname: string) {
  // Files under /assets/ carry a content hash in their name: they never change.
  res.setHeader("Cache-Control", pathname.startsWith("/assets/") ? CACHE_IMMUTABLE : CACHE_REVALIDATE);
  // The router's page data (turbo-stream text), fetched when moving between pages.
  if (pathname.endsWith(".data")) res.setHeader("Content-Type", "text/x-script; charset=utf-8");
}

const files = sirv(root, { etag: true, extensions: ["html"], setHeaders: setCacheHeaders });
// Host configuration and the raw not-found page are not pages of the site.
const hidden = new Set(["/_headers", "/404", "/404.html", "/__spa-fallback", "/__spa-fallback.html"]);
const compress = compression();

function notFound(req: IncomingMessage, res: ServerResponse) {
  res.statusCode = 404;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", "no-cache");
  res.end(req.method === "HEAD" ? undefined : notFoundPage);
}

const server = createServer((req, res) => {
  for (const [name, value] of Object.entries(headers.common)) res.setHeader(name, value);
  res.setHeader("Content-Security-Policy", policyFor(new URL(req.url ?? "/", "http://site").pathname));
  compress(req as never, res as never, () => {
    if (hidden.has(new URL(req.url ?? "/", "http://site").pathname)) return notFound(req, res);
    files(req, res, () => notFound(req, res));
  });
});

server.listen(port, host, () => {
  console.log(`Serving ${root} at http://${host}:${port}`);
});
