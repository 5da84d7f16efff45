import { useOrderWords } from "#app/order/order-words.ts";

interface OrderSummaryProps {
  /** How many designs, or undefined while the address is not read yet. */
  count?: number;
  /** "From ₹10,300": what the designs cost together at the least. */
  together?: string;
  /** The date it is needed by, and the budget, as the visitor gave them. */
  date?: string;
  budget?: string;
}

/**
 * The order at a glance, beside the steps on a wide screen and under them on a phone: its designs,
 * what they cost together, the date and the budget. Every line is there from the first paint,
 * with "Not yet" until it has a value, so nothing moves as the page's script fills it in.
 */
export function OrderSummary({ count, together, date, budget }: OrderSummaryProps) {
  const w = useOrderWords();
  const none = w.order_summary_none({});
  const rows: [string, string | undefined][] = [
    [w.order_summary_designs({}), count === undefined ? undefined : String(count)],
    [w.order_summary_together({}), together],
    [w.order_date({}), date],
    [w.order_message_budget({}), budget],
  ];
  return (
    <aside className="order-summary" aria-labelledby="order-summary-heading">
      <h2 id="order-summary-heading">{w.order_summary_heading({})}</h2>
      <dl>
        {rows.map(([name, value]) => (
          <div key={name} className="order-summary__row">
            <dt>{name}</dt>
            <dd data-empty={value === undefined || undefined}>{value ?? none}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
