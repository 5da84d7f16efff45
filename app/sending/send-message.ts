// Sending, which no page needs before a visitor sends: the contact form and the order page download it
// when she starts on them (`sendingCode()` in ./use-sending.ts). Whether a build can send at all is
// emailJsConfig, in ../contact/contact-message.ts, which every page has.
import { LANGUAGE_NAMES, type Locale } from "#app/i18n/languages.ts";
import type { ContactMessage, EmailJsConfig } from "#app/sending/message.ts";
import { deviceStorage } from "#app/utils/device-storage.ts";
import { withoutBidiControls } from "#app/utils/bidi.ts";

export type SendResult =
  | { ok: true }
  | { ok: false; status: number; text: string; timedOut?: false }
  | {
      ok: false;
      status: 0;
      text: string;
      timedOut: true;
      /** The same attempt's answer, whenever it comes: a late success is still a success. */
      lateAnswer: Promise<SendResult>;
    };

/** How long a visitor waits before the form says there is no answer yet. */
export const SEND_TIMEOUT_MS = 15_000;

/** Attempts from one page closer together than this are refused (status 429) without a request. */
export const THROTTLE_MS = 5_000;

/** The EmailJS SDK, downloaded only once a visitor starts on the form. */
export function loadEmailJs() {
  // The SDK reads `localStorage` as it loads. Where the browser blocks site
  // storage that read throws, and the SDK would never load: the page has no
  // storage there, so the SDK is shown none and carries on without it.
  if (!deviceStorage.usable()) {
    try {
      Object.defineProperty(window, "localStorage", { value: undefined, configurable: true });
    } catch {
      // Left as it is; sending then fails and says so.
    }
  }
  return import("@emailjs/browser");
}

// In memory rather than in the SDK's `limitRate`, which needs `localStorage`.
let lastAttempt = Number.NEGATIVE_INFINITY;

/**
 * Sends the message with the EmailJS SDK, and beside its three fields the
 * language the visitor wrote from ("ગુજરાતી (gu)"), for the e-mail to the
 * shop to say. Never throws: a refusal or a network error comes back as
 * `ok: false` with a status (0 for no answer) and the response text, which is
 * logged as the spec has it. With no answer within 15 s it comes back
 * `timedOut`, still listening: `lateAnswer` says how the same attempt ended.
 */
export async function sendMessage(config: EmailJsConfig, message: ContactMessage, locale: Locale): Promise<SendResult> {
  const now = Date.now();
  if (now - lastAttempt < THROTTLE_MS) return logged({ ok: false, status: 429, text: "Too Many Requests" });
  lastAttempt = now;

  // Without direction controls, which would turn the template's own words around what she typed.
  const [name, email, text] = [message.name, message.email, message.message].map(withoutBidiControls);
  const answer = deliver(config, { name, email, message: text, language: languageParam(locale) });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), SEND_TIMEOUT_MS)));
  const first = await Promise.race([answer, timeout]);
  clearTimeout(timer);
  if (first) return first;
  console.warn("No answer within 15 seconds; still waiting for one.");
  return { ok: false, status: 0, text: "No answer within 15 seconds", timedOut: true, lateAnswer: answer };
}

/** The template parameter that names the visitor's language: the language in itself, then its code. */
export const languageParam = (locale: Locale) => `${LANGUAGE_NAMES[locale]} (${locale})`;

async function deliver(config: EmailJsConfig, params: ContactMessage & { language: string }): Promise<SendResult> {
  try {
    const { send } = await loadEmailJs();
    const response = await send(config.serviceId, config.templateId, { ...params }, { publicKey: config.publicKey });
    console.info("Message sent:", response.status, response.text);
    return { ok: true };
  } catch (error) {
    const { status = 0, text = String(error) } = (error ?? {}) as { status?: number; text?: string };
    return logged({ ok: false, status, text });
  }
}

function logged(result: SendResult & { ok: false }): SendResult {
  console.error("Message not sent:", result.status, result.text);
  return result;
}
