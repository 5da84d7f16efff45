import { onDemand } from "#app/components/on-demand.tsx";

/** A catalogue's filters, downloaded when the visitor opens them. */
export const CatalogueFilters = onDemand(() => import("#app/search/catalogue-filters.tsx"));
