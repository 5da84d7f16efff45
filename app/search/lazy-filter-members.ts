import { onDemand } from "#app/components/on-demand.tsx";

/** A design's place among the designs a filter chose, on its own page. */
export const FilterMembers = onDemand(() => import("#app/search/filter-members.tsx"));
