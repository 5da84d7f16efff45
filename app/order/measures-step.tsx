import { MeasureDrawing } from "./measure-drawing";
import { UNITS, type Measure } from "./measures";
import { MEASURE_WAYS } from "./order-draft";
import { FieldProblem, problemAttributes, type StepProps } from "./step-props";
import { useOrderWords } from "./order-words";
import type { Measuring } from "./use-measures";

interface MeasuresStepProps extends StepProps {
  /** The measurements the designs ask for. */
  measures: Measure[];
  /** Whether there are designs to ask them for. */
  hasDesigns: boolean;
  measuring: Measuring;
  storageUsable: boolean;
}

/**
 * The third step: first how the measurements will come (given here now, taken at the shop, or
 * from a garment that fits); the fields only for "now", each with a drawing of where to measure.
 */
export function MeasuresStep({ draft, update, problemOf, measures, hasDesigns, measuring, storageUsable }: MeasuresStepProps) {
  const w = useOrderWords();
  const wayProblem = problemOf("order-way");
  if (measures.length === 0 && hasDesigns) return <p>{w.order_measure_none({})}</p>;
  const { unitShort, otherUnit } = measuring;
  return (
    <>
      <fieldset className="order-form__choice" id="order-way" tabIndex={-1} aria-describedby={wayProblem ? "order-way-problem" : undefined}>
        <legend>{w.order_way_question({})}</legend>
        {MEASURE_WAYS.map((way) => (
          <label key={way} className="order-form__option">
            <input type="radio" name="order-way" value={way} checked={draft.way === way} onChange={() => update({ way })} />
            {way === "here" ? w.order_measure_here({}) : way === "shop" ? w.order_measure_shop({}) : w.order_measure_garment({})}
          </label>
        ))}
        <FieldProblem id="order-way" problem={wayProblem} />
      </fieldset>
      {draft.way === "here" && measures.length > 0 && (
        <>
          <fieldset className="order-form__choice order-form__units">
            <legend>{w.order_unit({})}</legend>
            {UNITS.map((unit) => (
              <label key={unit} className="order-form__option">
                <input type="radio" name="order-unit" value={unit} checked={draft.unit === unit} onChange={() => measuring.switchUnit(unit)} />
                {unit === "cm" ? w.order_unit_cm({}) : w.order_unit_in({})}
              </label>
            ))}
          </fieldset>
          {otherUnit && (
            <p className="field__warning">
              {w.order_measure_other_unit({ unit: unitShort(otherUnit) })}{" "}
              <button type="button" className="button button--small" onClick={() => measuring.reinterpret(otherUnit)}>
                {w.order_measure_reinterpret({ unit: otherUnit === "cm" ? w.order_unit_cm({}) : w.order_unit_in({}) })}
              </button>
            </p>
          )}
          <p className="field__hint">{w.order_measure_optional({})}</p>
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
                      {...problemAttributes(id, problem, `${id}-how`)}
                    />
                    <FieldProblem id={id} problem={problem} />
                  </div>
                </li>
              );
            })}
          </ul>
          <p>
            <button
              type="button"
              className="button button--small button--quiet"
              onClick={measuring.save}
            >
              {w.order_save_person({})}
            </button>
          </p>
          <p className={measuring.note.named ? "order-form__note typed-text" : "order-form__note"} role="status">
            {measuring.note.text}
          </p>
          <p className="field__hint">{storageUsable ? w.order_storage_note({}) : w.order_storage_blocked({})}</p>
        </>
      )}
    </>
  );
}
