import { DRAFT_KEY as KEY } from "#app/contact/contact-message.ts";
import type { ContactMessage } from "#app/sending/index.ts";
import { deviceStorage } from "#app/utils/device-storage.ts";

/** The kept words, and when a send of them began whose answer the page never heard (ms since 1970). */
export type ContactDraft = ContactMessage & { sendingSince?: number };

/**
 * What the visitor has written in the contact form and not yet sent, kept on
 * their device so that a reload, a crash or a return days later loses nothing.
 */
export const contactDraft = {
  /** The kept draft, or null when there is none (or it is not one this form wrote). */
  read(): ContactDraft | null {
    const kept = deviceStorage.get(KEY);
    if (!kept) return null;
    try {
      const { name, email, message, sendingSince } = JSON.parse(kept) as Partial<Record<keyof ContactDraft, unknown>>;
      if ([name, email, message].every((value) => typeof value === "string")) {
        const since =
          typeof sendingSince === "number" && Number.isInteger(sendingSince) && sendingSince > 0 && sendingSince <= Date.now() ? { sendingSince } : {};
        return { name, email, message, ...since } as ContactDraft;
      }
    } catch {
      // Not JSON: treated as no draft, and replaced by the next keystroke.
    }
    return null;
  },

  /** Keeps the fields as they stand, and a send begun with them; an empty form keeps nothing. False when the phone would not keep them. */
  save(draft: ContactMessage): boolean {
    const since = contactDraft.read()?.sendingSince;
    if (draft.name || draft.email || draft.message)
      return deviceStorage.set(KEY, JSON.stringify({ name: draft.name, email: draft.email, message: draft.message, sendingSince: since }));
    deviceStorage.remove(KEY);
    return true;
  },

  /** Keeps (a time) or forgets (undefined) that a send of the kept words began. */
  recordSend(since: number | undefined): void {
    const draft = contactDraft.read();
    if (draft) deviceStorage.set(KEY, JSON.stringify({ ...draft, sendingSince: since }));
  },

  clear(): void {
    deviceStorage.remove(KEY);
  },
};
