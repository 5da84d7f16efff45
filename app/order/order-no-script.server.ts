/**
 * What the order page's copy for one design (/order/kediya-3) shows a visitor whose browser runs
 * no script: the design, and a WhatsApp message to the shop that names it, as the form would have
 * begun it. Written by the build in the page's language; the browser running the page never shows it.
 */
import { photoPath, type OrderedDesign } from "#app/content/catalogue-pages.ts";
import { collectionOf, designOf, factsOf, notFound, priceOf, titleOf } from "#app/content/catalogue.server.ts";
import { siteUrl, thumbnail } from "#app/content/content.server.ts";
import { cardFacts, factRows } from "#app/content/design-words.server.ts";
import { readContent } from "#app/content/read-content.ts";
import { pick } from "#app/content/translatable.ts";
import { whatsAppLink } from "#app/links/index.ts";
import { localizePath, type Locale } from "#app/i18n/languages.ts";
import * as en from "#app/paraglide-order/messages/en.js";
import * as gu from "#app/paraglide-order/messages/gu.js";
import * as hi from "#app/paraglide-order/messages/hi.js";
import { absoluteUrl } from "#app/content/seo.ts";
import type { NoScriptOrder } from "#app/order/order-page-data.ts";
import { orderMessage } from "#app/order/order-message.ts";
import type { OrderWords } from "#app/order/order-words.ts";

const WORDS: Record<Locale, OrderWords> = { en, gu, hi };

/** What the copy for design `ordered` shows in `locale`; a 404 for a design the catalogue does not have. */
export function noScriptOrder(ordered: OrderedDesign, locale: Locale): NoScriptOrder {
  const collection = collectionOf(ordered.slug);
  const item = designOf(collection, ordered.number);
  if (!item) throw notFound();
  const { site } = readContent();
  const { title, titleLang } = titleOf(item, locale);
  const price = priceOf(item, collection);
  const { priceText } = cardFacts(price, undefined, locale);
  // Its card's photo, as a plain JPEG: a browser without the page's script reads the page as it is.
  const { src, width, height } = thumbnail(item.smallImage);
  const heading = pick(collection.heading, locale);
  const words = WORDS[locale];
  const text = orderMessage(
    {
      business: site.business.name,
      designs: [{ title, collection: heading, price: priceText, url: absoluteUrl(siteUrl(), localizePath(photoPath(ordered.slug, ordered.number), locale)) }],
      person: "",
      unit: "",
      measures: [],
      name: "",
      answer: "whatsapp",
    },
    words,
  );
  // What it costs and takes, as its card says: the rest is on its own page, which the message links.
  const days = factsOf(item, collection, locale)?.days;
  const facts = factRows(price, days && { days }, locale);
  return {
    title,
    ...(titleLang ? { titleLang } : {}),
    heading,
    photo: { src, width, height },
    ...(facts ? { facts } : {}),
    whatsApp: whatsAppLink(site.contact.whatsapp, text),
    words: { intro: words.order_no_script_design({}), send: words.order_no_script_whatsapp({}), other: words.order_no_script_other({}) },
  };
}
