/**
 * The brand faces cut down to the characters the site's pages use: English
 * text and its punctuation. `app/fonts/fonts.css` declares them after the full
 * Fontsource faces, so a page loads only these small files, and a character
 * outside them (an é in a new photo title) still comes in the brand face, from
 * the full file, on the page that has it.
 *
 * Without hinting: the instructions that fit outlines to a screen's pixels are
 * nearly half of Hind Vadodara's file, and phones draw without them
 * (docs/decisions/015-indic-fonts-cut.md).
 *
 * The Gujarati and Devanagari faces are not made here: the build cuts them to the
 * glyphs of its own words (pipeline/indic-fonts.ts), since a word the owner adds
 * in the editor needs its conjuncts in the next build's cut.
 *
 *   npm run fonts     writes app/fonts/*.woff2 from the installed packages
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

/** Printable ASCII, the no-break space, and the punctuation English text uses. */
export const SUBSET_CODE_POINTS = [
  [0x20, 0x7e],
  [0xa0, 0xa0],
  [0xb7, 0xb7],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2026, 0x2026],
] as const;

/**
 * The rupee sign, which every price begins with. The packages keep it in their
 * Latin Extended file (8 KB): its own cut, declared last, brings it in a file
 * of one glyph, on the pages that show a price.
 */
export const RUPEE_CODE_POINTS = [[0x20b9, 0x20b9]] as const;

type CodePoints = readonly (readonly [number, number])[];

/** The CSS unicode-range of some code points. */
export const unicodeRange = (codePoints: CodePoints) =>
  codePoints
    .map(([from, to]) => {
      const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, "0");
      return from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`;
    })
    .join(", ");

const textOf = (codePoints: CodePoints) =>
  codePoints.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join("");

/** Each subset: the package file it is cut from, its file in app/fonts/, and the characters it holds. */
export const FONT_SUBSETS: { from: string; to: string; codePoints: CodePoints }[] = [
  { from: "@fontsource/fraunces/files/fraunces-latin-600-normal.woff2", to: "fraunces-600.woff2", codePoints: SUBSET_CODE_POINTS },
  { from: "@fontsource/hind-vadodara/files/hind-vadodara-latin-400-normal.woff2", to: "hind-vadodara-400.woff2", codePoints: SUBSET_CODE_POINTS },
  { from: "@fontsource/hind-vadodara/files/hind-vadodara-latin-600-normal.woff2", to: "hind-vadodara-600.woff2", codePoints: SUBSET_CODE_POINTS },
  { from: "@fontsource/hind-vadodara/files/hind-vadodara-latin-ext-400-normal.woff2", to: "hind-vadodara-400-rupee.woff2", codePoints: RUPEE_CODE_POINTS },
  { from: "@fontsource/hind-vadodara/files/hind-vadodara-latin-ext-600-normal.woff2", to: "hind-vadodara-600-rupee.woff2", codePoints: RUPEE_CODE_POINTS },
];

export const fontsFolder = join(import.meta.dirname, "..", "app", "fonts");

/** The subset of one package font, as woff2 bytes. A face of one sign needs no layout tables: there is nothing to kern or join. */
export async function subset(from: string, codePoints: CodePoints = SUBSET_CODE_POINTS): Promise<Buffer> {
  const oneSign = codePoints.length === 1 && codePoints[0][0] === codePoints[0][1];
  // `noHinting` is subset-font's (2.9), though not yet in its types: given as a variable, not checked as a literal.
  const options = { targetFormat: "woff2", noHinting: true, ...(oneSign ? { dropTables: ["GSUB", "GPOS", "GDEF"] } : {}) } as const;
  return subsetFont(readFileSync(fileURLToPath(import.meta.resolve(from))), textOf(codePoints), options);
}

if (import.meta.main) {
  for (const { from, to, codePoints } of FONT_SUBSETS) {
    const bytes = await subset(from, codePoints);
    writeFileSync(join(fontsFolder, to), bytes);
    console.log(`app/fonts/${to}: ${bytes.length} bytes`);
  }
}
