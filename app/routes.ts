import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { catalogueSlugs } from "./content/routes";

// One page per collection in content/collections: a new collection needs no code.
export default [
  index("routes/home.tsx"),
  ...catalogueSlugs().map((slug) => route(slug, "routes/catalogue.tsx", { id: `catalogue/${slug}` })),
] satisfies RouteConfig;
