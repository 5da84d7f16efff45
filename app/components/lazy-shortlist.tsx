import { onceLoaded } from "./once-loaded";

/** The grid's "Add to shortlist" toggle, downloaded after the page's first load. Render it only once hydrated. */
export const GridShortlistToggle = onceLoaded(() => import("./shortlist-toggle").then((module) => module.ShortlistToggle));

/** The top bar's "Shortlist" button, downloaded after the page's first load. Render it only once hydrated. */
export const TopBarShortlistButton = onceLoaded(() => import("./shortlist-button").then((module) => module.ShortlistButton));
