import { useEffect, useRef, useState } from "react";
import type { Locale } from "#app/i18n/languages.ts";
import type { ContactMessage, EmailJsConfig } from "#app/sending/message.ts";
import type { Attempts } from "#app/sending/send-attempt.ts";
import type { Status } from "#app/sending/send-status.ts";

/** The sending code and the EmailJS SDK, downloaded as the visitor reaches for Send, never with the page. */
export const sendingCode = () => import("#app/sending/send-attempt.ts");

/** Starts downloading the sending code, as the visitor starts on a form that can send. */
export const prepareSending = () =>
  void sendingCode()
    .then(({ loadEmailJs }) => loadEmailJs())
    .catch(() => undefined);

export interface SendingOptions<T> {
  locale: Locale;
  /**
   * When a send of this form's words began whose answer never reached the page (a reload or a
   * closed tab mid-send), as kept with the form's draft; undefined when there is none. While it
   * is set, the form says the words may already have arrived, and a Send asks first.
   */
  pendingSince: number | undefined;
  /** Keeps (a time) or forgets (undefined) that a send began, with the form's draft, before the request leaves. */
  record: (since: number | undefined) => void;
  /** Told which words (as they were when sent) arrived; says whether the form has newer words since (which then stay). */
  delivered: (sent: T) => boolean;
}

/**
 * A form's words sent by e-mail, and where the send stands: the site's one way to send, for the
 * contact form and the order page alike: sending, waiting for a late answer, sent or refused, each
 * attempt as ./send-attempt.ts carries it (downloaded with the sending code, as the visitor
 * reaches for Send). A send is recorded before it starts, so that after a reload the form knows it
 * may have arrived, and asks before sending it twice.
 */
export function useSending<T>({ locale, pendingSince, record, delivered }: SendingOptions<T>) {
  const [status, setStatus] = useState<Status>({ state: "idle" });
  const [asked, setAsked] = useState(false);
  const attempts = useRef<Attempts>({ busy: false, latest: 0, answeredUpTo: 0 });
  // Whether the send kept with the draft is one of this page's: then it is no reason to ask.
  const recordedHere = useRef(false);

  async function deliver(config: EmailJsConfig, message: ContactMessage, sent: T) {
    const run = attempts.current;
    const id = ++run.latest;
    run.busy = true;
    setAsked(false);
    setStatus({ state: "sending" });
    recordedHere.current = true;
    record(Date.now());
    // Offline, the sending code may not come: that is a send that failed, and says so.
    const loaded = await sendingCode().catch(() => undefined);
    if (!loaded) {
      run.busy = false;
      record(undefined);
      setStatus({ state: "failed", reason: "error", message });
      return;
    }
    await loaded.sendAttempt(run, id, config, message, locale, { setStatus, record, delivered: () => delivered(sent) });
  }

  /**
   * Sends `message` (`sent`: the form's words as they are now). Does nothing while a send is on
   * its way, and when an earlier send from before a reload may have arrived, asks first
   * (`confirmed` is the visitor's answer: send it again).
   */
  async function send(config: EmailJsConfig, message: ContactMessage, sent: T, confirmed = false) {
    if (attempts.current.busy) return;
    if (pendingSince !== undefined && !recordedHere.current && !confirmed) {
      setAsked(true);
      return;
    }
    await deliver(config, message, sent);
  }

  // A send from before the reload, unanswered here, shows until this page sends or the words are cleared.
  const shown: Status = status.state === "idle" && pendingSince !== undefined ? { state: "maybe-sent", at: pendingSince, asked } : status;

  return {
    status: shown,
    /** Sets where the send stands; `idle` also forgets a send from before a reload. */
    setStatus(next: Status) {
      if (next.state === "idle") {
        setAsked(false);
        if (pendingSince !== undefined) record(undefined);
      }
      setStatus(next);
    },
    send,
    /** Lets the next press send again while one is on its way, as the visitor asked knowing the first may still arrive. */
    again() {
      attempts.current.busy = false;
    },
    /** Whether a send is on its way: a second press waits for its answer. */
    busy: () => attempts.current.busy,
    waiting: status.state === "sending" || status.state === "waiting",
  };
}

/**
 * While `unsent` (words typed that the phone is not keeping and that have not been sent), the
 * browser asks before the page is left: the enquiry form's and the order page's one way to.
 */
export function useAskBeforeLeaving(unsent: boolean) {
  useEffect(() => {
    if (!unsent) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [unsent]);
}
