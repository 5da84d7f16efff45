import type { ContactMessage } from "#app/sending/message.ts";

/** Where a send by e-mail stands, as a form tells the visitor: the contact form's and the order page's. */
export type Status =
  | { state: "idle" }
  | { state: "restored" }
  /**
   * A send began at `at` (ms since 1970) and its answer never reached this page: the page was
   * reloaded or closed while it was on its way, so it may have arrived. `asked` once the visitor
   * pressed Send again: the form asks before a second send.
   */
  | { state: "maybe-sent"; at: number; asked?: boolean }
  | { state: "sending" }
  /** No answer yet after `seconds`: the message may still arrive. */
  | { state: "waiting"; message: ContactMessage; seconds: number }
  | { state: "sent"; newerKept?: boolean }
  /** Refused, or sent too soon after the last (try again in `seconds`). */
  | { state: "failed"; reason: "error"; message: ContactMessage }
  | { state: "failed"; reason: "too-soon"; message: ContactMessage; seconds: number };
