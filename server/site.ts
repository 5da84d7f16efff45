/**
 * Answers requests from a build folder as the static hosts do, reading the
 * disk on every request so that a rebuild is served at once: each file is
 * opened before its headers are written, so its length and ETag are those of
 * the bytes sent, and the build's headers.json is re-read whenever it changes.
 */
import { stat, readFile, open, type FileHandle } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join } from "node:path";
import { pipeline } from "node:stream/promises";
import { setTimeout as sleep } from "node:timers/promises";
import type { DeployHeaders } from "#deploy/generate.ts";
import { CACHE_IMMUTABLE, CACHE_REVALIDATE } from "#deploy/headers.ts";
import { isEditorFile } from "#deploy/generate.ts";
import { COMPRESSIBLE, ENCODINGS } from "#pipeline/precompress.ts";
import { contentType } from "#server/content-type.ts";
import { acceptedEncodings, type Encoding } from "#server/encoding.ts";
import { requestPath } from "#server/request-path.ts";
import { PREFIXED_LOCALES } from "#app/i18n/languages.ts";
import { designInAddress, ORDER_PATH, orderFilePath } from "#app/content/catalogue-pages.ts";
import { queryKey } from "#app/search/found-copy.ts";

/** The not-found page for an address: a language's own under its prefix (/gu/404.html), else English's. */
const notFoundPage = (path: string | undefined) => {
  const prefix = path?.split("/")[1]?.toLowerCase();
  return prefix && (PREFIXED_LOCALES as readonly string[]).includes(prefix) ? `/${prefix}/404.html` : "/404.html";
};

/** Host configuration, the raw not-found pages and the SPA fallback are not pages of the site. */
const HIDDEN = new Set([
  "/_headers",
  "/__spa-fallback",
  "/__spa-fallback.html",
  ...["", ...PREFIXED_LOCALES.map((locale) => `/${locale}`)].flatMap((prefix) => [`${prefix}/404`, `${prefix}/404.html`]),
]);
const isHidden = (path: string) => {
  const name = path.replace(/\/$/, "").toLowerCase();
  return HIDDEN.has(name) || name.endsWith(ENCODINGS.br) || name.endsWith(ENCODINGS.gzip);
};

/** The path within the site of a request under its base path ("/shop/kediya" is "/kediya"), or undefined outside it. */
export function withinBasePath(path: string, basePath: string): string | undefined {
  if (basePath === "/") return path;
  if (path === basePath.slice(0, -1)) return "/";
  return path.startsWith(basePath) ? path.slice(basePath.length - 1) : undefined;
}

/** The order pages of the site's languages: /order, /gu/order, /hi/order. */
const ORDER_PAGES = new Set(["", ...PREFIXED_LOCALES.map((locale) => `/${locale}`)].map((prefix) => `${prefix}${ORDER_PATH}`));

/**
 * The page of the one design an order's address names, as deploy/nginx.conf finds it: /order?design=kediya-3
 * is /order/kediya-3, the same page naming that design to a browser that runs no script. Undefined for
 * any other address, and for an order of several designs, which /order itself answers.
 */
export function orderPageOf(path: string, query: string): string | undefined {
  const page = path.replace(/\/$/, "");
  if (!ORDER_PAGES.has(page)) return undefined;
  const designs = new URLSearchParams(query).getAll("design");
  const design = designs.length === 1 ? designInAddress(designs[0]) : undefined;
  return design && `${page.slice(0, -ORDER_PATH.length)}${orderFilePath(design)}/index.html`;
}

/**
 * The copy of search with a query's results in it, as deploy/nginx.conf finds it: /gu/search?q=bandhni
 * is /gu/search/for/bandhani-2/index.html, where the build made one for that query (`searchPages`,
 * by search page and query as `queryKey` writes it). Undefined for any other address, and for a
 * query with anything beside it (filters, "Show more"), which search itself answers.
 */
