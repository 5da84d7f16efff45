import { useMemo } from "react";
import type { ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/photo";
import type { PageHandle } from "#app/root.tsx";
import type { LightboxPage } from "#app/frame/index.ts";
import { PhotoPage } from "#app/catalogue/index.ts";
import { pageOf, photoPath } from "#app/content/catalogue-pages.ts";
import { collectionOf, designOf, factsOf, listedOf, morePhotosOf, notFound, numberIn, placesWhere, priceOf, titleOf } from "#app/content/catalogue.server.ts";
import { factRows } from "#app/content/design-words.server.ts";
import { largeImage, siteUrl } from "#app/content/content.server.ts";
import { readContent } from "#app/content/read-content.ts";
import { localeOfPath, localeOfUrl, localizePath } from "#app/i18n/languages.ts";
import { pick } from "#app/content/translatable.ts";
import { packPicture, unpackPicture } from "#app/content/packed-picture.ts";
import { unpackMorePhotos } from "#app/content/collection-data.ts";
import { breadcrumbsJsonLd, productJsonLd } from "#app/content/structured-data.ts";
import { pageUrl } from "#app/i18n/alternates.ts";
import { absoluteUrl, assetUrl, seoMeta } from "#app/content/seo.ts";
import { siteDataOf } from "#app/content/site-data.ts";

// One photo of a collection (/kediya/photo/3): the same few kilobytes whatever the collection's size.
export function loader({ url, params }: Route.LoaderArgs) {
  const locale = localeOfUrl(url);
  const collection = collectionOf(params.slug);
  // Its places: up to its highest number; a number whose design was taken away is no page. Where
  // designs were taken away, the places they left, which the lightbox steps over; and its listing.
  const { places: count, gaps, listing } = placesWhere(collection);
  const number = numberIn(params.photo, 1, count);
  const item = designOf(collection, number);
  if (!item) throw notFound();
  const index = number - 1;
  // Its neighbours as the catalogue lists them: by number, or in the order the collection chose.
  const listed = listing ? listedOf(collection) : collection.items.map((design) => design.number - 1);
  const at = listed.indexOf(index);
  const before = listed[at - 1];
  const after = listed[at + 1];
  const price = priceOf(item, collection);
  const designFacts = factsOf(item, collection, locale);
  const facts = factRows(price, designFacts, locale);
  const title = titleOf(item, locale);
  const large = packPicture(largeImage(item.largeImage));
  const more = morePhotosOf(item, locale);
  const heading = pick(collection.heading, locale);
  // Written here, by the build: what search engines read of a design needs no code in the page.
  const site = siteUrl();
  const design = {
    name: title.title,
    url: absoluteUrl(site, localizePath(photoPath(collection.slug, index + 1), locale)),
    // Every photo of it, the card's first.
    image: [large, ...(more ?? []).map((view) => view.large)].map((picture) => assetUrl(site, unpackPicture(picture).src)),
    category: heading,
    facts: designFacts,
  };
  const { promises } = readContent().site;
  const terms = promises && {
    ...(promises.deliveryCharge === undefined ? {} : { delivery: { charge: promises.deliveryCharge, days: promises.deliveryDays } }),
    returnDays: promises.returnDays,
  };
  const product = price && productJsonLd({ ...design, price }, site, terms);
  const data = {
    slug: collection.slug,
    heading,
    count,
    index,
    around: {
      position: at + 1,
      total: collection.items.length,
      ...(before === undefined ? {} : { previous: before }),
      ...(after === undefined ? {} : { next: after }),
    },
    ...(gaps ? { gaps } : {}),
    // Listed in another order than by number: the catalogue page that lists it, and what the lightbox works its order out from.
    ...(listing ? { listing, page: pageOf(at) } : {}),
    ...title,
    large,
    ...(more ? { more } : {}),
    // Left out where the content gives none: the page's data carries no empty fields.
    ...(price ? { price } : {}),
    ...(facts ? { facts } : {}),
    ...(product ? { product } : {}),
    businessName: readContent().site.business.name,
  };
  // What the lightbox over the page reads of it (app/frame/lightbox-host.tsx).
  return data satisfies LightboxPage;
}

// Each photo has its own data; the rest of the address (a query) changes nothing.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname;

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const site = siteDataOf(matches);
  if (!loaderData || !site) return [];
  const { slug, heading, title, businessName, product } = loaderData;
  const large = unpackPicture(loaderData.large);
  const url = absoluteUrl(site.siteUrl, location.pathname);
  // Every address in the page's language: a Gujarati page's trail leads to Gujarati pages.
  const locale = localeOfPath(location.pathname);
  return seoMeta(matches, location.pathname, {
    title: `${title} | ${heading} | ${businessName}`,
    description: title,
    image: { src: large.src, width: large.width, height: large.height, alt: title },
    jsonLd: [
      ...(product ? [product] : []),
      breadcrumbsJsonLd([
        { name: businessName, url: pageUrl(site.siteUrl, localizePath("/", locale)) },
        { name: heading, url: absoluteUrl(site.siteUrl, localizePath(`/${slug}`, locale)) },
        { name: title, url },
      ]),
    ],
  });
};

// The lightbox over the page is the layout's (app/frame/lightbox-host.tsx): a photo opened from a
// grid shows in it at the tap, before this page has arrived, and stays as it is when it does.
export const handle: PageHandle = { lightbox: true };

export default function Photo({ loaderData }: Route.ComponentProps) {
  const { slug, heading, index, around, page, title, titleLang, price, facts, more } = loaderData;
  const photo = useMemo(
    () => ({ title, titleLang, price, facts, large: unpackPicture(loaderData.large), ...(more ? { more: unpackMorePhotos(more) } : {}) }),
    [title, titleLang, price, facts, loaderData.large, more],
  );
  // Without JavaScript, and until the lightbox opens over it, the page is the photo.
  return <PhotoPage slug={slug} heading={heading} index={index} page={page} around={around} photo={photo} />;
}
