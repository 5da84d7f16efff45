/**
 * The site's languages. English is at the site's own addresses (/kediya);
 * each other language has the same pages under its prefix (/gu/kediya).
 */
export const LOCALES = ["en", "gu", "hi"] as const;
export type Locale = (typeof LOCALES)[number];
export const BASE_LOCALE: Locale = "en";

/** Each language named in itself, as the language switcher offers it. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", gu: "ગુજરાતી", hi: "हिन्दी" };

/** The languages with a prefix of their own. */
export const PREFIXED_LOCALES = LOCALES.filter((locale) => locale !== BASE_LOCALE);

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

/** The language of an address inside the site (without its base path): `/gu/kediya` is Gujarati, `/kediya` English. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split("/")[1];
  return isLocale(first) && first !== BASE_LOCALE ? first : BASE_LOCALE;
}

/**
 * Where each language's not-found page is rendered (/404/not/found, /gu/404/not/found): an address
 * only the not-found route has (a shorter one could be a collection's page); a plain
 * constant here, so that the pages' own code can name it without the build's content reader. pipeline/after-build.ts
 * makes it the 404.html hosts answer with (/404.html, /gu/404.html).
 */
export const NOT_FOUND_PATH = "/404/not/found";

/** The address in English: `/gu/kediya` → `/kediya`, `/gu/` and `/gu` → `/`. */
export function basePathOf(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === BASE_LOCALE) return pathname;
  const rest = pathname.slice(locale.length + 1);
  return rest === "" ? "/" : rest;
}

/** The same page in `locale`: `/kediya` → `/gu/kediya`, `/` → `/gu/`. Any language's address may be given. */
export function localizePath(pathname: string, locale: Locale): string {
  const path = basePathOf(pathname);
  if (locale === BASE_LOCALE) return path;
  return `/${locale}${path}`;
}

/** The address of a request inside the site: without the base path (`/shop/gu/kediya` → `/gu/kediya`). */
export function sitePathOf(url: URL): string {
  return url.pathname.slice(import.meta.env.BASE_URL.length - 1);
}

/**
 * Whether a loader renders the not-found page (/404/not/found, /gu/404/not/found). The build asks
 * for a page's HTML at its address with a slash after it, and runs its loaders again there when
 * its data is too large to pass along: the slash is no part of the address.
 */
export const isNotFoundPage = (url: URL): boolean => basePathOf(sitePathOf(url)).replace(/(.)\/$/, "$1") === NOT_FOUND_PATH;

/** The language a loader renders in, from the address it renders. */
export const localeOfUrl = (url: URL): Locale => localeOfPath(sitePathOf(url));
