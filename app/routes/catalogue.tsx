import { useMemo } from "react";
import type { ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/catalogue";
import { CatalogueGrid } from "../components/catalogue-grid";
import { photoPath } from "../content/catalogue-pages";
import { cataloguePage, collectionAt, numberIn, packGridPhoto } from "../content/catalogue.server";
import { unpackGridPhoto } from "../content/collection-data";
import { contentIn, shareCard } from "../content/content.server";
import { localeOfUrl } from "../i18n/languages";
import { breadcrumbsJsonLd, galleryJsonLd } from "../content/structured-data";
import { fillIn } from "../content/wording";
import { absoluteUrl, assetUrl, seoMeta } from "../utils/seo";
import { siteDataOf } from "../utils/site-data";

// One module serves every page of every collection: /kediya, /kediya/page/2, …
export function loader({ url, params }: Route.LoaderArgs) {
  const collection = collectionAt(url);
  const { pages } = cataloguePage(collection, 1);
  // Typed from the routes today's content makes: a content without large collections has no /x/page/:page route.
  const number = (params as { page?: string }).page;
  const { count, page, start, items } = cataloguePage(collection, number === undefined ? 1 : numberIn(number, 2, pages));
  const { site } = contentIn(localeOfUrl(url));
  const values = { count, heading: collection.heading, business: site.business.name };
  return {
    slug: collection.slug,
    heading: collection.heading,
    count,
    page,
    pages,
    start,
    photos: items.map(packGridPhoto),
    countLine: fillIn(site.wording.catalogueCount, values),
    description: fillIn(site.wording.catalogueDescription, values),
    businessName: site.business.name,
    card: shareCard(collection.slug, fillIn(site.wording.shareCardAlt, values)),
  };
}

// Built once: only another page of photos needs new data, not "Show more" (?upto=3).
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname;

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const site = siteDataOf(matches);
  if (!loaderData || !site) return [];
  const { slug, heading, page, pages, start, photos, description, businessName, card } = loaderData;
  const collectionUrl = absoluteUrl(site.siteUrl, `/${slug}`);
  const gallery = photos.map(unpackGridPhoto).map((photo, i) => ({
    url: assetUrl(site.siteUrl, photo.thumb.src),
    caption: photo.title,
    page: absoluteUrl(site.siteUrl, photoPath(slug, start + i)),
  }));
  const trail = [{ name: businessName, url: `${site.siteUrl}/` }, { name: heading, url: collectionUrl }];
  const pageName = page > 1 ? `${heading} (${page}/${pages})` : heading;
  if (page > 1) trail.push({ name: pageName, url: absoluteUrl(site.siteUrl, location.pathname) });
  return seoMeta(matches, location.pathname, {
    title: `${pageName} | ${businessName}`,
    description,
    image: card,
    jsonLd: [galleryJsonLd(pageName, absoluteUrl(site.siteUrl, location.pathname), gallery), breadcrumbsJsonLd(trail)],
  });
};

export default function Catalogue({ loaderData }: Route.ComponentProps) {
  const { slug, heading, count, page, pages, start, photos, countLine } = loaderData;
  const grid = useMemo(() => photos.map(unpackGridPhoto), [photos]);
  return (
    <div className="catalogue">
      <div className="catalogue__inner">
        <h1>{heading}</h1>
        <p className="catalogue__count">{countLine}</p>
        <CatalogueGrid slug={slug} heading={heading} page={page} pages={pages} count={count} photos={grid} start={start} />
      </div>
    </div>
  );
}
