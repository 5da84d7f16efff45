/** Search's public face: its results and grid, the filters on demand. */
export { CatalogueFilters } from "#app/search/lazy-catalogue-filters.ts";
export { FilterMembers } from "#app/search/lazy-filter-members.ts";
export { FoundGrid } from "#app/search/found-grid.tsx";
export { default as SearchResults } from "#app/search/search-results.tsx";
export { WaitingCards } from "#app/search/search-waiting.tsx";
