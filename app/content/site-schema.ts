import { z } from "zod";
import { DATE, WEEKDAYS, isCalendarDate, minutesOf } from "#app/utils/opening-hours.ts";
import { translatable } from "#app/content/translatable.ts";
import { MAX_RUPEES } from "#app/content/design-facts.ts";
import {
  designName,
  emailAddress,
  makingDays,
  paragraph,
  phoneNumber,
  photo,
  slug,
  text,
  time,
  url,
  wordingLine,
  words,
  wordsParagraph,
} from "#app/content/schema-fields.ts";

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

/** The most designs the top of the home page shows: two rows of two beside the heading on a wide screen. */
export const MAX_HEADER_DESIGNS = 4;

/** The site's own settings (content/site.json): the business, its contact, hours, sections and wording. */
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
      designs: z
        .array(designName)
        .max(MAX_HEADER_DESIGNS, `must name at most ${MAX_HEADER_DESIGNS} designs`)
        .default([])
        .meta({
          title: "Designs at the top",
          description: `Up to ${MAX_HEADER_DESIGNS} designs the top of the home page shows, each with its photo, price and making time, so that a visitor sees what the shop makes and what it costs before she scrolls: pick them by their title. Left empty, the photo above shows there instead.`,
          designChoice: "on-the-site",
        }),
    })
    .meta({ title: "Top of the home page" }),
  about: z.object({ paragraph: wordsParagraph("required", "About the shop") }).meta({ title: "About" }),
  contact: z
    .object({
      address: wordsParagraph("optional", "Address"),
      geo: z
        .object({
          latitude: z
            .number()
            .min(-90)
            .max(90)
            .meta({ title: "Latitude", description: "Such as 22.3039: in Google Maps, press and hold the shop, and copy the first number shown." }),
          longitude: z.number().min(-180).max(180).meta({ title: "Longitude", description: "Such as 70.8022: the second number shown." }),
        })
        .optional()
        .meta({
          title: "The shop on the map",
          description: "Where the maps link leads and search engines place the shop. Left empty, the maps link searches for the address.",
        }),
      phone: phoneNumber.meta({ title: "Phone", description: "With the country code, such as +91 98765 43210" }),
      whatsapp: phoneNumber.meta({ title: "WhatsApp number", description: "The number that takes WhatsApp messages, with its country code." }),
      email: emailAddress.meta({ title: "E-mail" }),
      facebook: url.meta({ title: "Facebook page", description: "Its full address, starting https://" }),
      twitter: url.meta({ title: "Twitter page", description: "Its full address, starting https://" }),
      youtube: url.meta({ title: "YouTube channel", description: "Its full address, starting https://" }),
    })
    .meta({
      title: "Contact details and social links",
      description:
        "The site shows these as they are. The template's own (orders@example.com, and links to facebook.com, twitter.com and youtube.com themselves rather than the shop's pages) are placeholders: each build lists those still left in its log.",
    }),
  promises: z
    .object({
      payment: wordsParagraph("required", "How customers pay", "Such as: UPI or cash at the shop; half when you order, the rest when you collect."),
      paymentAccepted: line("Ways to pay, for search engines", "In English, with commas between them, such as Cash, UPI"),
      delivery: wordsParagraph("required", "Delivery or collection", "Such as: collect it from the shop, or we send it by courier anywhere in India."),
      deliveryCharge: z
        .number()
        .int("must be a whole number of rupees, such as 150")
        .min(0, "must be 0 (free) or more")
        .max(MAX_RUPEES, `must be at most ${MAX_RUPEES}`)
        .optional()
        .meta({
          title: "Delivery charge within India (₹)",
          description:
            "What sending a finished order costs, in whole rupees; 0 when it is free. Left empty, search engines are told of no delivery: orders are collected at the shop.",
        }),
      deliveryDays: makingDays("Days a parcel takes", "Within India, such as 2-5. Used with the delivery charge.").optional(),
      fitting: wordsParagraph("required", "Fittings and alterations", "Such as: a fitting before it is finished, and alterations free for a month."),
      returnDays: z.number().int("must be a whole number of days, such as 7").min(1, "must be 1 day or more").max(365, "must be at most 365").optional().meta({
        title: "Days to return a finished garment",
        description: "Left empty, a garment made to measure is altered rather than returned, and search engines are told so.",
      }),
      makingTime: wordsParagraph(
        "required",
        "The usual making time",
        "Such as: most designs are ready in two to three weeks; tell us your date and we say if we can make it.",
      ),
    })
    .optional()
    .meta({
      title: "How ordering works",
      description: "The shop's promises, shown on the home page and beside the order form under the three steps of an order, and told to search engines.",
    }),
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
            const other = week.findIndex(
              (candidate, j) =>
                j !== i &&
                candidate.day === opening.day &&
                minutesOf(candidate.opens) <= minutesOf(opening.opens) &&
                minutesOf(opening.opens) <= minutesOf(candidate.closes) &&
                (j < i || minutesOf(candidate.opens) < minutesOf(opening.opens)),
            );
            if (other >= 0) {
              const { opens, closes } = week[other];
              context.addIssue({
                code: "custom",
                path: [i, "opens"],
                message: `overlaps or meets ${opening.day}'s stretch from ${opens} to ${closes}: make them one line, or leave a gap`,
              });
            }
          });
        }),
      closed: z
        .array(
          z
            .object({
              date: text
                .regex(DATE, "must be a date written as year-month-day, such as 2027-01-14")
                // The pattern lets 2027-02-30 through; no calendar has it (the editor's date field cannot say so).
                .refine((date) => !DATE.test(date) || isCalendarDate(date), { error: (issue) => `${String(issue.input)} is no day of the calendar` })
                .meta({ title: "Date", patternHint: "Year-month-day, such as 2027-01-14" }),
              name: words("optional", "Why", "Such as Uttarayan: shown beside the date. May be left empty.").optional(),
            })
            .meta({ title: "Closed day", summary: "{{fields.date}}" }),
        )
        .default([])
        .meta({ title: "Days closed", description: "Festivals and holidays the shop closes on, whatever its hours say." })
        .superRefine((closed, context) => {
          closed.forEach(({ date }, i) => {
            if (closed.findIndex((other) => other.date === date) < i)
              context.addIssue({ code: "custom", path: [i, "date"], message: `${date} is listed twice` });
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
      shareCardCollection: wordingLine("count").meta({
        title: "Line under a collection's name on its link preview",
        description: "{count} is the number of photos.",
      }),
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
