import { useEffect, useEffectEvent, useRef, useState } from "react";
import { useLocale } from "#app/i18n/locale.ts";
import { useWords } from "#app/i18n/words.tsx";
import { type ContactMessage, emailJsConfig, prepareSending, useAskBeforeLeaving, useSending } from "#app/sending/index.ts";
import { contactDraft } from "#app/contact/contact-draft.ts";
import { isField, measure, sameMessage, type Field, type Lengths } from "#app/contact/contact-limits.ts";
import { field, fieldValues, readMessage } from "#app/contact/contact-message.ts";
import { handOffLink } from "#app/contact/contact-hand-off.ts";
import { openInNewTab } from "#app/links/index.ts";
import type { ContactStatus } from "#app/contact/contact-status.ts";
import { limitText } from "#app/contact/contact-form-hints.tsx";

// Fixed when the site is built: without all three identifiers nothing is sent, and the form hands the message to WhatsApp.
const config = emailJsConfig();

/**
 * What the enquiry form does: keeps the visitor's words on their device until
 * they are sent, refuses a field past its limit (with its reason), sends
 * through EmailJS (../sending/use-sending.ts), and never loses the words.
 * Without EmailJS settings it opens the message in the shop's WhatsApp chat
 * (`whatsapp`, its number) for the visitor to send there, and keeps the words.
 */
export function useContactForm(whatsapp: string) {
  // Handing the words to WhatsApp is this form's own; sending by e-mail is the site's one way (useSending).
  const [handedOff, setHandedOff] = useState<ContactStatus>();
  const [restored, setRestored] = useState(false);
  const [pendingSince, setPendingSince] = useState<number>();
  const [lengths, setLengths] = useState(() => measure({ name: "", email: "", message: "" }));
  const [announcement, setAnnouncement] = useState("");
  // The visitor's words are on screen only: the phone would not keep them.
  const [unkept, setUnkept] = useState(false);
  // Set by "Send it again": the visitor's yes to a second send.
  const confirmed = useRef(false);
  const announceTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const form = useRef<HTMLFormElement>(null);
  const locale = useLocale();
  const m = useWords();
  const sending = useSending<ContactMessage>({
    locale,
    pendingSince,
    record: (since) => {
      contactDraft.recordSend(since);
      setPendingSince(since);
    },
    delivered: (message) => {
      const element = form.current;
      // An answer that comes late may find newer words in the form: those stay.
      const newerKept = !element || !sameMessage(readMessage(element), message);
      if (element && !newerKept) {
        element.reset();
        update(element);
      }
      return newerKept;
    },
  });
  const status: ContactStatus = handedOff ?? (sending.status.state === "idle" && restored ? { state: "restored" } : sending.status);

  /** Keeps the draft, and refuses (with its reason) a field past its limit. */
  function update(element: HTMLFormElement): Lengths {
    const values = fieldValues(element);
    setUnkept(!contactDraft.save(values));
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
    setRestored(restored);
    setPendingSince(draft?.sendingSince);
    return () => clearTimeout(announceTimer.current);
  }, []);

  // Where the phone keeps nothing, leaving the page loses the words: the browser asks first.
  useAskBeforeLeaving(unkept);

  // Start downloading the sending code as soon as the visitor starts on the form.
  const prepare = () => {
    if (config) prepareSending();
  };

  function onChange(event: React.ChangeEvent<HTMLFormElement>) {
    const edited = (event.target as EventTarget as HTMLInputElement).name;
    if (!isField(edited)) return;
    const next = update(event.currentTarget);
    // Said once the visitor pauses, not at every keystroke.
    clearTimeout(announceTimer.current);
    announceTimer.current = setTimeout(() => setAnnouncement(limitText(edited, next[edited], m, locale)), 1000);
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.busy()) return;
    const again = confirmed.current;
    confirmed.current = false;
    const element = event.currentTarget;
    const { trap, ...message } = readMessage(element, { trimFields: true });
    update(element);
    // Trimming may have emptied a field: let the browser say so, in its own words.
    if (!element.reportValidity()) return;
    if (trap) {
      // Only robots fill in the hidden field: they are thanked, and nothing is sent.
      element.reset();
      update(element);
      sending.setStatus({ state: "sent" });
      return;
    }
    if (!config) {
      // The words stay in the form (and on the device): whether they were sent there is the visitor's to say.
      setHandedOff({ state: "handed-off", message, opened: openInNewTab(handOffLink(whatsapp, message)) });
      return;
    }
    setRestored(false);
    setHandedOff(undefined);
    void sending.send(config, message, message, again);
  }

  /** A send the visitor chose knowing the first may still arrive. */
  function sendAgain() {
    sending.again();
    confirmed.current = true;
    form.current?.requestSubmit();
  }

  function clearForm() {
    const element = form.current;
    if (!element) return;
    element.reset();
    update(element);
    setRestored(false);
    setHandedOff(undefined);
    sending.setStatus({ state: "idle" });
    field(element, "name")?.focus();
  }

  return {
    form,
    status,
    lengths,
    announcement,
    /** Whether the phone refuses to keep the words typed so far (storage full or blocked). */
    unkept,
    waiting: sending.waiting,
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
