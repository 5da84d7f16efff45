import { useWords } from "#app/i18n/words.tsx";
import { NEW_TAB } from "#app/links/index.ts";
import { SendAgain, type Status, statusText } from "#app/sending/index.ts";
import { ANSWER_WAYS, type OrderDraft } from "#app/order/order-draft.ts";
import { useOrderWords } from "#app/order/order-words.ts";
import { fieldAttributes, FieldNote, RequiredMark } from "#app/components/form-parts.tsx";
import { useOrderForm } from "#app/order/order-context.ts";

interface SendStepProps {
  /** Whether the site can send by e-mail (EmailJS is set up). */
  canEmail: boolean;
  status: Status;
  /** The WhatsApp link opened last, while the order is as it was sent. */
  opened?: string;
  onSendAgain: () => void;
  onTryAgain: () => void;
  onClear: () => void;
}

/**
 * The last step: who is ordering and how the shop answers, the wishes that go with the order
 * (folded, as most orders have none), and the send: on WhatsApp, or by e-mail where the site can
 * send one (else in the phone's e-mail app).
 */
export function SendStep(props: SendStepProps) {
  const w = useOrderWords();
  const { draft, update, field, problemOf, countOf } = useOrderForm();
  const { canEmail } = props;
  const nameProblem = problemOf("order-name");
  const contactId = draft.answer === "whatsapp" ? "order-phone" : "order-email";
  const contactProblem = problemOf(contactId);
  const wishes =
    draft.fabric !== "" || draft.colour !== "" || draft.notes !== "" || ["order-fabric", "order-colour", "order-notes"].some((id) => problemOf(id));
  return (
    <>
      <div className="field">
        <label htmlFor="order-name">
          {w.order_your_name({})}
          <RequiredMark word={w.order_required({})} />
        </label>
        <input
          {...field("name")}
          type="text"
          autoComplete="name"
          required
          {...fieldAttributes("order-name", { count: countOf("name"), problem: nameProblem })}
        />
        <FieldNote field="order-name" kind="count" text={countOf("name")} />
        <FieldNote field="order-name" kind="problem" text={nameProblem} />
      </div>
      <fieldset className="order-form__choice order-form__units">
        <legend>{w.order_answer({})}</legend>
        {ANSWER_WAYS.map((answer) => (
          <label key={answer} className="order-form__option">
            <input type="radio" name="order-answer" value={answer} checked={draft.answer === answer} onChange={() => update({ answer })} />
            {answer === "whatsapp" ? w.order_answer_whatsapp({}) : w.order_answer_email({})}
          </label>
        ))}
      </fieldset>
      {draft.answer === "whatsapp" ? (
        <div className="field">
          <label htmlFor="order-phone">{w.order_phone({})}</label>
          <input
            {...field("phone")}
            type="tel"
            autoComplete="tel"
            {...fieldAttributes("order-phone", { hintId: canEmail ? "order-phone-hint" : undefined, count: countOf("phone"), problem: contactProblem })}
          />
          <FieldNote field="order-phone" kind="count" text={countOf("phone")} />
          {canEmail && (
            <p className="field__hint" id="order-phone-hint">
              {w.order_phone_hint({})}
            </p>
          )}
          <FieldNote field="order-phone" kind="problem" text={contactProblem} />
        </div>
      ) : (
        <div className="field">
          <label htmlFor="order-email">
            {w.order_email({})}
            <RequiredMark word={w.order_required({})} />
          </label>
          <input
            {...field("email")}
            type="email"
            autoComplete="email"
            required
            {...fieldAttributes("order-email", { count: countOf("email"), problem: contactProblem })}
          />
          <FieldNote field="order-email" kind="count" text={countOf("email")} />
          <FieldNote field="order-email" kind="problem" text={contactProblem} />
        </div>
      )}
      <details className="order-form__wishes" open={wishes || undefined}>
        <summary>{w.order_wishes_more({})}</summary>
        <div className="field">
          <label htmlFor="order-fabric">{w.order_fabric({})}</label>
          <input
            {...field("fabric")}
            type="text"
            {...fieldAttributes("order-fabric", { hintId: "order-wishes-hint", count: countOf("fabric"), problem: problemOf("order-fabric") })}
          />
          <FieldNote field="order-fabric" kind="count" text={countOf("fabric")} />
          <FieldNote field="order-fabric" kind="problem" text={problemOf("order-fabric")} />
        </div>
        <div className="field">
          <label htmlFor="order-colour">{w.order_colour({})}</label>
          <input
            {...field("colour")}
            type="text"
            {...fieldAttributes("order-colour", { hintId: "order-wishes-hint", count: countOf("colour"), problem: problemOf("order-colour") })}
          />
          <FieldNote field="order-colour" kind="count" text={countOf("colour")} />
          <FieldNote field="order-colour" kind="problem" text={problemOf("order-colour")} />
          <p className="field__hint" id="order-wishes-hint">
            {w.order_wishes_hint({})}
          </p>
        </div>
        <div className="field">
          <label htmlFor="order-notes">{w.order_notes({})}</label>
          <textarea
            {...field("notes")}
            rows={3}
            {...fieldAttributes("order-notes", { hintId: "order-notes-hint", count: countOf("notes"), problem: problemOf("order-notes") })}
          />
          <p className="field__hint" id="order-notes-hint">
            {w.order_notes_hint({})}
          </p>
          <FieldNote field="order-notes" kind="count" text={countOf("notes")} />
          <FieldNote field="order-notes" kind="problem" text={problemOf("order-notes")} />
        </div>
      </details>
      <SendResult {...props} />
    </>
  );
}

