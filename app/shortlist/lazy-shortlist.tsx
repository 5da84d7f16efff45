import { onDemand } from "#app/components/on-demand.tsx";

// Both download as the page's script runs, so that they have arrived by the time the page hydrates and show at once.

/** The grid's "Add to shortlist" toggle, downloaded after the page's first load. Render it only once hydrated. */
export const GridShortlistToggle = onDemand(() => import("#app/shortlist/shortlist-toggle.tsx"), {
  part: "ShortlistToggle",
  soon: true,
});

/** The top bar's "Shortlist" button, downloaded after the page's first load. Render it only once hydrated. */
export const TopBarShortlistButton = onDemand(() => import("#app/shortlist/shortlist-button.tsx"), {
  part: "ShortlistButton",
  soon: true,
});