export function searchPageOf(path: string, query: string, searchPages: Record<string, string> = {}): string | undefined {
  const page = path.replace(/\/$/, "");
  const params = [...new URLSearchParams(query)];
  if (params.length !== 1 || params[0][0] !== "q") return undefined;
  return Object.hasOwn(searchPages, `${page}?${queryKey(params[0][1])}`) ? searchPages[`${page}?${queryKey(params[0][1])}`] : undefined;
}

/**
 * Whether an If-None-Match header matches the file's tag, as HTTP compares them for it (RFC 9110,
 * 13.1.2): "*" matches any file there is, and a weak tag (W/"…") matches its strong twin.
 */
export function notModified(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const tags = header.split(",").map((tag) => tag.trim().replace(/^W\//, ""));
  return tags.includes("*") || tags.includes(etag);
}

/** Error answers are plain text: nothing in them may run. */
const ERROR_POLICY = "default-src 'none'; frame-ancestors 'none'";

interface Build {
  /** Changes whenever headers.json is replaced or rewritten, as every build does. */
  key: string;
  headers: DeployHeaders;
}

interface Found {
  handle: FileHandle;
  /** The file asked for, from the client folder ("/kediya/index.html"). */
  file: string;
  encoding?: Encoding;
  size: number;
  mtime: Date;
}

export interface SiteOptions {
  /** How long a request waits for a build being swapped in before it gets 503. */
  waitMs?: number;
}

export function siteHandler(buildDir: string, { waitMs = 2000 }: SiteOptions = {}) {
  const client = join(buildDir, "client");
  const headersFile = join(buildDir, "deploy", "headers.json");
  let last: Build | undefined;
  /** The one reading of a new headers.json under way: requests that arrive meanwhile wait for it rather than read it too. */
  let reading: { key: string; build: Promise<Build | undefined> } | undefined;

  async function readBuild(key: string): Promise<Build | undefined> {
    const text = await readFile(headersFile, "utf8").catch(() => "");
    // Being written (a build into this very folder): wait for the whole of it.
    if (!text.trim().endsWith("}")) return undefined;
    return (last = { key, headers: JSON.parse(text) });
  }

  /** The build in place now, or `undefined` while there is none (mid-swap). */
  async function currentBuild(): Promise<Build | undefined> {
    const info = await stat(headersFile).catch((error) => (error.code === "ENOENT" ? undefined : Promise.reject(error)));
    if (!info) return undefined;
    const key = `${info.ino}:${info.mtimeMs}:${info.size}`;
    if (last?.key === key) return last;
    if (reading?.key !== key) {
      const build = readBuild(key);
      reading = { key, build };
      // A file caught half-written, or unreadable, is read again by the next request.
      const forget = () => {
        if (reading?.build === build) reading = undefined;
      };
      build.then((found) => found ?? forget(), forget);
    }
    return reading.build;
  }

  async function openOne(file: string, encoding?: Encoding): Promise<Found | undefined> {
    const handle = await open(join(client, encoding ? file + ENCODINGS[encoding] : file)).catch(() => undefined);
    if (!handle) return undefined;
    const info = await handle.stat();
    if (info.isFile()) return { handle, file, encoding, size: info.size, mtime: info.mtime };
    await handle.close();
    return undefined;
  }

  /** Opens the file for `path` (`/kediya` is kediya/index.html), its best compressed copy if the client takes one. */
  async function openFile(path: string, req: IncomingMessage): Promise<Found | undefined> {
    const candidates = path.endsWith("/") ? [`${path}index.html`] : [path, `${path}/index.html`];
    for (const file of candidates) {
      const plain = await openOne(file);
      if (!plain) continue;
      if (!COMPRESSIBLE.has(extname(file))) return plain;
      for (const encoding of acceptedEncodings(req.headers["accept-encoding"])) {
        const encoded = await openOne(file, encoding);
        if (encoded) {
          await plain.handle.close();
          return encoded;
        }
      }
      return plain;
    }
    return undefined;
  }

  function setCommonHeaders(res: ServerResponse, build: Build | undefined) {
    for (const [name, value] of Object.entries(build?.headers.common ?? {})) res.setHeader(name, value);
  }

  function sendError(res: ServerResponse, build: Build | undefined, status: number, message: string, headers: Record<string, string> = {}) {
    setCommonHeaders(res, build);
    res.writeHead(status, {
      ...headers,
      "Content-Security-Policy": ERROR_POLICY,
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
    });
    res.end(`${message}\n`);
  }

  async function send(req: IncomingMessage, res: ServerResponse, build: Build, found: Found, status: number) {
    const { pages, editor } = build.headers;
    setCommonHeaders(res, build);
    if (isEditorFile(found.file)) for (const [name, value] of Object.entries(editor ?? {})) res.setHeader(name, value);
    res.setHeader("Content-Security-Policy", pages[found.file] ?? pages["/404.html"]);
    res.setHeader("Content-Type", contentType(found.file));
    if (COMPRESSIBLE.has(extname(found.file))) res.setHeader("Vary", "Accept-Encoding");
    if (found.encoding) res.setHeader("Content-Encoding", found.encoding);
    if (status === 404) {
      res.setHeader("Cache-Control", "no-cache");
    } else {
      // Files under /assets/ carry a content hash in their name: they never change.
      res.setHeader("Cache-Control", found.file.startsWith("/assets/") ? CACHE_IMMUTABLE : CACHE_REVALIDATE);
      const etag = `"${found.size.toString(36)}-${found.mtime.getTime().toString(36)}${found.encoding ? `-${found.encoding}` : ""}"`;
      res.setHeader("ETag", etag);
      res.setHeader("Last-Modified", found.mtime.toUTCString());
      if (notModified(req.headers["if-none-match"], etag)) {
        await found.handle.close();
        res.writeHead(304).end();
        return;
      }
    }
    res.setHeader("Content-Length", found.size);
    res.writeHead(status);
    if (req.method === "HEAD" || found.size === 0) {
      await found.handle.close();
      res.end();
      return;
    }
    // The handle was opened before the headers were written: a rebuild now cannot change what is sent.
    const body = found.handle.createReadStream({ start: 0, end: found.size - 1 });
    await pipeline(body, res).catch((error) => {
      body.destroy();
      // A visitor who left before the end is no error of ours.
      if (!res.destroyed) throw error;
    });
  }

  return async function handle(req: IncomingMessage, res: ServerResponse) {
    const target = requestPath(req.url ?? "/");
    if ("error" in target) return sendError(res, last, 400, `Bad request: ${target.error}.`);
    if (req.method !== "GET" && req.method !== "HEAD") {
      return sendError(res, last, 405, `Method ${req.method} is not allowed: this site only answers GET and HEAD.`, { Allow: "GET, HEAD" });
    }
    const deadline = Date.now() + waitMs;
    for (;;) {
      const build = await currentBuild();
      if (build) {
        const path = withinBasePath(target.path, build.headers.basePath ?? "/");
        const shown = path !== undefined && !isHidden(path);
        const chosen = shown ? (orderPageOf(path, target.query) ?? searchPageOf(path, target.query, build.headers.searchPages)) : undefined;
        const found =
          (chosen && (await openFile(chosen, req))) ||
          (shown && (await openFile(path, req))) ||
          (await openFile(notFoundPage(path), req)) ||
          (await openFile("/404.html", req));
        // A build swapped in meanwhile may have given us the other build's file: start again.
        const now = await currentBuild();
        if (now?.key === build.key) {
          if (found) return send(req, res, build, found, found.file.endsWith("/404.html") ? 404 : 200);
          return sendError(res, build, 404, "Not found.");
        }
        await found?.handle.close();
      }
      if (Date.now() > deadline) return sendError(res, last, 503, "The site is being updated: try again in a moment.", { "Retry-After": "1" });
      await sleep(50);
    }
  };
}
