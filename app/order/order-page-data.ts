import type { ShareImage } from "../utils/seo";
import type { Measure } from "./measures";

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
}
