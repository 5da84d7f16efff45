/**
 * Writes each host's configuration from deploy/headers.ts into a finished
 * build, with the hashes of each page's inline scripts as the build leaves the page
 * (`finishPage`):
 *   <build>/client/**.html                 the page's own policy as a <meta> (every host, GitHub Pages too)
 *   <build>/client/_headers               Netlify and Cloudflare Pages
 *   <build>/deploy/site-headers.conf       the headers, included by deploy/nginx.conf
 *   <build>/deploy/editor-headers.conf     the same for the owner's editor at /admin/
 *   <build>/deploy/csp-map.conf            each page's policy by path, for nginx's http block
 *   <build>/deploy/search-map.conf         search's copies with results by query, for nginx's http block
 *   <build>/deploy/headers.json            what `npm run serve` sends
 */
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { addPolicy, inlineScripts, parsePage, writePage, type Document } from "#pipeline/html.ts";
import { dirname, join } from "node:path";
import { EDITOR_FOLDER } from "#app/content/content-paths.ts";
import {
  CACHE_IMMUTABLE,
  EDITOR_HEADERS,
  HSTS,
  contentSecurityPolicy,
  editorPolicy,
  inlineScriptHashes,
  securityHeaders,
  sharedPolicy,
} from "#deploy/headers.ts";

export interface DeployHeaders {
  /** Sent with every response. */
  common: Record<string, string>;
  /** The Content-Security-Policy of each page, by its file ("/kediya/index.html"). */
  pages: Record<string, string>;
  /** The path the site is served under ("/", or "/shop/" for a project site). */
  basePath: string;
  /** Sent with everything under /admin/ (the owner's editor) in place of the same common headers. */
  editor: Record<string, string>;
  /** The copy of search with a query's results in it, by search page and query as `queryKey` writes it ("/gu/search?bandhni"): its file. */
  searchPages: Record<string, string>;
}

/** Whether a file of the build ("/admin/index.html") is part of the owner's editor. */
export const isEditorFile = (file: string) => file.startsWith(`/${EDITOR_FOLDER}/`);

type Headers = Record<string, string>;
const block = (path: string, headers: Headers) => [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)];

/**
 * Netlify's and Cloudflare's _headers. Both send every rule that matches, and
 * two policies both apply, so the site's policy cannot sit on `/*` beside the
 * editor's: it goes on each of the site's own top-level files and folders.
 */
function cdnHeaders(client: string, common: Headers): string {
  const { "Cross-Origin-Opener-Policy": opener, ...everywhere } = common;
  const site = { "Content-Security-Policy": sharedPolicy(), "Cross-Origin-Opener-Policy": opener };
  const editor = { "Content-Security-Policy": editorPolicy(), ...EDITOR_HEADERS };
  const entries = readdirSync(client, { withFileTypes: true }).filter(
    (entry) => entry.name !== EDITOR_FOLDER && entry.name !== "_headers" && !/\.(gz|br)$/.test(entry.name),
  );
  return [
    ...block("/*", { ...everywhere, "Strict-Transport-Security": HSTS }),
    ...block("/assets/*", { "Cache-Control": CACHE_IMMUTABLE }),
    ...block(`/${EDITOR_FOLDER}`, editor),
    ...block(`/${EDITOR_FOLDER}/*`, editor),
    ...block("/", site),
    ...entries.flatMap((entry) => [...block(`/${entry.name}`, site), ...(entry.isDirectory() ? block(`/${entry.name}/*`, site) : [])]),
    "",
  ].join("\n");
}

/** The file a page address is served from: "/kediya" and "/kediya/" are "/kediya/index.html". */
export function pageFile(pathname: string): string {
  const path = pathname.replace(/\/+$/, "");
  return path.endsWith(".html") ? path : `${path}/index.html`;
}

/** `text` as a regular expression that matches it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

export interface DeployOptions {
  /**
   * What the build does to each page of the site (`file`, "/kediya/index.html"; not the owner's
   * editor's) before its policy is worked out, so that a page is read and written once: the
   * scripts it then has are those the policy allows.
   */
  finishPage?: (document: Document, file: string) => void;
  /** Search's copies with their results in them (app/search/search-copies.server.ts): the hosts that choose a file by the query answer each query with its copy. */
  searchCopies?: SearchCopyFile[];
  /**
   * The pages to write from a finished page, by its file ("/order/index.html"): each copy is the
   * page with its change, which touches no script, so it has the page's policy.
   */
  pageCopies?: Map<string, PageCopy[]>;
}

/** A page the build writes from a finished page: its file ("/order/kediya-3/index.html") and what differs in it. */
export interface PageCopy {
  file: string;
  change: (document: Document) => void;
}

/** A query search's copy `file` answers when asked of `page` ("/gu/search"), as `queryKey` writes it. */
export interface SearchCopyFile {
  page: string;
  query: string;
  file: string;
}

