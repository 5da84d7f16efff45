import { z } from "zod";

const text = z.string().trim().min(1, "must not be empty");
/** A path below content/, such as `images/kediya/01.jpg`. */
const imagePath = text.regex(/^images\/[\w./-]+\.(jpe?g|png|webp|avif)$/i, "must be a .jpg, .png, .webp or .avif path under images/");
const slug = text.regex(/^[a-z0-9-]+$/, "must be lower-case letters, digits and dashes");
const url = z.url({ message: "must be a full https:// address" });
const phoneNumber = text.regex(/^\+?[\d\s()-]{6,}$/, "must be a phone number");

export const galleryItemSchema = z.object({
  title: text,
  largeImage: imagePath,
  smallImage: imagePath,
});

export const collectionSchema = z.object({
  slug,
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
  homePreviews: z.array(z.object({ collection: slug, heading: text, navLabel: text })),
  services: z.array(z.object({ name: text, text })),
  testimonials: z.array(z.object({ name: text, text })),
  team: z.array(z.object({ name: text, job: text })),
  highlights: z.array(titled),
  features: z.array(titled),
  why: z.array(titled),
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
