import { WHAT, type Field } from "../utils/contact-limits";
import { limitText, type FieldLength } from "../utils/field-limit";

/** The counter near a field's limit, or past it, why the field is refused. */
export function LimitNote({ name, length }: { name: Field; length: FieldLength }) {
  const text = limitText(WHAT[name], length);
  if (!text) return null;
  return (
    <p className="contact-form__limit" id={`contact-${name}-limit`} data-over={length.over || undefined}>
      {text}
    </p>
  );
}
