import { useCallback, useLayoutEffect, useRef } from "react";

/**
 * The page behind the lightbox, made inert and hidden from screen readers while the lightbox is
 * open, as the library would, but not in the tap's own frame. The library makes every other child
 * of the portal's parent inert as it mounts, and its focus then restyles the whole page (about 400
 * elements, 40 to 80 ms on a phone slowed four times) before the photo's first frame. The lightbox
 * is drawn in a layer of its own instead, whose other children (none) are all the library makes
 * inert, and the page is made inert once the photo is on screen or the lightbox has faded in,
 * whichever comes first (`keepOut`). Until then the lightbox holds the focus and says it is modal.
 */
let layer: HTMLElement | undefined;

/** The lightbox's layer: a child of `<body>` of its own, made at the first open. */
export function lightboxLayer(): HTMLElement {
  if (!layer?.isConnected) {
    layer = document.createElement("div");
    layer.className = "photo-lightbox-layer";
    document.body.append(layer);
  }
  return layer;
}

/** What the library leaves as it is. */
const LEFT = new Set(["SCRIPT", "STYLE", "TEMPLATE", "LINK"]);

/** Makes the rest of the page inert and hidden from screen readers; returns what undoes it. An element already inert (another dialog's page) is left as it was. */
function makeInert(own: HTMLElement): () => void {
  const made: { element: HTMLElement; hidden: boolean }[] = [];
  for (const element of document.body.children) {
    if (element === own || !(element instanceof HTMLElement) || LEFT.has(element.tagName) || element.inert) continue;
    // Hidden from screen readers already (for good), it stays so.
    const hidden = !element.hasAttribute("aria-hidden");
    element.inert = true;
    if (hidden) element.setAttribute("aria-hidden", "true");
    made.push({ element, hidden });
  }
  return () => {
    for (const { element, hidden } of made) {
      element.inert = false;
      if (hidden) element.removeAttribute("aria-hidden");
    }
  };
}

export interface PageBehind {
  /** Makes the page inert, once, while the lightbox is open. */
  keepOut: () => void;
  /** Lets the page back in as the lightbox starts to close, and gives the focus back to what had it before the lightbox opened, where the focus is still in the lightbox. */
  letIn: () => void;
}

/** The page behind an open lightbox (see above); it is let back in when the lightbox goes, however it goes. */
export function usePageBehind(): PageBehind {
  const undo = useRef<(() => void) | undefined>(undefined);
  const open = useRef(true);
  const before = useRef<Element | null>(null);
  // Before the lightbox's own effects, which move the focus into it.
  useLayoutEffect(() => {
    open.current = true;
    before.current = document.activeElement;
    return () => {
      open.current = false;
      undo.current?.();
      undo.current = undefined;
    };
  }, []);
  const keepOut = useCallback(() => {
    if (open.current && !undo.current) undo.current = makeInert(lightboxLayer());
  }, []);
  const letIn = useCallback(() => {
    open.current = false;
    if (!undo.current) return;
    undo.current();
    undo.current = undefined;
    // The library gave the focus back before this (its exit's first step), which the page, still inert, refused.
    const focused = document.activeElement;
    const lost = focused === null || focused === document.body || lightboxLayer().contains(focused);
    if (lost && before.current instanceof HTMLElement && before.current.isConnected) before.current.focus({ preventScroll: true });
  }, []);
  return { keepOut, letIn };
}
