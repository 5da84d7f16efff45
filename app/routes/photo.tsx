import { useMemo } from "react";
import type { ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/photo";
import { CollectionLightbox } from "../components/collection-lightbox";
import { PhotoPage } from "../components/photo-page";
import { collectionAt, numberIn } from "../content/catalogue.server";
import { contentIn, largeImage } from "../content/content.server";
import { localeOfUrl } from "../i18n/languages";
import { packPicture, unpackPicture } from "../content/packed-picture";
import { breadcrumbsJsonLd } from "../content/structured-data";
import { absoluteUrl, seoMeta } from "../utils/seo";
import { siteDataOf } from "../utils/site-data";
import { useHydrated } from "../utils/use-hydrated";

// One photo of a collection (/kediya/photo/3): the same few kilobytes whatever the collection's size.
export function loader({ url, params }: Route.LoaderArgs) {
  const collection = collectionAt(url);
  const count = collection.items.length;
  const item = collection.items[numberIn(params.photo, 1, count) - 1];
  const { site } = contentIn(localeOfUrl(url));
  return {
    slug: collection.slug,
    heading: collection.heading,
    count,
    index: Number(params.photo) - 1,
    title: item.title,
    ...(item.titleLang ? { titleLang: item.titleLang } : {}),
    large: packPicture(largeImage(item.largeImage)),
    businessName: site.business.name,
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
