import { messageText } from "#app/contact/contact-message.ts";
import { whatsAppLink } from "#app/links/outside-links.ts";
import { type ContactMessage } from "#app/sending/message.ts";

/**
 * Without EmailJS settings the form cannot send: it hands what the visitor wrote to the shop's
 * WhatsApp chat instead, the message signed with their name and address, ready to send there.
 */
export function handOffLink(whatsapp: string, message: ContactMessage): string {
  return whatsAppLink(whatsapp, messageText(message));
}

/**
 * Opens `url` in a new tab or window (on a phone, the WhatsApp app), which cannot reach back
 * into this page. False when the browser blocked it: the form then offers the link to press.
 */
export function openInNewTab(url: string): boolean {
  const tab = window.open(url, "_blank");
  if (!tab) return false;
  tab.opener = null;
  return true;
}
