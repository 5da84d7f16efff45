/**
 * Writes a gzip (`.gz`) and a brotli (`.br`) copy beside every text file of a
 * build, once: `npm run serve` and nginx (`gzip_static`, `brotli_static`) send
 * these instead of compressing each response. Scripts, styles and the other
 * files get brotli's strongest setting; the pages and their data, thousands in
 * a large catalogue and rewritten by every build, a quicker one (`PAGE_QUALITY`,
 * `rewrittenByEveryBuild`).
 *
 * The copies are kept in a cache named by what they were made from (`CACHE_DIR`): a build
 * compresses only the files the last builds did not have, and links the others' from there. A
 * build with nothing changed compresses nothing; adding one design to a 1,000-design catalogue
 * changes 9,973 of its 12,330 files (each photo page of its collection counts its photos, each
 * order page's copy every collection's designs), so a fifth are linked.
 */
import { createHash } from "node:crypto";
import { copyFileSync, linkSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { readdir, rm, stat } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { basename, dirname, extname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

/** The kinds of file worth compressing; images and fonts are compressed already. */
export const COMPRESSIBLE = new Set([".html", ".js", ".css", ".svg", ".json", ".webmanifest", ".xml", ".txt", ".data"]);

/** Below this, the saving is smaller than the headers that announce it. */
export const MIN_SIZE = 256;

export const ENCODINGS = { br: ".br", gzip: ".gz" } as const;

/**
 * Brotli's quality for pages (.html) and their data (.data). Measured on the 1,300 pages of
 * a 300-photo catalogue in three languages (docs/decisions/007-speed-attempts.md): quality 11
 * took 27 s for the HTML alone, quality 7 0.7 s, for copies 11 % larger (still 9 % smaller than
 * gzip's); quality 9 is as large as 7 and ten times slower.
 */
export const PAGE_QUALITY = 7;
const PAGES = new Set([".html", ".data", ".xml"]);

/**
 * Whether a file is one of those every build rewrites by the thousand, which get `PAGE_QUALITY`: the
 * pages, their data, a catalogue page's photos (/kediya/photos/2.json, read by "Show more") and the
 * sitemap. At 1,000 designs the photos' files (2.5 MB) and the sitemap (1.9 MB) took 10 s of
 * brotli's strongest setting at each build, and every new design changes them. Search's index
 * files (3 MB), which a searching visitor downloads whole, keep it: they are 12 % smaller so.
 */
export const rewrittenByEveryBuild = (file: string) => PAGES.has(extname(file)) || (extname(file) === ".json" && basename(dirname(file)) === "photos");

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Brotli's window for a file of `size` bytes: the smallest that holds all of it. Brotli's own
 * (4 MB) is set up for each file compressed, and a page is tens of kilobytes: with it, the
 * kernel's time clearing memory was more than half of compressing a 1,000-design catalogue's
 * pages, which took four times as long (7.5 s against 1.9 s for 4,000 of them), for copies of the
 * same size.
 */
export const windowFor = (size: number) =>
  Math.min(constants.BROTLI_MAX_WINDOW_BITS, Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(size + 16))));

function compress(data: Buffer, quality: number) {
  return Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        [constants.BROTLI_PARAM_LGWIN]: windowFor(data.length),
      },
    }),
    gz(data, { level: constants.Z_BEST_COMPRESSION }),
  ]);
}

/** Where the copies are kept between builds, beside the build's other caches (docs/deploying.md). */
export const CACHE_DIR = "node_modules/.cache/precompress";

/**
 * A copy no build has used for this long leaves the cache. By age rather than by build: the
 * builds of one project (build, build-e2e and build-shop, say) share the cache and would otherwise
 * remove each other's copies.
 */
export const CACHE_RETENTION_MS = 24 * 60 * 60_000;

/** Part of every copy's name: changed when the way copies are made changes, so that old ones are not used. */
const RECIPE = `${process.versions.zlib}:${process.versions.brotli}:gzip ${constants.Z_BEST_COMPRESSION}:brotli window fitted`;

/** The copies of one file in the cache: the content's hash and the brotli quality name them. */
function cacheEntry(cacheDir: string, data: Buffer, quality: number) {
  const key = createHash("sha256").update(`${RECIPE}:brotli ${quality}\n`).update(data).digest("hex");
  const base = join(cacheDir, key.slice(0, 2), key);
  return { dir: join(cacheDir, key.slice(0, 2)), br: base + ENCODINGS.br, gzip: base + ENCODINGS.gzip };
}

type Entry = ReturnType<typeof cacheEntry>;

/** The sizes of a cached entry's copies, marked as used now; undefined when it is not (all) there. */
function fromCache(entry: Entry): { br: number; gzip: number } | undefined {
  try {
    const [br, gzipped] = [statSync(entry.br), statSync(entry.gzip)];
    const now = new Date();
    utimesSync(entry.br, now, now);
    utimesSync(entry.gzip, now, now);
    return { br: br.size, gzip: gzipped.size };
  } catch {
    return undefined;
  }
}

/**
 * Keeps a file's copies, each written whole under a name of its own and then renamed, so that a
 * build stopped halfway, or another writing the same copy, never leaves half a copy. The cache
 * only saves time: should it not be writable (a full disk, say), the build goes on without it.
 */
