import type { Locale } from "../i18n/languages";
import { m } from "../paraglide/messages.js";
import type { ContactMessage } from "./contact-message";
import { SEND_TIMEOUT_MS, THROTTLE_MS } from "./send-message";

/** Where an enquiry stands, as the form tells the visitor. */
export type Status =
  | { state: "idle" }
  | { state: "restored" }
  | { state: "sending" }
  | { state: "waiting"; message: ContactMessage }
  | { state: "sent"; newerKept?: boolean }
  | { state: "failed"; reason: "error" | "too-soon"; message: ContactMessage }
  | { state: "not-set-up"; message: ContactMessage };

/** What the form's live region says in each state, in the page's language. */
export function statusText(status: Status, locale: Locale): string {
  switch (status.state) {
    case "idle":
      return "";
    case "restored":
      return m.form_status_restored({}, { locale });
    case "sending":
      return m.form_sending({}, { locale });
    case "waiting":
      return m.form_status_waiting({ seconds: SEND_TIMEOUT_MS / 1000 }, { locale });
    case "sent":
      return status.newerKept ? m.form_status_sent_newer({}, { locale }) : m.form_status_sent({}, { locale });
    case "failed":
      if (status.reason === "too-soon") return m.form_status_too_soon({ seconds: THROTTLE_MS / 1000 }, { locale });
      return m.form_status_failed({}, { locale });
    case "not-set-up":
      return m.form_status_not_set_up({}, { locale });
  }
}
