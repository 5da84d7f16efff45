/**
 * A time of day as Gujarati and Hindi say it: the part of the day first, then the hour
 * ("સવારે 10", "सुबह 10"). `Intl`'s Hindi already writes it so; its Gujarati puts the part of the
 * day after the number ("10 સવારે"), which is not how Gujarati says it, so the parts are put in
 * that order here.
 */
import type { Locale } from "#app/i18n/languages.ts";

/** What `format` writes for `at`, with the part of the day before the hour in Gujarati and Hindi. */
export function formatClock(format: Intl.DateTimeFormat, at: Date | number, locale: Locale): string {
  if (locale === "en") return format.format(at);
  const parts = format.formatToParts(at);
  const period = parts.findIndex((part) => part.type === "dayPeriod");
  const hour = parts.findIndex((part) => part.type === "hour");
  if (hour < 0 || period < hour) return format.format(at);
  // "8:30 રાત્રે" becomes "રાત્રે 8:30": the part of the day leaves with the space before it, and
  // comes back before the hour with a space after it.
  const dayPeriod = parts[period];
  const spaced = parts[period - 1].type === "literal" && parts[period - 1].value.trim() === "";
  parts.splice(spaced ? period - 1 : period, spaced ? 2 : 1);
  parts.splice(hour, 0, dayPeriod, { type: "literal", value: " " });
  // As `format` itself does, a narrow space is written as a plain one.
  return parts.map((part) => part.value.replaceAll("\u202f", " ")).join("");
}
