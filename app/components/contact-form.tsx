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
  | { state: "failed"; message: ContactMessage; tooSoon: boolean }
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
    const { trap, ...message } = readMessage(element);
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
    const result = await sendMessage(config, message);
    sending.current = false;
    if (result.ok) {
      element.reset();
      setStatus({ state: "sent" });
    } else {
      setStatus({ state: "failed", message, tooSoon: result.status === 429 });
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
        <label htmlFor="contact-website">Leave this field empty</label>
        <input id="contact-website" name={HONEYPOT} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <button className="button" type="submit" disabled={status.state === "sending"}>
        {status.state === "sending" ? "Sending…" : "Send Message"}
      </button>
      <div className="contact-form__status" role="status" data-state={status.state}>
        <StatusMessage status={status} contact={contact} onRetry={() => form.current?.requestSubmit()} />
      </div>
    </form>
  );
}

interface StatusMessageProps {
  status: Status;
  contact: Contact;
  onRetry: () => void;
}

function StatusMessage({ status, contact, onRetry }: StatusMessageProps) {
  switch (status.state) {
    case "idle":
      return null;
    case "sending":
      return <p>Sending…</p>;
    case "sent":
      return <p>Thank you! Your message has reached us, and we will reply soon.</p>;
    case "failed":
      return (
        <>
          <p>
            {status.tooSoon
              ? `Please wait ${THROTTLE_MS / 1000} seconds before sending again.`
              : "Sorry, your message could not be sent."}{" "}
            It is still in the form.
          </p>
          <p className="contact-form__actions">
            <button type="button" className="button button--small" onClick={onRetry}>
              Try again
            </button>
          </p>
          <OtherWays contact={contact} message={status.message} />
        </>
      );
    case "not-set-up":
      return (
        <>
          <p>Sending from this page is not set up yet. Your message is still in the form: send it from here instead.</p>
          <OtherWays contact={contact} message={status.message} />
        </>
      );
  }
}

/** Phone, e-mail and WhatsApp, the last two with the visitor's message already written. */
function OtherWays({ contact, message }: { contact: Contact; message: ContactMessage }) {
  return (
    <ul className="contact-form__other-ways">
      <li>
        <a href={mailtoLink(contact.email, message)}>Open it in your e-mail app</a>
      </li>
      <li>
        <a href={whatsAppLink(contact.whatsapp, messageText(message))} target="_blank" rel="noopener noreferrer">
          Send it on WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </li>
      <li>
        Or call us: <a href={telLink(contact.phone)}>{contact.phone}</a>
      </li>
    </ul>
  );
}
