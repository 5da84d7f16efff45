/** The catalogue's public face: the grids, pages and previews of designs that the routes and search draw. */
export { CatalogueGrid } from "#app/catalogue/catalogue-grid.tsx";
export { CollectionGrid } from "#app/catalogue/collection-grid.tsx";
export { HeaderDesigns } from "#app/catalogue/header-designs.tsx";
export { PageLinks } from "#app/catalogue/page-links.tsx";
export { PhotoGrid } from "#app/catalogue/photo-grid.tsx";
export { PhotoPage } from "#app/catalogue/photo-page.tsx";
export { PreviewSection } from "#app/catalogue/preview-section.tsx";
