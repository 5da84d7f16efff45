import { PeopleNoteLine } from "#app/order/people-note.tsx";
import { useState } from "react";
import { IsolatedWords } from "#app/components/isolated-words.tsx";
import { hidden, MessageParts } from "#app/components/message-parts.tsx";
import { formatDate } from "#app/i18n/dates.ts";
import { formatRupees } from "#app/i18n/format.ts";
import { useWords } from "#app/i18n/words.tsx";
import { fieldAttributes, FieldNote, RequiredMark } from "#app/components/form-parts.tsx";
import { useOrderForm } from "#app/order/order-context.ts";
import { useOrderWords } from "#app/order/order-words.ts";

/** The second step: who the order is for (or one of the people saved on the phone), the occasion, the date and the budget. */
export function WhoStep() {
  const { draft, update, field, problemOf, countOf, locale, occasions, measuring, today, first, last, earliest, longest, budget, total } = useOrderForm();
  const w = useOrderWords();
  const m = useWords();
  const [confirmRemoveAll, setConfirmRemoveAll] = useState(false);
  const focusPerson = () => document.getElementById("order-person")?.focus();
  const personProblem = problemOf("order-person");
  const dateProblem = problemOf("order-date");
  const budgetProblem = problemOf("order-budget");
  const soon = draft.date !== "" && !dateProblem && draft.date >= today && draft.date < earliest;
  return (
    <>
      {measuring.people.length > 0 && (
        <div className="order-form__people">
          <h3>{w.order_saved_people({})}</h3>
          <ul className="typed-text">
            {measuring.people.map((person) => (
              <li key={person.name}>
                <button type="button" className="button button--small" onClick={() => measuring.take(person)}>
                  <IsolatedWords sentence={(name) => w.order_use_person({ name })} words={person.name} />
                </button>
                <button
                  type="button"
                  className="button button--small button--quiet"
                  onClick={() => {
                    measuring.remove(person);
                    focusPerson();
                  }}
                >
                  <MessageParts parts={w.order_remove_person.parts({ name: person.name })} markup={{ hidden }} />
                </button>
              </li>
            ))}
          </ul>
          {confirmRemoveAll ? (
            <div className="order-form__confirm" role="group" aria-labelledby="order-remove-all-question">
              <p id="order-remove-all-question">{w.order_remove_all_confirm({})}</p>
              <button
                type="button"
                className="button button--small"
                onClick={() => {
                  measuring.removeAll();
                  setConfirmRemoveAll(false);
                  focusPerson();
                }}
              >
                {m.shortlist_confirm_yes({})}
              </button>
              <button type="button" className="button button--small button--quiet" onClick={() => setConfirmRemoveAll(false)}>
                {m.shortlist_confirm_keep({})}
              </button>
            </div>
          ) : (
            <button type="button" className="button button--small button--quiet" onClick={() => setConfirmRemoveAll(true)}>
              {w.order_remove_all({})}
            </button>
          )}
        </div>
      )}
      <PeopleNoteLine note={measuring.note} />
      <div className="field">
        <label htmlFor="order-person">
          {w.order_person_name({})}
          <RequiredMark word={w.order_required({})} />
        </label>
        <input
          {...field("person")}
          type="text"
          autoComplete="off"
          required
          {...fieldAttributes("order-person", { hintId: "order-person-hint", count: countOf("person"), problem: personProblem })}
        />
        <p className="field__hint" id="order-person-hint">
          {w.order_person_name_hint({})}
        </p>
        <FieldNote field="order-person" kind="count" text={countOf("person")} />
        <FieldNote field="order-person" kind="problem" text={personProblem} />
      </div>
      <div className="field">
        <label htmlFor="order-occasion">{w.order_occasion({})}</label>
        <select {...field("occasion")}>
          <option value="">{w.order_occasion_none({})}</option>
          {occasions.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="order-date">{w.order_date({})}</label>
        <input
          {...field("date")}
          type="date"
          min={first}
          max={last}
          {...fieldAttributes("order-date", { hintId: soon ? "order-date-note" : undefined, problem: dateProblem })}
        />
        <FieldNote field="order-date" kind="problem" text={dateProblem} />
        {soon && (
          <p className="field__warning" id="order-date-note">
            {w.order_date_soon({ days: longest, date: formatDate(earliest, locale) })}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor="order-budget">{w.order_budget({})}</label>
        <input {...field("budget")} type="text" inputMode="numeric" autoComplete="off" {...fieldAttributes("order-budget", { problem: budgetProblem })} />
        <FieldNote field="order-budget" kind="problem" text={budgetProblem} />
        {total !== undefined && budget === null && (
          <p className="field__hint">
            <button type="button" className="button button--small button--quiet" onClick={() => update({ budget: String(total) })}>
              {w.order_budget_use({ price: formatRupees(total, locale) })}
            </button>
          </p>
        )}
      </div>
    </>
  );
}
