import { Link } from "react-router";
import type { OrderedDesign } from "#app/content/catalogue-pages.ts";
import { useLocalPath } from "#app/i18n/locale.ts";
import { useOrderWords } from "#app/order/order-words.ts";
import { fieldAttributes, FieldNote, RequiredMark } from "#app/components/form-parts.tsx";
import { useOrderForm } from "#app/order/order-context.ts";
import { OrderDesign } from "#app/order/order-design.tsx";
import type { DesignOnOrder } from "#app/order/use-order-designs.ts";

interface DesignsStepProps {
  /** The designs of the address; undefined in the prerendered page and while it hydrates, when the address is not read yet. */
  entries?: DesignOnOrder[];
  /** "Together from ₹10,300", where every design has a price and there are several. */
  together?: string;
  onRemove: (design: OrderedDesign) => void;
}

/**
 * The first step: the designs of the order, each with its price and making time, and what they
 * cost together. Its list has the room of three designs from the first paint, which the designs
 * of the address fill as the page's script reads it: nothing under it moves.
 */
export function DesignsStep({ entries, together, onRemove }: DesignsStepProps) {
  const { field, problemOf } = useOrderForm();
  const w = useOrderWords();
  const localPath = useLocalPath();
  return (
    <div className="order-designs">
      {entries?.length === 0 ? (
        <div className="order-designs__none">
          <p>
            {w.order_no_designs({})} <Link to={`${localPath("/")}#collections`}>{w.order_browse({})}</Link>
          </p>
          {/* An order names what it is for: with no design of the catalogue, one of her own in words. */}
          <div className="field">
            <label htmlFor="order-notes">
              {w.order_own_design({})}
              <RequiredMark word={w.order_required({})} />
            </label>
            <textarea
              {...field("notes")}
              rows={3}
              required
              {...fieldAttributes("order-notes", { hintId: "order-own-hint", problem: problemOf("order-notes") })}
            />
            <p className="field__hint" id="order-own-hint">
              {w.order_own_design_hint({})}
            </p>
            <FieldNote field="order-notes" kind="problem" text={problemOf("order-notes")} />
          </div>
        </div>
      ) : (
        <ul className="order-form__designs">
          {entries?.map((entry) => (
            <OrderDesign key={`${entry.design.slug}-${entry.design.number}`} entry={entry} onRemove={() => onRemove(entry.design)} />
          ))}
        </ul>
      )}
      <p className="order-designs__together">{together}</p>
    </div>
  );
}
