import { pageCount, pagePath } from "#app/content/catalogue-pages.ts";
import type { Collection, Content, GalleryItem } from "#app/content/schema.ts";

/** A design on an occasion's page: its collection, and its place there (from 0: its number less one). */
export interface OccasionDesign {
  collection: Collection;
  item: GalleryItem;
  index: number;
}

/** The first page of occasion `value`'s designs (/occasion/navratri), or another (/occasion/navratri/page/2). */
export const occasionPath = (value: string, page = 1) => pagePath(`occasion/${value}`, page);

/** Every design made for occasion `value`, from every collection, in the order the collections show them. */
export function occasionDesigns(content: Content, value: string): OccasionDesign[] {
  return content.collections.flatMap((collection) =>
    collection.items.flatMap((item) => (item.occasions?.includes(value) ? [{ collection, item, index: item.number - 1 }] : [])),
  );
}

/** Every occasion's pages, for the occasions of content/vocabulary.json that some design is made for. */
export function occasionPages(content: Content): string[] {
  return content.vocabulary.occasions.flatMap(({ value }) => {
    const count = occasionDesigns(content, value).length;
    return Array.from({ length: count === 0 ? 0 : pageCount(count) }, (_, i) => pagePath(`occasion/${value}`, i + 1));
  });
}
