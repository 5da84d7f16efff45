import { onDemand } from "#app/components/on-demand.tsx";

/** Which photos a filtered catalogue's filters choose (/kediya/photo/3?occasion=navratri), for the lightbox to page through: downloaded only there. */
export const FilterMembers = onDemand(() => import("#app/search/filter-members.tsx"));
