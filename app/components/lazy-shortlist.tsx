import { onDemand } from "./on-demand";

/** The grid's "Add to shortlist" toggle, downloaded after the page's first load. Render it only once hydrated. */
export const GridShortlistToggle = onDemand(() => import("./shortlist-toggle").then((module) => ({ default: module.ShortlistToggle })));

/** The top bar's "Shortlist" button, downloaded after the page's first load. Render it only once hydrated. */
export const TopBarShortlistButton = onDemand(() => import("./shortlist-button").then((module) => ({ default: module.ShortlistButton })));
