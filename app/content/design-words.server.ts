/**
 * A design's facts in words, in each language, as the build writes them into its pages: the
 * pages show these texts, and no visitor's browser formats a price to show the page. (Their
 * own phrasing is app/i18n/format.ts's; the shortlist and the messages to the shop use it in
 * the browser, for what the visitor adds.)
 */
import type { Locale } from "#app/i18n/languages.ts";
import { daysText, formatList, formatRupees, priceText } from "#app/i18n/format.ts";
import type { Words } from "#app/i18n/words.tsx";
import * as en from "#app/paraglide/messages/en.js";
import * as gu from "#app/paraglide/messages/gu.js";
import * as hi from "#app/paraglide/messages/hi.js";
import type { Days, DesignFacts, FactRow, Price } from "#app/content/design-facts.ts";

/** Each language's interface words, for the build. */
const WORDS: Record<Locale, Words> = { en, gu, hi };

/** A design's price and making time as numbers and in `locale`'s words ("From ₹2,500", "12–18 days"): what its card shows. */
export function cardFacts(price: Price | undefined, days: Days | undefined, locale: Locale) {
  return {
    ...(price ? { price, priceText: priceText(price, locale, WORDS[locale]) } : {}),
    ...(days ? { days, daysText: daysText(days, locale, WORDS[locale]) } : {}),
  };
}

/** A design's price, making time, fabric, work and occasions, each named; undefined for a design that gives none. */
export function factRows(price: Price | undefined, facts: DesignFacts | undefined, locale: Locale): FactRow[] | undefined {
  const m = WORDS[locale];
  const rows: FactRow[] = [];
  if (price) rows.push([m.fact_price({}), priceText(price, locale, m)]);
  if (facts?.days) rows.push([m.fact_days({}), daysText(facts.days, locale, m)]);
  if (facts?.fabric) rows.push([m.fact_fabric({}), facts.fabric]);
  if (facts?.work) rows.push([m.fact_work({}), formatList(facts.work, locale)]);
  if (facts?.occasions) rows.push([m.fact_occasions({}), formatList(facts.occasions, locale)]);
  return rows.length > 0 ? rows : undefined;
}

/** Under a catalogue's heading: "Designs from ₹1,800 to ₹12,000. Made in 10–21 days."; undefined where its designs give neither. */
export function spanLine({ price, days }: { price?: Price; days?: Days }, locale: Locale): string | undefined {
  const m = WORDS[locale];
  const prices =
    price &&
    (price.to === undefined
      ? m.catalogue_price_from({ price: formatRupees(price.from, locale) })
      : m.catalogue_price_range({ from: formatRupees(price.from, locale), to: formatRupees(price.to, locale) }));
  const making = days && m.catalogue_days({ days: daysText(days, locale, m) });
  return [prices, making].filter(Boolean).join(" ") || undefined;
}
