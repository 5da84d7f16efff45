/**
 * Body measurements as the order page takes them: typed in centimetres or inches, kept exactly
 * (in micrometres, a whole number for any value typed to two decimals in either unit: an inch
 * is 25.4 mm), shown in the unit the visitor chose, and checked against each measure's bounds.
 */

import type { Drawing } from "#app/content/measure-drawings.ts";

export type Unit = "cm" | "in";
export const UNITS: readonly Unit[] = ["cm", "in"];

/** Micrometres in one unit: exact for both. */
const MICRONS: Record<Unit, number> = { cm: 10_000, in: 25_400 };

/** A measure to ask for, in the page's language, its bounds in centimetres. */
export interface Measure {
  value: string;
  label: string;
  how: string;
  drawing: Drawing;
  min: number;
  max: number;
}

/** Gujarati and Devanagari digits as Latin ones (a phone's keyboard in those languages types them): for lengths and the budget. */
const INDIC_DIGITS = /[\u0AE6-\u0AEF\u0966-\u096F]/g;
export const toLatinDigits = (text: string) =>
  text.replace(INDIC_DIGITS, (digit) => {
    const code = digit.codePointAt(0) ?? 0;
    return String(code - (code >= 0x0ae6 ? 0x0ae6 : 0x0966));
  });

/** What was wrong with a typed length. */
export type LengthProblem = "not-a-number" | "too-precise";

/**
 * A length as typed ("36", "36.5", "36,5", "૩૬.૫") in `unit`, in micrometres; a problem for
 * anything else. Empty is `null`: a measure left out.
 */
export function parseLength(text: string, unit: Unit): number | null | LengthProblem {
  const plain = toLatinDigits(text.trim()).replace(",", ".");
  if (plain === "") return null;
  const match = /^(\d{1,4})(?:\.(\d*))?$/.exec(plain);
  if (!match) return "not-a-number";
  const [, whole, fraction = ""] = match;
  if (fraction.length > 2) return "too-precise";
  // In hundredths of the unit, so that no binary fraction creeps in.
  const hundredths = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return (hundredths * MICRONS[unit]) / 100;
}

/** A length in micrometres as `unit` writes it, to two decimals at most: 914400 as "36" (in) or "91.44" (cm). */
export function formatLength(microns: number, unit: Unit): string {
  const hundredths = Math.round((microns * 100) / MICRONS[unit]);
  const whole = Math.floor(hundredths / 100);
  const fraction = String(hundredths % 100)
    .padStart(2, "0")
    .replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** Micrometres in a whole number of centimetres (a measure's bounds). */
export const fromCentimetres = (centimetres: number) => centimetres * MICRONS.cm;

/** Why a length does not fit a measure: under its least or over its most; and whether the other unit would have fitted (typed in the wrong unit). */
export interface OutOfBounds {
  side: "low" | "high";
  otherUnit?: Unit;
}

/** Whether `microns`, typed in `unit`, fits the measure's bounds. */
export function outOfBounds(microns: number, unit: Unit, measure: Pick<Measure, "min" | "max">): OutOfBounds | undefined {
  const fits = (value: number) => value >= fromCentimetres(measure.min) && value <= fromCentimetres(measure.max);
  if (fits(microns)) return undefined;
  const other: Unit = unit === "cm" ? "in" : "cm";
  // The same digits read in the other unit.
  const sameDigits = (microns / MICRONS[unit]) * MICRONS[other];
  return { side: microns < fromCentimetres(measure.min) ? "low" : "high", ...(fits(sameDigits) ? { otherUnit: other } : {}) };
}
