import { larges, thumbs } from "virtual:content-photos";
import placeholders from "virtual:image-placeholders";
import type { Content } from "./schema.ts";
import { toPicture, type Picture } from "./pictures.ts";
import { readContent } from "./read-content.ts";
import { localizeContent } from "./localize.ts";
import type { Locale } from "../i18n/languages.ts";
import { SHARE_CARD_SIZE, shareCardPath } from "../utils/share-card.ts";

export { siteUrl } from "./site-url.ts";

/**
 * The validated content (./read-content.ts: bad content throws a ContentError naming file and
 * field) with its texts in `locale`: as written for "en"; where a design's title or a collection's heading has no translation, its
 * English, marked `titleLang: "en"` / `headingLang: "en"` (./localize.ts).
 */
export function contentIn(locale: Locale): Content {
  return localizeContent(readContent(), locale);
}

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
