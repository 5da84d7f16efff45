/**
 * The Gujarati and Devanagari brand faces cut, in the build, to the glyphs the site's words use
 * (docs/decisions/015-indic-fonts-cut.md).
 *
 * Each script's whole face is 61–75 KB a weight; its words on today's pages need about 120 of
 * its glyphs, 8 KB. A cut by characters cannot reach that: almost every Gujarati consonant is
 * used somewhere, and the glyphs their combinations could form (conjuncts, half forms) are most
 * of the font. So every word the pages can show is shaped with HarfBuzz in the whole face, every
 * glyph any step of the shaping passes through is kept, and nothing else. The cut is made from
 * the content and the interface's words as they are at build time, so a word the owner adds in
 * the editor is in the next build's cut, conjuncts and all.
 *
 * `import "virtual:indic-fonts.css"` (app/root.tsx) declares the cuts after the whole faces
 * (Fontsource's Gujarati, app/fonts/indic.css's Devanagari), for the same characters: a
 * character the cut lacks still comes in the brand face, from the whole file, on the page that
 * shows it, and only there. Text a visitor types into a field is set
 * in the whole face (app/styles/global.css): a combination of letters no page has shaped would
 * otherwise lose its conjunct.
 */
import { createHash, randomUUID } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import fontverter from "fontverter";
import type { Plugin } from "vite";
import { readContentFiles } from "#app/content/read-content.ts";
import { WEEKDAYS } from "#app/utils/opening-hours.ts";
import { formatDate, formatDay, formatTime, formatWeekday } from "#app/i18n/dates.ts";
import { formatList, formatRupees } from "#app/i18n/format.ts";
import { LANGUAGE_NAMES, type Locale } from "#app/i18n/languages.ts";
import { MESSAGE_SETS } from "#scripts/messages.ts";
import { unicodeRange } from "#scripts/subset-fonts.ts";

export type Script = "gujarati" | "devanagari";

/**
 * Each script's characters: its block, ZWJ and ZWNJ (which join or part letters within a word)
 * and, for Gujarati, the danda, which Gujarati borrows from Devanagari's block.
 */
export const SCRIPT_RANGES: Record<Script, readonly (readonly [number, number])[]> = {
  gujarati: [
    [0x0964, 0x0965],
    [0x0a80, 0x0aff],
    [0x200c, 0x200d],
  ],
  devanagari: [
    [0x0900, 0x097f],
    [0x200c, 0x200d],
  ],
};

const runOf = (ranges: readonly (readonly [number, number])[]) =>
  new RegExp(`[${ranges.map(([from, to]) => `\\u{${from.toString(16)}}-\\u{${to.toString(16)}}`).join("")}]+`, "gu");

/** A run of one script's characters: what a browser shapes with one face. */
export const SCRIPT_RUNS: Record<Script, RegExp> = { gujarati: runOf(SCRIPT_RANGES.gujarati), devanagari: runOf(SCRIPT_RANGES.devanagari) };

/** Each face that is cut: the package file it is cut from (Fontsource's `.woff`, which it ships without hinting), its family and weight, and the language it is shaped for. */
export const INDIC_FACES = [
  { script: "gujarati", language: "gu", family: "Hind Vadodara", weight: 400, from: "@fontsource/hind-vadodara/files/hind-vadodara-gujarati-400-normal.woff" },
  { script: "gujarati", language: "gu", family: "Hind Vadodara", weight: 600, from: "@fontsource/hind-vadodara/files/hind-vadodara-gujarati-600-normal.woff" },
  { script: "devanagari", language: "hi", family: "Hind", weight: 400, from: "@fontsource/hind/files/hind-devanagari-400-normal.woff" },
  { script: "devanagari", language: "hi", family: "Hind", weight: 600, from: "@fontsource/hind/files/hind-devanagari-600-normal.woff" },
] as const satisfies readonly { script: Script; language: Locale; family: string; weight: number; from: string }[];

