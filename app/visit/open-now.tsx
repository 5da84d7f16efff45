import { useEffect, useState } from "react";
import { SHOP_TIME_ZONE, shopStatus, type Hours } from "#app/utils/opening-hours.ts";
import { formatDay, formatTime, formatWeekday } from "#app/i18n/dates.ts";
import type { Locale } from "#app/i18n/languages.ts";
import { useVisitWords } from "#app/visit/visit-words.ts";

/** India's zone by either of its names. */
const INDIA = new Set([SHOP_TIME_ZONE, "Asia/Calcutta"]);

/**
 * Whether the shop is open now, on India's clock whatever the phone's: "Open now, closes at 8:30 pm",
 * "Closed now, opens tomorrow at 10 am". A phone set to another zone is told the times are India's.
 * Brought up to date every minute.
 */
export default function OpenNow({ hours, locale }: { hours: Hours; locale: Locale }) {
  const w = useVisitWords();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const status = shopStatus(hours, now);
  const text = status.open
    ? w.hours_open_now({ time: formatTime(status.closes, locale) })
    : status.opens === undefined
      ? w.hours_closed_now({})
      : status.inDays === 0
        ? w.hours_opens_today({ time: formatTime(status.opens, locale) })
        : status.inDays === 1
          ? w.hours_opens_tomorrow({ time: formatTime(status.opens, locale) })
          : // A week or more away, a weekday alone would read as this week's: the date says which.
            w.hours_opens_on({
              day: status.inDays < 7 ? formatWeekday(status.weekday, locale) : formatDay(status.date, locale),
              time: formatTime(status.opens, locale),
            });
  const away = !INDIA.has(new Intl.DateTimeFormat().resolvedOptions().timeZone);
  return (
    <span className="open-now" data-open={status.open || undefined}>
      {text}
      {away && ` (${w.hours_india_time({})})`}
    </span>
  );
}
