// One attempt at sending, from the request to its answer: no page needs it before a visitor
// presses Send, so it downloads with the sending code (`sendingCode()` in ./use-sending.ts).
import type { Locale } from "#app/i18n/languages.ts";
import type { ContactMessage, EmailJsConfig } from "#app/sending/message.ts";
import { SEND_TIMEOUT_MS, sendMessage, THROTTLE_MS } from "#app/sending/send-message.ts";
import type { Status } from "#app/sending/send-status.ts";

export { loadEmailJs } from "#app/sending/send-message.ts";

/** What a form's sending hook keeps of its attempts, across them. */
export interface Attempts {
  /** A send is on its way: a second press waits for its answer. */
  busy: boolean;
  /** The newest attempt's number. */
  latest: number;
  /** Every attempt up to this one is answered: a second answer to the same words changes nothing. */
  answeredUpTo: number;
}

export interface AttemptHandlers {
  setStatus: (status: Status) => void;
  /** Forgets that a send began, once an answer says whether the words arrived. */
  record: (since: undefined) => void;
  /** The words arrived; says whether the form has newer ones since. */
  delivered: () => boolean;
}

/**
 * Attempt `id` of `attempts`: sends, then (after the timeout) waits for a late answer, and ends
 * sent or refused (429: too soon after the last). An answer to an older attempt, after a newer
 * one was made, changes nothing, and a late success counts once.
 */
export async function sendAttempt(
  attempts: Attempts,
  id: number,
  config: EmailJsConfig,
  message: ContactMessage,
  locale: Locale,
  { setStatus, record, delivered }: AttemptHandlers,
) {
  let result = await sendMessage(config, message, locale);
  if (!result.ok && result.timedOut) {
    if (id === attempts.latest) setStatus({ state: "waiting", message, seconds: SEND_TIMEOUT_MS / 1000 });
    result = await result.lateAnswer;
  }
  if (id <= attempts.answeredUpTo) return;
  if (result.ok) {
    attempts.busy = false;
    attempts.answeredUpTo = attempts.latest;
    record(undefined);
    setStatus({ state: "sent", newerKept: delivered() });
    return;
  }
  if (id !== attempts.latest) return;
  attempts.busy = false;
  // Only an answer says the words did not arrive. Without one (the network failed, or the page
  // is being left and the browser cut the request) they may have: the record stays.
  if (result.status !== 0) record(undefined);
  setStatus(
    result.status === 429 ? { state: "failed", reason: "too-soon", message, seconds: THROTTLE_MS / 1000 } : { state: "failed", reason: "error", message },
  );
}