export type IndicFace = (typeof INDIC_FACES)[number];

/** The file a cut is written to, and served as (with a hash): hind-vadodara-gujarati-400-cut.woff2. */
export const cutFileName = (face: IndicFace) => `${face.from.replace(/^.*\//, "").replace(/-normal\.woff$/, "")}-cut.woff2`;

const projectRoot = join(import.meta.dirname, "..");

function stringsIn(value: unknown, into: string[] = []): string[] {
  if (typeof value === "string") into.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, into);
  else if (value && typeof value === "object") for (const item of Object.values(value)) stringsIn(item, into);
  return into;
}

/** Every set's word files (scripts/messages.ts lists the sets, wherever their features keep them). */
const messageFiles = (root: string): string[] =>
  MESSAGE_SETS.flatMap(({ messages }) =>
    readdirSync(join(root, messages), { encoding: "utf8" })
      .filter((file) => file.endsWith(".json"))
      .sort()
      .map((file) => join(root, messages, file)),
  );

/**
 * What `Intl` writes in the browser and the build in each language (app/i18n/dates.ts,
 * app/i18n/format.ts): every weekday and month, each half hour's part of the day, a list.
 */
function intlWords(locale: Locale): string[] {
  const months = Array.from({ length: 12 }, (_, month) => `2024-${String(month + 1).padStart(2, "0")}-15`);
  const halfHours = Array.from({ length: 48 }, (_, i) => `${String(Math.floor(i / 2)).padStart(2, "0")}:${i % 2 ? "30" : "00"}`);
  return [
    ...WEEKDAYS.map((day) => formatWeekday(day, locale)),
    ...months.flatMap((date) => [formatDay(date, locale), formatDate(date, locale)]),
    ...halfHours.map((time) => formatTime(time, locale)),
    formatList(["a", "b"], locale),
    formatList(["a", "b", "c"], locale),
    formatRupees(125000, locale),
  ];
}

/**
 * Every text the pages can show in the build's languages: the content, every interface word
 * (each language's, since a page may name another language's words), the languages' names and
 * what `Intl` writes. Content is read through the one reader (app/content/read-content.ts).
 */
export function siteTexts(root = projectRoot): string[] {
  return [
    ...stringsIn(readContentFiles(root)),
    ...messageFiles(root).flatMap((file) => stringsIn(JSON.parse(readFileSync(file, "utf8")))),
    ...Object.values(LANGUAGE_NAMES),
    ...(["gu", "hi"] as const).flatMap(intlWords),
  ];
}

/** The distinct runs of one script in some texts, in a stable order. */
export const scriptRuns = (texts: readonly string[], script: Script): string[] =>
  [...new Set(texts.flatMap((text) => text.match(SCRIPT_RUNS[script]) ?? []))].sort();

const require = createRequire(import.meta.url);

/** A package's font file as TrueType bytes. */
export async function trueTypeOf(from: string): Promise<Uint8Array> {
  return new Uint8Array(await fontverter.convert(readFileSync(fileURLToPath(import.meta.resolve(from))), "truetype")).slice();
}

/** HarfBuzz's shaper, loaded when a cut is first made (not when the config is read). */
const shaper = () => import("harfbuzzjs");

type HarfBuzz = Awaited<ReturnType<typeof shaper>>;

/** A run in a buffer ready to shape, as a browser shapes it: its script guessed from its letters, its language the page's. */
function bufferOf(hb: HarfBuzz, run: string, language: string) {
  const buffer = new hb.Buffer();
  buffer.addText(run);
  buffer.guessSegmentProperties();
  buffer.setLanguage(language);
  return buffer;
}

/** A face ready to shape with. */
export async function fontOf(face: Uint8Array) {
  const hb = await shaper();
  const hbFace = new hb.Face(new hb.Blob(face), 0);
  return { font: new hb.Font(hbFace), unitsPerEm: hbFace.upem };
}

