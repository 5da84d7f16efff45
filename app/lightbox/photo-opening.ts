import { useEffect } from "react";
import type { CollectionPlaces } from "#app/content/places.ts";
import { createStore, useStore } from "#app/utils/store.ts";

/**
 * A photo a grid opened at the tap, which the lightbox shows over the grid while the photo's page
 * is on its way: on a slow phone, or a slow network, that page takes a while to download and draw.
 */
export interface Opening extends CollectionPlaces {
  slug: string;
  heading: string;
  /** The photo, from 0. */
  index: number;
  /** The history entry of the grid it opened from: the opening holds only while the address is still that one. */
  from: string;
  /** The card it opened from, which gets the focus back where she closes before the page has arrived. */
  link?: HTMLElement;
}

let opening: Opening | undefined;
const store = createStore(() => opening);

/** Shows `photo` in the lightbox at once, until the address moves on from the grid (to its page, or elsewhere). */
export function openAtTap(photo: Opening): void {
  opening = photo;
  store.changed();
}

/** Ends the opening: she closed it, or the address moved on. */
export function endOpening(): void {
  if (opening === undefined) return;
  opening = undefined;
  store.changed();
}

/**
 * The photo opened at the tap, while the address is still the grid's (`locationKey`). Once the
 * address has moved on (to the photo's page, or elsewhere), the opening is over: coming back to
 * the grid's history entry later does not open it again.
 */
export function useOpening(locationKey: string): Opening | undefined {
  const now = useStore(store, undefined);
  useEffect(() => {
    if (opening && opening.from !== locationKey) endOpening();
  }, [locationKey]);
  return now?.from === locationKey ? now : undefined;
}
