import { siteUrl } from "../content/site-url";

// /robots.txt: every page may be indexed; the sitemap lists them.
export function loader() {
  return new Response(`User-agent: *\nAllow: /\n\nSitemap: ${siteUrl()}/sitemap.xml\n`, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
