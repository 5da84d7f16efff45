import type { Locale } from "#app/i18n/languages.ts";
import { formatMoment } from "#app/i18n/moment.ts";
import type { Status } from "#app/sending/send-status.ts";

type Sentence<Inputs = object> = (inputs: Inputs) => string;

/**
 * A form's sentences for where a send stands, named with the form's prefix: the enquiry form's
 * (`form_status_sent`, app/messages) or the order's (`order_status_sent`, app/order/messages).
 */
export type StatusWords<Form extends string> = Record<`${Form}_status_${"restored" | "sent" | "sent_newer" | "failed"}`, Sentence> &
  Record<`${Form}_status_maybe_sent`, Sentence<{ time: string }>> &
  Record<`${Form}_status_${"waiting" | "too_soon"}`, Sentence<{ seconds: number }>>;

/**
 * What a form's status line says in each state of a send by e-mail, in the page's language: a
 * restored draft, a message on its way (`sending`, and after a while that it may still arrive),
 * sent (with newer words kept), or not sent (too soon after the last).
 */
export function statusText<Form extends string>(status: Status, form: Form, words: StatusWords<Form>, sending: string, locale: Locale): string {
  // The form's sentence for a state, by its name after the prefix: StatusWords<Form> says the form has each.
  const say = (name: string, inputs: { time?: string; seconds?: number } = {}) =>
    (words as unknown as Record<string, Sentence<typeof inputs>>)[`${form}_status_${name}`](inputs);
  switch (status.state) {
    case "idle":
      return "";
    case "restored":
      return say("restored");
    case "maybe-sent":
      return say("maybe_sent", { time: formatMoment(status.at, locale) });
    case "sending":
      return sending;
    case "waiting":
      return say("waiting", { seconds: status.seconds });
    case "sent":
      return say(status.newerKept ? "sent_newer" : "sent");
    case "failed":
      return status.reason === "too-soon" ? say("too_soon", { seconds: status.seconds }) : say("failed");
  }
}