interface SendButtonsProps {
  answer: OrderDraft["answer"];
  canEmail: boolean;
  status: Status;
  waiting: boolean;
  mailto: string;
  /** Lets the phone's e-mail app open only with an order that passes every check a Send does. */
  checkMailto: (event: React.MouseEvent<HTMLAnchorElement>) => void;
  prepare: () => void;
}

/**
 * The two ways to send, in the step's actions: the filled button sends the way she asked to be
 * answered, the other stays beside it. Where the site cannot send e-mail, the e-mail way is the
 * phone's own e-mail app.
 */
export function SendButtons({ answer, canEmail, status, waiting, mailto, checkMailto, prepare }: SendButtonsProps) {
  const w = useOrderWords();
  const m = useWords();
  const byEmail = answer === "email";
  const style = (main: boolean) => (main ? "button" : "button button--quiet");
  const whatsapp = (
    <button className={style(!byEmail)} type="submit" name="send" value="whatsapp">
      {w.order_send_whatsapp({})}
    </button>
  );
  const email = canEmail ? (
    <button className={style(byEmail)} type="submit" name="send" value="email" disabled={waiting} onFocus={prepare} onPointerEnter={prepare}>
      {status.state === "sending" ? m.form_sending({}) : status.state === "waiting" ? m.form_waiting({}) : w.order_send_email({})}
    </button>
  ) : (
    <a className={style(byEmail)} href={mailto} onClick={checkMailto}>
      {w.order_send_email_app({})}
    </a>
  );
  return (
    <>
      <div className="order-step__buttons">{byEmail ? email : whatsapp}</div>
      <div className="order-step__more">{byEmail ? whatsapp : email}</div>
    </>
  );
}

/** Where the send stands, and what can be done next: open WhatsApp again, try again, send again knowing the first may arrive, or clear. */
function SendResult({ status, opened, onSendAgain, onTryAgain, onClear }: SendStepProps) {
  const { locale } = useOrderForm();
  const w = useOrderWords();
  const m = useWords();
  return (
    <div className="order-form__result" data-state={status.state}>
      <p role="status">{opened ? w.order_whatsapp_opened({}) : statusText(status, "order", w, m.form_sending({}), locale)}</p>
      {opened && (
        <p>
          <a href={opened} {...NEW_TAB}>
            {w.order_whatsapp_again({})}
            <span className="visually-hidden"> {m.link_new_tab({})}</span>
          </a>
        </p>
      )}
      {status.state === "failed" && (
        <p>
          <button type="button" className="button button--small" onClick={onTryAgain}>
            {m.form_try_again({})}
          </button>
        </p>
      )}
      {/* While a send has no answer yet: sending again, knowing the first may still arrive. */}
      {(status.state === "waiting" || status.state === "maybe-sent") && (
        <SendAgain onSendAgain={onSendAgain} asked={status.state === "maybe-sent" && status.asked === true} />
      )}
      {(opened || status.state === "restored" || status.state === "maybe-sent" || status.state === "failed") && (
        <p>
          <button type="button" className="button button--small button--quiet" onClick={onClear}>
            {w.order_clear({})}
          </button>
        </p>
      )}
    </div>
  );
}
