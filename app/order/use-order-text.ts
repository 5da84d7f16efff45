import { photoPath } from "#app/content/catalogue-pages.ts";
import { formatDate } from "#app/i18n/dates.ts";
import { formatRupees, priceText } from "#app/i18n/format.ts";
import { useLocale, useLocalPath } from "#app/i18n/locale.ts";
import { useWords } from "#app/i18n/words.tsx";
import { absoluteUrl } from "#app/content/seo.ts";
import { useSiteData } from "#app/content/site-data.ts";
import { formatLength } from "#app/order/measures.ts";
import type { OrderDraft } from "#app/order/order-draft.ts";
import { orderMessage } from "#app/order/order-message.ts";
import { useOrderWords } from "#app/order/order-words.ts";
import type { Measuring } from "#app/order/use-measures.ts";
import type { DesignOnOrder } from "#app/order/use-order-designs.ts";

interface OrderText {
  draft: OrderDraft;
  entries: DesignOnOrder[];
  occasions: [value: string, label: string][];
  /** The measurements typed. */
  measuring: Pick<Measuring, "given" | "unitShort">;
  /** The budget as read: rupees, null when empty, NaN when not a budget. */
  budget: number | null;
  /** Whether the order asks how the measurements will come (designs that take some, or one of her own). */
  asksWay: boolean;
}

/**
 * The order as the text it is sent as (./order-message.ts), in the page's language: each design
 * with its price and its page's address, and what the form holds. One by e-mail goes with its
 * reference.
 */
export function useOrderText({ draft, entries, occasions, measuring, budget, asksWay }: OrderText): (reference?: string) => string {
  const locale = useLocale();
  const w = useOrderWords();
  const m = useWords();
  const site = useSiteData();
  const localPath = useLocalPath();
  return (reference) =>
    orderMessage(
      {
        business: site?.business.name ?? "",
        // A design the catalogue no longer has would send a link to nothing.
        designs: entries
          .filter(({ state }) => state !== "missing")
          .map(({ design, collection, photo }) => ({
            title: photo?.title ?? `${design.slug} ${design.number}`,
            collection: collection ?? design.slug,
            price: photo?.price && priceText(photo.price, locale, m),
            url: absoluteUrl(site?.siteUrl ?? window.location.origin, localPath(photoPath(design.slug, design.number))),
          })),
        person: draft.person,
        occasion: occasions.find(([value]) => value === draft.occasion)?.[1],
        date: draft.date ? formatDate(draft.date, locale) : undefined,
        budget: typeof budget === "number" && !Number.isNaN(budget) ? formatRupees(budget, locale) : undefined,
        fabric: draft.fabric,
        colour: draft.colour,
        // Only the way she chose: an order whose designs need no measurements names none.
        way: asksWay && draft.way ? draft.way : undefined,
        unit: measuring.unitShort(draft.unit),
        measures: measuring.given.map(({ measure, microns }) => ({ label: measure.label, value: formatLength(microns, draft.unit) })),
        notes: draft.notes,
        name: draft.name,
        answer: draft.answer,
        phone: draft.phone,
        email: draft.email,
        reference,
      },
      w,
    );
}
