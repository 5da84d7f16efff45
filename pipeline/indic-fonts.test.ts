// @vitest-environment node
import { describe, expect, it } from "vitest";
import * as hb from "harfbuzzjs";
import fontverter from "fontverter";
import { WEEKDAYS } from "#app/utils/opening-hours.ts";
import { formatDate, formatWeekday } from "#app/i18n/dates.ts";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { MESSAGE_SETS } from "#scripts/messages.ts";
import {
  cutFace,
  cutFileName,
  cutsStyleSheet,
  fontOf,
  INDIC_FACES,
  SCRIPT_RUNS,
  scriptRuns,
  shapeRun,
  siteTexts,
  trueTypeOf,
  writeCuts,
  type Cut,
} from "#pipeline/indic-fonts.ts";

/** How a run is drawn: each glyph's outline and where it goes. */
async function drawn(face: Uint8Array, run: string, language: string): Promise<string[]> {
  const { font } = await fontOf(face);
  return (await shapeRun(font, run, language)).map(({ glyph, xAdvance, xOffset, yOffset }) => `${font.glyphToPath(glyph)} @${xAdvance},${xOffset},${yOffset}`);
}

const trueType = async (cut: Cut) => new Uint8Array(await fontverter.convert(cut.woff2, "truetype"));

// Shaping every word of the site in each face takes seconds on a busy two-core machine.
describe("the Gujarati and Devanagari faces cut to the site's words", { timeout: 60_000 }, () => {
  const texts = siteTexts();

  it.each(INDIC_FACES)("$family $script $weight draws every word the pages show as the whole face does, in a small file", async (face) => {
    const cut = await cutFace(face, texts);
    const whole = await trueTypeOf(face.from);
    const cutFont = await trueType(cut);
    const runs = scriptRuns(texts, face.script);
    expect(runs.length).toBeGreaterThan(300);
    for (const run of runs) expect(await drawn(cutFont, run, face.language), run).toEqual(await drawn(whole, run, face.language));
    // Two weights of a script and the Latin faces make a Gujarati or Hindi page's 45 KB (tests/e2e/language-fonts.spec.ts).
    expect(cut.woff2.length).toBeLessThan(12_000);
  });

  it("draw the words Intl writes, which no content or message has: every weekday and month, in Gujarati and Hindi", async () => {
    for (const face of [INDIC_FACES[0], INDIC_FACES[2]]) {
      const cut = await trueType(await cutFace(face, texts));
      const whole = await trueTypeOf(face.from);
      const months = Array.from({ length: 12 }, (_, month) => formatDate(`2026-${String(month + 1).padStart(2, "0")}-01`, face.language));
      for (const words of [...WEEKDAYS.map((day) => formatWeekday(day, face.language)), ...months]) {
        for (const run of words.match(SCRIPT_RUNS[face.script]) ?? [])
          expect(await drawn(cut, run, face.language), run).toEqual(await drawn(whole, run, face.language));
      }
    }
  });

  it("keep the conjuncts a word brings, which a cut of its letters alone would lose", async () => {
    const face = INDIC_FACES[0];
    const whole = await trueTypeOf(face.from);
    const word = "કૃષ્ણા";
    const lettersOnly = await trueType(await cutFace(face, [...word]));
    const withTheWord = await trueType(await cutFace(face, [word]));
    expect(await drawn(withTheWord, word, "gu")).toEqual(await drawn(whole, word, "gu"));
    expect(await drawn(lettersOnly, word, "gu")).not.toEqual(await drawn(whole, word, "gu"));
  });

  it("are cut for the words of every set, wherever its feature keeps them: the order's and the fittings' too", () => {
    for (const { messages } of MESSAGE_SETS) {
      for (const locale of ["gu", "hi"]) {
        const words = Object.values(JSON.parse(readFileSync(join(messages, `${locale}.json`), "utf8")) as Record<string, unknown>).filter(
          (value) => typeof value === "string",
        );
        expect(words.length, `${messages}/${locale}.json`).toBeGreaterThan(0);
        expect(
          words.filter((word) => !texts.includes(word)),
          `${messages}/${locale}.json`,
        ).toEqual([]);
      }
    }
  });

  it("are declared for their whole script, after the whole faces, which a letter the cut lacks comes from", async () => {
    const css = cutsStyleSheet([await cutFace(INDIC_FACES[0], ["નવરાત્રી"]), await cutFace(INDIC_FACES[2], ["नवरात्रि"])]);
    expect(css).toContain(
      'font-family: "Hind Vadodara";\n  font-style: normal;\n  font-display: swap;\n  font-weight: 400;\n  src: url(./hind-vadodara-gujarati-400-cut.woff2) format("woff2");\n  unicode-range: U+0964-0965, U+0A80-0AFF, U+200C-200D;',
    );
    expect(css).toContain(
      'font-family: "Hind";\n  font-style: normal;\n  font-display: swap;\n  font-weight: 400;\n  src: url(./hind-devanagari-400-cut.woff2) format("woff2");\n  unicode-range: U+0900-097F, U+200C-200D;',
    );
    const root = readFileSync(join(import.meta.dirname, "..", "app", "root.tsx"), "utf8");
    expect(root.indexOf('import "virtual:indic-fonts.css"')).toBeGreaterThan(root.indexOf('import "#app/fonts/indic.css"'));
    expect(root.indexOf('import "#app/fonts/indic.css"')).toBeGreaterThan(root.indexOf('import "@fontsource/hind-vadodara/600.css"'));
  });

  it("are written whole, each a woff2 file, beside the style sheet that names them", async () => {
    const cache = mkdtempSync(join(tmpdir(), "indic-fonts-"));
    try {
      const sheet = await writeCuts(texts, cache);
      const css = readFileSync(sheet, "utf8");
      for (const face of INDIC_FACES) {
        expect(css).toContain(`url(./${cutFileName(face)})`);
        const file = readFileSync(join(dirname(sheet), cutFileName(face)));
        expect(file.subarray(0, 4).toString("latin1"), cutFileName(face)).toBe("wOF2");
        const font = new hb.Face(new hb.Blob(new Uint8Array(await fontverter.convert(file, "truetype"))), 0);
        expect([...font.collectUnicodes()].length).toBeGreaterThan(40);
      }
    } finally {
      rmSync(cache, { recursive: true, force: true });
    }
  });
});
