import { Link } from "react-router";
import { Icon } from "#app/components/icon.tsx";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { photoPath } from "#app/content/catalogue-pages.ts";
import { daysText, priceText } from "#app/i18n/format.ts";
import { useLocale, useLocalPath } from "#app/i18n/locale.ts";
import { useWords } from "#app/i18n/words.tsx";
import { useOrderWords } from "#app/order/order-words.ts";
import type { DesignOnOrder } from "#app/order/use-order-designs.ts";
import { KeptPrice } from "#app/components/kept-price.tsx";

/** A design of the order: its picture, title, collection, price and making time, and a way to take it off. */
export function OrderDesign({ entry, onRemove }: { entry: DesignOnOrder; onRemove: () => void }) {
  const locale = useLocale();
  const w = useOrderWords();
  const m = useWords();
  const localPath = useLocalPath();
  const { design, collection, state, photo } = entry;
  const name = collection ?? design.slug;
  const number = String(design.number);
  const title = photo?.title ?? `${name} ${number}`;
  return (
    <li className="order-design" data-state={state}>
      {/* The title beside it is the link to the design's page. */}
      <span className="order-design__picture">{photo && <ResponsiveImage picture={photo.thumb} alt="" sizes="72px" />}</span>
      <div className="order-design__text">
        {photo ? (
          <>
            <Link to={localPath(photoPath(design.slug, design.number))} lang={photo.titleLang}>
              {photo.title}
            </Link>
            <span>
              {name}
              {photo.price && (
                <>
                  {" · "}
                  <KeptPrice className="order-design__price" text={priceText(photo.price, locale, m)} />
                </>
              )}
            </span>
            {photo.days && <span>{daysText(photo.days, locale, m)}</span>}
          </>
        ) : (
          <span>
            {state === "loading"
              ? w.order_design_loading({ number, collection: name })
              : state === "failed"
                ? w.order_design_failed({ number, collection: name })
                : w.order_design_missing({ number, collection: name })}
          </span>
        )}
      </div>
      <button type="button" className="order-design__remove" onClick={onRemove}>
        <Icon name="close" />
        <span className="visually-hidden">{w.order_remove_design({ title })}</span>
      </button>
    </li>
  );
}
