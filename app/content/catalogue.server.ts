import { data } from "react-router";
import { basePathOf, pageLocale, sitePathOf } from "../i18n/languages.ts";
import { pageCount, pageRange } from "./catalogue-pages.ts";
import type { PackedGridPhoto, PackedPhoto, PageFile } from "./collection-data.ts";
import { contentIn, largeImage, thumbnail } from "./content.server.ts";
import { packPicture } from "./packed-picture.ts";
import type { Collection, GalleryItem } from "./schema.ts";

/** What the site answers where it has no page: the not-found page, with status 404. */
export const notFound = () => data(null, { status: 404, statusText: "Not Found" });

/**
 * The collection an address is under ("/shop/kediya/page/2", under the base path /shop/, is
 * kediya's), in the address's language ("/gu/kediya" is kediya's in Gujarati), or a 404.
 */
export function collectionAt(url: URL): Collection {
  const path = sitePathOf(url);
  const slug = basePathOf(path).split("/")[1];
  const collection = contentIn(pageLocale(path)).collections.find((candidate) => candidate.slug === slug);
  if (!collection) throw notFound();
  return collection;
}

/** A number in an address, written as the site writes it ("3", never "03" or "3.0") and from `min` to `max`; else a 404. */
export function numberIn(value: string | undefined, min: number, max: number): number {
  const number = Number(value);
  if (value !== String(number) || !Number.isInteger(number) || number < min || number > max) throw notFound();
  return number;
}

// A title shown in English on another language's page says so (`titleLang`), for its `lang` attribute.
export const packGridPhoto = (item: GalleryItem): PackedGridPhoto => ({
  title: item.title,
  ...(item.titleLang ? { titleLang: item.titleLang } : {}),
  thumb: packPicture(thumbnail(item.smallImage)),
});

export const packPhoto = (item: GalleryItem): PackedPhoto => ({ ...packGridPhoto(item), large: packPicture(largeImage(item.largeImage)) });

/** Catalogue page `page` (from 1) of a collection: which of its photos it shows, and how many pages there are. */
export function cataloguePage(collection: Collection, page: number) {
  const count = collection.items.length;
  const { start, end } = pageRange(page, count);
  return { count, page, pages: pageCount(count), start, items: collection.items.slice(start, end) };
}

/** The data file of catalogue page `page`, which "Show more" and the lightbox read. */
export function pageFile(collection: Collection, page: number): PageFile {
  const { count, items } = cataloguePage(collection, page);
  return { count, page, photos: items.map(packPhoto) };
}
