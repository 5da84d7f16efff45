import { messageText } from "#app/contact/contact-message.ts";
import { whatsAppLink } from "#app/links/index.ts";
import type { ContactMessage } from "#app/sending/index.ts";

/**
 * Without EmailJS settings the form cannot send: it hands what the visitor wrote to the shop's
 * WhatsApp chat instead, the message signed with their name and address, ready to send there.
 */
export function handOffLink(whatsapp: string, message: ContactMessage): string {
  return whatsAppLink(whatsapp, messageText(message));
}
