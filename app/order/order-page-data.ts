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
  /** How ordering works and the shop's promises, under the form. */
  ordering: Ordering;
}

/**
 * Marks the order page's `<noscript>`, whose content the build replaces in each design's copy of
 * the page with that design's (pipeline/react-router-output/order-copies.ts, which reads this
 * module as the build's contract with the page).
 */
export const ORDER_NO_SCRIPT_ATTRIBUTE = "data-order-no-script";

/** A design as its copy of the order page (/order/kediya-3) shows it without the page's script, and the WhatsApp message that orders it. */
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
  words: { intro: string; send: string; other: string };
}
