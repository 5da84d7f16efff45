/** The shortlist's public face: its toggles and button, and what an entry holds. */
export { GridShortlistToggle, TopBarShortlistButton } from "#app/shortlist/lazy-shortlist.tsx";
export type { ShortlistEntry } from "#app/shortlist/shortlist.ts";
export { ShortlistToggle } from "#app/shortlist/shortlist-toggle.tsx";
