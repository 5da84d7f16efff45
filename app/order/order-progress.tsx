import { ORDER_STEPS, type OrderStep } from "#app/order/order-address.ts";
import { useOrderWords } from "#app/order/order-words.ts";

interface OrderProgressProps {
  step: OrderStep;
  /** Each step's name. */
  names: Record<OrderStep, string>;
  /** Goes back to an earlier step; the later ones are reached by each step's own button. */
  onGo: (step: OrderStep) => void;
}

/** The steps of the order as a line: those done are buttons back to them, the current one is marked, those to come are only named. */
export function OrderProgress({ step, names, onGo }: OrderProgressProps) {
  const w = useOrderWords();
  const at = ORDER_STEPS.indexOf(step);
  return (
    <nav className="order-progress" aria-label={w.order_steps_label({})}>
      <ol>
        {ORDER_STEPS.map((candidate, i) => {
          const state = i < at ? "done" : i === at ? "current" : "next";
          const number = String(i + 1);
          return (
            <li key={candidate} className="order-progress__step" data-state={state}>
              {state === "done" ? (
                <button type="button" className="order-progress__mark" onClick={() => onGo(candidate)}>
                  <span aria-hidden="true">{number}</span>
                  <span className="visually-hidden">{w.order_go_to_step({ number, step: names[candidate] })}</span>
                </button>
              ) : (
                <span className="order-progress__mark" aria-current={state === "current" ? "step" : undefined}>
                  <span aria-hidden="true">{number}</span>
                  <span className="visually-hidden">
                    {w.order_step_count({ number, count: String(ORDER_STEPS.length) })}: {names[candidate]}
                  </span>
                </span>
              )}
              <span className="order-progress__name" aria-hidden="true">
                {names[candidate]}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
