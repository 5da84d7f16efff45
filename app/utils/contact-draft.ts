import type { ContactMessage } from "./contact-message";
import { deviceStorage } from "./device-storage";

const KEY = "contact-form-draft";

/**
 * What the visitor has written in the contact form and not yet sent, kept on
 * their device so that a reload, a crash or a return days later loses nothing.
 */
export const contactDraft = {
  /** The kept draft, or null when there is none (or it is not one this form wrote). */
  read(): ContactMessage | null {
    const kept = deviceStorage.get(KEY);
    if (!kept) return null;
    try {
      const { name, email, message } = JSON.parse(kept) as Partial<Record<keyof ContactMessage, unknown>>;
      if ([name, email, message].every((value) => typeof value === "string")) {
        return { name, email, message } as ContactMessage;
      }
    } catch {
      // Not JSON: treated as no draft, and replaced by the next keystroke.
    }
    return null;
  },

  /** Keeps the fields as they stand; an empty form keeps nothing. */
  save(draft: ContactMessage): void {
    if (draft.name || draft.email || draft.message) deviceStorage.set(KEY, JSON.stringify(draft));
    else deviceStorage.remove(KEY);
  },

  clear(): void {
    deviceStorage.remove(KEY);
  },
};
