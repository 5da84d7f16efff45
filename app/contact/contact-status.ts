import type { Words } from "#app/i18n/words.tsx";
import { type ContactMessage, type Status, statusText as sendStatusText } from "#app/sending/index.ts";
import type { Locale } from "#app/i18n/languages.ts";

/**
 * Where the contact form's enquiry stands. A build without EmailJS settings hands the message
 * to WhatsApp rather than saying it cannot send (`opened` is false when the browser blocked
 * the new tab).
 */
export type ContactStatus = Status | { state: "handed-off"; message: ContactMessage; opened: boolean };

/**
 * What the contact form's live region says in each state, in the page's language: a restored
 * draft, a message on its way (and, after a while, that it may still arrive), sent (with newer
 * words kept), not sent (too soon after the last), or handed to WhatsApp to send there.
 */
export function statusText(status: ContactStatus, m: Words, locale: Locale): string {
  if (status.state === "handed-off") return status.opened ? m.form_status_handed_off({}) : m.form_status_handed_off_blocked({});
  return sendStatusText(status, "form", m, m.form_sending({}), locale);
}
