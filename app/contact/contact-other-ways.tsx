import type { Contact } from "#app/content/site-data.ts";
import { useWords } from "#app/i18n/words.tsx";
import { handOffLink } from "#app/contact/contact-hand-off.ts";
import { mailToShop, readMessage } from "#app/contact/contact-message.ts";
import { NEW_TAB, telLink } from "#app/links/index.ts";
import type { ContactMessage } from "#app/sending/index.ts";

interface OtherWaysProps {
  contact: Contact;
  /** The message as it was when the form was submitted. */
  sent: ContactMessage;
  form: React.RefObject<HTMLFormElement | null>;
  /** Once the message has been handed to WhatsApp: WhatsApp first, to open it again (or at all, where the new tab was blocked). */
  handedOff?: boolean;
}

/**
 * E-mail, WhatsApp and phone, the first two with the visitor's message already
 * written, as it stands in the form when the link is followed.
 */
export function ContactOtherWays({ contact, sent, form, handedOff = false }: OtherWaysProps) {
  const m = useWords();
  const current = (): ContactMessage => {
    if (!form.current) return sent;
    const { name, email, message } = readMessage(form.current);
    return { name, email, message };
  };
  const mail = (message: ContactMessage) => mailToShop(contact.email, message, m);
  const whatsApp = (message: ContactMessage) => handOffLink(contact.whatsapp, message);
  const mailItem = (
    <li key="mail">
      <a href={mail(sent)} onClick={(event) => (event.currentTarget.href = mail(current()))}>
        {m.form_other_email({})}
      </a>
    </li>
  );
  const whatsAppItem = (
    <li key="whatsapp">
      <a href={whatsApp(sent)} onClick={(event) => (event.currentTarget.href = whatsApp(current()))} {...NEW_TAB}>
        {handedOff ? m.form_whatsapp_open({}) : m.form_other_whatsapp({})}
        <span className="visually-hidden"> {m.link_new_tab({})}</span>
      </a>
    </li>
  );
  return (
    <ul className="contact-form__other-ways">
      {handedOff ? [whatsAppItem, mailItem] : [mailItem, whatsAppItem]}
      <li>
        {m.form_other_call({})} <a href={telLink(contact.phone)}>{contact.phone}</a>
      </li>
    </ul>
  );
}
