import type { Contact } from "#app/content/site-data.ts";
import { useLocale } from "#app/i18n/locale.ts";
import { useWords } from "#app/i18n/words.tsx";
import type { Field } from "#app/contact/contact-limits.ts";
import { HONEYPOT } from "#app/contact/contact-message.ts";
import { statusText } from "#app/contact/contact-status.ts";
import { limitText as limitWords, NextStep } from "#app/contact/contact-form-hints.tsx";
import { SendAgain } from "#app/sending/index.ts";
import { useContactForm } from "#app/contact/use-contact-form.ts";
import { useHydrated } from "#app/utils/use-hydrated.tsx";
import { ContactNoScript } from "#app/contact/contact-no-script.tsx";
import { ContactOtherWays } from "#app/contact/contact-other-ways.tsx";
import { fieldAttributes, FieldNote } from "#app/components/form-parts.tsx";
import { MessageParts } from "#app/components/message-parts.tsx";
import { mailtoLink } from "#app/links/index.ts";

/**
 * The enquiry form. The browser checks the fields (all required, a real e-mail
 * address, none over its limit); the message goes through EmailJS, or in a
 * build without its settings opens in the shop's WhatsApp chat, ready to send
 * there; a live region tells the visitor what happened. What they write is
 * kept on their device until it has been sent, and is never cut
 * (app/contact/use-contact-form.ts).
 */
export function ContactForm({ contact }: { contact: Contact }) {
  // Until the page's script runs the form has no submit button at all, so
  // neither Send nor Enter can make the browser submit it (with a GET, into the address).
  const ready = useHydrated();
  const m = useWords();
  const locale = useLocale();
  const { form, status, lengths, announcement, unkept, waiting, canSend, prepare, onChange, onSubmit, sendAgain, clearForm } = useContactForm(contact.whatsapp);
  // The counter near a field's limit, or why it is refused past it.
  const limitText = (name: Field) => limitWords(name, lengths[name], m, locale);
  // Near its limit a field's note is its count; past it, its problem.
  const noteOf = (name: Field) => (lengths[name].over ? { problem: limitText(name) } : { count: limitText(name) });
  const limitProps = (name: Field) => ({ ...fieldAttributes(`contact-${name}`, noteOf(name)), onFocus: prepare });
  const limitNote = (name: Field) => (
    <FieldNote
      field={`contact-${name}`}
      kind={lengths[name].over ? "problem" : "count"}
      text={limitText(name)}
      className="contact-form__limit"
      over={lengths[name].over}
    />
  );

  return (
    <>
      <ContactNoScript contact={contact} />
      <form className="contact-form" ref={form} onSubmit={onSubmit} onChange={onChange}>
        <div className="contact-form__field">
          <label htmlFor="contact-name">{m.form_name({})}</label>
          <input id="contact-name" name="name" type="text" autoComplete="name" required {...limitProps("name")} />
          {limitNote("name")}
        </div>
        <div className="contact-form__field">
          <label htmlFor="contact-email">{m.form_email({})}</label>
          <input id="contact-email" name="email" type="email" autoComplete="email" required {...limitProps("email")} />
          {limitNote("email")}
        </div>
        <div className="contact-form__field">
          <label htmlFor="contact-message">{m.form_message({})}</label>
          <textarea id="contact-message" name="message" rows={4} required {...limitProps("message")} />
          {limitNote("message")}
        </div>
        <div className="contact-form__trap" aria-hidden="true">
          <label htmlFor="contact-reference">{m.form_trap({})}</label>
          <input id="contact-reference" name={HONEYPOT} type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <p className="visually-hidden" aria-live="polite">
          {announcement}
        </p>
        {unkept && (
          <p className="contact-form__unkept" role="alert">
            {m.form_not_kept({})}
          </p>
        )}
        <button className="button" type={ready ? "submit" : "button"} disabled={waiting} aria-describedby={ready ? undefined : "contact-form-wait"}>
          {status.state === "sending"
            ? m.form_sending({})
            : status.state === "waiting"
              ? m.form_waiting({})
              : canSend
                ? m.form_send({})
                : m.form_send_whatsapp({})}
        </button>
        {!ready && (
          <p className="contact-form__wait" id="contact-form-wait">
            <MessageParts
              parts={(canSend ? m.form_still_loading : m.form_still_loading_whatsapp).parts({})}
              markup={{ email: () => <a href={mailtoLink(contact.email)}>{contact.email}</a> }}
            />
          </p>
        )}
        <div className="contact-form__result" data-state={status.state}>
          {/* Only words in the live region: screen readers read it whole on every change. */}
          <p className="contact-form__status" role="status">
            {statusText(status, m, locale)}
          </p>
          {status.state === "handed-off" && <ContactOtherWays contact={contact} sent={status.message} form={form} handedOff />}
          <NextStep status={status} onClear={clearForm} onTryAgain={() => form.current?.requestSubmit()} />
          {(status.state === "failed" || status.state === "waiting") && <ContactOtherWays contact={contact} sent={status.message} form={form} />}
          {(status.state === "waiting" || status.state === "maybe-sent") && (
            <SendAgain className="contact-form__again" onSendAgain={sendAgain} asked={status.state === "maybe-sent" && status.asked === true} />
          )}
        </div>
      </form>
    </>
  );
}
