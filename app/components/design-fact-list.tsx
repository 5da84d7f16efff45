import type { DesignFacts, Price } from "../content/design-facts";
import { daysText, formatList, priceText } from "../i18n/format";
import { useLocale } from "../i18n/locale";
import { useWords } from "../i18n/words";
import "./design-fact-list.css";

interface DesignFactListProps {
  /** What the design costs, where the content says. */
  price?: Price;
  /** What it is and how long it takes, where the content says. */
  facts?: DesignFacts;
  /** "page" for a photo's page; "caption" for the lightbox's caption, on a dark ground and in less room. */
  place: "page" | "caption";
}

/**
 * A design's price, making time, fabric, work and occasions, each named, in the page's
 * language; nothing at all for a design whose content gives none of them.
 */
export function DesignFactList({ price, facts, place }: DesignFactListProps) {
  const m = useWords();
  const locale = useLocale();
  const rows: [string, string][] = [];
  if (price) rows.push([m.fact_price({}), priceText(price, locale, m)]);
  if (facts?.days) rows.push([m.fact_days({}), daysText(facts.days, locale, m)]);
  if (facts?.fabric) rows.push([m.fact_fabric({}), facts.fabric]);
  if (facts?.work) rows.push([m.fact_work({}), formatList(facts.work, locale)]);
  if (facts?.occasions) rows.push([m.fact_occasions({}), formatList(facts.occasions, locale)]);
  if (rows.length === 0) return null;
  return (
    <dl className={`design-facts design-facts--${place}`}>
      {rows.map(([term, value]) => (
        <div key={term} className="design-facts__row">
          <dt>{term}</dt>
          <dd suppressHydrationWarning>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
