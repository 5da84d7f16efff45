import { useRef, useState } from "react";
import type { Contact } from "../content/schema";
import {
  HONEYPOT,
  LIMITS,
  mailtoLink,
  messageText,
  readMessage,
  telLink,
  whatsAppLink,
  type ContactMessage,
} from "../utils/contact-message";
import { THROTTLE_MS, emailJsConfig, loadEmailJs, sendMessage } from "../utils/send-message";
import "./contact-form.css";

type Status =
  | { state: "idle" }
  | { state: "sending" }
  | { state: "sent" }
  | { state: "failed"; reason: "error" | "timeout" | "too-soon"; message: ContactMessage }
  | { state: "not-set-up"; message: ContactMessage };

// Fixed when the site is built: without all three identifiers nothing is sent.
const config = emailJsConfig();

/**
 * The enquiry form. The browser checks the fields (all required, a real e-mail
 * address); the message goes through EmailJS, and a live region tells the
 * visitor what happened. What they wrote stays in the form until it is sent.
 */
export function ContactForm({ contact }: { contact: Contact }) {
  const [status, setStatus] = useState<Status>({ state: "idle" });
  const sending = useRef(false);
  const form = useRef<HTMLFormElement>(null);

  // Start downloading the sending code as soon as the visitor starts on the form.
  const prepare = () => {
    if (config) void loadEmailJs().catch(() => undefined);
  };

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    const element = event.currentTarget;
    const { trap, ...message } = readMessage(element, { trimFields: true });
    // Trimming may have emptied a field: let the browser say so, in its own words.
    if (!element.reportValidity()) return;
    if (trap) {
      // Only robots fill in the hidden field: they are thanked, and nothing is sent.
      element.reset();
      setStatus({ state: "sent" });
      return;
    }
    if (!config) {
      setStatus({ state: "not-set-up", message });
      return;
    }
    sending.current = true;
    setStatus({ state: "sending" });
    try {
      const result = await sendMessage(config, message);
      if (result.ok) {
        element.reset();
        setStatus({ state: "sent" });
      } else {
        const reason = result.timedOut ? "timeout" : result.status === 429 ? "too-soon" : "error";
        setStatus({ state: "failed", reason, message });
      }
    } finally {
      sending.current = false;
    }
  }

  return (
    <form className="contact-form" ref={form} onSubmit={onSubmit}>
      <div className="contact-form__field">
        <label htmlFor="contact-name">Name</label>
        <input id="contact-name" name="name" type="text" autoComplete="name" maxLength={LIMITS.name} required onFocus={prepare} />
      </div>
      <div className="contact-form__field">
        <label htmlFor="contact-email">Email</label>
        <input id="contact-email" name="email" type="email" autoComplete="email" maxLength={LIMITS.email} required onFocus={prepare} />
      </div>
      <div className="contact-form__field">
        <label htmlFor="contact-message">Message</label>
        <textarea id="contact-message" name="message" rows={4} maxLength={LIMITS.message} required onFocus={prepare} />
      </div>
      <div className="contact-form__trap" aria-hidden="true">
        <label htmlFor="contact-reference">Leave this field empty</label>
        <input id="contact-reference" name={HONEYPOT} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <button className="button" type="submit" disabled={status.state === "sending"}>
        {status.state === "sending" ? "Sending…" : "Send Message"}
      </button>
      <div className="contact-form__result" data-state={status.state}>
        {/* Only words in the live region: screen readers read it whole on every change. */}
        <p className="contact-form__status" role="status">
          {statusText(status)}
        </p>
        {status.state === "failed" && (
          <p>
            <button type="button" className="button button--small" onClick={() => form.current?.requestSubmit()}>
              Try again
            </button>
          </p>
        )}
        {(status.state === "failed" || status.state === "not-set-up") && (
          <OtherWays contact={contact} sent={status.message} form={form} />
        )}
      </div>
    </form>
  );
}

function statusText(status: Status): string {
  switch (status.state) {
    case "idle":
      return "";
    case "sending":
      return "Sending…";
    case "sent":
      return "Thank you! Your message has reached us, and we will reply soon.";
    case "failed":
      if (status.reason === "timeout") {
        return "We had no answer after 15 seconds, so your message may not have arrived. It is still in the form: try again, or reach us another way.";
      }
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
