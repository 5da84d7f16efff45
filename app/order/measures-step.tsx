import { PeopleNoteLine } from "#app/order/people-note.tsx";
import { MeasureDrawing } from "#app/order/measure-drawing.tsx";
import type { Measure } from "#app/order/measures.ts";
import { MEASURE_WAYS } from "#app/order/order-draft.ts";
import { fieldAttributes, FieldNote, noteId, RequiredMark } from "#app/components/form-parts.tsx";
import { useOrderForm } from "#app/order/order-context.ts";
import { useOrderWords } from "#app/order/order-words.ts";

/**
 * The third step: first how the measurements will come (given here now, taken at the shop, or
 * from a garment that fits); the fields only for "now", each with a drawing of where to measure.
 */
export function MeasuresStep() {
  const { draft, update, problemOf, measures, hasDesigns, measuring, storageUsable } = useOrderForm();
  const w = useOrderWords();
  const wayProblem = problemOf("order-way");
  if (measures.length === 0 && hasDesigns) return <p>{w.order_measure_none({})}</p>;
  const { unitShort } = measuring;
  const otherUnit = (measure: Measure) => measuring.problems.get(measure.value)?.otherUnit;
  return (
    <>
      <fieldset className="order-form__choice" id="order-way" tabIndex={-1} aria-describedby={wayProblem ? noteId("order-way", "problem") : undefined}>
        <legend>
          {w.order_way_question({})}
          <RequiredMark word={w.order_required({})} />
        </legend>
        {MEASURE_WAYS.map((way) => (
          <label key={way} className="order-form__option">
            <input type="radio" name="order-way" value={way} required checked={draft.way === way} onChange={() => update({ way })} />
            {way === "here" ? w.order_measure_here({}) : way === "shop" ? w.order_measure_shop({}) : w.order_measure_garment({})}
          </label>
        ))}
        <FieldNote field="order-way" kind="problem" text={wayProblem} />
      </fieldset>
      {draft.way === "here" && measures.length > 0 && (
        <>
          <p className="field__hint">{w.order_measure_optional({})}</p>
          {/* Inches first, as tailors measure; the other unit with the fields, in plain words: ticked, the digits typed are read in it. */}
          <div className="order-form__unit">
            <label className="order-form__option">
              <input
                type="checkbox"
                name="order-unit"
                value="cm"
                checked={draft.unit === "cm"}
                aria-describedby="order-unit-hint"
                onChange={(event) => measuring.reinterpret(event.target.checked ? "cm" : "in")}
              />
              {w.order_numbers_in_cm({})}
            </label>
            <p className="field__hint" id="order-unit-hint">
              {w.order_unit_switch_hint({})}
            </p>
          </div>
          <ul className="order-form__measures">
            {measures.map((measure) => {
              const id = `order-measure-${measure.value}`;
              const problem = problemOf(id);
              return (
                <li key={measure.value} className="order-form__measure">
                  <MeasureDrawing drawing={measure.drawing} />
                  <div className="field">
                    <label htmlFor={id}>
                      {measure.label} ({unitShort(draft.unit)})
                    </label>
                    <p className="field__hint" id={`${id}-how`}>
                      {measure.how}
                    </p>
                    <input
                      id={id}
                      name={id}
                      type="text"
                      inputMode="decimal"
                      autoComplete="off"
                      maxLength={20}
                      value={draft.typed[measure.value] ?? ""}
                      onChange={(event) => measuring.type(measure.value, event.target.value)}
                      onKeyDown={(event) => event.key === "Enter" && event.preventDefault()}
                      {...fieldAttributes(id, { hintId: `${id}-how`, problem: problem })}
                    />
                    <FieldNote field={id} kind="problem" text={problem} />
                    {/* Digits that fit the other unit: that unit offered in place, the digits kept. */}
                    {problem && otherUnit(measure) && (
                      <button type="button" className="button button--small" onClick={() => measuring.reinterpret(otherUnit(measure) ?? draft.unit)}>
                        {otherUnit(measure) === "cm" ? w.order_numbers_in_cm({}) : w.order_numbers_in_in({})}
                      </button>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
          <p>
            <button type="button" className="button button--small button--quiet" onClick={measuring.save}>
              {w.order_save_person({})}
            </button>
          </p>
          <PeopleNoteLine note={measuring.note} />
          <p className="field__hint">{storageUsable ? w.order_storage_note({}) : w.order_storage_blocked({})}</p>
        </>
      )}
    </>
  );
}
