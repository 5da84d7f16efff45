import type { Days, FactRow, Price } from "./design-facts.ts";
import type { PackedPicture } from "./packed-picture.ts";
import { unpackPicture } from "./packed-picture.ts";
import type { Photo, Picture } from "./pictures.ts";

/** A photo as a grid shows it. */
export interface GridPhoto {
  title: string;
  /** "en" where the title is English on another language's page (it has no translation). */
  titleLang?: "en";
  thumb: Picture;
  /** What it costs, where the content says, and as its card says it ("From ₹2,500"). */
  price?: Price;
  priceText?: string;
}

/** A grid photo as page data carries it. */
export interface PackedGridPhoto {
  title: string;
  titleLang?: "en";
  thumb: PackedPicture;
  price?: Price;
  priceText?: string;
}

/** A photo as the data file of a catalogue page carries it: enough for the grid and the lightbox. */
export interface PackedPhoto extends PackedGridPhoto {
  large: PackedPicture;
  facts?: FactRow[];
  /** Days to make it, as numbers: the order page compares them with the date a visitor needs it by. */
  days?: Days;
}

/** The data file of one catalogue page (/kediya/photos/2.json): "Show more" and the lightbox read it. */
export interface PageFile {
  /** The collection's number of photos. */
  count: number;
  /** The page's number, from 1. */
  page: number;
  /** The page's photos, in order. */
  photos: PackedPhoto[];
}

export const unpackGridPhoto = ({ thumb, ...photo }: PackedGridPhoto): GridPhoto => ({ ...photo, thumb: unpackPicture(thumb) });

export const unpackPhoto = ({ thumb, large, ...photo }: PackedPhoto): Photo => ({ ...photo, thumb: unpackPicture(thumb), large: unpackPicture(large) });
