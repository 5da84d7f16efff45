/**
 * When the shop is open: its week (content/site.json's `hours`), the days it closes, and what
 * that means at a given moment in India, wherever the visitor's phone is. Plain data and
 * arithmetic on `Intl`, for the build (the hours a page lists, the structured data) and the
 * browser (the live "Open now" line, the fitting's days and times) alike.
 */

export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The shop's clock: India has one time zone and no summer time. */
export const SHOP_TIME_ZONE = "Asia/Kolkata";

/** A time of day as the owner writes it, on the 24-hour clock: 09:30, 20:00. */
export const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
/** A day as the owner writes it: 2027-01-14. */
export const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Whether `text` (year-month-day, as DATE or a date field writes it) is a day of the calendar: 2027-02-28 is, 2027-02-30 is not. */
export function isCalendarDate(text: string): boolean {
  const [year, month, day] = text.split("-").map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** One stretch of a weekday the shop is open; a day with a break has two. */
export interface Opening {
  day: Weekday;
  opens: string;
  closes: string;
}

/** The shop's hours, in the page's language (a closed day's name picked). */
export interface Hours {
  week: Opening[];
  /** Days the shop closes whatever its week says (festivals), as YYYY-MM-DD. */
  closed: { date: string; name?: string }[];
}

/** "20:30" as 1230, minutes since midnight. */
export const minutesOf = (time: string): number => {
  const [, hours, minutes] = TIME.exec(time) ?? [];
  return Number(hours) * 60 + Number(minutes);
};

/** 1230 as "20:30". */
export const timeOf = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** The shop's calendar day and time of day at `now`, in India. */
export interface ShopMoment {
  /** YYYY-MM-DD, in India. */
  date: string;
  weekday: Weekday;
  /** Minutes since midnight, in India. */
  minutes: number;
}

let clock: Intl.DateTimeFormat | undefined;

/** Where `now` falls on the shop's calendar and clock. */
export function shopMoment(now: Date): ShopMoment {
  clock ??= new Intl.DateTimeFormat("en-US", {
    timeZone: SHOP_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  const part = Object.fromEntries(clock.formatToParts(now).map(({ type, value }) => [type, value]));
  const date = `${part.year}-${part.month}-${part.day}`;
  return { date, weekday: weekdayOf(date), minutes: Number(part.hour) * 60 + Number(part.minute) };
}

/** The weekday of a YYYY-MM-DD day. */
export function weekdayOf(date: string): Weekday {
  const [year, month, day] = date.split("-").map(Number);
  // getUTCDay counts from Sunday; the week here starts on Monday.
  return WEEKDAYS[(new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7];
}

/** The day `days` after a YYYY-MM-DD day. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The stretches the shop is open on a day, in order: none on a closed day. */
export function openingsOn(hours: Hours, date: string): Opening[] {
  if (hours.closed.some((closed) => closed.date === date)) return [];
  return openingsOfDay(hours.week, weekdayOf(date));
}

/** The stretches of a weekday in an ordinary week, in order: none on a day the shop does not open. */
export const openingsOfDay = (week: readonly Opening[], day: Weekday): Opening[] =>
  week.filter((opening) => opening.day === day).sort((a, b) => minutesOf(a.opens) - minutesOf(b.opens));

/** How far ahead the shop's next opening is looked for: a shop closed longer says only that it is closed. */
const LOOK_AHEAD_DAYS = 14;

/** Whether the shop is open at `now`, and until when; or when it opens next (`inDays` 0 today, 1 tomorrow, …). */
export type ShopStatus =
  { open: true; closes: string } | { open: false; opens: string; inDays: number; date: string; weekday: Weekday } | { open: false; opens?: undefined };

export function shopStatus(hours: Hours, now: Date): ShopStatus {
  const moment = shopMoment(now);
  const current = openingsOn(hours, moment.date).find((opening) => minutesOf(opening.opens) <= moment.minutes && moment.minutes < minutesOf(opening.closes));
  if (current) return { open: true, closes: current.closes };
  for (let inDays = 0; inDays <= LOOK_AHEAD_DAYS; inDays += 1) {
    const date = addDays(moment.date, inDays);
    const next = openingsOn(hours, date).find((opening) => inDays > 0 || minutesOf(opening.opens) > moment.minutes);
    if (next) return { open: false, opens: next.opens, inDays, date, weekday: weekdayOf(date) };
  }
  return { open: false };
}

/** A day a fitting may be booked on, and the times it may start (every half hour the shop is open, ending by its closing). */
export interface FittingDay {
  date: string;
  weekday: Weekday;
  times: string[];
}

/** How long a fitting takes, and how soon after now one may start. */
export const FITTING_MINUTES = 30;
const FITTING_NOTICE_MINUTES = 60;

/** The next `count` days a fitting may be booked, from today in India (later today only from an hour ahead). */
export function fittingDays(hours: Hours, now: Date, count = 14): FittingDay[] {
  const moment = shopMoment(now);
  const days: FittingDay[] = [];
  for (let inDays = 0; days.length < count && inDays < count * 4; inDays += 1) {
    const date = addDays(moment.date, inDays);
    const earliest = inDays === 0 ? moment.minutes + FITTING_NOTICE_MINUTES : 0;
    const times = openingsOn(hours, date).flatMap((opening) => {
      const starts: string[] = [];
      for (let start = minutesOf(opening.opens); start + FITTING_MINUTES <= minutesOf(opening.closes); start += FITTING_MINUTES) {
        if (start >= earliest) starts.push(timeOf(start));
      }
      return starts;
    });
    if (times.length > 0) days.push({ date, weekday: weekdayOf(date), times });
  }
  return days;
}
