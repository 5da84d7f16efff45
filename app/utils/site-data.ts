import { useRouteLoaderData } from "react-router";
import type { Locale } from "../i18n/languages";
import { pick } from "../content/translatable";
import type { Content } from "../content/schema";
import { m } from "../paraglide/messages.js";

/**
 * What every page needs of the site, in the page's language: the root route's data, fixed when
 * the site is built. It runs in the build only, so the words of every language it reads
 * (app/paraglide/messages.js) never reach a page's script.
 */
export function siteData({ site }: Content, locale: Locale, siteUrl: string, { notFoundPage = false } = {}) {
  const { sections, homePreviews, business, contact, notFound } = site;
  return {
    siteUrl,
    business: { ...business, description: pick(business.description, locale) },
    contact: { ...contact, address: pick(contact.address, locale) },
    contactHeading: pick(sections.contact.heading, locale),
    contactIntro: pick(site.wording.contactIntro, locale),
    notFound: { heading: pick(notFound.heading, locale), text: pick(notFound.text, locale), description: pick(notFound.description, locale) },
    // Whether this is the not-found page, which hosts serve at any address the site does not have (app/components/not-found.tsx).
    notFoundPage,
    // The titles of the pages that have none of their own (app/root.tsx).
    titles: { notFound: m.not_found_title({}, { locale }), error: m.error_title({}, { locale }) },
    nav: [
      { id: "about", label: pick(sections.about.navLabel, locale) },
      { id: "collections", label: pick(sections.collections.navLabel, locale) },
      ...homePreviews.map((preview) => ({ id: preview.collection, label: pick(preview.navLabel, locale) })),
      { id: "contact", label: pick(sections.contact.navLabel, locale) },
    ],
  };
}

export type SiteData = ReturnType<typeof siteData>;

/** The site's data, for any component; undefined only where a page broke before the root loaded. */
export function useSiteData(): SiteData | undefined {
  return useRouteLoaderData("root") as SiteData | undefined;
}

interface MetaMatch {
  id: string;
  loaderData?: unknown;
}

/** The same data in a route's `meta`, which runs outside React, from the matched routes. */
export function siteDataOf(matches: readonly (MetaMatch | undefined)[]): SiteData | undefined {
  return matches.find((match) => match?.id === "root")?.loaderData as SiteData | undefined;
}

/** The shop's contact details, in the page's language. */
export type Contact = SiteData["contact"];
