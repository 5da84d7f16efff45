import { z } from "zod";
import { collectionSlug, designName, imagePath, makingDays, photo, photoHint, rupees, slug, term, terms, text, words } from "#app/content/schema-fields.ts";
import { siteSchema } from "#app/content/site-schema.ts";
import type { Vocabulary } from "#app/content/design-facts.ts";
import { DRAWINGS } from "#app/content/measure-drawings.ts";
import { MAX_FIRST, ORDERS, type Listing } from "#app/content/listing-order.ts";

export { siteSchema };

/** The highest number a design may have: far beyond any shop's catalogue, and a bound on the pages a slip could make. */
export const MAX_DESIGN_NUMBER = 99_999;

/** A design's number within its collection: its address (/kediya/photo/3), given once and never reused. */
export const designNumber = z
  .number()
  .int("must be a whole number")
  .min(1, "must be 1 or more")
  .max(MAX_DESIGN_NUMBER, `must be at most ${MAX_DESIGN_NUMBER}`)
  .meta({
    title: "Number",
    description:
      "The design's address: 3 makes /kediya/photo/3. Filled in with the next free number when the design is added from its collection's list; keep it, as links shared on WhatsApp lead to it. Two designs of a collection may not share one.",
  });

/** The most photos a design shows besides its first: enough for the back, details and the design worn, and a bound on a page's data. */
export const MAX_MORE_PHOTOS = 7;

/** One design, in a file of its own (content/designs/kediya-3.json). */
export const designSchema = z
  .object({
    collection: slug.meta({
      title: "Collection",
      description: "The collection whose page shows it.",
      collectionChoice: true,
    }),
    number: designNumber,
    title: words("optional", "What the photo shows", "A few words a customer would read, such as: Indigo kediyu, mirror work and piping"),
    largeImage: photo("Photo", `The photo its card shows: the front, as a customer first sees it. ${photoHint}`),
    morePhotos: z
      .array(
        z
          .object({
            image: photo("Photo"),
            words: words("optional", "What it shows", "A few words, such as: The back, with its tie strings; or: The border up close").optional(),
          })
          .meta({ title: "Photo", summary: "{{fields.words}}" }),
      )
      .max(MAX_MORE_PHOTOS, `must be at most ${MAX_MORE_PHOTOS} photos`)
      .optional()
      .meta({
        title: "More photos",
        description: `The back, the border and the work up close, the design worn: shown after the photo above, on its page and large, in the order of this list (drag to change it). Up to ${MAX_MORE_PHOTOS}.`,
      }),
    smallImage: imagePath.optional().meta({
      title: "Smaller photo for the grid",
      description: "Left out, the grid shows the photo itself; the editor never asks for it, so one photo is all a design needs.",
      widget: "hidden",
    }),
    price: rupees(
      "Price from (₹)",
      "What the design costs at the least, in whole rupees, such as 2500. Left empty, the collection's price applies; with neither, no price is shown.",
    ).optional(),
    priceTo: rupees("Price up to (₹)", "Where the cost depends on the size or the work: the most it costs. Left empty, the price shows as From ₹….").optional(),
    makingDays: makingDays("Days to make", "Such as 10-14, or 12. Left empty, the collection's days apply.").optional(),
    fabric: term("fabrics", "Fabric", "One of the fabrics listed under Shop details › Fabrics, work, occasions and colours.").optional(),
    work: terms("work", "Work", "Its embroidery, print and trims, from the list under Shop details."),
    occasions: terms("occasions", "Occasions", "What it is made for, such as Navratri or a wedding."),
    colours: terms("colours", "Colours", "Its main colours, for search engines and for finding it."),
    withdrawn: z.boolean().optional().meta({
      title: "Taken off the site",
      description:
        "On, the design leaves every page and its address answers that there is no such page; its number is never given again. Rather than deleting a design, turn this on.",
    }),
  })
  .meta({ title: "Design" })
  .superRefine(({ price, priceTo }, context) => {
    if (priceTo === undefined) return;
    if (price === undefined) context.addIssue({ code: "custom", path: ["priceTo"], message: "needs a price from (price) as well" });
    else if (priceTo < price) context.addIssue({ code: "custom", path: ["priceTo"], message: `must be at least the price from (${price})` });
  })
  // One photo fills both: the grid shows a smaller size of it, made by the build.
  .transform((item) => ({ ...item, smallImage: item.smallImage ?? item.largeImage }));

