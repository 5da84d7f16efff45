import type { LargePhoto, Picture } from "#app/content/pictures.ts";

/** A design's small photo: a photo page's own photo, before its catalogue page has come, has none, and its large file stands in. */
export const thumbOf = (photo: LargePhoto): Picture => ("thumb" in photo ? (photo.thumb as Picture) : photo.large);

/** One of a design's photos as its page and the lightbox draw it: large, as a thumbnail, and its alt text. */
export interface DesignView {
  large: Picture;
  thumb: Picture;
  /** What it shows: its own words where the content gives them, else the design's title. */
  alt: string;
  altLang?: "en";
  /** Its own words (the back, the border up close), for the caption. */
  words?: string;
  wordsLang?: "en";
}

/** A design's photos in the owner's order, its card's first; one where it has no more. */
export function designViews(photo: LargePhoto): DesignView[] {
  return [
    { large: photo.large, thumb: thumbOf(photo), alt: photo.title, ...(photo.titleLang ? { altLang: photo.titleLang } : {}) },
    ...(photo.more ?? []).map(({ large, thumb: small, words, wordsLang }) => ({
      large,
      thumb: small,
      ...(words
        ? { alt: words, ...(wordsLang ? { altLang: wordsLang, wordsLang } : {}), words }
        : { alt: photo.title, ...(photo.titleLang ? { altLang: photo.titleLang } : {}) }),
    })),
  ];
}

/** The view `view` of a design, or its first where it has fewer (the content changed while the lightbox was open). */
export function designView(photo: LargePhoto, view: number): DesignView {
  const views = designViews(photo);
  return views[view] ?? views[0];
}
