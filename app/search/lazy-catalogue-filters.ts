import { onDemand } from "#app/components/on-demand.tsx";

/** The filters and the filtered grid of a catalogue or an occasion, downloaded as the page's script runs, after its first load. */
export const CatalogueFilters = onDemand(() => import("#app/search/catalogue-filters.tsx"));
