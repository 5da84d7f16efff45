import { EDITOR_FOLDER } from "#app/content/content-paths.ts";
import { basePath, siteUrl } from "#app/content/site-url.ts";

// /robots.txt: every page may be indexed, and the sitemap lists them; the owner's editor is no page of the site.
export function loader() {
  return new Response(`User-agent: *\nAllow: /\nDisallow: ${basePath()}${EDITOR_FOLDER}/\n\nSitemap: ${siteUrl()}/sitemap.xml\n`, {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
