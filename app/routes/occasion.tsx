import { useSearchParams, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/occasion";
import { CatalogueFilters, FoundGrid } from "#app/search/index.ts";
import { PageLinks } from "#app/catalogue/index.ts";
import { isFiltered, pageCount, pageRange, photoPath } from "#app/content/catalogue-pages.ts";
import { notFound, numberIn, packGridPhoto } from "#app/content/catalogue.server.ts";
import { shareCard } from "#app/content/content.server.ts";
import { occasionPath } from "#app/content/occasion-pages.ts";
import { occasionDesigns } from "#app/content/occasions.server.ts";
import { readContent } from "#app/content/read-content.ts";
import { breadcrumbsJsonLd, designListJsonLd } from "#app/content/structured-data.ts";
import { pick } from "#app/content/translatable.ts";
import { fillIn } from "#app/content/wording.ts";
import { pageUrl } from "#app/i18n/alternates.ts";
import { buildWords } from "#app/i18n/build-words.ts";
import { localeOfPath, localeOfUrl, localizePath, sitePathOf } from "#app/i18n/languages.ts";
import { useWords } from "#app/i18n/words.tsx";
import { absoluteUrl, assetUrl, seoMeta } from "#app/content/seo.ts";
import { siteDataOf } from "#app/content/site-data.ts";
import { unpackPicture } from "#app/content/packed-picture.ts";
import { useHydrated } from "#app/utils/use-hydrated.tsx";

/** The filters (by collection among them) and the filtered grid, downloaded as the page's script runs, as a catalogue's are. */

// Every design for an occasion, from every collection (/occasion/navratri, /gu/occasion/navratri/page/2):
// the pages a search engine sends "navratri chaniya choli" to. An occasion no design is made for has none.
export function loader({ url, params }: Route.LoaderArgs) {
  const locale = localeOfUrl(url);
  const content = readContent();
  const occasion = content.vocabulary.occasions.find((entry) => entry.value === params.value);
  const designs = occasion ? occasionDesigns(content, occasion.value) : [];
  if (!occasion || designs.length === 0) throw notFound();
  const count = designs.length;
  const pages = pageCount(count);
  const page = params.page === undefined ? 1 : numberIn(params.page, 2, pages);
  if (localizePath(occasionPath(occasion.value, page), locale) !== sitePathOf(url).replace(/\/+$/, "")) throw notFound();
  const { start, end } = pageRange(page, count);
  const words = buildWords(locale);
  const label = pick(occasion.label, locale);
  const businessName = content.site.business.name;
  const heading = words.occasion_heading({ occasion: label });
  return {
    value: occasion.value,
    heading,
    count,
    page,
    pages,
    start,
    countLine: words.occasion_count({ count, occasion: label }),
    description: words.occasion_description({ count, occasion: label, business: businessName }),
    collections: Object.fromEntries(content.collections.map((collection) => [collection.slug, pick(collection.heading, locale)])),
    designs: designs
      .slice(start, end)
      .map(({ collection, item, index }) => ({ slug: collection.slug, number: index + 1, ...packGridPhoto(item, collection, locale) })),
    businessName,
    // The link-preview card of the collection its first design is from.
    card: shareCard(designs[0].collection.slug, fillIn(pick(content.site.wording.shareCardAlt, locale), { count, heading, business: businessName })),
  };
}

export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname;

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const site = siteDataOf(matches);
  if (!loaderData || !site) return [];
  const { value, heading, page, pages, start, designs, description, businessName, card } = loaderData;
  const locale = localeOfPath(location.pathname);
  const pageName = page > 1 ? `${heading} (${page}/${pages})` : heading;
  const trail = [
    { name: businessName, url: pageUrl(site.siteUrl, localizePath("/", locale)) },
    { name: heading, url: absoluteUrl(site.siteUrl, localizePath(occasionPath(value), locale)) },
  ];
  if (page > 1) trail.push({ name: pageName, url: absoluteUrl(site.siteUrl, location.pathname) });
  const list = designs.map((design) => ({
    name: design.title,
    url: absoluteUrl(site.siteUrl, localizePath(photoPath(design.slug, design.number), locale)),
    image: assetUrl(site.siteUrl, unpackPicture(design.thumb).src),
  }));
  return seoMeta(matches, location.pathname, {
    title: `${pageName} | ${businessName}`,
    description,
    image: card,
    jsonLd: [designListJsonLd(pageName, absoluteUrl(site.siteUrl, location.pathname), list, start + 1), breadcrumbsJsonLd(trail)],
  });
};

export default function Occasion({ loaderData }: Route.ComponentProps) {
  const { value, heading, page, pages, countLine, designs, collections } = loaderData;
  const m = useWords();
  // The filters need the page's script; without it, or before it runs, the page shows its own designs.
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  return (
    <div className="catalogue">
      <div className="catalogue__inner">
        <h1>{heading}</h1>
        <p className="catalogue__count">{countLine}</p>
        {/* Its room is kept from the start, so the filters' button moves nothing as it appears. */}
        <div className="catalogue__filters">{hydrated && <CatalogueFilters of={{ occasion: value }} heading={heading} />}</div>
        {!(hydrated && isFiltered(params)) && (
          <>
            <FoundGrid designs={designs} label={m.catalogue_grid_label({ heading })} collection={(slug) => collections[slug] ?? ""} priorityFirst />
            <PageLinks slug={`occasion/${value}`} heading={heading} page={page} pages={pages} />
          </>
        )}
      </div>
    </div>
  );
}
