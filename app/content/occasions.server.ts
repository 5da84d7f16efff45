/**
 * The designs made for each occasion, and the occasions' pages: what the build reads from the
 * content for them (their addresses: ./occasion-pages.ts).
 */
import { pageCount } from "#app/content/catalogue-pages.ts";
import { madeForRead } from "#app/content/made-for-read.ts";
import { occasionPath } from "#app/content/occasion-pages.ts";
import type { Collection, Content, GalleryItem } from "#app/content/schema.ts";

/** A design on an occasion's page: its collection, and its place there (from 0: its number less one). */
export interface OccasionDesign {
  collection: Collection;
  item: GalleryItem;
  index: number;
}

// Found once for each content read: each of an occasion's pages, in every language, lists them.
const designsFor = madeForRead<readonly OccasionDesign[]>();

/** Every design made for occasion `value`, from every collection, in the order the collections show them. */
export function occasionDesigns(content: Content, value: string): readonly OccasionDesign[] {
  return designsFor(content, value, () =>
    content.collections.flatMap((collection) =>
      collection.items.flatMap((item) => (item.occasions?.includes(value) ? [{ collection, item, index: item.number - 1 }] : [])),
    ),
  );
}

/** Every occasion's pages, for the occasions of content/vocabulary.json that some design is made for. */
export function occasionPages(content: Content): string[] {
  return content.vocabulary.occasions.flatMap(({ value }) => {
    const count = occasionDesigns(content, value).length;
    return Array.from({ length: count === 0 ? 0 : pageCount(count) }, (_, i) => occasionPath(value, i + 1));
  });
}
