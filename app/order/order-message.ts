import type { AnswerWay, MeasureWay } from "#app/order/order-draft.ts";
import { withoutBidiControls } from "#app/utils/bidi.ts";
import type { OrderWords } from "#app/order/order-words.ts";

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
  /** How the measurements come; none where she has not said (or the designs need none). */
  way?: MeasureWay;
  /** The unit's short name: "cm", "ઇંચ". */
  unit: string;
  measures: { label: string; value: string }[];
  notes?: string;
  name: string;
  answer: AnswerWay;
  phone?: string;
  email?: string;
  /** The reference an order sent by e-mail goes with, which she can quote. */
  reference?: string;
}

/**
 * The order as one message laid out for reading on a phone, WhatsApp's *bold* for its headings:
 * each design with its price and its link, who it is for, the occasion, the date, the budget, the
 * wishes, each measurement with its unit (or how they will come), the notes, and how to answer.
 * The same text goes by e-mail.
 */
export function orderMessage(order: OrderSummary, words: OrderWords): string {
  // What she typed, without direction controls, which would turn the site's words after them around.
  const own = (text: string | undefined) => withoutBidiControls(text ?? "").trim();
  const line = (name: string, value: string | undefined) => (own(value) ? [`*${name}:* ${own(value)}`] : []);
  const designs = order.designs.flatMap((design, i) => [
    `${i + 1}. ${design.title} (${design.collection})${design.price ? ` · ${design.price}` : ""}`,
    design.url,
  ]);
  const measurements =
    order.way === "here"
      ? order.measures.length > 0
        ? [`*${words.order_message_measurements({ unit: order.unit })}*`, ...order.measures.map(({ label, value }) => `${label}: ${value} ${order.unit}`)]
        : []
      : order.way === "shop"
        ? [words.order_measure_shop({})]
        : order.way === "garment"
          ? [words.order_measure_garment({})]
          : [];
  const answer =
    order.answer === "email" && own(order.email)
      ? words.order_message_answer_email({ email: own(order.email) })
      : own(order.phone)
        ? words.order_message_answer_whatsapp({ phone: own(order.phone) })
        : "";
  const sections = [
    [words.order_message_intro({ business: order.business }), ...line(words.order_message_reference({}), order.reference)],
    designs.length > 0 ? [`*${words.order_message_designs({})}*`, ...designs] : [],
    [
      ...line(words.order_message_for({}), order.person),
      ...line(words.order_message_occasion({}), order.occasion),
      ...line(words.order_message_date({}), order.date),
      ...line(words.order_message_budget({}), order.budget),
      ...line(words.order_message_fabric({}), order.fabric),
      ...line(words.order_message_colour({}), order.colour),
    ],
    measurements,
    own(order.notes) ? [`*${words.order_message_notes({})}*`, own(order.notes)] : [],
    [...(answer ? [answer] : []), ...(own(order.name) ? [words.order_message_from({ name: own(order.name) })] : [])],
  ];
  return sections
    .filter((section) => section.length > 0)
    .map((section) => section.join("\n"))
    .join("\n\n");
}
