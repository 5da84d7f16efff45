/**
 * Where the lightbox returns to. A photo opened from its grid carries
 * FROM_GRID in its history entry, so closing it goes back to the grid (as
 * Back does); one the visitor arrived at directly has no grid behind it.
 * The grid is a page of its own, built anew on the way back: the lightbox
 * hands it the photo it showed last, so focus lands on that photo's link.
 */

export const FROM_GRID = { fromGrid: true } as const;

export const openedFromGrid = (state: unknown) => (state as Partial<typeof FROM_GRID> | null)?.fromGrid === true;

let lastSeen: string | undefined;

/** Notes that the lightbox is leaving photo `path` (/kediya/photo/3). */
export function leavePhoto(path: string): void {
  lastSeen = path;
}

/** The path of the photo the lightbox left (/kediya/photo/3), once, where `wanted` wants it: a later visit to a grid starts afresh. */
export function takeLeftPhotoPath(wanted: (path: string) => boolean): string | undefined {
  const path = lastSeen;
  if (path === undefined || !wanted(path)) return undefined;
  lastSeen = undefined;
  return path;
}

/**
 * The number (from 1) of the photo of collection `slug` the lightbox left, once. A photo of
 * another collection is left for that collection's grid (the home page shows several).
 */
export function takeLeftPhoto(slug: string): number | undefined {
  const prefix = `/${slug}/photo/`;
  const path = takeLeftPhotoPath((left) => left.startsWith(prefix));
  return path === undefined ? undefined : Number(path.slice(prefix.length));
}

/**
 * Puts the focus on `link`, the photo the lightbox showed last, as the visitor comes back to its
 * grid. The lightbox may keep the page inert for a frame or two as it goes, and its own parts leave
 * after: this tries until the focus takes, and for a moment after gives it back if it falls to
 * nothing. Returns what stops it.
 */
export function focusOnReturn(link: HTMLElement): () => void {
  let frame = 0;
  let taken = false;
  const attempt = (tries: number) => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (!taken || lost) link.focus();
    taken ||= document.activeElement === link;
    if (tries > 0) frame = requestAnimationFrame(() => attempt(tries - 1));
  };
  attempt(30);
  return () => cancelAnimationFrame(frame);
}
