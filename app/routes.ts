import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { catalogueSlugs } from "./content/routes";

// One page per collection in content/collections, and one per photo of it
// (/kediya/photo/3, the same route, with that photo open): a new collection needs no code.
export default [
  index("routes/home.tsx"),
  ...catalogueSlugs().map((slug) => route(`${slug}/photo?/:photo?`, "routes/catalogue.tsx", { id: `catalogue/${slug}` })),
] satisfies RouteConfig;
