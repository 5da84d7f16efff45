import { LIMITS } from "#app/contact/contact-message.ts";
import type { ContactMessage } from "#app/sending/index.ts";
import { fieldLength, type FieldLength } from "#app/utils/field-limit.ts";

export type Field = keyof ContactMessage;
export type Lengths = Record<Field, FieldLength>;

/** The form's fields that have a limit: all three. */
export const FIELDS: readonly Field[] = ["name", "email", "message"];

export const isField = (name: string): name is Field => (FIELDS as readonly string[]).includes(name);

export const measure = (values: ContactMessage): Lengths => ({
  name: fieldLength(values.name, LIMITS.name),
  email: fieldLength(values.email, LIMITS.email),
  message: fieldLength(values.message, LIMITS.message),
});

export const sameMessage = (a: ContactMessage, b: ContactMessage) => a.name === b.name && a.email === b.email && a.message === b.message;
