import { z } from "zod";
import { PHOTO_FILE, RESERVED_SLUGS, contentPhotoPath, photoPathProblem } from "./content-paths.ts";
import { translatable, type Translations } from "./translatable.ts";
import type { Fillable } from "./wording.ts";
import { DAY_RANGE, dayRange, MAX_RUPEES, type Vocabulary } from "./design-facts.ts";

/** The highest number a design may have: far beyond any shop's catalogue, and a bound on the pages a slip could make. */
export const MAX_DESIGN_NUMBER = 99_999;
import { DATE, TIME, WEEKDAYS, minutesOf } from "./opening-hours.ts";
import { DRAWINGS } from "../order/measures.ts";
import { MAX_FIRST, ORDERS, type Listing } from "./listing-order.ts";

const text = z.string().trim().min(1, "must not be empty");
/** A path below content/, such as `images/kediya/01.jpg` (or, as the owner's editor writes it, `/images/kediya/01.jpg`). */
const imagePath = text.transform(contentPhotoPath).check((ctx) => {
  const problem = ctx.value && photoPathProblem(ctx.value);
  if (problem) ctx.issues.push({ code: "custom", message: problem, input: ctx.value });
});
const slug = text.regex(/^[a-z0-9-]+$/, "must be lower-case letters, digits and dashes").meta({ patternHint: "Use small letters, digits and dashes only, such as kediya" });
const collectionSlug = slug.refine(
  (value) => !(RESERVED_SLUGS as readonly string[]).includes(value),
  {
    error: (issue) =>
      `"${String(issue.input)}" is reserved for the site's own addresses; a collection may not use any of: ${RESERVED_SLUGS.join(", ")}`,
  },
);
const url = z.url({ message: "must be a full https:// address" });
/**
 * A line of wording that may name the values in `fills`, such as "{count} designs":
 * in English, Gujarati and Hindi, each naming the values its English names.
 */
const wordingLine = (...fills: Fillable[]) => translatable("required", { fills });
const phoneNumber = text.regex(/^\+?[\d\s()-]{6,}$/, "must be a phone number").meta({ patternHint: "Digits, spaces and an optional + at the start, such as +91 98765 43210" });

const photoHint =
  "A JPEG, PNG or WebP photo; the editor makes a large one smaller before it uploads it. An iPhone photo in HEIC: choose it again after setting Settings › Camera › Formats to Most Compatible.";
/** A photo the owner picks in the editor: its path is checked here, and its file type there as well. */
const photo = (title: string, description = photoHint) =>
  imagePath.meta({
    title,
    description,
    widget: "image",
    pattern: PHOTO_FILE.source,
    patternHint: "The site cannot show this kind of file. Choose a JPEG, PNG or WebP photo (on an iPhone, set Settings › Camera › Formats to Most Compatible first).",
  });
/** A time of day on the 24-hour clock, as the owner types it: 10:00. */
const time = (title: string, description: string) =>
  text.regex(TIME, "must be a time on the 24-hour clock, such as 09:30 or 20:00").meta({ title, description, patternHint: "Hours and minutes on the 24-hour clock, such as 20:00" });
/** Text that may run to a few lines: the editor gives it a box rather than a line. */
const paragraph = (title: string, description?: string) => text.meta({ title, description, widget: "text" });
/** Words a visitor reads, in English, Gujarati and Hindi: its translations `required`, or `optional` where the English may stand in (./translatable.ts). */
const words = (translations: Translations, title: string, description?: string) => translatable(translations).meta({ title, description });
/** Words that may run to a few lines, in English, Gujarati and Hindi. */
const wordsParagraph = (translations: Translations, title: string, description?: string) =>
  translatable(translations).meta({ title, description, widget: "text" });

/** An amount in whole rupees, as the owner types it: 2500, not "2,500" or "₹2500". */
const rupees = (title: string, description: string) =>
  z.number().int("must be a whole number of rupees, such as 2500").min(1, "must be 1 or more").max(MAX_RUPEES, `must be at most ${MAX_RUPEES}`).meta({ title, description });