export const collectionSchema = z.object({
  slug: collectionSlug.meta({
    title: "Web address",
    description:
      "The collection's address after the site's name: kediya makes /kediya. Small letters, digits and dashes; it names the photo folder too, so keep it once photos are added.",
  }),
  heading: words("optional", "Heading", "The heading of the collection's page, spelled as the shop wants it, such as Kediya's"),
  priceFrom: rupees(
    "Designs' price from (₹)",
    "What a design of this collection costs at the least, in whole rupees, unless the design gives its own price.",
  ).optional(),
  makingDays: makingDays("Days to make a design", "Such as 10-14, unless the design gives its own days.").optional(),
  measures: z.array(slug).optional().meta({
    title: "Measurements to ask for",
    description:
      "What the order page asks a customer to measure for this collection's designs, from the list under Shop details › Measurements. Left empty, it asks for none and offers a fitting at the shop.",
    measures: true,
  }),
  preview: z.array(designName).max(3, "must name 3 designs").default([]).meta({
    title: "Home page photos",
    description: "The three designs the home page shows for this collection: pick them by their title. Each opens as it does on the collection's page.",
    designChoice: "of-the-collection",
  }),
  order: z
    .enum(ORDERS, { error: `must be "number" (by number, new designs last) or "newest" (newest first)` })
    .default("number")
    .meta({
      title: "Order on the collection's page",
      description: "How the collection's pages list its designs. Their addresses stay the same either way.",
      optionLabels: { number: "By number, new designs last", newest: "Newest first" },
    }),
  first: z.array(designName).max(MAX_FIRST, `must name at most ${MAX_FIRST} designs, one page's worth`).default([]).meta({
    title: "Designs shown first",
    description: "Designs to list before all the others, in this order: pick them by their title. Left empty, the order above alone applies.",
    designChoice: "of-the-collection",
  }),
});

export const tilesSchema = z
  .array(
    z
      .object({
        img: photo("Tile photo"),
        name: words("required", "Name on the tile", "Such as Kediya"),
        job: slug.meta({ title: "Collection it opens", description: "The web address of a collection, such as kediya" }),
      })
      .meta({ title: "Tile", summary: "{{fields.name}}" }),
  )
  .min(1)
  .meta({ title: "Home page tiles", description: "The tiles of the home page's Cataloguee section, in the order shown." });

const vocabularyList = (title: string, description: string, example: string) =>
  z
    .array(
      z
        .object({
          value: slug.meta({
            title: "Name in the content",
            description: `How designs name it, such as ${example}: small letters, digits and dashes. Keep it once designs use it.`,
          }),
          label: words("required", "Label", "As a visitor reads it."),
        })
        .meta({ title: "Entry", summary: "{{fields.label}}" }),
    )
    .default([])
    .meta({ title, description })
    .superRefine((entries, context) => {
      const seen = new Set<string>();
      entries.forEach(({ value }, i) => {
        if (seen.has(value)) context.addIssue({ code: "custom", path: [i, "value"], message: `"${value}" is listed twice` });
        seen.add(value);
      });
    });

/** The words designs may use for their fabric, work, occasions and colours, each with its label in English, Gujarati and Hindi. */
export const vocabularySchema = z.object({
  fabrics: vocabularyList("Fabrics", "The fabrics a design may name.", "cotton"),
  work: vocabularyList("Work", "Embroidery, prints and trims.", "mirror-work"),
  occasions: vocabularyList("Occasions", "What designs are made for.", "navratri"),
  colours: vocabularyList("Colours", "Colours designs are named by.", "indigo"),
} satisfies Record<Vocabulary, z.ZodType>);

/**
 * The measurements the order page may ask for (content/measurements.json), each with its label,
 * a line on how to take it, the drawing that shows where, and the bounds a value must keep.
 */
