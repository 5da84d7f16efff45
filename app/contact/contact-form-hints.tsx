/**
 * What the enquiry form says once the visitor is at it: a field's length against its limit, and
 * what they can do next. Where an enquiry stands: app/contact/contact-status.ts.
 */
import { formatNumber } from "#app/i18n/numbers.ts";
import type { Locale } from "#app/i18n/languages.ts";
import { useWords, type Words } from "#app/i18n/words.tsx";
import type { Field } from "#app/contact/contact-limits.ts";
import type { ContactStatus } from "#app/contact/contact-status.ts";
import type { FieldLength } from "#app/utils/field-limit.ts";

/**
 * The counter near the limit ("4,812 of 5,000 characters"), or past it, why
 * the field is refused ("Your message is 5,230 characters long; …"). Empty
 * while the text is far from the limit.
 */
export function limitText(field: Field, { length, limit, near, over }: FieldLength, m: Words, locale: Locale): string {
  if (!near && !over) return "";
  const numbers = { length: formatNumber(length, locale), limit: formatNumber(limit, locale), excess: formatNumber(length - limit, locale) };
  if (!over) return m.form_limit_near(numbers);
  // Why each field is refused when too long: each sentence names its field, as its language has it.
  const overLimit = { name: m.form_limit_over_name, email: m.form_limit_over_email, message: m.form_limit_over_message } satisfies Record<Field, unknown>;
  return overLimit[field](numbers);
}

/** Under the form's status: "Clear the form" for a restored draft or one handed to WhatsApp, "Try again" after a failure. */
export function NextStep({ status, onClear, onTryAgain }: { status: ContactStatus; onClear: () => void; onTryAgain: () => void }) {
  const m = useWords();
  if (status.state === "restored" || status.state === "maybe-sent" || status.state === "handed-off") {
    return (
      <p>
        <button type="button" className="button button--small button--quiet" onClick={onClear}>
          {m.form_clear({})}
        </button>
      </p>
    );
  }
  if (status.state === "failed") {
    return (
      <p>
        <button type="button" className="button button--small" onClick={onTryAgain}>
          {m.form_try_again({})}
        </button>
      </p>
    );
  }
  return null;
}
