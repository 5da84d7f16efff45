import { useRef, useState } from "react";
import type { Locale } from "../i18n/languages";
import type { ContactMessage, EmailJsConfig } from "../utils/contact-message";
import type { Status } from "../utils/contact-status";

/** The sending code and the EmailJS SDK, downloaded as the visitor reaches for "Send by e-mail". */
export const sendingCode = () => import("../utils/send-message");

/**
 * An order sent by e-mail, and where the send stands: sending, then (after the timeout) waiting
 * for a late answer, sent or refused (429: too soon after the last). Each send is an attempt of
 * its own: an answer to an older attempt, after a newer one was made, changes nothing, and a
 * late success counts once. `delivered` is told which order (as it was when sent) arrived, and
 * says whether the form has newer words than those (which then stay).
 */
export function useEmailSend<T>(locale: Locale, delivered: (sent: T) => boolean) {
  const [status, setStatus] = useState<Status>({ state: "idle" });
  const busy = useRef(false);
  const attempt = useRef(0);
  const deliveredUpTo = useRef(0);

  async function send(config: EmailJsConfig, message: ContactMessage, sent: T) {
    const id = ++attempt.current;
    busy.current = true;
    setStatus({ state: "sending" });
    // Offline, the sending code may not come: that is a send that failed, and says so.
    const loaded = await sendingCode().catch(() => undefined);
    if (!loaded) {
      busy.current = false;
      setStatus({ state: "failed", reason: "error", message });
      return;
    }
    const { sendMessage, SEND_TIMEOUT_MS, THROTTLE_MS } = loaded;
    let result = await sendMessage(config, message, locale);
    if (!result.ok && result.timedOut) {
      if (id === attempt.current) setStatus({ state: "waiting", message, seconds: SEND_TIMEOUT_MS / 1000 });
      result = await result.lateAnswer;
    }
    if (id <= deliveredUpTo.current) return;
    if (result.ok) {
      busy.current = false;
      deliveredUpTo.current = attempt.current;
      setStatus({ state: "sent", newerKept: delivered(sent) });
      return;
    }
    if (id !== attempt.current) return;
    busy.current = false;
    setStatus(result.status === 429 ? { state: "failed", reason: "too-soon", message, seconds: THROTTLE_MS / 1000 } : { state: "failed", reason: "error", message });
  }

  return {
    status,
    setStatus,
    send,
    /** Whether a send is on its way: a second press waits for its answer. */
    busy,
    /** Lets the next press send again while one is on its way, as the visitor asked knowing the first may still arrive. */
    again: () => {
      busy.current = false;
    },
    waiting: status.state === "sending" || status.state === "waiting",
  };
}
