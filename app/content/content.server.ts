import { larges, thumbs } from "virtual:content-photos";
import placeholders from "virtual:image-placeholders";
import { toPicture, type Picture } from "#app/content/pictures.ts";
import { SHARE_CARD_SIZE, shareCardPath } from "#app/utils/share-card.ts";

export { siteUrl } from "#app/content/site-url.ts";

export function thumbnail(path: string): Picture {
  return toPicture(thumbs[path], placeholders[path]);
}

export function largeImage(path: string): Picture {
  return toPicture(larges[path], placeholders[path]);
}

/** The link-preview card the build makes for a page (pipeline/site-files.ts). */
export function shareCard(name: string, alt: string) {
  return { src: shareCardPath(name), ...SHARE_CARD_SIZE, alt };
}
