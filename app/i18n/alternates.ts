import { BASE_LOCALE, LOCALES, basePathOf, localizePath, type Locale } from "#app/i18n/languages.ts";

/**
 * A page's public address: the site's address and the page's path, with no
 * trailing slash but on a home page (`https://…/`, `https://…/gu/`), as the
 * site links to them.
 */
export function pageUrl(siteUrl: string, pathname: string): string {
  const english = basePathOf(pathname);
  const path = english === "/" ? pathname.replace(/\/*$/, "/") : pathname.replace(/\/+$/, "");
  return `${siteUrl}${path}`;
}

export interface Alternate {
  /** "en", "gu", "hi", or "x-default" (the page for a language the site does not have: English). */
  hreflang: Locale | "x-default";
  href: string;
}

/** The same page in each language, and the default, for hreflang links and the sitemap. */
export function alternatesOf(siteUrl: string, pathname: string): Alternate[] {
  const url = (locale: Locale) => pageUrl(siteUrl, localizePath(pathname, locale));
  return [...LOCALES.map((locale) => ({ hreflang: locale, href: url(locale) })), { hreflang: "x-default" as const, href: url(BASE_LOCALE) }];
}