/** ASCII characters a query may hold as they are, unencoded, beside letters and digits. */
const UNRESERVED = /^[-._~!*'()]$/;

/**
 * The pattern nginx compares a request's path and query with ("/gu/search?q=bandhni") for a query
 * `query` asked of `page`: with or without a slash after the page, the query alone, each character
 * as a browser or a form may send it (a space as + or %20, other characters encoded or not, letters
 * in either case, compared without case).
 */
export function searchQueryPattern(page: string, query: string): string {
  const characters = [...query].map((character) => {
    if (/^[a-z0-9]$/i.test(character)) return character;
    if (character === " ") return "(?:\\+|%20)";
    // Encoded as a browser or a form does (encodeURIComponent leaves ' ( ) ! ~ * as they are; they send %27).
    const encoded = [...new TextEncoder().encode(character)].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`).join("");
    // Printable ASCII but the unreserved comes encoded only; a letter of another script, or an unreserved sign, either way.
    return /^[\x20-\x7e]$/.test(character) && !UNRESERVED.test(character) ? encoded : `(?:${escapeRegExp(character)}|${encoded})`;
  });
  // (The parameter's name as the page reads it: q, not Q.)
  return `^${escapeRegExp(page)}/?\\?(?-i:q)=${characters.join("")}$`;
}

export function writeDeployConfig(buildDirectory: string, basePath = "/", { finishPage, searchCopies = [], pageCopies }: DeployOptions = {}): DeployHeaders {
  const client = join(buildDirectory, "client");
  const files = readdirSync(client, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html"));
  const pages: Record<string, string> = {};
  const copied = new Set<string>();
  // Each page, read and written by an HTML parser (pipeline/html.ts): the build finishes it, and it gets its policy.
  for (const file of files) {
    const document = parsePage(readFileSync(join(client, file), "utf8"));
    const editor = isEditorFile(`/${file}`);
    if (!editor) finishPage?.(document, `/${file}`);
    const hashes = inlineScriptHashes(inlineScripts(document));
    pages[`/${file}`] = editor ? editorPolicy() : contentSecurityPolicy(hashes);
    addPolicy(document, editor ? editorPolicy({ meta: true }) : contentSecurityPolicy(hashes, { meta: true }));
    writeFileSync(join(client, file), writePage(document));
    for (const copy of pageCopies?.get(`/${file}`) ?? []) {
      copied.add(`/${file}`);
      copy.change(document);
      pages[copy.file] = pages[`/${file}`];
      mkdirSync(dirname(join(client, copy.file)), { recursive: true });
      writeFileSync(join(client, copy.file), writePage(document));
    }
  }
  const uncopied = [...(pageCopies?.keys() ?? [])].filter((file) => !copied.has(file) && pageCopies?.get(file)?.length);
  if (uncopied.length > 0) throw new Error(`No page ${uncopied.join(", ")} to write its copies from: the build has no such page`);
  const common = securityHeaders();

  const editor = { ...common, ...EDITOR_HEADERS };
  writeFileSync(join(client, "_headers"), cdnHeaders(client, common));

  const deploy = join(buildDirectory, "deploy");
  mkdirSync(deploy, { recursive: true });
  const nginxHeaders = (headers: Headers) =>
    [
      ...Object.entries({ ...headers, "Strict-Transport-Security": HSTS }).map(([name, value]) => `add_header ${name} "${value}" always;`),
      "add_header Content-Security-Policy $page_csp always;",
      "",
    ].join("\n");
  writeFileSync(join(deploy, "site-headers.conf"), nginxHeaders(common));
  writeFileSync(join(deploy, "editor-headers.conf"), nginxHeaders(editor));
  // nginx sees "/kediya/index.html" (or "//index.html" for the home page) once try_files has found the file.
  const entries = Object.entries(pages)
    .filter(([file]) => file.endsWith("/index.html"))
    .map(([file, policy]) => {
      const dir = file.replace(/\/index\.html$/, "");
      return `    "~^/*${escapeRegExp(dir)}/+(index\\.html)?$" "${policy}";`;
    });
  // A language's not-found page (/gu/404.html), which nginx serves in place of a missing page under /gu/.
  const notFoundPages = Object.entries(pages)
    .filter(([file]) => /^\/[a-z]+\/404\.html$/.test(file))
    .map(([file, policy]) => `    "${file}" "${policy}";`);
  entries.push(...notFoundPages);
  writeFileSync(join(deploy, "csp-map.conf"), `map $uri $page_csp {\n    default "${pages["/404.html"]}";\n${entries.join("\n")}\n}\n`);
  // Search's copies with results: nginx compares the path and the query as they came.
  const searchEntries = searchCopies.map(({ page, query, file }) => `    "~*${searchQueryPattern(page, query)}" "${file}";`);
  writeFileSync(join(deploy, "search-map.conf"), `map $uri$is_args$args $search_copy {\n    default "";\n${searchEntries.join("\n")}\n}\n`);
  const searchPages = Object.fromEntries(searchCopies.map(({ page, query, file }) => [`${page}?${query}`, file]));
  const headers = { common, pages, basePath, editor, searchPages };
  writeFileSync(join(deploy, "headers.json"), JSON.stringify(headers, null, 2));
  return headers;
}
