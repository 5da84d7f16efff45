import { useRouteLoaderData } from "react-router";
import type { Content } from "../content/schema";

/** What every page needs of the site: the root route's data, fixed when the site is built. */
export function siteData({ site }: Content, siteUrl: string) {
  const { sections, homePreviews } = site;
  return {
    siteUrl,
    business: site.business,
    contact: site.contact,
    contactHeading: sections.contact.heading,
    contactIntro: site.wording.contactIntro,
    notFound: site.notFound,
    nav: [
      { id: "about", label: sections.about.navLabel },
      { id: "collections", label: sections.collections.navLabel },
      ...homePreviews.map((preview) => ({ id: preview.collection, label: preview.navLabel })),
      { id: "contact", label: sections.contact.navLabel },
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
