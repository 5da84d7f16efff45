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
import { createServer, type ServerResponse } from "node:http";
import { join } from "node:path";
import compression from "compression";
import sirv from "sirv";

const root = join(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build", "client");
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? "localhost";

if (!existsSync(join(root, "index.html"))) {
  console.error(`No build in ${root}: run "npm run build" first (or "npm start").`);
  process.exit(1);
}

const notFoundPage = readFileSync(join(root, "404.html"));

function setCacheHeaders(res: ServerResponse, pathname: string) {
  // Files under /assets/ carry a content hash in their name: they never change.
  const cacheControl = pathname.startsWith("/assets/")
    ? "public, max-age=31536000, immutable"
    : "public, max-age=0, must-revalidate";
  res.setHeader("Cache-Control", cacheControl);
  // The router's page data (turbo-stream text), fetched when moving between pages.
  if (pathname.endsWith(".data")) res.setHeader("Content-Type", "text/x-script; charset=utf-8");
  res.setHeader("X-Content-Type-Options", "nosniff");
}

const files = sirv(root, { etag: true, extensions: ["html"], setHeaders: setCacheHeaders });
const compress = compression();

const server = createServer((req, res) => {
  compress(req as never, res as never, () => {
    files(req, res, () => {
      res.statusCode = 404;
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader("Cache-Control", "no-cache");
      res.end(req.method === "HEAD" ? undefined : notFoundPage);
    });
  });
});

server.listen(port, host, () => {
  console.log(`Serving ${root} at http://${host}:${port}`);
});
