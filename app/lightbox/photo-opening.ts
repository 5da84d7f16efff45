import { useEffect } from "react";
import type { Location } from "react-router";
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
  /** The history entry of the grid it opened from. */
  from: string;
  /** What marks the history entry the tap added for it (`OPENING_HASH`, this in its state). */
  mark: number;
  /** Whether the address has been at that entry: from then on, the grid's own entry is where she closed it, or went Back to. */
  marked?: boolean;
  /** Whether the address has been asked to follow it (`addressFollows`): until then it is the grid's own. */
  followed?: boolean;
  /** The card it opened from, which gets the focus back where she closes before the page has arrived. */
  link?: HTMLElement;
}

/**
 * As the photo opens, the grid's address gets an entry of its own in history, this hash added, which the
 * photo's page replaces when it arrives: Back (or closing) while the page is on its way takes that
 * entry away and ends the opening, and the grid is still there. A hash alone changes nothing else:
 * no data is asked for, and no element has it for an id to scroll to.
 */
export const OPENING_HASH = "#photo";

let opening: Opening | undefined;
/** What moves the address to the opening's entries, until it has. */
let follow: (() => void) | undefined;
let marks = 0;
const store = createStore(() => opening);

/** A new mark for an opening's history entry. */
export const newMark = () => (marks += 1);

/** The mark in a history entry's state, where the tap added it. */
const markOf = (state: unknown) => (state as { opening?: number } | null)?.opening;

/** The state of an opening's history entry. */
export const markedState = (mark: number) => ({ opening: mark });

/**
 * Shows `photo` in the lightbox at once, until the address moves on from the grid (to its page, or
 * elsewhere). `moveAddress` gives the opening its history entry and asks for the photo's page: run
 * once, and only while this opening lasts, by `addressFollows` or by what this returns (this
 * opening's own, which a later opening's cannot set off).
 */
export function openAtTap(photo: Opening, moveAddress: () => void): () => void {
  opening = photo;
  const own = () => {
    if (opening !== photo || photo.followed) return;
    follow = undefined;
    photo.followed = true;
    moveAddress();
  };
  follow = own;
  store.changed();
  return own;
}

/**
 * The address follows the opening now, where it has not yet: once the lightbox is on screen (the
 * router's work for the photo's page, and the page drawn again for its new address, would
 * otherwise come before the photo's first frame), or as soon as the visitor pages or the
 * lightbox's code is not there to draw it.
 */
export function addressFollows(): void {
  follow?.();
}

/** Ends the opening: she closed it, or the address moved on. */
export function endOpening(): void {
  follow = undefined;
  if (opening === undefined) return;
  opening = undefined;
  store.changed();
}

/** Whether `location` is the grid's, or the entry its tap added: where the opening holds. */
const holds = (photo: Opening, location: Location) => markOf(location.state) === photo.mark || (!photo.marked && location.key === photo.from);

/**
 * The photo opened at the tap, while the address is the grid's or the entry its tap added. Once
 * the address has moved on (to the photo's page, back, or elsewhere), the opening is over: coming
 * back to the grid's history entry later does not open it again.
 */
export function useOpening(location: Location): Opening | undefined {
  const now = useStore(store, undefined);
  useEffect(() => {
    if (!opening) return;
    if (markOf(location.state) === opening.mark) opening.marked = true;
    else if (!holds(opening, location)) endOpening();
  }, [location]);
  return now && holds(now, location) ? now : undefined;
}
