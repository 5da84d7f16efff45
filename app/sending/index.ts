/** Sending's public face: a message, the e-mail service's settings, the hooks that send and the words of their states. */
export { emailJsConfig, type ContactMessage } from "#app/sending/message.ts";
export { SendAgain } from "#app/sending/send-again.tsx";
export type { SendResult } from "#app/sending/send-message.ts";
export type { Status } from "#app/sending/send-status.ts";
export { statusText } from "#app/sending/status-text.ts";
export { prepareSending, useAskBeforeLeaving, useSending } from "#app/sending/use-sending.ts";
