import type { Contact, SiteData } from "#app/content/site-data.ts";
import { ShopHours } from "#app/visit/index.ts";
import { useWords } from "#app/i18n/words.tsx";
import { DRAFT_KEY, fieldValues } from "#app/contact/contact-message.ts";
import { mailtoLink, NEW_TAB, telLink, whatsAppLink } from "#app/links/index.ts";
import { type ContactMessage, emailJsConfig } from "#app/sending/index.ts";
import { deviceStorage } from "#app/utils/device-storage.ts";
import { Icon } from "#app/components/icon.tsx";
import { onDemand } from "#app/components/on-demand.tsx";
import { SocialLinks } from "#app/contact/social-links.tsx";
import "#app/contact/contact-section.css";
// The enquiry form's looks are its first paint's: they come with the page, not with its code.
import "#app/contact/contact-form.css";

interface ContactSectionProps {
  heading: string;
  /** The line above the form. */
  intro: string;
  contact: Contact;
  hours: SiteData["hours"];
  business: string;
  /** Whether to offer the enquiry form: not on a page that is a form of its own (the order page). */
  withForm?: boolean;
}

// Fixed when the site is built, so the prerendered section is the one the script draws.
const canSend = emailJsConfig() !== null;

// The enquiry form's workings (its kept draft, its limits, sending) are nothing its first paint
// needs: the prerendered form takes typing at once and keeps it (its fields are the page's own,
// not React's), and comes alive when its code arrives, downloaded as the page's script starts.
// Should that code not come, what was typed is kept on the phone for the form's next visit, and
// the section's phone, WhatsApp and e-mail stay.
const ContactForm = onDemand(() => import("#app/contact/contact-form.tsx"), {
  part: "ContactForm",
  soon: true,
  onMissing: keepTyped,
});

/**
 * What was typed into the form as the page drew it, kept as its draft (./contact-draft.ts reads it
 * as one) when the form's code cannot come: field by field over a draft kept before, as the form
 * itself restores one. A few lines of its own, as the draft's module would add to every page's
 * first load.
 */
function keepTyped() {
  const form = document.querySelector<HTMLFormElement>("form.contact-form");
  if (!form) return;
  const typed = fieldValues(form);
  if (!typed.name && !typed.email && !typed.message) return;
  let kept: Partial<Record<string, unknown>> = {};
  try {
    kept = Object(JSON.parse(deviceStorage.get(DRAFT_KEY) ?? "{}"));
  } catch {
    // Not a draft this form wrote: what was typed replaces it.
  }
  const fieldOf = (name: keyof ContactMessage) => typed[name] || (typeof kept[name] === "string" ? kept[name] : "");
  const draft = { name: fieldOf("name"), email: fieldOf("email"), message: fieldOf("message") };
  // A send begun of the kept words is theirs alone: words typed since are not on their way.
  const unchanged = draft.name === kept.name && draft.email === kept.email && draft.message === kept.message;
  deviceStorage.set(DRAFT_KEY, JSON.stringify({ ...draft, sendingSince: unchanged ? kept.sendingSince : undefined }));
}

/** "Get In Touch": without EmailJS settings WhatsApp and the phone first; the enquiry form, the shop's address (with a link to it in the phone's maps), phone, e-mail, hours and profiles. */
export function ContactSection({ heading, intro, contact, hours, business, withForm = true }: ContactSectionProps) {
  const m = useWords();
  return (
    <section id="contact" className="contact-section" aria-labelledby="contact-heading" tabIndex={-1}>
      <div className="contact-section__inner">
        <div>
          <h2 id="contact-heading">{heading}</h2>
          {withForm ? (
            <>
              <p className="contact-section__intro">{intro}</p>
              {!canSend && <QuickWays contact={contact} formLead />}
              <ContactForm contact={contact} />
            </>
          ) : (
            <QuickWays contact={contact} />
          )}
        </div>
        <div className="contact-section__details">
          <h3>{m.contact_visit_heading({})}</h3>
          <ul className="contact-section__list">
            <li>
              <Icon name="map-pin" />
              <div>
                <address>{contact.address}</address>
                <a href={contact.maps} {...NEW_TAB}>
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
              <a href={whatsAppLink(contact.whatsapp)} {...NEW_TAB}>
                {m.contact_whatsapp_chat({})}
                <span className="visually-hidden"> {m.link_new_tab({})}</span>
              </a>
            </li>
            <li>
              <Icon name="mail" />
              <a href={mailtoLink(contact.email)}>{contact.email}</a>
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

/**
 * A build that cannot send e-mail leads with the ways that reach the shop at once, WhatsApp and
 * the phone, as two large buttons that work without the page's script, then says where the
 * form's message goes.
 */
function QuickWays({ contact, formLead = false }: { contact: Contact; formLead?: boolean }) {
  const m = useWords();
  return (
    <>
      <ul className="contact-section__quick">
        <li>
          <a className="button contact-section__whatsapp" href={whatsAppLink(contact.whatsapp)} {...NEW_TAB}>
            <Icon name="message-circle" />
            {m.contact_whatsapp_chat({})}
            <span className="visually-hidden"> {m.link_new_tab({})}</span>
          </a>
        </li>
        <li>
          <a className="button contact-section__call" href={telLink(contact.phone)}>
            <Icon name="phone" />
            {m.contact_call({ phone: contact.phone })}
          </a>
        </li>
      </ul>
      {formLead && <p className="contact-section__form-lead">{m.contact_form_whatsapp({})}</p>}
    </>
  );
}
