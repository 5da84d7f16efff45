/**
 * A moment the visitor lived on her own phone, on her own clock (not the shop's: ./dates.ts), in
 * a module of its own: the enquiry form and the order page need it, and nothing of the shop's hours.
 */
import type { Locale } from "#app/i18n/languages.ts";
import { formatClock } from "#app/i18n/clock.ts";
import { intlTag, madeOnce } from "#app/i18n/numbers.ts";

/**
 * When she pressed Send: "2:32 pm" the same day, "26 November, 2:32 pm" on another; in Gujarati
 * and Hindi with the part of the day in the language's own words, before the hour ("બપોરે 2:32").
 */
export function formatMoment(at: number, locale: Locale, now = Date.now()): string {
  const sameDay = new Date(at).toDateString() === new Date(now).toDateString();
  const dayPeriod = locale === "en" ? {} : { dayPeriod: "short" as const };
  const options: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit", ...dayPeriod, ...(sameDay ? {} : { day: "numeric", month: "long" }) };
  return formatClock(
    madeOnce(`moment ${sameDay} ${locale}`, () => new Intl.DateTimeFormat(intlTag(locale), options)),
    at,
    locale,
  );
}
