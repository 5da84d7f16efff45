import type { Route } from "./+types/search-file";
import { notFound } from "#app/content/catalogue.server.ts";
import { localeOfUrl } from "#app/i18n/languages.ts";
import { SEARCH_FILES } from "#app/content/designs-file.ts";
import { designsFile, searchIndexJson } from "#app/search/search-files.server.ts";

// Search's two files in each language (/search/designs.json, /gu/search/index.json), which download when a visitor starts to search or filter.
export function loader({ url, params }: Route.LoaderArgs) {
  const locale = localeOfUrl(url);
  if (params.file === SEARCH_FILES.designs) return Response.json(designsFile(locale));
  if (params.file === SEARCH_FILES.index) return new Response(searchIndexJson(locale), { headers: { "Content-Type": "application/json; charset=utf-8" } });
  throw notFound();
}
