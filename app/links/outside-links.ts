/**
 * Every link that leaves the site, built one way: a WhatsApp chat, an e-mail, a call, a map, and
 * how one opens in a new tab (from a script: ./open-in-new-tab.ts).
 * Each takes the shop's details as the content writes them and the words already in the page's
 * language; nothing here knows a form or a page.
 */

/** A WhatsApp chat with `number` (any spaces or signs in it dropped), with `text` already typed when given; with no number, WhatsApp asks whom to send it to. */
export function whatsAppLink(number: string, text?: string): string {
  const digits = number.replace(/\D/g, "");
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ""}`;
}

/** The phone's e-mail app, writing to `to`, with a subject and a body already written when given. */
export function mailtoLink(to: string, written?: { subject: string; body: string }): string {
  return written ? `mailto:${to}?subject=${encodeURIComponent(written.subject)}&body=${encodeURIComponent(written.body)}` : `mailto:${to}`;
}

/** A call to `phone`, as the content writes it ("+91 98765 43210"). */
export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** A map of `query`: the shop's address, or its latitude and longitude ("22.3,70.8"). */
export const mapsLink = (query: string): string => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;

/** What a link that opens in a new tab carries (`<a href={…} {...NEW_TAB}>`): the page it opens cannot reach back into this one, nor learn where it came from. */
export const NEW_TAB = { target: "_blank", rel: "noopener noreferrer" } as const;
