/**
 * The figures of the Gujarati and Devanagari stand-in faces (app/fonts/indic.css): how much
 * the phone's own Noto Sans Gujarati and Noto Sans Devanagari must be scaled to take the brand
 * faces' width over the site's words, and the brand faces' ascent and descent at that scale,
 * which the browser sets the stand-in's lines with. Read from Debian's fonts-noto-core, the
 * faces Android ships.
 *
 *   node scripts/stand-in-metrics.ts     prints each stand-in's descriptors
 */
import { readFileSync } from "node:fs";
import { fontOf, INDIC_FACES, scriptRuns, shapeRun, siteTexts, trueTypeOf, type IndicFace } from "#pipeline/indic-fonts.ts";

/** Where Debian (fonts-noto-core) keeps the faces Android ships. */
export const STAND_INS: Record<IndicFace["script"], Record<IndicFace["weight"], string>> = {
  gujarati: { 400: "/usr/share/fonts/truetype/noto/NotoSansGujarati-Regular.ttf", 600: "/usr/share/fonts/truetype/noto/NotoSansGujarati-Bold.ttf" },
  devanagari: { 400: "/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf", 600: "/usr/share/fonts/truetype/noto/NotoSansDevanagari-Bold.ttf" },
};

export interface StandIn {
  face: IndicFace;
  /** Percentages, to one decimal, as the CSS descriptors take them. */
  sizeAdjust: number;
  ascentOverride: number;
  descentOverride: number;
}

const percent = (value: number) => Math.round(value * 1000) / 10;

/** The total advance of some runs in a face, in ems. */
async function widthOf(face: Uint8Array, runs: readonly string[], language: string): Promise<number> {
  const { font, unitsPerEm } = await fontOf(face);
  let width = 0;
  for (const run of runs) for (const { xAdvance } of await shapeRun(font, run, language)) width += xAdvance;
  return width / unitsPerEm;
}

async function extentsOf(face: Uint8Array) {
  const { font, unitsPerEm } = await fontOf(face);
  const { ascender, descender } = font.hExtents();
  return { ascent: ascender / unitsPerEm, descent: -descender / unitsPerEm };
}

export async function standIns(texts = siteTexts()): Promise<StandIn[]> {
  return Promise.all(
    INDIC_FACES.map(async (face) => {
      const runs = scriptRuns(texts, face.script);
      const brand = await trueTypeOf(face.from);
      const phone = new Uint8Array(readFileSync(STAND_INS[face.script][face.weight]));
      const scale = (await widthOf(brand, runs, face.language)) / (await widthOf(phone, runs, face.language));
      const { ascent, descent } = await extentsOf(brand);
      return { face, sizeAdjust: percent(scale), ascentOverride: percent(ascent / scale), descentOverride: percent(descent / scale) };
    }),
  );
}

if (import.meta.main) {
  for (const { face, sizeAdjust, ascentOverride, descentOverride } of await standIns()) {
    console.log(`${face.script} ${face.weight}: size-adjust: ${sizeAdjust}%; ascent-override: ${ascentOverride}%; descent-override: ${descentOverride}%;`);
  }
}
