// @vitest-environment node
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FONT_SUBSETS, fontsFolder, subset, unicodeRange } from "#scripts/subset-fonts.ts";

describe("the brand faces cut to the site's characters", () => {
  it("are what the script makes from the installed font packages (npm run fonts after an update)", async () => {
    for (const { from, to, codePoints } of FONT_SUBSETS) {
      expect((await subset(from, codePoints)).equals(readFileSync(join(fontsFolder, to))), `app/fonts/${to} is out of date: run npm run fonts`).toBe(true);
    }
  });

  it("are declared for exactly the characters they hold, after the full faces", () => {
    const css = readFileSync(join(fontsFolder, "fonts.css"), "utf8");
    const faces = [...css.matchAll(/src: url\(\.\/([\w-]+\.woff2)\)[^}]*unicode-range: ([^;]+);/g)];
    expect(faces.map(([, file, range]) => [file, range])).toEqual(FONT_SUBSETS.map(({ to, codePoints }) => [to, unicodeRange(codePoints)]));
    const root = readFileSync(join(fontsFolder, "..", "root.tsx"), "utf8");
    expect(root.indexOf('import "#app/fonts/fonts.css"')).toBeGreaterThan(root.lastIndexOf('import "@fontsource/'));
  });
});
