import { useContext } from "react";
import { UNSAFE_LocationContext as LocationContext } from "react-router";
import { BASE_LOCALE, localizePath, pageLocale, type Locale } from "./languages.ts";

// The languages themselves, without React, for the server and the build (app/i18n/languages.ts).
export * from "./languages.ts";

/** The language of the page on show, from its address (English for a component shown outside the site's router). */
export function useLocale(): Locale {
  // The router's location as useLocation() gives it, without its throw where there is no router.
  const pathname = (useContext(LocationContext) as { location?: { pathname: string } } | null)?.location?.pathname;
  return pathname === undefined ? BASE_LOCALE : pageLocale(pathname);
}

/** A site address (`/kediya/photo/3`) in the page's language (`/gu/kediya/photo/3` on a Gujarati page). */
export function useLocalPath(): (path: string) => string {
  const locale = useLocale();
  return (path: string) => localizePath(path, locale);
}
