import { data } from "react-router";
import type { Locale } from "#app/i18n/languages.ts";
import type { PackedGridPhoto, PackedMorePhoto, PackedPhoto, PageFile } from "#app/content/collection-data.ts";
import { largeImage, thumbnail } from "#app/content/content.server.ts";
import { daySpan, priceSpan, VOCABULARY_OF, type DesignFacts, type Price } from "#app/content/design-facts.ts";
import { cardFacts, factRows } from "#app/content/design-words.server.ts";
import { packPicture } from "#app/content/packed-picture.ts";
import { cataloguePage } from "#app/content/places.ts";
import { readContent } from "#app/content/read-content.ts";
import type { Collection, GalleryItem } from "#app/content/schema.ts";
import { langOf, pick } from "#app/content/translatable.ts";

export { cataloguePage, designOf, listedOf, listedPage, placeGaps, placesWhere } from "#app/content/places.ts";

/** What the site answers where it has no page: the not-found page, with status 404. */
export const notFound = () => data(null, { status: 404, statusText: "Not Found" });

/** The collection at `slug` (the address's `:slug`), or a 404. */
export function collectionOf(slug: string): Collection {
  const collection = readContent().collections.find((candidate) => candidate.slug === slug);
  if (!collection) throw notFound();
  return collection;
}

/** A number in an address, written as the site writes it ("3", never "03" or "3.0") and from `min` to `max`; else a 404. */
export function numberIn(value: string | undefined, min: number, max: number): number {
  const number = Number(value);
  if (value !== String(number) || !Number.isInteger(number) || number < min || number > max) throw notFound();
  return number;
}

/** A design's title in `locale`; where it is shown in English on another language's page, `titleLang` says so, for its `lang` attribute. */
export function titleOf(item: GalleryItem, locale: Locale): { title: string; titleLang?: "en" } {
  const titleLang = langOf(item.title, locale);
  return { title: pick(item.title, locale), ...(titleLang ? { titleLang } : {}) };
}

/** What a design costs: its own price, or else its collection's; undefined where neither says. */
export function priceOf(item: GalleryItem, collection: Collection): Price | undefined {
  // A `priceTo` equal to the `price` makes it the price: "₹2,500", not "From ₹2,500".
  if (item.price !== undefined) return item.priceTo === undefined ? { from: item.price } : { from: item.price, to: item.priceTo };
  return collection.priceFrom === undefined ? undefined : { from: collection.priceFrom };
}

/** How long a design takes: its own days, or else its collection's. */
const daysOf = (item: GalleryItem, collection: Collection) => item.makingDays ?? collection.makingDays;

/** What a design is, in `locale`: its making time (its own, or its collection's) and its vocabulary values' labels; undefined where it says none. */
export function factsOf(item: GalleryItem, collection: Collection, locale: Locale): DesignFacts | undefined {
  const { vocabulary } = readContent();
  const label = (field: keyof typeof VOCABULARY_OF, value: string) => {
    const entry = vocabulary[VOCABULARY_OF[field]].find((candidate) => candidate.value === value);
    // The content's check has made sure every value is in its vocabulary.
    return entry ? pick(entry.label, locale) : value;
  };
  const labels = (field: "work" | "occasions" | "colours") => {
    const values = item[field] ?? [];
    return values.length > 0 ? { [field]: values.map((value) => label(field, value)) } : {};
  };
  const days = daysOf(item, collection);
  const facts: DesignFacts = {
    ...(days ? { days } : {}),
    ...(item.fabric ? { fabric: label("fabric", item.fabric) } : {}),
    ...labels("work"),
    ...labels("occasions"),
    ...labels("colours"),
  };
  return Object.keys(facts).length > 0 ? facts : undefined;
}

/** What a collection's designs cost and take, from the cheapest and quickest to the dearest and slowest. */
export function collectionSpan(collection: Collection) {
  return {
    price: priceSpan(collection.items.map((item) => priceOf(item, collection))),
    days: daySpan(collection.items.map((item) => daysOf(item, collection))),
  };
}

/** A design as its card shows it: its title, thumbnail, price and making time, in `locale`. */
export function packGridPhoto(item: GalleryItem, collection: Collection, locale: Locale): PackedGridPhoto {
  return {
    ...titleOf(item, locale),
    thumb: packPicture(thumbnail(item.smallImage)),
    ...cardFacts(priceOf(item, collection), daysOf(item, collection), locale),
  };
}

/** A design's photos after its first, in the owner's order, with their words in `locale`; undefined where it has one photo. */
export function morePhotosOf(item: GalleryItem, locale: Locale): PackedMorePhoto[] | undefined {
  if (!item.morePhotos?.length) return undefined;
  return item.morePhotos.map(({ image, words }) => {
    const wordsLang = words && langOf(words, locale);
    return {
      large: packPicture(largeImage(image)),
      thumb: packPicture(thumbnail(image)),
      ...(words ? { words: pick(words, locale) } : {}),
      ...(wordsLang ? { wordsLang } : {}),
    };
  });
}

export function packPhoto(item: GalleryItem, collection: Collection, locale: Locale): PackedPhoto {
  const photo = packGridPhoto(item, collection, locale);
  const facts = factRows(photo.price, factsOf(item, collection, locale), locale);
  const more = morePhotosOf(item, locale);
  return { ...photo, large: packPicture(largeImage(item.largeImage)), ...(facts ? { facts } : {}), ...(more ? { more } : {}) };
}

/** The data file of catalogue page `page` in `locale`, which "Show more" and the lightbox read. */
export function pageFile(collection: Collection, page: number, locale: Locale): PageFile {
  const { count, items } = cataloguePage(collection, page);
  return { count, page, photos: items.map((item) => item && packPhoto(item, collection, locale)) };
}
