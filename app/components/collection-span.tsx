import type { Days, Price } from "../content/design-facts";
import { daysText, formatRupees } from "../i18n/format";
import { useLocale } from "../i18n/locale";
import { useWords } from "../i18n/words";

/**
 * Under a catalogue's heading, what its designs cost and take, from the cheapest and
 * quickest to the dearest and slowest: "Designs from ₹1,800 to ₹12,000. Made in 10–21 days."
 * Nothing where the content gives neither.
 */
export function CollectionSpan({ price, days }: { price?: Price; days?: Days }) {
  const m = useWords();
  const locale = useLocale();
  if (!price && !days) return null;
  const prices =
    price &&
    (price.to === undefined
      ? m.catalogue_price_from({ price: formatRupees(price.from, locale) })
      : m.catalogue_price_range({ from: formatRupees(price.from, locale), to: formatRupees(price.to, locale) }));
  const making = days && m.catalogue_days({ days: daysText(days, locale, m) });
  return <p className="catalogue__span" suppressHydrationWarning>{[prices, making].filter(Boolean).join(" ")}</p>;
}
