import { LIMITS, type ContactMessage } from "./contact-message";
import { fieldLength, type FieldLength } from "./field-limit";

export type Field = keyof ContactMessage;
export type Lengths = Record<Field, FieldLength>;

/** How each field is named when it is too long. */
export const WHAT: Record<Field, string> = { name: "Your name", email: "Your e-mail address", message: "Your message" };

export const measure = (values: ContactMessage): Lengths => ({
  name: fieldLength(values.name, LIMITS.name),
  email: fieldLength(values.email, LIMITS.email),
  message: fieldLength(values.message, LIMITS.message),
});

export const sameMessage = (a: ContactMessage, b: ContactMessage) =>
  a.name === b.name && a.email === b.email && a.message === b.message;
