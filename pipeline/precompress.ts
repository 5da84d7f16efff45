/**
 * Writes a gzip (`.gz`) and a brotli (`.br`) copy beside every text file of a
 * build, once: `npm run serve` and nginx (`gzip_static`, `brotli_static`) send
 * these instead of compressing each response. Scripts, styles and the other
 * files get brotli's strongest setting; the pages and their data, thousands in
 * a large catalogue and rewritten by every build, a quicker one (`PAGE_QUALITY`).
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { extname, join } from "node:path";
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
const PAGES = new Set([".html", ".data"]);

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

function compress(data: Buffer, quality: number) {
  return Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gz(data, { level: constants.Z_BEST_COMPRESSION }),
  ]);
}

/** Compresses one file; true when it got at least one copy. */
async function compressFile(file: string): Promise<boolean> {
  const data = await readFile(file);
  if (data.length < MIN_SIZE) return false;
  const [br, gzipped] = await compress(data, PAGES.has(extname(file)) ? PAGE_QUALITY : constants.BROTLI_MAX_QUALITY);
  // A copy that does not shrink the file would only cost a lookup.
  if (br.length < data.length) await writeFile(file + ENCODINGS.br, br);
  if (gzipped.length < data.length) await writeFile(file + ENCODINGS.gzip, gzipped);
  return br.length < data.length || gzipped.length < data.length;
}

/**
 * Files compressed at once, for each core. Each file is read, compressed (brotli and gzip side by
 * side, in libuv's threads) and written in turn: with one file a core, the cores waited on the
 * reading and writing, and a 1,000-design catalogue's 12,000 files took 26 to 34 s to compress on
 * two cores; with four a core, 18 to 24 s. It is still a few files: a catalogue of thousands of
 * pages is never held in memory all at once.
 */
const FILES_A_CORE = 4;

/** Compresses every text file under `client`; returns how many files got compressed copies. */
export async function precompress(client: string): Promise<number> {
  const files = (await readdir(client, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && COMPRESSIBLE.has(extname(entry.name)))
    .map((entry) => join(entry.parentPath, entry.name));
  let next = 0;
  let written = 0;
  const worker = async () => {
    while (next < files.length) if (await compressFile(files[next++])) written++;
  };
  await Promise.all(Array.from({ length: availableParallelism() * FILES_A_CORE }, worker));
  return written;
}
