import type { Route } from "./+types/not-found";
import { NotFound } from "#app/components/not-found.tsx";
import { notFound } from "#app/content/catalogue.server.ts";
import { isNotFoundPage } from "#app/i18n/languages.ts";

// Any address of a language the site has no page at (/chaniya/x, /gu/kediya/extra). The build
// renders it at /404/not/found and /gu/404/not/found, for the hosts' 404.html
// (pipeline/after-build.ts); anywhere else (npm run dev) it answers 404, as the hosts do.
export function loader({ url }: Route.LoaderArgs) {
  if (!isNotFoundPage(url)) throw notFound();
  return null;
}

// The page's title is the root route's (app/root.tsx).
export default function NotFoundPage() {
  return <NotFound />;
}
