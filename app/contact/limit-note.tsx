import type { Field } from "./contact-limits";

/** The counter near a field's limit, or past it, why the field is refused (`text`, empty far from it). */
export function LimitNote({ name, text, over }: { name: Field; text: string; over: boolean }) {
  if (!text) return null;
  return (
    <p className="contact-form__limit" id={`contact-${name}-limit`} data-over={over || undefined}>
      {text}
    </p>
  );
}
