import type { Words } from "../i18n/words";
import type { Status } from "../sending/send-status";
import { formatMoment } from "../i18n/moment";
import type { Locale } from "../i18n/languages";
import type { ContactMessage } from "./contact-message";

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
  switch (status.state) {
    case "idle":
      return "";
    case "restored":
      return m.form_status_restored({});
    case "maybe-sent":
      return m.form_status_maybe_sent({ time: formatMoment(status.at, locale) });
    case "sending":
      return m.form_sending({});
    case "waiting":
      return m.form_status_waiting({ seconds: status.seconds });
    case "sent":
      return status.newerKept ? m.form_status_sent_newer({}) : m.form_status_sent({});
    case "failed":
      return status.reason === "too-soon" ? m.form_status_too_soon({ seconds: status.seconds }) : m.form_status_failed({});
    case "handed-off":
      return status.opened ? m.form_status_handed_off({}) : m.form_status_handed_off_blocked({});
  }
}
