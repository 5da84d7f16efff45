import { useEffect, useRef, useState } from "react";
import type { Contact } from "../content/schema";
import { contactDraft } from "../utils/contact-draft";
import {
  HONEYPOT,
  LIMITS,
  field,
  fieldValues,
  mailtoLink,
  messageText,
  readMessage,
  telLink,
  whatsAppLink,
  type ContactMessage,
} from "../utils/contact-message";
import { fieldLength, limitText, type FieldLength } from "../utils/field-limit";
import { THROTTLE_MS, emailJsConfig, loadEmailJs, sendMessage } from "../utils/send-message";
import { useHydrated } from "../utils/use-hydrated";
import "./contact-form.css";

type Status =
  | { state: "idle" }
  | { state: "restored" }
  | { state: "sending" }
  | { state: "waiting"; message: ContactMessage }
  | { state: "sent"; newerKept?: boolean }
  | { state: "failed"; reason: "error" | "too-soon"; message: ContactMessage }
  | { state: "not-set-up"; message: ContactMessage };

type Field = keyof ContactMessage;
type Lengths = Record<Field, FieldLength>;

// How each field is named when it is too long.
const WHAT: Record<Field, string> = { name: "Your name", email: "Your e-mail address", message: "Your message" };

// Fixed when the site is built: without all three identifiers nothing is sent.
const config = emailJsConfig();

const measure = (values: ContactMessage): Lengths => ({
  name: fieldLength(values.name, LIMITS.name),
  email: fieldLength(values.email, LIMITS.email),
  message: fieldLength(values.message, LIMITS.message),
});

const sameMessage = (a: ContactMessage, b: ContactMessage) =>
  a.name === b.name && a.email === b.email && a.message === b.message;

/**
 * The enquiry form. The browser checks the fields (all required, a real e-mail
 * address, none over its limit); the message goes through EmailJS, and a live
 * region tells the visitor what happened. What they write is kept on their
 * device until it has been sent, and is never cut.
 */
