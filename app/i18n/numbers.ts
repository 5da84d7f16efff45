/**
 * Numbers as every language of the site writes them: Western digits with Indian grouping
 * (1,25,000), as docs/decisions/012-digits.md explains. The formats are made when first needed,
 * once per language and kind: making one takes a slow phone a few milliseconds.
 */
import type { Locale } from "#app/i18n/languages.ts";

const formats = new Map<string, Intl.NumberFormat | Intl.ListFormat | Intl.DateTimeFormat>();

/** The format `key`, made by `make` the first time it is asked for. */
export function madeOnce<T extends Intl.NumberFormat | Intl.ListFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = formats.get(key) as T | undefined;
  if (!format) formats.set(key, (format = make()));
  return format;
}

/** The language's tag for `Intl`: in India, with Western digits whatever the language's own. */
export const intlTag = (locale: Locale) => `${locale}-IN-u-nu-latn`;

/** 125000 as 1,25,000. */
export const formatNumber = (value: number, locale: Locale): string => madeOnce(`number ${locale}`, () => new Intl.NumberFormat(intlTag(locale))).format(value);
