import type { Contact } from "../content/schema";
import { telLink, whatsAppLink } from "../utils/contact-message";

/** Without JavaScript the form cannot send: the other ways to write to the shop, in its place. */
export function ContactNoScript({ contact }: { contact: Contact }) {
  return (
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
  );
}