export function ContactForm({ contact }: { contact: Contact }) {
  // Until the page's script runs the form has no submit button at all, so
  // neither Send nor Enter can make the browser submit it (with a GET, into the address).
  const ready = useHydrated();
  const [status, setStatus] = useState<Status>({ state: "idle" });
  const [lengths, setLengths] = useState(() => measure({ name: "", email: "", message: "" }));
  const [announcement, setAnnouncement] = useState("");
  const busy = useRef(false);
  const attempt = useRef(0);
  // Every attempt up to this one is answered: a second answer to the same enquiry changes nothing.
  const deliveredUpTo = useRef(0);
  const announceTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const form = useRef<HTMLFormElement>(null);

  /** Keeps the draft, and refuses (with its reason) a field past its limit. */
  function update(element: HTMLFormElement): Lengths {
    const values = fieldValues(element);
    contactDraft.save(values);
    const next = measure(values);
    for (const name of Object.keys(next) as Field[]) {
      field(element, name)?.setCustomValidity(next[name].over ? limitText(WHAT[name], next[name]) : "");
    }
    setLengths(next);
    return next;
  }

  useEffect(() => {
    const element = form.current;
    if (!element) return;
    // Whatever the visitor typed before the script ran wins over an older draft.
    const draft = contactDraft.read();
    let restored = false;
    for (const name of ["name", "email", "message"] as const) {
      const input = field(element, name);
      if (input && !input.value && draft?.[name]) {
        input.value = draft[name];
        restored = true;
      }
    }
    update(element);
    if (restored) setStatus({ state: "restored" });
    return () => clearTimeout(announceTimer.current);
  }, []);

  // Start downloading the sending code as soon as the visitor starts on the form.
  const prepare = () => {
    if (config) void loadEmailJs().catch(() => undefined);
  };

  function onChange(event: React.ChangeEvent<HTMLFormElement>) {
    const edited = (event.target as EventTarget as HTMLInputElement).name as Field;
    if (!(edited in WHAT)) return;
    const next = update(event.currentTarget);
    // Said once the visitor pauses, not at every keystroke.
    clearTimeout(announceTimer.current);
    announceTimer.current = setTimeout(() => setAnnouncement(limitText(WHAT[edited], next[edited])), 1000);
  }

  function delivered(element: HTMLFormElement, message: ContactMessage) {
    busy.current = false;
    deliveredUpTo.current = attempt.current;
    // An answer that comes late may find newer words in the form: those stay.
    const newerKept = !sameMessage(readMessage(element), message);
    if (!newerKept) {
      element.reset();
      update(element);
    }
    setStatus({ state: "sent", newerKept });
  }

  async function send(element: HTMLFormElement, message: ContactMessage, sendConfig: NonNullable<typeof config>) {
    const id = ++attempt.current;
    busy.current = true;
    setStatus({ state: "sending" });
    let result = await sendMessage(sendConfig, message);
    if (!result.ok && result.timedOut) {
      if (id === attempt.current) setStatus({ state: "waiting", message });
      result = await result.lateAnswer;
    }
    if (id <= deliveredUpTo.current) return;
    if (result.ok) return delivered(element, message);
    if (id !== attempt.current) return;
    busy.current = false;
    setStatus({ state: "failed", reason: result.status === 429 ? "too-soon" : "error", message });
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    const element = event.currentTarget;
    const { trap, ...message } = readMessage(element, { trimFields: true });
    update(element);
    // Trimming may have emptied a field: let the browser say so, in its own words.
    if (!element.reportValidity()) return;
    if (trap) {
      // Only robots fill in the hidden field: they are thanked, and nothing is sent.
      element.reset();
      update(element);
      setStatus({ state: "sent" });
      return;
    }
    if (!config) {
      setStatus({ state: "not-set-up", message });
      return;
    }
    void send(element, message, config);
  }

  /** A send the visitor chose knowing the first may still arrive. */
  function sendAgain() {
    busy.current = false;
    form.current?.requestSubmit();
  }

  function clearForm() {
    const element = form.current;
    if (!element) return;
    element.reset();
    update(element);
    setStatus({ state: "idle" });
    field(element, "name")?.focus();
  }

  const waiting = status.state === "sending" || status.state === "waiting";
  const limitProps = (name: Field) => {
    const text = limitText(WHAT[name], lengths[name]);
    return {
      "aria-describedby": text ? `contact-${name}-limit` : undefined,
      "aria-invalid": lengths[name].over || undefined,
      onFocus: prepare,
    };
  };

  return (
    <>
      <noscript>
        <div className="contact-form__no-script">
          <p>This form needs JavaScript, which is off in this browser. Please write to us instead:</p>
          <ul>
            <li>
              E-mail: <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </li>
            <li>
              WhatsApp:{" "}
              <a href={whatsAppLink(contact.whatsapp)} target="_blank" rel="noopener noreferrer">
                {contact.whatsapp}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
            <li>
              Phone: <a href={telLink(contact.phone)}>{contact.phone}</a>
            </li>
          </ul>
        </div>
      </noscript>
      <form className="contact-form" ref={form} onSubmit={onSubmit} onChange={onChange}>
        <div className="contact-form__field">
          <label htmlFor="contact-name">Name</label>
          <input id="contact-name" name="name" type="text" autoComplete="name" required {...limitProps("name")} />
          <LimitNote name="name" length={lengths.name} />
        </div>
        <div className="contact-form__field">
          <label htmlFor="contact-email">Email</label>
          <input id="contact-email" name="email" type="email" autoComplete="email" required {...limitProps("email")} />
          <LimitNote name="email" length={lengths.email} />
        </div>
        <div className="contact-form__field">
          <label htmlFor="contact-message">Message</label>
          <textarea id="contact-message" name="message" rows={4} required {...limitProps("message")} />
          <LimitNote name="message" length={lengths.message} />
        </div>
        <div className="contact-form__trap" aria-hidden="true">
          <label htmlFor="contact-reference">Leave this field empty</label>
          <input id="contact-reference" name={HONEYPOT} type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <p className="visually-hidden" aria-live="polite">
          {announcement}
        </p>
        <button
          className="button"
          type={ready ? "submit" : "button"}
          disabled={waiting}
          aria-describedby={ready ? undefined : "contact-form-wait"}
        >
          {status.state === "sending" ? "Sending…" : status.state === "waiting" ? "Waiting for an answer…" : "Send Message"}
        </button>
        {!ready && (
          <p className="contact-form__wait" id="contact-form-wait">
            The form is still loading: your words are safe here. Press Send again in a moment, or write to us at{" "}
            <a href={`mailto:${contact.email}`}>{contact.email}</a>.
          </p>
        )}
        <div className="contact-form__result" data-state={status.state}>
          {/* Only words in the live region: screen readers read it whole on every change. */}
          <p className="contact-form__status" role="status">
            {statusText(status)}
          </p>
          {status.state === "restored" && (
            <p>
              <button type="button" className="button button--small button--quiet" onClick={clearForm}>
                Clear the form
              </button>
            </p>
          )}
          {status.state === "failed" && (
            <p>
              <button type="button" className="button button--small" onClick={() => form.current?.requestSubmit()}>
                Try again
              </button>
            </p>
          )}
          {(status.state === "failed" || status.state === "not-set-up" || status.state === "waiting") && (
            <OtherWays contact={contact} sent={status.message} form={form} />
          )}
          {status.state === "waiting" && (
            <details className="contact-form__again">
              <summary>It did not arrive? Send it again</summary>
              <p>Only if you are sure: the first one may still reach us, and then we get it twice.</p>
              <button type="button" className="button button--small button--quiet" onClick={sendAgain}>
                Send it again
              </button>
            </details>
          )}
        </div>
      </form>
    </>
  );
}

