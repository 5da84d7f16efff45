import type { Words } from "../i18n/words";
import type { ContactMessage } from "./contact-message";

/** Where an enquiry stands, as the form tells the visitor. */
export type Status =
  | { state: "idle" }
  | { state: "restored" }
  | { state: "sending" }
  /** No answer yet after `seconds`: the message may still arrive. */
  | { state: "waiting"; message: ContactMessage; seconds: number }
  | { state: "sent"; newerKept?: boolean }
  /** Refused, or sent too soon after the last (try again in `seconds`). */
  | { state: "failed"; reason: "error"; message: ContactMessage }
  | { state: "failed"; reason: "too-soon"; message: ContactMessage; seconds: number }
  | { state: "not-set-up"; message: ContactMessage };

/**
 * What the form's live region says in each state, in the page's language: in the first load,
 * the three things a visitor must be told whatever else could not download (sending, sent, not
 * sent); `precise` says more, once the form's words are downloaded (app/utils/contact-words.tsx).
 */
export function statusText(status: Status, m: Words, precise?: (status: Status, m: Words) => string | undefined): string {
  const said = precise?.(status, m);
  if (said !== undefined) return said;
  switch (status.state) {
    case "idle":
    case "restored":
      return "";
    case "sending":
    case "waiting":
      return m.form_sending({});
    case "sent":
      return m.form_status_sent({});
    case "failed":
    case "not-set-up":
      return m.form_status_failed({});
  }
}