/** A run shaped in a font: each glyph and where it goes. */
export async function shapeRun(font: InstanceType<HarfBuzz["Font"]>, run: string, language: string) {
  const hb = await shaper();
  const buffer = bufferOf(hb, run, language);
  hb.shape(font, buffer);
  const positions = buffer.getGlyphPositions();
  return buffer.getGlyphInfos().map(({ codepoint }, i) => ({ glyph: codepoint, ...positions[i] }));
}

/** Every glyph that shaping these runs in the face passes through, the final ones and those between. */
export async function glyphsOfRuns(face: Uint8Array, runs: readonly string[], language: string): Promise<Set<number>> {
  const hb = await shaper();
  const { font } = await fontOf(face);
  const glyphs = new Set<number>([0]);
  for (const run of runs) {
    for (const step of hb.shapeWithTrace(font, bufferOf(hb, run, language), [], 0, 0)) {
      if (step.glyphs) for (const glyph of step.t as { g: number }[]) glyphs.add(glyph.g);
    }
  }
  return glyphs;
}

interface SubsetWasm {
  memory: WebAssembly.Memory;
  [name: string]: ((...args: number[]) => number) | WebAssembly.Memory;
}

let subsetter: SubsetWasm | undefined;

/** HarfBuzz's subsetter (hb-subset), as harfbuzzjs ships it. */
function loadSubsetter(): SubsetWasm {
  if (subsetter) return subsetter;
  const module = new WebAssembly.Module(readFileSync(require.resolve("harfbuzzjs/dist/harfbuzz-subset.wasm")));
  const exports = new WebAssembly.Instance(module, {}).exports as unknown as SubsetWasm;
  (exports._initialize as () => void)();
  subsetter = exports;
  return exports;
}

// hb-subset's constants (hb-subset.h).
const HB_MEMORY_MODE_WRITABLE = 2;
const HB_SUBSET_SETS_LAYOUT_FEATURE_TAG = 6;
const HB_SUBSET_FLAGS_NO_HINTING = 0x1;
const HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE = 0x200;

/**
 * The face with only these glyphs and characters, as TrueType. Every layout feature is kept, but
 * not the closure over them: a rule that needs a glyph that is gone goes too. Hinting goes (the
 * decision says why).
 */
export function subsetToGlyphs(face: Uint8Array, glyphs: Iterable<number>, codePoints: Iterable<number>): Uint8Array {
  const hb = loadSubsetter();
  const call = (name: string, ...args: number[]) => (hb[name] as (...args: number[]) => number)(...args);
  const input = call("hb_subset_input_create_or_fail");
  if (input === 0) throw new Error("HarfBuzz could not start a font subset");
  const bytes = call("malloc", face.byteLength);
  if (bytes === 0) {
    call("hb_subset_input_destroy", input);
    throw new Error(`HarfBuzz could not take a font of ${face.byteLength} bytes`);
  }
  new Uint8Array(hb.memory.buffer).set(face, bytes);
  const blob = call("hb_blob_create", bytes, face.byteLength, HB_MEMORY_MODE_WRITABLE, 0, 0);
  const source = call("hb_face_create", blob, 0);
  call("hb_blob_destroy", blob);
  try {
    const features = call("hb_subset_input_set", input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG);
    call("hb_set_clear", features);
    call("hb_set_invert", features);
    call("hb_subset_input_set_flags", input, call("hb_subset_input_get_flags", input) | HB_SUBSET_FLAGS_NO_HINTING | HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE);
    const unicodes = call("hb_subset_input_unicode_set", input);
    for (const codePoint of codePoints) call("hb_set_add", unicodes, codePoint);
    const glyphSet = call("hb_subset_input_glyph_set", input);
    for (const glyph of glyphs) call("hb_set_add", glyphSet, glyph);
    const cut = call("hb_subset_or_fail", source, input);
    if (cut === 0) throw new Error("HarfBuzz could not cut the font");
    const out = call("hb_face_reference_blob", cut);
    const at = call("hb_blob_get_data", out, 0);
    const length = call("hb_blob_get_length", out);
    const data = new Uint8Array(hb.memory.buffer, at, length).slice();
    call("hb_blob_destroy", out);
    call("hb_face_destroy", cut);
    return data;
  } finally {
    call("hb_face_destroy", source);
    call("hb_subset_input_destroy", input);
    call("free", bytes);
  }
}