/** The counter near a field's limit, or past it, why the field is refused. */
function LimitNote({ name, length }: { name: Field; length: FieldLength }) {
  const text = limitText(WHAT[name], length);
  if (!text) return null;
  return (
    <p className="contact-form__limit" id={`contact-${name}-limit`} data-over={length.over || undefined}>
      {text}
    </p>
  );
}

function statusText(status: Status): string {
  switch (status.state) {
    case "idle":
      return "";
    case "restored":
      return "What you wrote here last time is back in the form, ready to send.";
    case "sending":
      return "Sending…";
    case "waiting":
      return "We have had no answer for 15 seconds, but your message may still arrive: we are still waiting, and will say here when it does. It is still in the form. If you need us now, reach us another way.";
    case "sent":
      return status.newerKept
        ? "Thank you! Your message has reached us, and we will reply soon. What you wrote since is still in the form."
        : "Thank you! Your message has reached us, and we will reply soon.";
    case "failed":
      if (status.reason === "too-soon") {
        return `Please wait ${THROTTLE_MS / 1000} seconds before sending again. Your message is still in the form.`;
      }
      return "Sorry, your message could not be sent. It is still in the form: try again, or reach us another way.";
    case "not-set-up":
      return "Sending from this page is not set up yet. Your message is still in the form: send it from your e-mail app or WhatsApp instead.";
  }
}

interface OtherWaysProps {
  contact: Contact;
  /** The message as it was when the form was submitted. */
  sent: ContactMessage;
  form: React.RefObject<HTMLFormElement | null>;
}

/**
 * Phone, e-mail and WhatsApp, the last two with the visitor's message already
 * written, as it stands in the form when the link is followed.
 */
function OtherWays({ contact, sent, form }: OtherWaysProps) {
  const current = (): ContactMessage => {
    if (!form.current) return sent;
    const { name, email, message } = readMessage(form.current);
    return { name, email, message };
  };
  const mail = (message: ContactMessage) => mailtoLink(contact.email, message);
  const whatsApp = (message: ContactMessage) => whatsAppLink(contact.whatsapp, messageText(message));
  return (
    <ul className="contact-form__other-ways">
      <li>
        <a href={mail(sent)} onClick={(event) => (event.currentTarget.href = mail(current()))}>
          Open it in your e-mail app
        </a>
      </li>
      <li>
        <a
          href={whatsApp(sent)}
          onClick={(event) => (event.currentTarget.href = whatsApp(current()))}
          target="_blank"
          rel="noopener noreferrer"
        >
          Send it on WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </li>
      <li>
        Or call us: <a href={telLink(contact.phone)}>{contact.phone}</a>
      </li>
    </ul>
  );
}
