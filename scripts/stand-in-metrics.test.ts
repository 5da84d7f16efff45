// @vitest-environment node
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { STAND_INS, standIns } from "./stand-in-metrics.ts";

it("the Gujarati and Devanagari stand-ins take the brand faces' room: their figures are what the faces give", async () => {
  for (const file of Object.values(STAND_INS).flatMap((weights) => Object.values(weights))) {
    expect(existsSync(file), `${file} is missing: install Debian's fonts-noto-core`).toBe(true);
  }
  const css = readFileSync(join(import.meta.dirname, "..", "app", "fonts", "indic.css"), "utf8");
  const declared = [...css.matchAll(/font-family: "Hind Vadodara fallback";\s*font-weight: (\d+);\s*src: local\("Noto Sans (\w+)[^;]*;\s*size-adjust: ([\d.]+)%;\s*ascent-override: ([\d.]+)%;\s*descent-override: ([\d.]+)%;/g)].map(
    ([, weight, script, size, ascent, descent]) => `${script.toLowerCase()} ${weight}: ${size} ${ascent} ${descent}`,
  );
  const worked = (await standIns()).map(({ face, sizeAdjust, ascentOverride, descentOverride }) => `${face.script} ${face.weight}: ${sizeAdjust} ${ascentOverride} ${descentOverride}`);
  expect(declared.sort()).toEqual(worked.sort());
});
