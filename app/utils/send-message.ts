import type { ContactMessage } from "./contact-message";

/** The EmailJS account the form sends through, set when the site is built. */
export interface EmailJsConfig {
  serviceId: string;
  templateId: string;
  publicKey: string;
}

export type SendResult = { ok: true } | { ok: false; status: number; text: string; timedOut?: boolean };

/** How long a visitor waits for an answer before the form says it failed. */
export const SEND_TIMEOUT_MS = 15_000;

/** Attempts from one browser closer together than this are refused by the SDK (status 429). */
export const THROTTLE_MS = 5_000;

/** The build's EmailJS settings, or null when any is missing: then nothing is sent. */
export function emailJsConfig(env: Record<string, string | undefined> = import.meta.env): EmailJsConfig | null {
  const serviceId = env.VITE_EMAILJS_SERVICE_ID?.trim();
  const templateId = env.VITE_EMAILJS_TEMPLATE_ID?.trim();
  const publicKey = env.VITE_EMAILJS_PUBLIC_KEY?.trim();
  return serviceId && templateId && publicKey ? { serviceId, templateId, publicKey } : null;
}

/** The EmailJS SDK, downloaded only once a visitor starts on the form. */
export function loadEmailJs() {
  return import("@emailjs/browser");
}

/**
 * Sends the message with the EmailJS SDK. Never throws: a refusal, a network
 * error or no answer within 15 s comes back as `ok: false` with a status (0 for
 * no answer) and the response text, which is logged as the spec has it.
 */
export async function sendMessage(config: EmailJsConfig, message: ContactMessage): Promise<SendResult> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<SendResult>((resolve) => {
    timer = setTimeout(
      () => resolve({ ok: false, status: 0, text: "No answer within 15 seconds", timedOut: true }),
      SEND_TIMEOUT_MS,
    );
  });
  const attempt = (async (): Promise<SendResult> => {
    try {
      const { send } = await loadEmailJs();
      const response = await send(config.serviceId, config.templateId, { ...message }, {
        publicKey: config.publicKey,
        limitRate: { id: "contact-form", throttle: THROTTLE_MS },
      });
      console.info("Message sent:", response.status, response.text);
      return { ok: true };
    } catch (error) {
      const { status = 0, text = String(error) } = (error ?? {}) as { status?: number; text?: string };
      return { ok: false, status, text };
    }
  })();
  const result = await Promise.race([attempt, timeout]);
  clearTimeout(timer);
  if (!result.ok) console.error("Message not sent:", result.status, result.text);
  return result;
}
