import { useMemo } from "react";
import { useSearchParams, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/catalogue";
import { CatalogueGrid } from "#app/catalogue/index.ts";
import { CatalogueFilters } from "#app/search/index.ts";
import { isFiltered, pagePath, photoPath } from "#app/content/catalogue-pages.ts";
import { collectionOf, listedPage, placesWhere, collectionSpan, notFound, numberIn, packGridPhoto } from "#app/content/catalogue.server.ts";
import { spanLine } from "#app/content/design-words.server.ts";
import { unpackGridPhoto } from "#app/content/collection-data.ts";
import { shareCard } from "#app/content/content.server.ts";
import { readContent } from "#app/content/read-content.ts";
import { localeOfPath, localeOfUrl, localizePath, sitePathOf } from "#app/i18n/languages.ts";
import { breadcrumbsJsonLd, designListJsonLd } from "#app/content/structured-data.ts";
import { pick } from "#app/content/translatable.ts";
import { fillIn } from "#app/content/wording.ts";
import { pageUrl } from "#app/i18n/alternates.ts";
import { absoluteUrl, assetUrl, seoMeta } from "#app/content/seo.ts";
import { siteDataOf } from "#app/content/site-data.ts";
import { useHydrated } from "#app/utils/use-hydrated.tsx";

// One module serves every catalogue page of every collection, in every language: /kediya, /kediya/page/2, /gu/kediya, …

export function loader({ url, params }: Route.LoaderArgs) {
  const locale = localeOfUrl(url);
  const collection = collectionOf(params.slug);
  const { pages } = listedPage(collection, 1);
  // The first page is the collection's own address: /kediya/page/1 is not a page, nor /kediya/page or /kediya/2.
  const { count, page, start, items, order } = listedPage(collection, params.page === undefined ? 1 : numberIn(params.page, 2, pages));
  if (localizePath(pagePath(collection.slug, page), locale) !== sitePathOf(url).replace(/\/+$/, "")) throw notFound();
  const { site } = readContent();
  const heading = pick(collection.heading, locale);
  const values = { count, heading, business: site.business.name };
  return {
    slug: collection.slug,
    heading,
    count,
    page,
    pages,
    start,
    // Its places: null where the design of that number was taken away.
    photos: items.map((item) => item && packGridPhoto(item, collection, locale)),
    // Where its designs are, for the lightbox a photo opens in at the tap.
    where: placesWhere(collection),
    // Listed in another order than by number: each photo's place (`where` has what works out the rest of the listing).
    ...(order ? { order } : {}),
    span: spanLine(collectionSpan(collection), locale),
    countLine: fillIn(pick(site.wording.catalogueCount, locale), values),
    description: fillIn(pick(site.wording.catalogueDescription, locale), values),
    businessName: site.business.name,
    card: shareCard(collection.slug, fillIn(pick(site.wording.shareCardAlt, locale), values)),
  };
}

// Built once: only another page of photos needs new data, not "Show more" (?upto=3).
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname;

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const site = siteDataOf(matches);
  if (!loaderData || !site) return [];
  const { slug, heading, page, pages, start, photos, order, description, businessName, card } = loaderData;
  // Every address in the page's language: a Gujarati page's trail and list lead to Gujarati pages.
  const locale = localeOfPath(location.pathname);
  const collectionUrl = absoluteUrl(site.siteUrl, localizePath(`/${slug}`, locale));
  const designs = photos.flatMap((packed, i) => {
    if (!packed) return [];
    const photo = unpackGridPhoto(packed);
    return [
      {
        name: photo.title,
        url: absoluteUrl(site.siteUrl, localizePath(photoPath(slug, (order ? order[i] : start + i) + 1), locale)),
        image: assetUrl(site.siteUrl, photo.thumb.src),
      },
    ];
  });
  const trail = [
    { name: businessName, url: pageUrl(site.siteUrl, localizePath("/", locale)) },
    { name: heading, url: collectionUrl },
  ];
  const pageName = page > 1 ? `${heading} (${page}/${pages})` : heading;
  if (page > 1) trail.push({ name: pageName, url: absoluteUrl(site.siteUrl, location.pathname) });
  return seoMeta(matches, location.pathname, {
    title: `${pageName} | ${businessName}`,
    description,
    image: card,
    jsonLd: [designListJsonLd(pageName, absoluteUrl(site.siteUrl, location.pathname), designs, start + 1), breadcrumbsJsonLd(trail)],
  });
};

export default function Catalogue({ loaderData }: Route.ComponentProps) {
  const { slug, heading, count, where, page, pages, start, photos, order, countLine, span } = loaderData;
  const grid = useMemo(() => photos.map((photo) => photo && unpackGridPhoto(photo)), [photos]);
  // The filters need the page's script; without it, or before it runs, the page shows its own designs.
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  return (
    <div className="catalogue">
      <div className="catalogue__inner">
        <h1>{heading}</h1>
        <p className="catalogue__count">{countLine}</p>
        {span && <p className="catalogue__span">{span}</p>}
        {/* Its room is kept from the start, so the filters' button moves nothing as it appears. */}
        <div className="catalogue__filters">{hydrated && <CatalogueFilters of={{ slug }} heading={heading} />}</div>
        {!(hydrated && isFiltered(params)) && (
          <CatalogueGrid slug={slug} heading={heading} page={page} pages={pages} count={count} where={where} photos={grid} start={start} order={order} />
        )}
      </div>
    </div>
  );
}
