import type { ContactMessage } from "./contact-message";
import { THROTTLE_MS } from "./send-message";

/** Where an enquiry stands, as the form tells the visitor. */
export type Status =
  | { state: "idle" }
  | { state: "restored" }
  | { state: "sending" }
  | { state: "waiting"; message: ContactMessage }
  | { state: "sent"; newerKept?: boolean }
  | { state: "failed"; reason: "error" | "too-soon"; message: ContactMessage }
  | { state: "not-set-up"; message: ContactMessage };

/** What the form's live region says in each state. */
export function statusText(status: Status): string {
  switch (status.state) {
    case "idle":
      return "";
    case "restored":
      return "What you wrote here last time is back in the form, ready to send.";
    case "sending":
      return "Sending…";
    case "waiting":
      return "We have had no answer for 15 seconds, but your message may still arrive: we are still waiting, and will say here when it does. It is still in the form. If you need us now, reach us another way.";
    case "sent":
      return status.newerKept
        ? "Thank you! Your message has reached us, and we will reply soon. What you wrote since is still in the form."
        : "Thank you! Your message has reached us, and we will reply soon.";
    case "failed":
      if (status.reason === "too-soon") {
        return `Please wait ${THROTTLE_MS / 1000} seconds before sending again. Your message is still in the form.`;
      }
      return "Sorry, your message could not be sent. It is still in the form: try again, or reach us another way.";
    case "not-set-up":
      return "Sending from this page is not set up yet. Your message is still in the form: send it from your e-mail app or WhatsApp instead.";
  }
}
