import type { Words } from "#app/i18n/words.tsx";
import { withoutBidiControls } from "#app/utils/bidi.ts";
import { mailtoLink } from "#app/links/index.ts";
import type { ContactMessage } from "#app/sending/index.ts";

/** The longest each field may be. */
export const LIMITS = { name: 100, email: 254, message: 5000 } as const;

/** The hidden field only robots fill in (named so that browsers' autofill leaves it alone). */
export const HONEYPOT = "contact_reference";

/**
 * Reads the message, trimmed. With `trimFields`, the form's fields are trimmed
 * where the visitor sees them too, so an answer of only spaces fails the
 * browser's own `required` check.
 */
export function readMessage(form: HTMLFormElement, { trimFields = false } = {}): ContactMessage & { trap: string } {
  const value = (name: string) => {
    const input = field(form, name);
    if (!input) return "";
    const trimmed = input.value.trim();
    if (trimFields) input.value = trimmed;
    return trimmed;
  };
  return { name: value("name"), email: value("email"), message: value("message"), trap: value(HONEYPOT) };
}

/** Where the form's words are kept on the phone until they are sent (./contact-draft.ts). */
export const DRAFT_KEY = "contact-form-draft";

/** The three fields exactly as the visitor sees them, spaces and all (the trap left out). */
export function fieldValues(form: HTMLFormElement): ContactMessage {
  const value = (name: string) => field(form, name)?.value ?? "";
  return { name: value("name"), email: value("email"), message: value("message") };
}

export function field(form: HTMLFormElement, name: string) {
  return form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null;
}

/** The message as one text, signed with the visitor's name and address. */
export function messageText({ name, email, message }: ContactMessage): string {
  return withoutBidiControls(`${message}\n\n${name}\n${email}`);
}

/** Opens the visitor's e-mail app with the message written to the shop, its subject in the page's language. */
export function mailToShop(to: string, message: ContactMessage, m: Words): string {
  // Her name without direction controls, which would turn the subject's own words around.
  const subject = m.form_mail_subject({ name: withoutBidiControls(message.name) });
  return mailtoLink(to, { subject, body: messageText(message) });
}
