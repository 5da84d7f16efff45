import type { MetaDescriptor } from "react-router";
import { storeJsonLd } from "#app/content/structured-data.ts";
import { alternatesOf, pageUrl } from "#app/i18n/alternates.ts";
import { LOCALES, localeOfPath } from "#app/i18n/locale.ts";
import { shareCardPath } from "#app/utils/share-card.ts";
import { siteDataOf } from "#app/content/site-data.ts";

/** The picture a link preview shows (WhatsApp, Facebook, X, search results). */
export interface ShareImage {
  /** A path on the site, such as /share/kediya.jpg. */
  src: string;
  width: number;
  height: number;
  alt: string;
}

export interface PageSeo {
  title: string;
  description: string;
  image: ShareImage;
  /** Structured data (JSON-LD) for search engines. */
  jsonLd?: object[];
}

/** The full address of a file the build made (a photo, a share card): `src` already starts with the base path. */
export function assetUrl(siteUrl: string, src: string): string {
  return new URL(src, siteUrl).href;
}

/** "/kediya/" and "/kediya" are one page: its address has no trailing slash. `path` is the router's, without the base path. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl}${path.replace(/(.)\/+$/, "$1")}`;
}

/** Open Graph's names of the site's languages, as spoken in India. */
const OG_LOCALES = { en: "en_IN", gu: "gu_IN", hi: "hi_IN" } as const;

/**
 * Title, description, canonical link, the page in the other languages
 * (hreflang), Open Graph and Twitter card tags, and JSON-LD for a page (the
 * business's own on every page).
 */
export function seoMeta(matches: Parameters<typeof siteDataOf>[0], pathname: string, page: PageSeo | undefined): MetaDescriptor[] {
  const site = siteDataOf(matches);
  if (!site || !page) return [];
  const url = pageUrl(site.siteUrl, pathname);
  const image = assetUrl(site.siteUrl, page.image.src);
  const locale = localeOfPath(pathname);
  return [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    ...alternatesOf(site.siteUrl, pathname).map(({ hreflang, href }) => ({ tagName: "link", rel: "alternate", hrefLang: hreflang, href })),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.business.name },
    { property: "og:locale", content: OG_LOCALES[locale] },
    ...LOCALES.filter((other) => other !== locale).map((other) => ({ property: "og:locale:alternate", content: OG_LOCALES[other] })),
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/jpeg" },
    { property: "og:image:width", content: String(page.image.width) },
    { property: "og:image:height", content: String(page.image.height) },
    { property: "og:image:alt", content: page.image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: page.image.alt },
    ...[storeJsonLd(site, site.siteUrl, assetUrl(site.siteUrl, shareCardPath("home"))), ...(page.jsonLd ?? [])].map((data) => ({ "script:ld+json": data })),
  ];
}
