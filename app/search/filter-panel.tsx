import { memo, useEffect, useRef } from "react";
import type { DesignsFile } from "#app/content/designs-file.ts";
import { bandText, FILTER_NAMES, offeredBands, offeredValues, termsOf, type Chosen, type FilterCounts, type FilterName } from "#app/search/filters.ts";
import { useExtraWords } from "#app/i18n/use-extra-words.ts";
import { warmRupeeFace } from "#app/utils/warm-rupee-face.ts";

interface FilterPanelProps {
  /** The form's id, which the filters' button controls. */
  id: string;
  /** What choosing each value would show; undefined until the designs have arrived. */
  counts?: FilterCounts;
  /** The language's designs file, for the values' labels and the price bands. */
  file?: DesignsFile;
  /** What is chosen now. */
  chosen: Chosen;
  /** Sets filter `name` to `values` (the price to the band `values[0]`, or none). */
  choose: (name: FilterName | "price", values: string[]) => void;
  /** Folded away (the inline panel, closed). */
  hidden?: boolean;
}

const TITLES = { collection: "filter_collection", occasion: "filter_occasion", fabric: "filter_fabric", work: "filter_work", colour: "filter_colour" } as const;

/**
 * The filters' choices: each filter a group of check boxes (a radio group for the price), each value
 * with the number of designs choosing it would show, counted with the other filters as they are. Only
 * the values that would change the grid are offered (app/search/filters.ts says which), and a group
 * with none is left out. Drawn again only when what it shows changes, not as the sheet around it opens.
 */
export const FilterPanel = memo(function FilterPanel({ id, counts, file, chosen, choose, hidden }: FilterPanelProps) {
  const w = useExtraWords();
  const form = useRef<HTMLFormElement>(null);
  // The price bands' rupee sign, at the panel's weight, is fetched as the page starts, before the panel
  // opens (with the designs it counts, often after): as the sheet opened, it held up the next tap.
  useEffect(() => {
    if (form.current) warmRupeeFace(form.current);
  }, []);
  const chosenBand = chosen.price && bandText(chosen.price);
  const bands = counts && file ? offeredBands(file.bands, counts, chosen) : [];
  return (
    <form ref={form} id={id} className="design-filters__panel" aria-label={w.filters_label({})} hidden={hidden} onSubmit={(event) => event.preventDefault()}>
      {!counts || !file ? (
        <p>{w.filters_loading({})}</p>
      ) : (
        <>
          {FILTER_NAMES.map((name) => {
            const shown = offeredValues(termsOf(file, name), counts, chosen, name);
            if (shown.length === 0) return null;
            return (
              <fieldset key={name} className="design-filters__group">
                <legend>{w[TITLES[name]]({})}</legend>
                {shown.map(({ value, label, count }) => {
                  const checked = chosen.values[name].includes(value);
                  return (
                    <label key={value} className="design-filters__choice">
                      <input
                        type="checkbox"
                        name={name}
                        value={value}
                        checked={checked}
                        onChange={() => choose(name, checked ? chosen.values[name].filter((other) => other !== value) : [...chosen.values[name], value])}
                      />
                      <span>{label}</span> <span className="design-filters__count">{w.filter_count({ count })}</span>
                    </label>
                  );
                })}
              </fieldset>
            );
          })}
          {/* A band the address names that the filters do not offer (price=0-4000) applies, and Clear undoes it. */}
          {(bands.length > 0 || chosen.price) && (
            <fieldset className="design-filters__group">
              <legend>{w.filter_price({})}</legend>
              <label className="design-filters__choice">
                <input type="radio" name="price" value="" checked={!chosen.price} onChange={() => choose("price", [])} />
                <span>{w.filter_price_any({})}</span> <span className="design-filters__count">{w.filter_count({ count: counts.any })}</span>
              </label>
              {bands.map(({ value, label, count }) => (
                <label key={value} className="design-filters__choice">
                  <input type="radio" name="price" value={value} checked={value === chosenBand} onChange={() => choose("price", [value])} />
                  <span>{label}</span> <span className="design-filters__count">{w.filter_count({ count })}</span>
                </label>
              ))}
            </fieldset>
          )}
        </>
      )}
    </form>
  );
});
