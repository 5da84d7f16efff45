import placeholders from "virtual:image-placeholders";
import type { Collection, Content, GalleryItem } from "./schema.ts";
import { toPicture, type ImagetoolsPicture, type Photo, type Picture } from "./pictures.ts";
import { validateContent } from "./validate.ts";

export { siteUrl } from "./site-url.ts";

const json = import.meta.glob("/content/**/*.json", { eager: true, import: "default" });

// Grids show thumbnails; the lightbox shows one photo large (presets in pipeline/images.ts).
const thumbs = import.meta.glob<ImagetoolsPicture>("/content/images/**/*.{jpg,jpeg,png,webp,avif,JPG,JPEG,PNG,WEBP,AVIF}", {
  eager: true,
  import: "default",
  query: "?preset=thumb",
});
const larges = import.meta.glob<ImagetoolsPicture>("/content/images/**/*.{jpg,jpeg,png,webp,avif,JPG,JPEG,PNG,WEBP,AVIF}", {
  eager: true,
  import: "default",
  query: "?preset=large",
});

const key = (path: string) => `/content/${path}`;

let content: Content | undefined;

/** The validated content; bad content throws a ContentError naming file and field. */
export function getContent(): Content {
  content ??= validateContent(
    Object.fromEntries(Object.entries(json).map(([path, data]) => [path.slice(1), data])),
    (path) => key(path) in thumbs,
  );
  return content;
}

export function thumbnail(path: string): Picture {
  return toPicture(thumbs[key(path)], placeholders[path]);
}

export function largeImage(path: string): Picture {
  return toPicture(larges[key(path)], placeholders[path]);
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
