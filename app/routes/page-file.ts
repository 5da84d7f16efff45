import type { Route } from "./+types/page-file";
import { cataloguePage, collectionOf, notFound, numberIn, pageFile } from "#app/content/catalogue.server.ts";
import { localeOfUrl } from "#app/i18n/languages.ts";

// The photos of one catalogue page as data (/kediya/photos/2.json, /gu/kediya/photos/2.json), for "Show more" and the lightbox.
export function loader({ url, params }: Route.LoaderArgs) {
  const collection = collectionOf(params.slug);
  const [number, extension] = params.file.split(".");
  if (extension !== "json") throw notFound();
  const page = numberIn(number, 1, cataloguePage(collection, 1).pages);
  return Response.json(pageFile(collection, page, localeOfUrl(url)));
}
