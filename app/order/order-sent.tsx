import { useEffect, useRef } from "react";
import type { Locale } from "#app/i18n/languages.ts";
import { formatMoment } from "#app/i18n/moment.ts";
import type { OrderDraft, SentOrder } from "#app/order/order-draft.ts";
import { useOrderWords } from "#app/order/order-words.ts";

interface OrderSentProps {
  draft: OrderDraft;
  sent: SentOrder;
  locale: Locale;
  /** The titles of the order's designs, as the form shows them. */
  designs: string[];
  /** The date it is needed by, as she reads it. */
  date?: string;
  /** Starts a new order: her details stay, the sent order's words go. */
  onNew: () => void;
  /** Takes the sent order back into the form, to change it and send it again. */
  onChange: () => void;
}

/**
 * The end of an order that reached the shop: "Order sent" in the form's place, with its reference
 * to quote, what was sent and what happens next. Drawn from the draft marked sent, so a reload or
 * a return shows the same end, never a form ready to send it twice; a new order, or a change sent
 * again, starts from a button of its own. The focus comes to its heading as it appears.
 */
export function OrderSent({ draft, sent, locale, designs, date, onNew, onChange }: OrderSentProps) {
  const w = useOrderWords();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.closest("section")?.scrollIntoView({ block: "start" });
    heading.current?.focus();
  }, []);
  const time = formatMoment(sent.at, locale);
  // What was sent, as she wrote it: a line each for who it is for and the date.
  const lines = [
    [w.order_message_for({}), draft.person.trim()],
    [w.order_message_date({}), date ?? ""],
  ].filter(([, value]) => value);
  return (
    <section className="order-step order-sent" aria-labelledby="order-sent-heading">
      <h2 id="order-sent-heading" tabIndex={-1} ref={heading}>
        {w.order_sent_heading({})}
      </h2>
      <p className="order-sent__reference">{w.order_sent_reference({ ref: sent.ref })}</p>
      <p>{w.order_sent_when({ time })}</p>
      <h3>{w.order_sent_what({})}</h3>
      <dl className="order-sent__what">
        {designs.length > 0 ? (
          <div>
            <dt>{w.order_message_designs({})}</dt>
            <dd>
              <ol>
                {designs.map((title, i) => (
                  <li key={i}>{title}</li>
                ))}
              </ol>
            </dd>
          </div>
        ) : (
          <div>
            <dt>{w.order_message_notes({})}</dt>
            <dd className="typed-text">{draft.notes.trim()}</dd>
          </div>
        )}
        {lines.map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd className="typed-text">{value}</dd>
          </div>
        ))}
      </dl>
      <h3>{w.order_sent_next({})}</h3>
      <ol className="order-sent__next">
        <li>
          {draft.answer === "email"
            ? w.order_sent_next_answer_email({ email: draft.email.trim() })
            : w.order_sent_next_answer_whatsapp({ phone: draft.phone.trim() })}
        </li>
        {draft.way !== "here" && <li>{w.order_sent_next_measure({})}</li>}
        <li>{w.order_sent_next_fitting({})}</li>
      </ol>
      <p className="field__hint">{w.order_sent_again_note({ time, ref: sent.ref })}</p>
      <div className="order-step__more">
        <button type="button" className="button" onClick={onNew}>
          {w.order_sent_new({})}
        </button>
        <button type="button" className="button button--quiet" onClick={onChange}>
          {w.order_sent_again({})}
        </button>
      </div>
    </section>
  );
}
