import type { Contact, SiteData } from "../utils/site-data";
import { ShopHours } from "./shop-hours";
import { useWords } from "../i18n/words";
import { telLink, whatsAppLink } from "../utils/contact-message";
import { ContactForm } from "./contact-form";
import { Icon } from "./icon";
import { SocialLinks } from "./social-links";
import "./contact-section.css";

interface ContactSectionProps {
  heading: string;
  /** The line above the form. */
  intro: string;
  contact: Contact;
  hours: SiteData["hours"];
  business: string;
}

/** "Get In Touch": the enquiry form, the shop's address (with a link to it in the phone's maps), phone, e-mail, hours and profiles. */
export function ContactSection({ heading, intro, contact, hours, business }: ContactSectionProps) {
  const m = useWords();
  return (
    <section id="contact" className="contact-section" aria-labelledby="contact-heading" tabIndex={-1}>
      <div className="contact-section__inner">
        <div>
          <h2 id="contact-heading">{heading}</h2>
          <p className="contact-section__intro">{intro}</p>
          <ContactForm contact={contact} />
        </div>
        <div className="contact-section__details">
            <h3>{m.contact_visit_heading({})}</h3>
            <ul className="contact-section__list">
              <li>
                <Icon name="map-pin" />
                <div>
                  <address>{contact.address}</address>
                  <a href={contact.maps} target="_blank" rel="noopener noreferrer">
                    {m.contact_maps({})}
                    <span className="visually-hidden"> {m.link_new_tab({})}</span>
                  </a>
                </div>
              </li>
              <li>
                <Icon name="phone" />
                <a href={telLink(contact.phone)}>{contact.phone}</a>
              </li>
              <li>
                <Icon name="message-circle" />
                <a href={whatsAppLink(contact.whatsapp)} target="_blank" rel="noopener noreferrer">
                  {m.contact_whatsapp_chat({})}
                  <span className="visually-hidden"> {m.link_new_tab({})}</span>
                </a>
              </li>
              <li>
                <Icon name="mail" />
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </li>
            </ul>
            {hours && <ShopHours hours={hours} business={business} whatsapp={contact.whatsapp} />}
            <h3>{m.contact_follow_heading({})}</h3>
            <SocialLinks contact={contact} />
        </div>
      </div>
    </section>
  );
}
