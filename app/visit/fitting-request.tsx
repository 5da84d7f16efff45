import { useId, useState } from "react";
import { fittingDays, type Hours } from "#app/utils/opening-hours.ts";
import { formatDay, formatTime } from "#app/i18n/dates.ts";
import type { Locale } from "#app/i18n/languages.ts";
import { useVisitWords } from "#app/visit/visit-words.ts";
import { NEW_TAB, whatsAppLink } from "#app/links/index.ts";
import { hidden, MessageParts } from "#app/components/message-parts.tsx";
import "#app/visit/fields.css";
import "#app/visit/fitting-request.css";

interface FittingRequestProps {
  hours: Hours;
  business: string;
  whatsapp: string;
  locale: Locale;
}

/**
 * "Book a fitting": a day of the next two weeks the shop opens and a time within its hours (on
 * India's clock, from an hour ahead), sent as a request on WhatsApp for the shop to confirm.
 */
export default function FittingRequest({ hours, business, whatsapp, locale }: FittingRequestProps) {
  const w = useVisitWords();
  const [days] = useState(() => fittingDays(hours, new Date()));
  const [date, setDate] = useState(days[0]?.date ?? "");
  const [time, setTime] = useState(days[0]?.times[0] ?? "");
  const [name, setName] = useState("");
  const id = useId();
  const day = days.find((candidate) => candidate.date === date) ?? days[0];
  if (!day) return <p>{w.fitting_none({})}</p>;
  const chosenTime = day.times.includes(time) ? time : day.times[0];
  const request = [
    w.fitting_message({ business, day: formatDay(day.date, locale), time: formatTime(chosenTime, locale) }),
    ...(name.trim() ? [`— ${name.trim()}`] : []),
  ].join("\n");
  return (
    <div className="fitting-request">
      <p>{w.fitting_intro({})}</p>
      <div className="fitting-request__choices">
        <div className="field">
          <label htmlFor={`${id}-day`}>{w.fitting_day({})}</label>
          <select id={`${id}-day`} value={day.date} onChange={(event) => setDate(event.target.value)}>
            {days.map((candidate) => (
              <option key={candidate.date} value={candidate.date}>
                {formatDay(candidate.date, locale)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-time`}>{w.fitting_time({})}</label>
          <select id={`${id}-time`} value={chosenTime} onChange={(event) => setTime(event.target.value)}>
            {day.times.map((candidate) => (
              <option key={candidate} value={candidate}>
                {formatTime(candidate, locale)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-name`}>{w.fitting_name({})}</label>
        <input id={`${id}-name`} type="text" autoComplete="name" maxLength={100} value={name} onChange={(event) => setName(event.target.value)} />
      </div>
      <a className="button" href={whatsAppLink(whatsapp, request)} {...NEW_TAB}>
        <MessageParts parts={w.fitting_send.parts({})} markup={{ hidden }} />
      </a>
    </div>
  );
}
