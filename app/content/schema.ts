import { z } from "zod";
import { RESERVED_SLUGS, photoPathProblem } from "./content-paths.ts";
import { wordingProblem, type Fillable } from "./wording.ts";

const text = z.string().trim().min(1, "must not be empty");
/** A path below content/, such as `images/kediya/01.jpg`. */
const imagePath = text.check((ctx) => {
  const problem = ctx.value && photoPathProblem(ctx.value);
  if (problem) ctx.issues.push({ code: "custom", message: problem, input: ctx.value });
});
const slug = text.regex(/^[a-z0-9-]+$/, "must be lower-case letters, digits and dashes");
const collectionSlug = slug.refine(
  (value) => !(RESERVED_SLUGS as readonly string[]).includes(value),
  {
    error: (issue) =>
      `"${String(issue.input)}" is reserved for the site's own addresses; a collection may not use any of: ${RESERVED_SLUGS.join(", ")}`,
  },
);
const url = z.url({ message: "must be a full https:// address" });
/** A line of wording that may name the values in `fills`, such as "{count} designs". */
const wordingLine = (...fills: Fillable[]) =>
  text.check((ctx) => {
    const problem = wordingProblem(ctx.value, fills);
    if (problem) ctx.issues.push({ code: "custom", message: problem, input: ctx.value });
  });
const phoneNumber = text.regex(/^\+?[\d\s()-]{6,}$/, "must be a phone number");

export const galleryItemSchema = z.object({
  title: text,
  largeImage: imagePath,
  smallImage: imagePath,
});

export const collectionSchema = z.object({
  slug: collectionSlug,
  /** The heading of the catalogue page, spelled as the shop wants it. */
  heading: text,
  /** The three photos shown on the home page. */
  preview: z.array(galleryItemSchema).length(3, "must list exactly 3 photos"),
  /** Every photo of the catalogue page. */
  items: z.array(galleryItemSchema).min(1, "must list at least one photo"),
});

export const tilesSchema = z.array(z.object({ img: imagePath, name: text, job: slug })).min(1);

const section = z.object({ heading: text, navLabel: text });
const titled = z.object({ title: text, text });

export const siteSchema = z.object({
  business: z.object({
    name: text,
    description: text,
    /** The year the business was founded, as in the About text. */
    founded: text.regex(/^\d{4}$/, "must be a year, such as 2018"),
  }),
  /** The title may be empty: the business name then heads the page. */
  header: z.object({
    title: z.string().trim(),
    paragraph: text,
    /** The photo beside the header, and what it shows for those who cannot see it. */
    image: imagePath,
    imageAlt: text,
  }),
  about: z.object({ paragraph: text }),
  contact: z.object({
    address: text,
    phone: phoneNumber,
    /** The number that takes WhatsApp messages, with its country code. */
    whatsapp: phoneNumber,
    email: z.email({ message: "must be an e-mail address" }),
    facebook: url,
    twitter: url,
    youtube: url,
  }),
  sections: z.object({ about: section, collections: section, contact: section }),
  /** The page shown at addresses the site does not have. */
  notFound: z.object({ heading: text, text, description: text }),
  /** The lines the pages say that belong to no section: `{count}`, `{heading}` and `{business}` are filled in where a line allows them. */
  wording: z.object({
    /** The small line above the home page's heading. */
    headerEyebrow: text,
    /** The home page's title in search results and link previews. */
    homeTitle: wordingLine("business"),
    /** The line under a catalogue's heading. */
    catalogueCount: wordingLine("count"),
    /** A catalogue's description in search results and link previews. */
    catalogueDescription: wordingLine("heading", "count", "business"),
    /** The line above the enquiry form. */
    contactIntro: text,
    /** The large words on the home page's link-preview card. */
    shareCardTitle: text,
    /** The line under a collection's name on its link-preview card. */
    shareCardCollection: wordingLine("count"),
    /** What a collection's link-preview card shows, for those who cannot see it. */
    shareCardAlt: wordingLine("heading", "business"),
  }),
  homePreviews: z.array(z.object({ collection: slug, heading: text, navLabel: text })),
  // The specification keeps these six lists in the site's data although no screen shows them
  // (they are for the shop's own use, and for pages it may add). Optional: nothing breaks without them.
  services: z.array(z.object({ name: text, text })).optional(),
  testimonials: z.array(z.object({ name: text, text })).optional(),
  team: z.array(z.object({ name: text, job: text })).optional(),
  highlights: z.array(titled).optional(),
  features: z.array(titled).optional(),
  why: z.array(titled).optional(),
});

export type GalleryItem = z.infer<typeof galleryItemSchema>;
export type Collection = z.infer<typeof collectionSchema>;
export type Tile = z.infer<typeof tilesSchema>[number];
export type Site = z.infer<typeof siteSchema>;
export type Contact = Site["contact"];

export interface Content {
  site: Site;
  tiles: Tile[];
  /** In the order their files sort. */
  collections: Collection[];
}
