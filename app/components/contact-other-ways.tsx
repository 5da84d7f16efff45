import type { Contact } from "../utils/site-data";
import { useWords } from "../i18n/words";
import { mailtoLink, messageText, readMessage, telLink, whatsAppLink, type ContactMessage } from "../utils/contact-message";

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
export function ContactOtherWays({ contact, sent, form }: OtherWaysProps) {
  const m = useWords();
  const current = (): ContactMessage => {
    if (!form.current) return sent;
    const { name, email, message } = readMessage(form.current);
    return { name, email, message };
  };
  const mail = (message: ContactMessage) => mailtoLink(contact.email, message, m);
  const whatsApp = (message: ContactMessage) => whatsAppLink(contact.whatsapp, messageText(message));
  return (
    <ul className="contact-form__other-ways">
      <li>
        <a href={mail(sent)} onClick={(event) => (event.currentTarget.href = mail(current()))}>
          {m.form_other_email({})}
        </a>
      </li>
      <li>
        <a
          href={whatsApp(sent)}
          onClick={(event) => (event.currentTarget.href = whatsApp(current()))}
          target="_blank"
          rel="noopener noreferrer"
        >
          {m.form_other_whatsapp({})}
          <span className="visually-hidden"> {m.link_new_tab({})}</span>
        </a>
      </li>
      <li>
        {m.form_other_call({})} <a href={telLink(contact.phone)}>{contact.phone}</a>
      </li>
    </ul>
  );
}
