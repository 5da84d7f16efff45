/**
 * What the site sends by e-mail, and the account it sends through: the contact form's enquiry
 * and the order's message both go out as a ContactMessage (the order's words in its `message`).
 */

/** A message to the shop: who writes, where to answer, and what she wrote, trimmed. */
export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

/** The EmailJS account the form sends through, set when the site is built. */
export interface EmailJsConfig {
  serviceId: string;
  templateId: string;
  publicKey: string;
}

/** The build's EmailJS settings, or null when any is missing: then nothing is sent. */
export function emailJsConfig(env: Record<string, string | undefined> = import.meta.env): EmailJsConfig | null {
  const serviceId = env.VITE_EMAILJS_SERVICE_ID?.trim();
  const templateId = env.VITE_EMAILJS_TEMPLATE_ID?.trim();
  const publicKey = env.VITE_EMAILJS_PUBLIC_KEY?.trim();
  return serviceId && templateId && publicKey ? { serviceId, templateId, publicKey } : null;
}
