import { useRef, useState } from "react";
import { useLocale } from "#app/i18n/locale.ts";
import { useWords } from "#app/i18n/words.tsx";
import type { SiteData } from "#app/content/site-data.ts";
import { useHydrated } from "#app/utils/use-hydrated.tsx";
import { useNearView } from "#app/utils/use-near-view.ts";
import { onDemand } from "#app/components/on-demand.tsx";

const OpenNow = onDemand(() => import("#app/visit/open-now.tsx"));
const FittingRequest = onDemand(() => import("#app/visit/fitting-request.tsx"));

interface ShopHoursProps {
  hours: NonNullable<SiteData["hours"]>;
  business: string;
  whatsapp: string;
}

/**
 * The shop's opening hours as the build lists them, the days it closes next, and, with the page's
 * script, whether it is open now (in India's time), which downloads as the visitor nears the contact
 * section, and a fitting to ask for, which downloads when she opens it.
 */
export function ShopHours({ hours, business, whatsapp }: ShopHoursProps) {
  const m = useWords();
  const locale = useLocale();
  const hydrated = useHydrated();
  const block = useRef<HTMLDivElement>(null);
  const near = useNearView(block);
  const [fitting, setFitting] = useState(false);
  return (
    <div className="shop-hours" ref={block}>
      <h3>{m.contact_hours_heading({})}</h3>
      <dl className="shop-hours__week">
        {[...hours.lines, ...hours.closedDays.slice(0, 3)].map(({ days, hours: text }) => (
          <div key={days}>
            <dt>{days}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
      <p className="shop-hours__now" aria-live="polite">
        {hydrated && near && <OpenNow hours={hours} locale={locale} />}
      </p>
      {/* With the page's script only: its room is kept from the start, so nothing moves. */}
      <div className="shop-hours__fitting">
        {hydrated && (
          <details onToggle={(event) => event.currentTarget.open && setFitting(true)}>
            <summary>{m.contact_fitting({})}</summary>
            {fitting && <FittingRequest hours={hours} business={business} whatsapp={whatsapp} locale={locale} />}
          </details>
        )}
      </div>
    </div>
  );
}
