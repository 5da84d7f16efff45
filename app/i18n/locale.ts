import { useLocation } from "react-router";
import { localeOfPath, localizePath, type Locale } from "#app/i18n/languages.ts";

// The languages themselves, without React, for the server and the build (app/i18n/languages.ts).
export * from "#app/i18n/languages.ts";

/** The language of the page on show: its route's, from the address (`/gu/…` is Gujarati). */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/** A site address (`/kediya/photo/3`) in the page's language (`/gu/kediya/photo/3` on a Gujarati page). */
export function useLocalPath(): (path: string) => string {
  const locale = useLocale();
  return (path: string) => localizePath(path, locale);
}
