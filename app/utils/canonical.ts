interface MetaMatch {
  id: string;
  loaderData?: unknown;
}

/** The page's canonical <link>, from the site address the build was given (SITE_URL). */
export function canonicalLink(matches: readonly (MetaMatch | undefined)[], pathname: string) {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { siteUrl?: string } | undefined;
  // Prerendering sees "/kediya/"; the page's one address is "/kediya".
  const path = pathname.replace(/(.)\/+$/, "$1");
  return { tagName: "link", rel: "canonical", href: `${root?.siteUrl ?? ""}${path}` } as const;
}
