import type { Days, FactRow, Price } from "#app/content/design-facts.ts";
import type { PackedPicture } from "#app/content/packed-picture.ts";
import { unpackPicture } from "#app/content/packed-picture.ts";
import type { MorePhoto, Photo, Picture } from "#app/content/pictures.ts";

/** A photo as a grid shows it. */
export interface GridPhoto {
  title: string;
  /** "en" where the title is English on another language's page (it has no translation). */
  titleLang?: "en";
  thumb: Picture;
  /** What it costs and how long it takes, where the content says: as numbers, and in the page's words ("From ₹2,500", "12–18 days"). */
  price?: Price;
  priceText?: string;
  days?: Days;
  daysText?: string;
  /** Its collection's heading, where a grid mixes collections (search's results, an occasion's page). */
  collection?: string;
}

/** A grid photo as page data carries it. */
export interface PackedGridPhoto extends Omit<GridPhoto, "thumb"> {
  thumb: PackedPicture;
}

/** A design's further photo as page data carries it. */
export interface PackedMorePhoto extends Omit<MorePhoto, "large" | "thumb"> {
  large: PackedPicture;
  thumb: PackedPicture;
}

/** A photo as the data file of a catalogue page carries it: enough for the grid and the lightbox. */
export interface PackedPhoto extends PackedGridPhoto {
  large: PackedPicture;
  facts?: FactRow[];
  more?: PackedMorePhoto[];
}

/** The data file of one catalogue page (/kediya/photos/2.json): "Show more" and the lightbox read it. */
export interface PageFile {
  /** The collection's number of photos. */
  count: number;
  /** The page's number, from 1. */
  page: number;
  /** The page's places, in order: each its design, or `null` where the design of that number was taken away. */
  photos: (PackedPhoto | null)[];
}

export const unpackGridPhoto = ({ thumb, ...photo }: PackedGridPhoto): GridPhoto => ({ ...photo, thumb: unpackPicture(thumb) });

export const unpackMorePhotos = (more: PackedMorePhoto[]): MorePhoto[] =>
  more.map((view) => ({ ...view, large: unpackPicture(view.large), thumb: unpackPicture(view.thumb) }));

export const unpackPhoto = ({ thumb, large, more, ...photo }: PackedPhoto): Photo => ({
  ...photo,
  thumb: unpackPicture(thumb),
  large: unpackPicture(large),
  ...(more ? { more: unpackMorePhotos(more) } : {}),
});

/** A place of a page's data file: its design, or null where it was taken away. */
export const unpackPlace = (photo: PackedPhoto | null): Photo | null => (photo ? unpackPhoto(photo) : null);