export const measurementsSchema = z.object({
  measures: z
    .array(
      z
        .object({
          value: slug.meta({
            title: "Name in the content",
            description: "How collections name it, such as chest: small letters, digits and dashes. Keep it once collections use it.",
          }),
          label: words("required", "Label", "As a customer reads it, such as Chest."),
          how: words("required", "How to measure", "One line a customer can follow with a tape."),
          drawing: z.enum(DRAWINGS).meta({ title: "Drawing", description: "The drawing that shows where to measure." }),
          min: z.number().int().min(1).max(300).meta({ title: "Least (cm)", description: "A value under this, in centimetres, is refused as a slip." }),
          max: z.number().int().min(1).max(300).meta({ title: "Most (cm)", description: "A value over this, in centimetres, is refused as a slip." }),
        })
        .meta({ title: "Measurement", summary: "{{fields.label}}" })
        .refine(({ min, max }) => max > min, { path: ["max"], message: "must be more than the least" }),
    )
    .default([])
    .meta({ title: "Measurements", description: "Every measurement an order may ask for; each collection lists those its designs need." })
    .superRefine((entries, context) => {
      const seen = new Set<string>();
      entries.forEach(({ value }, i) => {
        if (seen.has(value)) context.addIssue({ code: "custom", path: [i, "value"], message: `"${value}" is listed twice` });
        seen.add(value);
      });
    }),
});

/** Words a line gives, separated by spaces. */
const spaced = (line: string) => line.split(/\s+/).filter(Boolean);

/**
 * How visitors write Gujarati and Hindi words in Latin letters (content/spellings.json): each entry
 * gives words as the site writes them and the spellings a visitor may type for them, so that
 * "chanya" finds the designs whose Gujarati or Hindi text says ચણિયા or चनिया.
 */
export const spellingsSchema = z.object({
  spellings: z
    .array(
      z
        .object({
          words: text
            .regex(/^[^,]+$/, "must be words separated by spaces, without commas")
            .transform(spaced)
            .meta({
              title: "Words",
              description: "Words as the site writes them, in Gujarati or Hindi, separated by spaces: ચણિયા चनिया",
              patternHint: "Words separated by spaces, without commas, such as ચણિયા चनिया",
            }),
          latin: text
            .regex(/^[a-z]+(\s+[a-z]+)*$/, "must be words in small Latin letters separated by spaces, such as chaniya chanya")
            .transform(spaced)
            .meta({
              title: "Typed as",
              description: "How a visitor may type them in Latin letters, separated by spaces: chaniya chanya chaniyo",
              patternHint: "Small Latin letters and spaces only, such as chaniya chanya",
            }),
        })
        .meta({ title: "Spelling", summary: "{{fields.latin}}" }),
    )
    .default([])
    .meta({ title: "Spellings", description: "Gujarati and Hindi words as visitors type them in Latin letters, for the site's search." }),
});

/** A design as its file holds it, with its photos' paths read and its grid photo filled in. */
export type Design = z.infer<typeof designSchema>;
/** A design of a collection: the collection's pages show it (kept as the name the pages' code knows it by). */
export type GalleryItem = Design;
/** A collection's own file: its heading, defaults, measurements and home page photos. */
export type CollectionFile = z.infer<typeof collectionSchema>;
/** A collection with its designs on the site, by number (a withdrawn or removed design's address is the site's 404). */
export interface Collection extends CollectionFile {
  items: Design[];
  /** The highest number any design of the collection has, withdrawn ones included: the next design's is one more. */
  lastNumber: number;
  /** The designs its `preview` names, for the home page. */
  previews: Design[];
  /** How its catalogue lists its designs, where not by number (./listing-order.ts). */
  listing?: Listing;
}
export type Tile = z.infer<typeof tilesSchema>[number];
export type Site = z.infer<typeof siteSchema>;
export type Contact = Site["contact"];
export type VocabularyEntry = z.infer<typeof vocabularySchema>[Vocabulary][number];
export type Vocabularies = z.infer<typeof vocabularySchema>;
export type Spelling = z.infer<typeof spellingsSchema>["spellings"][number];
export type MeasureEntry = z.infer<typeof measurementsSchema>["measures"][number];

/** The validated content: each text in every language it is written in (`pick` gives it in one: ./translatable.ts). */
export interface Content {
  site: Site;
  tiles: Tile[];
  /** In the order their files sort. */
  collections: Collection[];
  vocabulary: Vocabularies;
  /** How visitors type the content's Gujarati and Hindi words in Latin letters, for search. */
  spellings: Spelling[];
  /** The measurements orders may ask for, in the owner's order. */
  measures: MeasureEntry[];
  /** The designs the top of the home page shows (content/site.json's header.designs), in the owner's order. */
  headerDesigns: Design[];
}
