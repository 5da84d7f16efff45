import { useEffect, useEffectEvent, useRef, useState } from "react";
import { useLocale } from "../i18n/locale";
import { useWords } from "../i18n/words";
import { contactDraft } from "./contact-draft";
import { isField, measure, sameMessage, type Field, type Lengths } from "./contact-limits";
import { emailJsConfig, field, fieldValues, readMessage, type ContactMessage } from "./contact-message";
import { handOffLink, openInNewTab } from "./contact-hand-off";
import type { ContactStatus } from "./contact-status";

/** The sending code and the EmailJS SDK: downloaded once the visitor starts on the form, not with the page. */
const sending = () => import("./send-message");
import { limitText } from "./contact-words";

// Fixed when the site is built: without all three identifiers nothing is sent, and the form hands the message to WhatsApp.
const config = emailJsConfig();

/**
 * What the enquiry form does: keeps the visitor's words on their device until
 * they are sent, refuses a field past its limit (with its reason), sends
 * through EmailJS and waits for a late answer, and never loses the words.
 * Without EmailJS settings it opens the message in the shop's WhatsApp chat
 * (`whatsapp`, its number) for the visitor to send there, and keeps the words.
 */
export function useContactForm(whatsapp: string) {
  const [status, setStatus] = useState<ContactStatus>({ state: "idle" });
  const [lengths, setLengths] = useState(() => measure({ name: "", email: "", message: "" }));
  const [announcement, setAnnouncement] = useState("");
  const busy = useRef(false);
  const attempt = useRef(0);
  // Every attempt up to this one is answered: a second answer to the same enquiry changes nothing.
  const deliveredUpTo = useRef(0);
  const announceTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const form = useRef<HTMLFormElement>(null);
  const locale = useLocale();
  const m = useWords();

  /** Keeps the draft, and refuses (with its reason) a field past its limit. */
  function update(element: HTMLFormElement): Lengths {
    const values = fieldValues(element);
    contactDraft.save(values);
    const next = measure(values);
    for (const name of Object.keys(next) as Field[]) {
      // Worded only when refused: formatting numbers is slow the first time, and this runs as the page hydrates.
      const reason = next[name].over ? limitText(name, next[name], m, locale) : "";
      field(element, name)?.setCustomValidity(reason);
    }
    setLengths(next);
    return next;
  }
  // For the effects below: they need not run again when the page's language changes.
  const updateOnce = useEffectEvent(update);

  useEffect(() => {
    const element = form.current;
    if (!element) return;
    // Whatever the visitor typed before the script ran wins over an older draft.
    const draft = contactDraft.read();
    let restored = false;
    for (const name of ["name", "email", "message"] as const) {
      const input = field(element, name);
      if (input && !input.value && draft?.[name]) {
        input.value = draft[name];
        restored = true;
      }
    }
    updateOnce(element);
    if (restored) setStatus({ state: "restored" });
    return () => clearTimeout(announceTimer.current);
  }, []);

  // Start downloading the sending code as soon as the visitor starts on the form.
  const prepare = () => {
    if (config) void sending().then(({ loadEmailJs }) => loadEmailJs()).catch(() => undefined);
  };

  function onChange(event: React.ChangeEvent<HTMLFormElement>) {
    const edited = (event.target as EventTarget as HTMLInputElement).name;
    if (!isField(edited)) return;
    const next = update(event.currentTarget);
    // Said once the visitor pauses, not at every keystroke.
    clearTimeout(announceTimer.current);
    announceTimer.current = setTimeout(() => setAnnouncement(limitText(edited, next[edited], m, locale)), 1000);
  }

  function delivered(element: HTMLFormElement, message: ContactMessage) {
    busy.current = false;
    deliveredUpTo.current = attempt.current;
    // An answer that comes late may find newer words in the form: those stay.
    const newerKept = !sameMessage(readMessage(element), message);
    if (!newerKept) {
      element.reset();
      update(element);
    }
    setStatus({ state: "sent", newerKept });
  }

  async function send(element: HTMLFormElement, message: ContactMessage, sendConfig: NonNullable<typeof config>) {
    const id = ++attempt.current;
    busy.current = true;
    setStatus({ state: "sending" });
    // Offline, the sending code may not come: that is a send that failed, and says so.
    const loaded = await sending().catch(() => undefined);
    if (!loaded) {
      busy.current = false;
      setStatus({ state: "failed", reason: "error", message });
      return;
    }
    const { sendMessage, SEND_TIMEOUT_MS, THROTTLE_MS } = loaded;
    let result = await sendMessage(sendConfig, message, locale);
    if (!result.ok && result.timedOut) {
      if (id === attempt.current) setStatus({ state: "waiting", message, seconds: SEND_TIMEOUT_MS / 1000 });
      result = await result.lateAnswer;
    }
    if (id <= deliveredUpTo.current) return;
    if (result.ok) return delivered(element, message);
    if (id !== attempt.current) return;
    busy.current = false;
    setStatus(result.status === 429 ? { state: "failed", reason: "too-soon", message, seconds: THROTTLE_MS / 1000 } : { state: "failed", reason: "error", message });
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    const element = event.currentTarget;
    const { trap, ...message } = readMessage(element, { trimFields: true });
    update(element);
    // Trimming may have emptied a field: let the browser say so, in its own words.
    if (!element.reportValidity()) return;
    if (trap) {
      // Only robots fill in the hidden field: they are thanked, and nothing is sent.
      element.reset();
      update(element);
      setStatus({ state: "sent" });
      return;
    }
    if (!config) {
      // The words stay in the form (and on the device): whether they were sent there is the visitor's to say.
      setStatus({ state: "handed-off", message, opened: openInNewTab(handOffLink(whatsapp, message)) });
      return;
    }
    void send(element, message, config);
  }

  /** A send the visitor chose knowing the first may still arrive. */
  function sendAgain() {
    busy.current = false;
    form.current?.requestSubmit();
  }

  function clearForm() {
    const element = form.current;
    if (!element) return;
    element.reset();
    update(element);
    setStatus({ state: "idle" });
    field(element, "name")?.focus();
  }

  return {
    form,
    status,
    lengths,
    announcement,
    waiting: status.state === "sending" || status.state === "waiting",
    /** Whether this build can send at all (EmailJS set up); known before the page's script runs. */
    canSend: config !== null,
    /** Starts downloading the sending code as soon as the visitor starts on the form. */
    prepare,
    onChange,
    onSubmit,
    sendAgain,
    clearForm,
  };
}