function keep(entry: Entry, br: Buffer, gzipped: Buffer): boolean {
  try {
    mkdirSync(entry.dir, { recursive: true });
    for (const [target, data] of [
      [entry.br, br],
      [entry.gzip, gzipped],
    ] as const) {
      const partial = `${target}.${process.pid}.partial`;
      writeFileSync(partial, data);
      renameSync(partial, target);
    }
    return true;
  } catch {
    // Without the copy, the next build compresses the file again.
    return false;
  }
}

/**
 * Puts a cached copy in the build: a second name for the same file, or, where the cache is on
 * another disk than the build, a copy. Linking is ten times quicker: writing 24,000 copies took 8 s
 * of a 1,000-design build, linking them under 1 s.
 */
function place(cached: string, target: string): void {
  unlinked(target);
  try {
    linkSync(cached, target);
  } catch {
    copyFileSync(cached, target);
  }
}

/**
 * Takes away a copy a build folder already has (one compressed a second time), rather than write
 * into it: it may be a second name of a cached copy, which would then hold another file's.
 */
const unlinked = (target: string) => rmSync(target, { force: true });

/** Writes a new copy into the build. */
function writeCopy(target: string, data: Buffer): void {
  unlinked(target);
  writeFileSync(target, data);
}

/**
 * Compresses one file, or copies its copies from the cache; whether it got at least one copy, and
 * whether from the cache. Only the compression waits on libuv's threads: the file's reading and
 * the copies' writing, a fraction of a millisecond each, do not queue there behind the other
 * files' compression. With them there, compressing a 1,000-design catalogue's 12,300 files took
 * 21 to 35 s; without, 13 to 14 s.
 */
async function compressFile(file: string, cacheDir: string): Promise<{ copied: boolean; cached: boolean }> {
  const data = readFileSync(file);
  if (data.length < MIN_SIZE) return { copied: false, cached: false };
  const quality = rewrittenByEveryBuild(file) ? PAGE_QUALITY : constants.BROTLI_MAX_QUALITY;
  const entry = cacheEntry(cacheDir, data, quality);
  // A copy that does not shrink the file would only cost a lookup.
  const shrinks = (size: number) => size < data.length;
  const sizes = fromCache(entry);
  if (sizes) {
    if (shrinks(sizes.br)) place(entry.br, file + ENCODINGS.br);
    if (shrinks(sizes.gzip)) place(entry.gzip, file + ENCODINGS.gzip);
    return { copied: shrinks(sizes.br) || shrinks(sizes.gzip), cached: true };
  }
  const [br, gzipped] = await compress(data, quality);
  // Written once, into the cache, and put in the build from there, as an earlier build's are.
  const kept = keep(entry, br, gzipped);
  for (const [copy, target, compressed] of [
    [entry.br, file + ENCODINGS.br, br],
    [entry.gzip, file + ENCODINGS.gzip, gzipped],
  ] as const) {
    if (!shrinks(compressed.length)) continue;
    if (kept) place(copy, target);
    else writeCopy(target, compressed);
  }
  return { copied: shrinks(br.length) || shrinks(gzipped.length), cached: false };
}

/** Removes the cached copies no build has used within `CACHE_RETENTION_MS`, and any partial copy as old. */
async function pruneCache(cacheDir: string): Promise<void> {
  const now = Date.now();
  const entries = await readdir(cacheDir, { recursive: true, withFileTypes: true }).catch(() => []);
  await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const file = join(entry.parentPath, entry.name);
        const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: now }));
        if (now - mtimeMs > CACHE_RETENTION_MS) await rm(file, { force: true });
      }),
  );
}

/**
 * Files compressed at once, for each core. Each file is read, compressed (brotli and gzip side by
 * side, in libuv's threads) and written in turn: with one file a core, the cores waited on the
 * reading and writing, and a 1,000-design catalogue's 12,000 files took 26 to 34 s to compress on
 * two cores; with four a core, 18 to 24 s. It is still a few files: a catalogue of thousands of
 * pages is never held in memory all at once.
 */
const FILES_A_CORE = 4;

export interface Compressed {
  /** Files that got compressed copies. */
  files: number;
  /** Of those, the files whose copies came from the cache. */
  fromCache: number;
}

/** Compresses every text file under `client`, keeping the copies in `cacheDir`: how many got copies, and how many of those from the cache. */
export async function precompress(client: string, cacheDir = CACHE_DIR): Promise<Compressed> {
  const files = (await readdir(client, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && COMPRESSIBLE.has(extname(entry.name)))
    .map((entry) => join(entry.parentPath, entry.name));
  let next = 0;
  const done: Compressed = { files: 0, fromCache: 0 };
  const worker = async () => {
    while (next < files.length) {
      const { copied, cached } = await compressFile(files[next++], cacheDir);
      if (copied) done.files++;
      if (copied && cached) done.fromCache++;
    }
  };
  await Promise.all(Array.from({ length: availableParallelism() * FILES_A_CORE }, worker));
  // After this build's copies are marked as used.
  await pruneCache(cacheDir);
  return done;
}
