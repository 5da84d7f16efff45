import type { Days, FactRow, Price } from "#app/content/design-facts.ts";

/** An image as the page needs it: sources per format, and its intrinsic size. */
export interface Picture {
  /** Modern formats first; the browser takes the first it supports. */
  sources: { type: string; srcSet: string }[];
  /** The fallback (JPEG) srcset and its largest file. */
  srcSet: string;
  src: string;
  width: number;
  height: number;
  /** A CSS background (a gradient of the photo's colours) to show while it loads. */
  placeholder?: string;
}

/** A design's photo after its first (its back, the work up close, the design worn): large, as a thumbnail, and what it shows. */
export interface MorePhoto {
  large: Picture;
  thumb: Picture;
  /** What it shows, in the page's language, where the content says. */
  words?: string;
  /** "en" where the words are English on another language's page. */
  wordsLang?: "en";
}

/** A photo as the lightbox and a photo's page show it: a design, with what it costs and what it is where the content says. */
export interface LargePhoto {
  title: string;
  /** "en" where the title is English on another language's page (it has no translation). */
  titleLang?: "en";
  large: Picture;
  price?: Price;
  /** Its price in the page's words ("From ₹2,500"), where its data carries them: a catalogue page's file does, as its card says it. */
  priceText?: string;
  /** Its price, making time and what it is, each named, in the page's language. */
  facts?: FactRow[];
  /** Days to make it, as numbers. */
  days?: Days;
  /** Its other photos, in the owner's order, where it has more than one. */
  more?: MorePhoto[];
}

/** A gallery photo: a thumbnail for grids (with its price as its card says it), a large version for the lightbox. */
export interface Photo extends LargePhoto {
  thumb: Picture;
  daysText?: string;
}

/** What vite-imagetools gives for `as=picture`. */
export interface ImagetoolsPicture {
  sources: Record<string, string>;
  img: { src: string; w: number; h: number };
}

const FALLBACK = "jpeg";

export function toPicture({ sources, img }: ImagetoolsPicture, placeholder?: string): Picture {
  const entries = Object.entries(sources).map(([format, srcSet]) => ({
    type: `image/${format === "jpg" ? FALLBACK : format}`,
    srcSet,
  }));
  const fallback = entries.find((entry) => entry.type === `image/${FALLBACK}`);
  return {
    sources: entries.filter((entry) => entry !== fallback),
    // With one width, imagetools lists the fallback only as `img`.
    srcSet: fallback?.srcSet ?? `${img.src} ${img.w}w`,
    src: img.src,
    width: img.w,
    height: img.h,
    placeholder,
  };
}
