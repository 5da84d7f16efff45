import { useState } from "react";
import "./contact-form.css";

interface ContactFormProps {
  phone: string;
  email: string;
}

/**
 * The enquiry form. The browser checks the fields (all required, a real
 * e-mail address); sending is not set up yet, so a valid form says how else to
 * reach the shop and keeps what the visitor wrote.
 */
export function ContactForm({ phone, email }: ContactFormProps) {
  const [status, setStatus] = useState("");

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus(`Messages can't be sent from this page yet. Please call ${phone} or write to ${email}.`);
  }

  return (
    <form className="contact-form" onSubmit={onSubmit}>
      <div className="contact-form__field">
        <label htmlFor="contact-name">Name</label>
        <input id="contact-name" name="name" type="text" autoComplete="name" required />
      </div>
      <div className="contact-form__field">
        <label htmlFor="contact-email">Email</label>
        <input id="contact-email" name="email" type="email" autoComplete="email" required />
      </div>
      <div className="contact-form__field">
        <label htmlFor="contact-message">Message</label>
        <textarea id="contact-message" name="message" rows={4} required />
      </div>
      <button className="button" type="submit">
        Send Message
      </button>
      <p className="contact-form__status" role="status">
        {status}
      </p>
    </form>
  );
}