export interface Cut {
  face: IndicFace;
  /** The cut as woff2. */
  woff2: Buffer;
}

/** One face cut to the glyphs of these texts' runs of its script. */
export async function cutFace(face: IndicFace, texts: readonly string[]): Promise<Cut> {
  const whole = await trueTypeOf(face.from);
  const runs = scriptRuns(texts, face.script);
  const glyphs = await glyphsOfRuns(whole, runs, face.language);
  const wanted = new Set([...runs.join("")].map((character) => character.codePointAt(0) ?? 0));
  const cut = subsetToGlyphs(whole, glyphs, wanted);
  // The converter answers with a view of its own memory, which its next conversion overwrites: copied at once.
  const woff2 = Buffer.from(await fontverter.convert(Buffer.from(cut), "woff2"));
  return { face, woff2 };
}

/**
 * The style sheet declaring the cuts, each for its whole script: a browser that finds a character
 * missing from a face it has loaded goes on to the next face of the family that covers it, the
 * whole one, declared before (and downloads it only then).
 */
export function cutsStyleSheet(cuts: readonly Cut[]): string {
  const faces = cuts.map(
    ({ face }) => `@font-face {
  font-family: "${face.family}";
  font-style: normal;
  font-display: swap;
  font-weight: ${face.weight};
  src: url(./${cutFileName(face)}) format("woff2");
  unicode-range: ${unicodeRange(SCRIPT_RANGES[face.script])};
}`,
  );
  return `/* The Gujarati and Devanagari brand faces cut to the site's words (pipeline/indic-fonts.ts). */\n${faces.join("\n\n")}\n`;
}

export const VIRTUAL_ID = "virtual:indic-fonts.css";

/**
 * Cuts the faces and writes them with their style sheet to a folder named by what they were
 * made from, under node_modules/.cache: two builds of different content never share one, and
 * each file appears whole (written aside, then renamed).
 */
export async function writeCuts(texts: readonly string[], cacheRoot = join(projectRoot, "node_modules", ".cache", "indic-fonts")): Promise<string> {
  const cuts: Cut[] = [];
  // One at a time: the converter's memory is shared between conversions.
  for (const face of INDIC_FACES) cuts.push(await cutFace(face, texts));
  const css = cutsStyleSheet(cuts);
  const hash = createHash("sha256");
  hash.update(css);
  for (const cut of cuts) hash.update(cut.woff2);
  const folder = join(cacheRoot, hash.digest("hex").slice(0, 16));
  mkdirSync(folder, { recursive: true });
  const write = (name: string, data: string | Buffer) => {
    const aside = join(folder, `${name}.${process.pid}-${randomUUID()}.tmp`);
    writeFileSync(aside, data);
    renameSync(aside, join(folder, name));
  };
  for (const cut of cuts) write(cutFileName(cut.face), cut.woff2);
  write("indic-fonts.css", css);
  return join(folder, "indic-fonts.css");
}

/**
 * `import "virtual:indic-fonts.css"`: the cuts of this build's words, made once per build when
 * the style sheet is first asked for.
 */
export function indicFonts(): Plugin {
  let written: Promise<string> | undefined;
  return {
    name: "indic-fonts",
    resolveId(id) {
      if (id !== VIRTUAL_ID) return undefined;
      written ??= writeCuts(siteTexts());
      return written;
    },
  };
}
