import { data } from "react-router";
import type { Locale } from "../i18n/languages.ts";
import { pageCount, pageRange } from "./catalogue-pages.ts";
import type { PackedGridPhoto, PackedPhoto, PageFile } from "./collection-data.ts";
import { largeImage, thumbnail } from "./content.server.ts";
import { packPicture } from "./packed-picture.ts";
import { readContent } from "./read-content.ts";
import type { Collection, GalleryItem } from "./schema.ts";
import { langOf, pick } from "./translatable.ts";

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

export const packGridPhoto = (item: GalleryItem, locale: Locale): PackedGridPhoto => ({ ...titleOf(item, locale), thumb: packPicture(thumbnail(item.smallImage)) });

export const packPhoto = (item: GalleryItem, locale: Locale): PackedPhoto => ({ ...packGridPhoto(item, locale), large: packPicture(largeImage(item.largeImage)) });

/** Catalogue page `page` (from 1) of a collection: which of its photos it shows, and how many pages there are. */
export function cataloguePage(collection: Collection, page: number) {
  const count = collection.items.length;
  const { start, end } = pageRange(page, count);
  return { count, page, pages: pageCount(count), start, items: collection.items.slice(start, end) };
}

/** The data file of catalogue page `page` in `locale`, which "Show more" and the lightbox read. */
export function pageFile(collection: Collection, page: number, locale: Locale): PageFile {
  const { count, items } = cataloguePage(collection, page);
  return { count, page, photos: items.map((item) => packPhoto(item, locale)) };
}
