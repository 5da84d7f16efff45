import type { Ordering } from "#app/order/how-ordering-works.tsx";
import type { FactRow } from "#app/content/design-facts.ts";
import type { ShareImage } from "#app/content/seo.ts";
import type { Measure } from "#app/order/measures.ts";

/** What the order page knows when it is built, in its language: the route's loader gives it, the form reads it. */
export interface OrderPageData {
  title: string;
  description: string;
  intro: string;
  noScript: string;
  businessName: string;
  card: ShareImage;
  /** Each collection's heading, number of designs and the measurements its designs ask for, by slug. */
  collections: Record<string, { heading: string; count: number; measures: string[] }>;
  /** Every measurement, with its words in the page's language. */
  measures: Measure[];
  /** The occasions to choose from: value and label. */
  occasions: [value: string, label: string][];
  /** On the page of one design (/order/kediya-3): that design, for a browser that runs no script. */
  noScriptDesign?: NoScriptOrder;
  /** How ordering works and the shop's promises, under the form. */
  ordering: Ordering;
}

/** A design as the order page shows it without its script, and the WhatsApp message that orders it. */
export interface NoScriptOrder {
  title: string;
  /** "en" where the title is shown in English on another language's page. */
  titleLang?: "en";
  /** Its collection's name. */
  heading: string;
  /** Its card's photo (a JPEG). */
  photo: { src: string; width: number; height: number };
  /** Its price and making time, each named. */
  facts?: FactRow[];
  /** wa.me with the order's first lines written in: the design, its price and its page. */
  whatsApp: string;
  /** The order of this design at the order page's own address (/gu/order?design=kediya-3). */
  address: string;
  words: { intro: string; send: string; other: string };
}
