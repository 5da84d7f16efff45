import { larges, thumbs } from "virtual:content-photos";
import placeholders from "virtual:image-placeholders";
import type { Collection, Content, GalleryItem } from "./schema.ts";
import { toPicture, type Photo, type Picture } from "./pictures.ts";
import { validateContent } from "./validate.ts";

export { siteUrl } from "./site-url.ts";

const json = import.meta.glob("/content/**/*.json", { eager: true, import: "default" });

let content: Content | undefined;

/** The validated content; bad content throws a ContentError naming file and field. */
export function getContent(): Content {
  content ??= validateContent(
    Object.fromEntries(Object.entries(json).map(([path, data]) => [path.slice(1), data])),
    // pipeline/images.ts has already refused the build over any photo it could not import.
    (path) => (path in thumbs ? undefined : `no image file at content/${path}`),
  );
  return content;
}

export function thumbnail(path: string): Picture {
  return toPicture(thumbs[path], placeholders[path]);
}

export function largeImage(path: string): Picture {
  return toPicture(larges[path], placeholders[path]);
}

export function toPhoto(item: GalleryItem): Photo {
  return { title: item.title, thumb: thumbnail(item.smallImage), large: largeImage(item.largeImage) };
}

/** The 1200 × 630 link-preview card the build makes for a page (pipeline/share-cards.ts). */
export function shareCard(name: string, alt: string) {
  return { src: `${import.meta.env.BASE_URL}share/${name}.jpg`, width: 1200, height: 630, alt };
}

export function findCollection(slug: string): Collection | undefined {
  return getContent().collections.find((collection) => collection.slug === slug);
}
