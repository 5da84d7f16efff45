import type { Contact } from "../content/schema";
import { useLocale } from "../i18n/locale";
import { m } from "../paraglide/messages.js";
import { telLink, whatsAppLink } from "../utils/contact-message";

/**
 * Without JavaScript the form cannot send: the other ways to write to the shop, in its place.
 * Only the prerendered page holds them; a browser running the page's script never shows a
 * `<noscript>`, so the script leaves its words out.
 */
export function ContactNoScript({ contact }: { contact: Contact }) {
  return <noscript>{import.meta.env.SSR && <OtherWays contact={contact} />}</noscript>;
}

function OtherWays({ contact }: { contact: Contact }) {
  const locale = useLocale();
  return (
    <div className="contact-form__no-script">
      <p>{m.form_no_script({}, { locale })}</p>
      <ul>
        <li>
          {m.form_no_script_email({}, { locale })} <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </li>
        <li>
          WhatsApp:{" "}
          <a href={whatsAppLink(contact.whatsapp)} target="_blank" rel="noopener noreferrer">
            {contact.whatsapp}
            <span className="visually-hidden"> {m.link_new_tab({}, { locale })}</span>
          </a>
        </li>
        <li>
          {m.form_no_script_phone({}, { locale })} <a href={telLink(contact.phone)}>{contact.phone}</a>
        </li>
      </ul>
    </div>
  );
}
