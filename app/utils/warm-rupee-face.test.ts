import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { chooseSavingData } from "#app/utils/low-data.ts";
import { warmRupeeFace } from "#app/utils/warm-rupee-face.ts";

/** Faces as the Fontsource packages and app/fonts/fonts.css declare them, in that order. */
const face = (weight: string, unicodeRange: string, name: string, status: FontFaceLoadStatus = "unloaded") => ({
  family: '"Hind Vadodara"',
  weight,
  style: "normal",
  unicodeRange,
  status,
  name,
  load: vi.fn(() => Promise.resolve()),
});
const FACES = [
  face("400", "U+0100-02BA, U+20A0-20AB, U+20AD-20C0", "package latin-ext 400"),
  face("400", "U+0020-007E, U+00A0", "cut latin 400", "loaded"),
  face("400", "U+20B9", "rupee 400"),
  face("600", "U+20B9", "rupee 600"),
];

describe("warmRupeeFace", () => {
  const loaded = () => FACES.filter((one) => one.load.mock.calls.length > 0).map((one) => one.name);
  const element = document.createElement("form");
  element.style.fontWeight = "400";

  beforeEach(() => {
    Object.defineProperty(document, "fonts", { value: FACES, configurable: true });
    document.body.append(element);
  });
  afterEach(() => {
    Reflect.deleteProperty(document, "fonts");
    element.remove();
    for (const one of FACES) one.load.mockClear();
    chooseSavingData(false);
    localStorage.clear();
  });

  it("fetches the sign's own face at the element's weight, not the package's whole file that also has it", () => {
    warmRupeeFace(element);
    expect(loaded()).toEqual(["rupee 400"]);
  });

  it("fetches nothing in low-data mode", () => {
    chooseSavingData(true);
    warmRupeeFace(element);
    expect(loaded()).toEqual([]);
  });
});
