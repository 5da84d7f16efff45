import { useMemo } from "react";
import type { ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/photo";
import { CollectionLightbox } from "../components/collection-lightbox";
import { PhotoPage } from "../components/photo-page";
import { collectionOf, numberIn, titleOf } from "../content/catalogue.server";
import { largeImage } from "../content/content.server";
import { readContent } from "../content/read-content";
import { localeOfUrl } from "../i18n/languages";
import { pick } from "../content/translatable";
import { packPicture, unpackPicture } from "../content/packed-picture";
import { breadcrumbsJsonLd } from "../content/structured-data";
import { absoluteUrl, seoMeta } from "../utils/seo";
import { siteDataOf } from "../utils/site-data";
import { useHydrated } from "../utils/use-hydrated";

// One photo of a collection (/kediya/photo/3): the same few kilobytes whatever the collection's size.
export function loader({ url, params }: Route.LoaderArgs) {
  const locale = localeOfUrl(url);
  const collection = collectionOf(params.slug);
  const count = collection.items.length;
  const index = numberIn(params.photo, 1, count) - 1;
  const item = collection.items[index];
  return {
    slug: collection.slug,
    heading: pick(collection.heading, locale),
    count,
    index,
    ...titleOf(item, locale),
    large: packPicture(largeImage(item.largeImage)),
    businessName: readContent().site.business.name,
  };
}

// Each photo has its own data; the rest of the address (a query) changes nothing.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname;

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const site = siteDataOf(matches);
  if (!loaderData || !site) return [];
  const { slug, heading, title, businessName } = loaderData;
  const large = unpackPicture(loaderData.large);
  return seoMeta(matches, location.pathname, {
    title: `${title} | ${heading} | ${businessName}`,
    description: title,
    image: { src: large.src, width: large.width, height: large.height, alt: title },
    jsonLd: [
      breadcrumbsJsonLd([
        { name: businessName, url: `${site.siteUrl}/` },
        { name: heading, url: absoluteUrl(site.siteUrl, `/${slug}`) },
        { name: title, url: absoluteUrl(site.siteUrl, location.pathname) },
      ]),
    ],
  });
};

export default function Photo({ loaderData }: Route.ComponentProps) {
  const { slug, heading, count, index, title } = loaderData;
  const { titleLang } = loaderData;
  const photo = useMemo(() => ({ title, titleLang, large: unpackPicture(loaderData.large) }), [title, titleLang, loaderData.large]);
  // The lightbox opens over the page once its script runs; without JavaScript the page is the photo.
  const hydrated = useHydrated();
  return (
    <>
      <PhotoPage slug={slug} heading={heading} count={count} index={index} photo={photo} />
      {hydrated && <CollectionLightbox slug={slug} heading={heading} count={count} index={index} photo={photo} />}
    </>
  );
}
