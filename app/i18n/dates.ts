/**
 * Times and days as each language of the site writes them, on `Intl` (with Western digits, as
 * numbers are: ./numbers.ts). A time or a day here is the shop's, in India: they are formatted
 * as they are written, never moved to the visitor's time zone (a moment of her own is ./moment.ts's).
 */
import { minutesOf, WEEKDAYS, type Weekday } from "#app/utils/opening-hours.ts";
import type { Locale } from "#app/i18n/languages.ts";
import { formatClock } from "#app/i18n/clock.ts";
import { intlTag, madeOnce } from "#app/i18n/numbers.ts";

const format = (key: string, locale: Locale, options: Intl.DateTimeFormatOptions) =>
  madeOnce(`${key} ${locale}`, () => new Intl.DateTimeFormat(intlTag(locale), { ...options, timeZone: "UTC" }));

/**
 * "20:30" as "8:30 pm", "10:00" as "10 am"; in Gujarati and Hindi with the part of the day in the
 * language's own words, before the hour ("રાત્રે 8:30", "सुबह 10"), not "AM" and "PM".
 */
export function formatTime(time: string, locale: Locale): string {
  const minutes = minutesOf(time);
  const at = new Date(Date.UTC(2000, 0, 1, Math.floor(minutes / 60), minutes % 60));
  const dayPeriod = locale === "en" ? {} : { dayPeriod: "short" as const };
  const clock =
    minutes % 60 === 0
      ? format("hour", locale, { hour: "numeric", ...dayPeriod })
      : format("time", locale, { hour: "numeric", minute: "2-digit", ...dayPeriod });
  return formatClock(clock, at, locale);
}

/** "monday" as "Monday", "સોમવાર", "सोमवार". */
export const formatWeekday = (day: Weekday, locale: Locale): string =>
  // 1 January 2024 was a Monday.
  format("weekday", locale, { weekday: "long" }).format(new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day))));

const utcDay = (date: string) => {
  const [year, month, day] = date.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day));
};

/** "2027-01-14" as "Thursday, 14 January". */
export const formatDay = (date: string, locale: Locale): string =>
  format("day", locale, { weekday: "long", day: "numeric", month: "long" }).format(utcDay(date));

/** "2027-01-14" as "14 January 2027". */
export const formatDate = (date: string, locale: Locale): string =>
  format("date", locale, { day: "numeric", month: "long", year: "numeric" }).format(utcDay(date));
