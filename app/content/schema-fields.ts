/**
 * The kinds of field the content's schema is made of (./schema.ts, ./site-schema.ts): each checks
 * what the owner types and tells the owner's editor how to offer it.
 */
import { z } from "zod";
import { PHOTO_FILE, RESERVED_SLUGS, contentPhotoPath, photoPathProblem } from "#app/content/content-paths.ts";
import { translatable, type Translations } from "#app/content/translatable.ts";
import type { Fillable } from "#app/content/wording.ts";
import { DAY_RANGE, dayRange, MAX_RUPEES, type Vocabulary } from "#app/content/design-facts.ts";
import { TIME } from "#app/utils/opening-hours.ts";

export const text = z.string().trim().min(1, "must not be empty");
/** A path below content/, such as `images/kediya/01.jpg` (or, as the owner's editor writes it, `/images/kediya/01.jpg`). */
export const imagePath = text.transform(contentPhotoPath).check((ctx) => {
  const problem = ctx.value && photoPathProblem(ctx.value);
  if (problem) ctx.issues.push({ code: "custom", message: problem, input: ctx.value });
});
/** A collection's or a design's name in addresses and file names: small letters, digits and dashes. */
export const SLUG = /^[a-z0-9-]+$/;
export const slug = text
  .regex(SLUG, "must be lower-case letters, digits and dashes")
  .meta({ patternHint: "Use small letters, digits and dashes only, such as kediya" });
/** A design's file name in content/designs/ without `.json` (kediya-3): how a collection, or the home page's top, names a design it shows. */
export const designName = text
  .regex(SLUG, "must name a design's file in content/designs/, such as kediya-3")
  .meta({ patternHint: "A design's name, such as kediya-3" });
export const collectionSlug = slug
  .refine((value) => !(RESERVED_SLUGS as readonly string[]).includes(value), {
    error: (issue) => `"${String(issue.input)}" is reserved for the site's own addresses; a collection may not use any of: ${RESERVED_SLUGS.join(", ")}`,
  })
  // The editor's field refuses the reserved ones too (its pattern is the whole rule; the build's message lists them).
  .meta({
    pattern: `^(?!(?:${RESERVED_SLUGS.join("|")})$)[a-z0-9-]+$`,
    patternHint: `Small letters, digits and dashes, such as kediya; not one of the site's own addresses (${RESERVED_SLUGS.join(", ")})`,
  });
/** A web page's full address, as a visitor's browser opens it: https only, with a host name. */
export const url = text
  .regex(/^https:\/\/[a-zA-Z0-9-]+(\.[a-zA-Z0-9-]+)+(:\d+)?([/?#]\S*)?$/, "must be a full address starting https://, such as https://www.facebook.com/yourshop")
  .meta({ patternHint: "A full address starting https://, such as https://www.facebook.com/yourshop" });
/**
 * A line of wording that may name the values in `fills`, such as "{count} designs":
 * in English, Gujarati and Hindi, each naming the values its English names.
 */
export const wordingLine = (...fills: Fillable[]) => translatable("required", { fills });
/** A number a phone can dial: 8 to 15 digits (with the country code, as E.164 allows), spaces, dashes and brackets between them, and a + before. */
export const phoneNumber = text
  .regex(/^(?=(?:\D*\d){8,15}\D*$)\+?[\d\s()-]+$/, "must be a phone number of 8 to 15 digits, such as +91 98765 43210")
  .meta({ patternHint: "A number of 8 to 15 digits, with spaces and an optional + at the start, such as +91 98765 43210" });
/** An e-mail address that mail can reach: a name, @, and a domain with a dot. */
export const emailAddress = z
  .email({ message: "must be an e-mail address, such as orders@yourshop.in" })
  .meta({ patternHint: "An e-mail address, such as orders@yourshop.in" });

export const photoHint =
  "A JPEG, PNG or WebP photo; the editor makes a large one smaller before it uploads it. An iPhone photo in HEIC: choose it again after setting Settings › Camera › Formats to Most Compatible.";
/** A photo the owner picks in the editor: its path is checked here, and its file type there as well. */
export const photo = (title: string, description = photoHint) =>
  imagePath.meta({
    title,
    description,
    widget: "image",
    pattern: PHOTO_FILE.source,
    patternHint:
      "The site cannot show this kind of file. Choose a JPEG, PNG or WebP photo (on an iPhone, set Settings › Camera › Formats to Most Compatible first).",
  });
/** A time of day on the 24-hour clock, as the owner types it: 10:00. */
export const time = (title: string, description: string) =>
  text
    .regex(TIME, "must be a time on the 24-hour clock, such as 09:30 or 20:00")
    .meta({ title, description, patternHint: "Hours and minutes on the 24-hour clock, such as 20:00" });
/** Text that may run to a few lines: the editor gives it a box rather than a line. */
export const paragraph = (title: string, description?: string) => text.meta({ title, description, widget: "text" });
/** Words a visitor reads, in English, Gujarati and Hindi: its translations `required`, or `optional` where the English may stand in (./translatable.ts). */
export const words = (translations: Translations, title: string, description?: string) => translatable(translations).meta({ title, description });
/** Words that may run to a few lines, in English, Gujarati and Hindi. */
export const wordsParagraph = (translations: Translations, title: string, description?: string) =>
  translatable(translations).meta({ title, description, widget: "text" });

/** An amount in whole rupees, as the owner types it: 2500, not "2,500" or "₹2500". */
export const rupees = (title: string, description: string) =>
  z
    .number()
    .int("must be a whole number of rupees, such as 2500")
    .min(1, "must be 1 or more")
    .max(MAX_RUPEES, `must be at most ${MAX_RUPEES}`)
    .meta({ title, description });
/** The days a design takes to make: one number (12) or a range (10-14), as the owner types it; read as `{ from, to }`. */
export const makingDays = (title: string, description: string) =>
  text
    .regex(DAY_RANGE, "must be a number of days, such as 12, or a range, such as 10-14")
    .transform(dayRange)
    .check((ctx) => {
      const { from, to } = ctx.value;
      if (from < 1) ctx.issues.push({ code: "custom", message: "must be 1 day or more", input: ctx.value });
      if (to < from) ctx.issues.push({ code: "custom", message: `the range must go up: ${from}-${to} ends before it starts`, input: ctx.value });
    })
    // The editor refuses no days (0, 000) as the build does; a range that goes down (14-10) only the build can refuse.
    .meta({
      title,
      description,
      pattern: "^(?!0+\\b)\\d{1,3}\\s*(?:[-–]\\s*(?!0+$)\\d{1,3})?$",
      patternHint: "A number of days, such as 12, or a range, such as 10-14",
    });
/** A value of one of the content's vocabularies (content/vocabulary.json), such as "mirror-work": checked against it when the content is read (./validate.ts). */
export const term = (vocabulary: Vocabulary, title: string, description: string) => slug.meta({ title, description, vocabulary });
export const terms = (vocabulary: Vocabulary, title: string, description: string) => z.array(slug).optional().meta({ title, description, vocabulary });
