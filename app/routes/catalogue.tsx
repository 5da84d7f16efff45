import { useCallback, useMemo } from "react";
import { data, useLocation, useNavigate } from "react-router";
import type { Route } from "./+types/catalogue";
import { PhotoGrid, type PhotoAddress } from "../components/photo-grid";
import { ResponsiveImage } from "../components/responsive-image";
import { findCollection, getContent, shareCard, siteUrl, toPhoto } from "../content/content.server";
import { photoPath } from "../content/catalogue-pages";
import { breadcrumbsJsonLd, galleryJsonLd, storeJsonLd } from "../content/structured-data";
import { absoluteUrl, assetUrl, seoMeta } from "../utils/seo";
import { siteDataOf } from "../utils/site-data";

// One module serves every collection (/kediya) and each of its photos (/kediya/photo/3).
export function loader({ url, params }: Route.LoaderArgs) {
  // The address as the site sees it: "/shop/kediya/photo/3" under a base path is "kediya/photo/3".
  const slug = url.pathname.slice(import.meta.env.BASE_URL.length).split("/")[0];
  const collection = findCollection(slug);
  const photoNumber = params.photo === undefined ? undefined : Number(params.photo);
  if (!collection || (photoNumber !== undefined && !collection.items[photoNumber - 1])) {
    throw data(null, { status: 404, statusText: "Not Found" });
  }
  const { site } = getContent();
  const base = siteUrl();
  const page = `${base}/${slug}`;
  const photos = collection.items.map(toPhoto);
  const card = shareCard(slug, `${collection.heading}: made-to-order designs by ${site.business.name}`);
  return {
    slug,
    heading: collection.heading,
    businessName: site.business.name,
    photos,
    jsonLd: {
      store: storeJsonLd(site, base, assetUrl(base, shareCard("home", "").src)),
      gallery: galleryJsonLd(
        collection.heading,
        page,
        photos.map((photo, i) => ({
          url: assetUrl(base, photo.large.src),
          width: photo.large.width,
          height: photo.large.height,
          caption: photo.title,
          page: `${base}${photoPath(slug, i)}`,
        })),
      ),
      home: { name: site.business.name, url: `${base}/` },
      page: { name: collection.heading, url: page },
    },
    card,
  };
}

// The content is fixed at build time; moving from photo to photo needs no new data.
export const shouldRevalidate = () => false;

export const meta: Route.MetaFunction = ({ loaderData, matches, location, params }) => {
  if (!loaderData) return [];
  const { heading, businessName, photos, jsonLd, card } = loaderData;
  const photo = params.photo ? photos[Number(params.photo) - 1] : undefined;
  if (photo) {
    return seoMeta(matches, location.pathname, {
      title: `${photo.title} | ${heading} | ${businessName}`,
      description: photo.title,
      image: { src: photo.large.src, width: photo.large.width, height: photo.large.height, alt: photo.title },
      jsonLd: [
        jsonLd.store,
        breadcrumbsJsonLd([jsonLd.home, jsonLd.page, { name: photo.title, url: absoluteUrl(siteDataOf(matches)?.siteUrl ?? "", location.pathname) }]),
      ],
    });
  }
  return seoMeta(matches, location.pathname, {
    title: `${heading} | ${businessName}`,
    description: `${heading}: ${photos.length} made-to-order designs by ${businessName}, stitched to your measurements and budget.`,
    image: card,
    jsonLd: [jsonLd.store, jsonLd.gallery, breadcrumbsJsonLd([jsonLd.home, jsonLd.page])],
  });
};

export default function Catalogue({ loaderData, params }: Route.ComponentProps) {
  const { slug, heading, photos } = loaderData;
  const navigate = useNavigate();
  const location = useLocation();
  const openedHere = (location.state as { fromGrid?: boolean } | null)?.fromGrid === true;
  const open = params.photo ? Number(params.photo) - 1 : null;

  // The address follows the lightbox: opening a photo adds a history entry, so
  // Back closes it; paging replaces the entry; closing goes back to the grid.
  const show = useCallback<PhotoAddress["show"]>(
    (index, how) => {
      if (how === "page" && index === open) return;
      const options = { preventScrollReset: true, state: { fromGrid: openedHere || how === "open" } };
      if (how === "close") {
        if (openedHere) void navigate(-1);
        else void navigate(`/${slug}`, { ...options, replace: true, state: null });
      } else {
        void navigate(photoPath(slug, index ?? 0), { ...options, replace: how === "page" });
      }
    },
    [navigate, open, openedHere, slug],
  );
  const address = useMemo(() => ({ open, show }), [open, show]);
  const sharing = useMemo(() => ({ collection: heading, path: (index: number) => photoPath(slug, index) }), [heading, slug]);
  const featured = open === null ? undefined : photos[open];

  return (
    <div className="catalogue">
      <div className="catalogue__inner">
        <h1>{heading}</h1>
        <p className="catalogue__count">{photos.length} designs, each made to order · open a photo to see it large</p>
        {featured && (
          // Without JavaScript there is no lightbox: the photo the address names is shown here.
          <noscript>
            <figure className="catalogue__featured">
              <ResponsiveImage picture={featured.large} alt={featured.title} sizes="(min-width: 768px) 600px, 100vw" priority />
              <figcaption>{featured.title}</figcaption>
            </figure>
          </noscript>
        )}
        <PhotoGrid
          photos={photos}
          label={`${heading} photos`}
          sizes="(min-width: 1240px) 390px, (min-width: 992px) 31vw, 48vw"
          priorityFirst
          address={address}
          sharing={sharing}
        />
      </div>
    </div>
  );
}