/** The days a design takes to make: one number (12) or a range (10-14), as the owner types it; read as `{ from, to }`. */
const makingDays = (title: string, description: string) =>
  text
    .regex(DAY_RANGE, "must be a number of days, such as 12, or a range, such as 10-14")
    .transform(dayRange)
    .check((ctx) => {
      const { from, to } = ctx.value;
      if (from < 1) ctx.issues.push({ code: "custom", message: "must be 1 day or more", input: ctx.value });
      if (to < from) ctx.issues.push({ code: "custom", message: `the range must go up: ${from}-${to} ends before it starts`, input: ctx.value });
    })
    .meta({ title, description, patternHint: "A number of days, such as 12, or a range, such as 10-14" });
/** A value of one of the content's vocabularies (content/vocabulary.json), such as "mirror-work": checked against it when the content is read (./validate.ts). */
const term = (vocabulary: Vocabulary, title: string, description: string) => slug.meta({ title, description, vocabulary });
const terms = (vocabulary: Vocabulary, title: string, description: string) =>
  z.array(slug).optional().meta({ title, description, vocabulary });

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
    largeImage: photo("Photo"),
    smallImage: imagePath.optional().meta({
      title: "Smaller photo for the grid",
      description: "Left out, the grid shows the photo itself; the editor never asks for it, so one photo is all a design needs.",
      widget: "hidden",
    }),
    price: rupees("Price from (₹)", "What the design costs at the least, in whole rupees, such as 2500. Left empty, the collection's price applies; with neither, no price is shown.").optional(),
    priceTo: rupees("Price up to (₹)", "Where the cost depends on the size or the work: the most it costs. Left empty, the price shows as From ₹….").optional(),
    makingDays: makingDays("Days to make", "Such as 10-14, or 12. Left empty, the collection's days apply.").optional(),
    fabric: term("fabrics", "Fabric", "One of the fabrics listed under Shop details › Fabrics, work, occasions and colours.").optional(),
    work: terms("work", "Work", "Its embroidery, print and trims, from the list under Shop details."),
    occasions: terms("occasions", "Occasions", "What it is made for, such as Navratri or a wedding."),
    colours: terms("colours", "Colours", "Its main colours, for search engines and for finding it."),
    withdrawn: z
      .boolean()
      .optional()
      .meta({
        title: "Taken off the site",
        description: "On, the design leaves every page and its address answers that there is no such page; its number is never given again. Rather than deleting a design, turn this on.",
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

/** A design's file name in content/designs/ without `.json` (kediya-3): how a collection names the designs its home page previews. */
const designName = text.regex(/^[a-z0-9-]+$/, "must name a design's file in content/designs/, such as kediya-3").meta({ patternHint: "A design's name, such as kediya-3" });

export const collectionSchema = z.object({
  slug: collectionSlug.meta({
    title: "Web address",
    description: "The collection's address after the site's name: kediya makes /kediya. Small letters, digits and dashes; it names the photo folder too, so keep it once photos are added.",
  }),
  heading: words("optional", "Heading", "The heading of the collection's page, spelled as the shop wants it, such as Kediya's"),
  priceFrom: rupees("Designs' price from (₹)", "What a design of this collection costs at the least, in whole rupees, unless the design gives its own price.").optional(),
  makingDays: makingDays("Days to make a design", "Such as 10-14, unless the design gives its own days.").optional(),
  measures: z
    .array(slug)
    .optional()
    .meta({
      title: "Measurements to ask for",
      description: "What the order page asks a customer to measure for this collection's designs, from the list under Shop details › Measurements. Left empty, it asks for none and offers a fitting at the shop.",
      measures: true,
    }),
  preview: z
    .array(designName)
    .max(3, "must name 3 designs")
    .default([])
    .meta({
      title: "Home page photos",
      description: "The three designs the home page shows for this collection: pick them by their title. Each opens as it does on the collection's page.",
      designChoice: true,
    }),
  order: z
    .enum(ORDERS, { error: `must be "number" (by number, new designs last) or "newest" (newest first)` })
    .default("number")
    .meta({
      title: "Order on the collection's page",
      description: "How the collection's pages list its designs. Their addresses stay the same either way.",
      optionLabels: { number: "By number, new designs last", newest: "Newest first" },
    }),
  first: z
    .array(designName)
    .max(MAX_FIRST, `must name at most ${MAX_FIRST} designs, one page's worth`)
    .default([])
    .meta({
      title: "Designs shown first",
      description: "Designs to list before all the others, in this order: pick them by their title. Left empty, the order above alone applies.",
      designChoice: true,
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

const section = (title: string) =>
  z
    .object({
      heading: words("required", "Heading"),
      navLabel: words("required", "Name in the top menu"),
    })
    .meta({ title });
const notShown = "Kept for the shop's own use: no page shows it yet.";
/** One of the lists no page shows: optional, and said so in the editor. */
const unshownList = <T extends z.ZodRawShape>(title: string, fields: T) => z.array(z.object(fields)).optional().meta({ title, description: notShown });
const line = (title: string, description?: string) => text.meta({ title, description });

export const siteSchema = z.object({
  business: z
    .object({
      // The shop's name is its brand: not translated.
      name: line("Shop name", "The same on the pages in every language."),
      description: wordsParagraph("required", "What the shop does", "Shown in search results and link previews."),
      founded: text
        .regex(/^\d{4}$/, "must be a year, such as 2018")
        .meta({ title: "Year founded", description: "As the About text says it, such as 2018", patternHint: "A year, such as 2018" }),
    })
    .meta({ title: "The shop" }),
  header: z
    .object({
      title: translatable("optional", { mayBeEmpty: true })
        .default({ en: "" })
        .meta({ title: "Title", description: "May be left empty: the shop name then heads the page." }),
      paragraph: wordsParagraph("required", "Words under the title"),
      image: photo("Photo beside the header"),
      imageAlt: words("required", "What the header photo shows", "For those who cannot see the photo."),
    })
    .meta({ title: "Top of the home page" }),
  about: z.object({ paragraph: wordsParagraph("required", "About the shop") }).meta({ title: "About" }),
  contact: z
    .object({
      address: wordsParagraph("optional", "Address"),
      geo: z
        .object({
          latitude: z.number().min(-90).max(90).meta({ title: "Latitude", description: "Such as 22.3039: in Google Maps, press and hold the shop, and copy the first number shown." }),
          longitude: z.number().min(-180).max(180).meta({ title: "Longitude", description: "Such as 70.8022: the second number shown." }),
        })
        .optional()
        .meta({ title: "The shop on the map", description: "Where the maps link leads and search engines place the shop. Left empty, the maps link searches for the address." }),
      phone: phoneNumber.meta({ title: "Phone", description: "With the country code, such as +91 98765 43210" }),
      whatsapp: phoneNumber.meta({ title: "WhatsApp number", description: "The number that takes WhatsApp messages, with its country code." }),
      email: z.email({ message: "must be an e-mail address" }).meta({ title: "E-mail" }),
      facebook: url.meta({ title: "Facebook page", description: "Its full address, starting https://" }),
      twitter: url.meta({ title: "Twitter page", description: "Its full address, starting https://" }),
      youtube: url.meta({ title: "YouTube channel", description: "Its full address, starting https://" }),
    })
    .meta({ title: "Contact details and social links" }),
  hours: z
    .object({
      week: z
        .array(
          z
            .object({
              day: z.enum(WEEKDAYS).meta({ title: "Day" }),
              opens: time("Opens at", "On the 24-hour clock, such as 10:00"),
              closes: time("Closes at", "On the 24-hour clock, such as 20:30"),
            })
            .meta({ title: "Opening", summary: "{{fields.day}} {{fields.opens}}–{{fields.closes}}" })
            .refine(({ opens, closes }) => minutesOf(closes) > minutesOf(opens), { path: ["closes"], message: "must be later than the opening time" }),
        )
        .meta({
          title: "Opening hours",
          description: "One line for each stretch the shop is open: a day with a break in the afternoon has two lines. A day with none is closed.",
        })
        // Two stretches of a day that overlap or meet would say the shop closes when it does not.
        .superRefine((week, context) => {
          week.forEach((opening, i) => {
            const other = week.findIndex((candidate, j) => j !== i && candidate.day === opening.day && minutesOf(candidate.opens) <= minutesOf(opening.opens) && minutesOf(opening.opens) <= minutesOf(candidate.closes) && (j < i || minutesOf(candidate.opens) < minutesOf(opening.opens)));
            if (other >= 0) {
              const { opens, closes } = week[other];
              context.addIssue({ code: "custom", path: [i, "opens"], message: `overlaps or meets ${opening.day}'s stretch from ${opens} to ${closes}: make them one line, or leave a gap` });
            }
          });
        }),
      closed: z
        .array(
          z
            .object({
              date: text.regex(DATE, "must be a date written as year-month-day, such as 2027-01-14").meta({ title: "Date", patternHint: "Year-month-day, such as 2027-01-14" }),
              name: words("optional", "Why", "Such as Uttarayan: shown beside the date. May be left empty.").optional(),
            })
            .meta({ title: "Closed day", summary: "{{fields.date}}" }),
        )
        .default([])
        .meta({ title: "Days closed", description: "Festivals and holidays the shop closes on, whatever its hours say." })
        .superRefine((closed, context) => {
          closed.forEach(({ date }, i) => {
            if (closed.findIndex((other) => other.date === date) < i) context.addIssue({ code: "custom", path: [i, "date"], message: `${date} is listed twice` });
          });
        }),
    })
    .optional()
    .meta({ title: "Opening hours", description: "Shown in the contact section, with whether the shop is open now, and offered for fittings." }),
  sections: z
    .object({ about: section("About section"), collections: section("Collections section"), contact: section("Contact section") })
    .meta({ title: "Section headings" }),
  notFound: z
    .object({
      heading: words("required", "Heading"),
      text: wordsParagraph("required", "Text"),
      description: words("required", "Description", "Shown in the browser's tab and to search engines."),
    })
    .meta({ title: "Page for a wrong address" }),
  wording: z
    .object({
      headerEyebrow: words("required", "Small line above the home page's heading"),
      homeTitle: wordingLine("business").meta({ title: "Home page title in search results", description: "{business} is the shop name." }),
      catalogueCount: wordingLine("count").meta({ title: "Line under a collection's heading", description: "{count} is the number of photos." }),
      catalogueDescription: wordingLine("heading", "count", "business").meta({
        title: "A collection's description in search results",
        description: "{heading} is its heading, {count} the number of photos, {business} the shop name.",
      }),
      contactIntro: wordsParagraph("required", "Line above the enquiry form"),
      shareCardTitle: words("required", "Large words on the home page's link preview"),
      shareCardCollection: wordingLine("count").meta({ title: "Line under a collection's name on its link preview", description: "{count} is the number of photos." }),
      shareCardAlt: wordingLine("heading", "business").meta({
        title: "What a collection's link preview shows",
        description: "For those who cannot see it. {heading} is the collection's heading, {business} the shop name.",
      }),
    })
    .meta({ title: "Other words on the pages", description: "Where a line may show a number or a name, write it as {count}, {heading} or {business}." }),
  homePreviews: z
    .array(
      z
        .object({
          collection: slug.meta({ title: "Collection", description: "Its web address, such as kediya" }),
          heading: words("required", "Heading"),
          navLabel: words("required", "Name in the top menu"),
        })
        .meta({ title: "Collection on the home page", summary: "{{fields.heading}}" }),
    )
    .meta({ title: "Collections on the home page", description: "Each shows its three home page photos." }),
  // The specification keeps these six lists in the site's data although no screen shows them
  // (they are for the shop's own use, and for pages it may add). Optional: nothing breaks without them.
  services: unshownList("Services", { name: line("Name"), text: paragraph("Text") }),
  testimonials: unshownList("Testimonials", { name: line("Name"), text: paragraph("Text") }),
  team: unshownList("Team", { name: line("Name"), job: line("Work") }),
  highlights: unshownList("Highlights", { title: line("Title"), text: paragraph("Text") }),
  features: unshownList("Features", { title: line("Title"), text: paragraph("Text") }),
  why: unshownList("Why choose us", { title: line("Title"), text: paragraph("Text") }),
});

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
          value: slug.meta({ title: "Name in the content", description: "How collections name it, such as chest: small letters, digits and dashes. Keep it once collections use it." }),
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
}
