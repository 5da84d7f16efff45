import type { Contact } from "#app/content/site-data.ts";
import { useWords } from "#app/i18n/words.tsx";
import { mailtoLink, NEW_TAB, telLink, whatsAppLink } from "#app/links/index.ts";

/**
 * Without JavaScript the form cannot send: the other ways to write to the shop, in its place.
 * Only the prerendered page holds them; a browser running the page's script never shows a
 * `<noscript>`, so the script leaves its words out.
 */
export function ContactNoScript({ contact }: { contact: Contact }) {
  return <noscript>{import.meta.env.SSR && <OtherWays contact={contact} />}</noscript>;
}

function OtherWays({ contact }: { contact: Contact }) {
  const m = useWords();
  return (
    <div className="contact-form__no-script">
      <p>{m.form_no_script({})}</p>
      <ul>
        <li>
          {m.form_no_script_email({})} <a href={mailtoLink(contact.email)}>{contact.email}</a>
        </li>
        <li>
          WhatsApp:{" "}
          <a href={whatsAppLink(contact.whatsapp)} {...NEW_TAB}>
            {contact.whatsapp}
            <span className="visually-hidden"> {m.link_new_tab({})}</span>
          </a>
        </li>
        <li>
          {m.form_no_script_phone({})} <a href={telLink(contact.phone)}>{contact.phone}</a>
        </li>
      </ul>
    </div>
  );
}
