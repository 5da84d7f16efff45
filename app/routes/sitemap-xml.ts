import { pagesInEveryLanguage } from "#app/routes/pages.ts";
import { alternatesOf, pageUrl } from "#app/i18n/alternates.ts";
import { siteUrl } from "#app/content/site-url.ts";
import { escapeXml } from "#app/utils/escape-xml.ts";

// /sitemap.xml: every page of the site in every language, at its public address, each with its
// versions in the other languages. Data files are not pages.
export function loader() {
  const site = siteUrl();
  const urls = pagesInEveryLanguage().map((path) => {
    const links = alternatesOf(site, path).map(({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`);
    return [`  <url>`, `    <loc>${escapeXml(pageUrl(site, path))}</loc>`, ...links, `  </url>`].join("\n");
  });
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`,
    { headers: { "Content-Type": "application/xml; charset=utf-8" } },
  );
}
