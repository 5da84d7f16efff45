import { savesData } from "#app/utils/low-data.ts";

/**
 * Fetches the rupee sign's face at `element`'s weight before the element shows (in a closed
 * dialog, a folded panel): the sign is a face of its own at each weight (app/fonts/fonts.css),
 * which a browser asks for only once text on screen needs it, and a face that arrives makes it
 * lay out every word of the page in its family again, which on a slow phone holds up a tap made
 * then. That face alone: `document.fonts.load` would fetch every face whose range covers the
 * sign, the whole files behind the site's cut too. Nothing is fetched in low-data mode, where
 * nothing is asked for before it is needed.
 */
export function warmRupeeFace(element: Element): void {
  if (savesData() || typeof document.fonts === "undefined") return;
  const { fontWeight } = getComputedStyle(element);
  for (const face of document.fonts)
    if (/^U\+20B9$/i.test(face.unicodeRange) && face.weight === fontWeight && face.status === "unloaded")
      // One that fails is asked for again when the sign shows, as it would have been.
      face.load().catch(() => undefined);
}
