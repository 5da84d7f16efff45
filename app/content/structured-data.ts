import type { BreadcrumbList, ClothingStore, ImageGallery, WithContext } from "schema-dts";
import type { SiteData } from "../utils/site-data.ts";

/**
 * Structured data for search engines (JSON-LD). The schema.org types from
 * schema-dts check every property at compile time.
 */

/** The business, on every page. */
export function storeJsonLd(site: Pick<SiteData, "business" | "contact">, siteUrl: string, image: string): WithContext<ClothingStore> {
  const { business, contact } = site;
  return {
    "@context": "https://schema.org",
    "@type": "ClothingStore",
    "@id": `${siteUrl}/#business`,
    name: business.name,
    description: business.description,
    url: `${siteUrl}/`,
    image,
    foundingDate: business.founded,
    address: contact.address,
    telephone: contact.phone.replace(/[^\d+]/g, ""),
    email: contact.email,
    sameAs: [contact.facebook, contact.twitter, contact.youtube],
  };
}

export interface GalleryPhoto {
  /** The image file. */
  url: string;
  caption: string;
  /** The photo's own page, where the large image is. */
  page: string;
}

/** A catalogue page: its photos, each with its caption and its own page (kept short: every catalogue page carries it). */
export function galleryJsonLd(name: string, url: string, photos: GalleryPhoto[]): WithContext<ImageGallery> {
  return {
    "@context": "https://schema.org",
    "@type": "ImageGallery",
    name,
    url,
    image: photos.map((photo) => ({
      "@type": "ImageObject",
      contentUrl: photo.url,
      url: photo.page,
      caption: photo.caption,
    })),
  };
}

/** Home › Kediya's (› a photo). */
export function breadcrumbsJsonLd(trail: { name: string; url: string }[]): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}
