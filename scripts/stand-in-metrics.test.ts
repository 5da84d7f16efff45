// @vitest-environment node
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { STAND_INS, standIns } from "#scripts/stand-in-metrics.ts";

it("the Gujarati and Devanagari stand-ins take the brand faces' room: their figures are what the faces give, within a point", async () => {
  for (const file of Object.values(STAND_INS).flatMap((weights) => Object.values(weights))) {
    expect(existsSync(file), `${file} is missing: install Debian's fonts-noto-core`).toBe(true);
  }
  const css = readFileSync(join(import.meta.dirname, "..", "app", "fonts", "indic.css"), "utf8");
  const declared = new Map(
    [
      ...css.matchAll(
        /font-family: "Hind Vadodara fallback";\s*font-weight: (\d+);\s*src: local\("Noto Sans (\w+)[^;]*;\s*size-adjust: ([\d.]+)%;\s*ascent-override: ([\d.]+)%;\s*descent-override: ([\d.]+)%;/g,
      ),
    ].map(([, weight, script, ...figures]) => [`${script.toLowerCase()} ${weight}`, figures.map(Number)]),
  );
  const worked = await standIns();
  expect([...declared.keys()].sort()).toEqual(worked.map(({ face }) => `${face.script} ${face.weight}`).sort());
  // The site's words move the widths a little as the owner edits them: a point either way is the same room.
  for (const { face, sizeAdjust, ascentOverride, descentOverride } of worked) {
    const [size, ascent, descent] = declared.get(`${face.script} ${face.weight}`) ?? [];
    const within = (figure: number, given: number) => Math.abs(figure - given) <= 1;
    expect(
      within(sizeAdjust, size) && within(ascentOverride, ascent) && within(descentOverride, descent),
      `${face.script} ${face.weight}: ${sizeAdjust}% ${ascentOverride}% ${descentOverride}% (node scripts/stand-in-metrics.ts)`,
    ).toBe(true);
  }
});
