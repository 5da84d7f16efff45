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
