import { pagePaths } from "../content/read-content";
import { siteUrl } from "../content/site-url";
import { escapeXml } from "../utils/escape-xml";


// /sitemap.xml: every page of the site, at its public address. Data files are not pages.
export function loader() {
  const urls = pagePaths().map((path) => `  <url><loc>${escapeXml(`${siteUrl()}${path === "/" ? "/" : path}`)}</loc></url>`);
  return new Response(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`, {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
