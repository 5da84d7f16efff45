/** The site's public address, for absolute links: SITE_URL when the site is built. */
export function siteUrl(): string {
  return (process.env.SITE_URL ?? "http://localhost:4173").replace(/\/+$/, "");
}
