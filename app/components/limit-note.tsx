import { useLocale } from "../i18n/locale";
import type { Field } from "../utils/contact-limits";
import type { FieldLength } from "../utils/field-limit";
import { useContactWords } from "../utils/use-contact-words";

/** The counter near a field's limit, or past it, why the field is refused. */
export function LimitNote({ name, length }: { name: Field; length: FieldLength }) {
  const locale = useLocale();
  const text = useContactWords()?.limitText(name, length, locale);
  if (!text) return null;
  return (
    <p className="contact-form__limit" id={`contact-${name}-limit`} data-over={length.over || undefined}>
      {text}
    </p>
  );
}
