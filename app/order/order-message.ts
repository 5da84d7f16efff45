import type { Locale } from "../i18n/languages";
import * as words from "../paraglide-order/messages.js";
import type { AnswerWay, MeasureWay } from "./order-draft";

/** An order as it is sent, each part already in the visitor's language. */
export interface OrderSummary {
  business: string;
  designs: { title: string; collection: string; price?: string; url: string }[];
  person: string;
  occasion?: string;
  /** As the visitor reads it: "14 December 2026". */
  date?: string;
  /** As the visitor reads it: "₹6,000". */
  budget?: string;
  fabric?: string;
  colour?: string;
  way: MeasureWay;
  /** The unit's short name: "cm", "ઇંચ". */
  unit: string;
  measures: { label: string; value: string }[];
  notes?: string;
  name: string;
  answer: AnswerWay;
  phone?: string;
  email?: string;
}

/**
 * The order as one message laid out for reading on a phone, WhatsApp's *bold* for its headings:
 * each design with its price and its link, who it is for, the occasion, the date, the budget, the
 * wishes, each measurement with its unit (or how they will come), the notes, and how to answer.
 * The same text goes by e-mail.
 */
export function orderMessage(order: OrderSummary, locale: Locale): string {
  const options = { locale };
  const line = (name: string, value: string | undefined) => (value?.trim() ? [`*${name}:* ${value.trim()}`] : []);
  const designs = order.designs.flatMap((design, i) => [`${i + 1}. ${design.title} (${design.collection})${design.price ? ` · ${design.price}` : ""}`, design.url]);
  const measurements =
    order.way === "here"
      ? order.measures.length > 0
        ? [`*${words.order_message_measurements({ unit: order.unit }, options)}*`, ...order.measures.map(({ label, value }) => `${label}: ${value} ${order.unit}`)]
        : []
      : [order.way === "shop" ? words.order_measure_shop({}, options) : words.order_measure_garment({}, options)];
  const answer =
    order.answer === "email" && order.email
      ? words.order_message_answer_email({ email: order.email }, options)
      : order.phone
        ? words.order_message_answer_whatsapp({ phone: order.phone }, options)
        : "";
  const sections = [
    [words.order_message_intro({ business: order.business }, options)],
    designs.length > 0 ? [`*${words.order_message_designs({}, options)}*`, ...designs] : [],
    [
      ...line(words.order_message_for({}, options), order.person),
      ...line(words.order_message_occasion({}, options), order.occasion),
      ...line(words.order_message_date({}, options), order.date),
      ...line(words.order_message_budget({}, options), order.budget),
      ...line(words.order_message_fabric({}, options), order.fabric),
      ...line(words.order_message_colour({}, options), order.colour),
    ],
    measurements,
    order.notes?.trim() ? [`*${words.order_message_notes({}, options)}*`, order.notes.trim()] : [],
    [...(answer ? [answer] : []), words.order_message_from({ name: order.name.trim() }, options)],
  ];
  return sections
    .filter((section) => section.length > 0)
    .map((section) => section.join("\n"))
    .join("\n\n");
}
