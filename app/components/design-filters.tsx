import { useId, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { isFiltered } from "../content/catalogue-pages";
import type { DesignsFile, FoundDesign } from "../search/designs";
import { bandOf, bandText, chosenCount as countChosen, chosenOf, FILTER_NAMES, FILTERS, filterCounts, withChoice, withoutFilters, type Chosen, type FilterName } from "../search/filters";
import { extraWords } from "../i18n/extra-words";
import { useLocale } from "../i18n/locale";
import "./design-filters.css";

interface DesignFiltersProps {
  /** The designs the filters choose among (a collection's, or search's results); undefined until they have arrived. */
  designs?: FoundDesign[];
  /** The language's designs file, for the vocabulary's labels and the price bands; undefined until it has arrived. */
  file?: DesignsFile;
  /** Whether the panel is open, and what opening or closing it does. */
  open: boolean;
  onToggle: (open: boolean) => void;
}

const TITLES = { occasion: "filter_occasion", fabric: "filter_fabric", work: "filter_work", colour: "filter_colour" } as const;

/**
 * The filters, folded behind a button: each a group of check boxes (a radio group for the price),
 * each value with the number of designs choosing it would show, counted with the other filters
 * as they are. A value no design has is left out, unless it is chosen (an address may name it).
 * The choice is the address's: each change is a step of its history, and Clear takes every filter
 * away, even one written wrongly (?price=cheap) that chooses nothing.
 */
export function DesignFilters({ designs, file, open, onToggle }: DesignFiltersProps) {
  const [params, setParams] = useSearchParams();
  const inAddress = chosenOf(params);
  const filtered = isFiltered(params);
  const terms = file?.terms;
  const bands = file?.bands ?? [];
  const onChoose = (name: FilterName | "price", values: string[]) => setParams(withChoice(params, name, values), { preventScrollReset: true, flushSync: true });
  const onClear = () => setParams(withoutFilters(params), { preventScrollReset: true, flushSync: true });
  // A choice shows at once, while the address follows (the router takes a moment): until the address moves, by it or by Back.
  const { key } = useLocation();
  const [pending, setPending] = useState<{ key: string; chosen: Chosen }>();
  // Once the address has moved, the choice is its own: forgotten, so that Back to this entry shows what the address says.
  if (pending && pending.key !== key) setPending(undefined);
  const chosen = pending?.key === key ? pending.chosen : inAddress;
  const choose = (name: FilterName | "price", values: string[]) => {
    setPending({ key, chosen: name === "price" ? { ...chosen, price: bandOf(values[0] ?? null) } : { ...chosen, values: { ...chosen.values, [name]: values } } });
    onChoose(name, values);
  };
  const locale = useLocale();
  const w = extraWords(locale);
  const id = useId();
  const chosenCount = countChosen(chosen);
  const counts = designs && filterCounts(designs, chosen);
  const chosenBand = chosen.price && bandText(chosen.price);
  return (
    <div className="design-filters">
      <div className="design-filters__bar">
        <button type="button" className="button button--quiet design-filters__toggle" aria-expanded={open} aria-controls={id} onClick={() => onToggle(!open)}>
          {w.filters_toggle({})}
          {chosenCount > 0 && " "}
          {chosenCount > 0 && <span className="design-filters__chosen">{w.filters_chosen({ count: chosenCount })}</span>}
        </button>
        {(chosenCount > 0 || filtered) && (
          <button type="button" className="button button--quiet" onClick={onClear}>
            {w.filters_clear({})}
          </button>
        )}
      </div>
      <form id={id} className="design-filters__panel" aria-label={w.filters_label({})} hidden={!open} onSubmit={(event) => event.preventDefault()}>
        {!counts ? (
          <p>{w.filters_loading({})}</p>
        ) : (
          <>
            {FILTER_NAMES.map((name) => {
              const shown = (terms?.[FILTERS[name].list] ?? []).filter(([value]) => (counts.values[name].get(value) ?? 0) > 0 || chosen.values[name].includes(value));
              if (shown.length === 0) return null;
              return (
                <fieldset key={name} className="design-filters__group">
                  <legend>{w[TITLES[name]]({})}</legend>
                  {shown.map(([value, label]) => {
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
                        <span>{label}</span>{" "}
                        <span className="design-filters__count">{w.filter_count({ count: counts.values[name].get(value) ?? 0 })}</span>
                      </label>
                    );
                  })}
                </fieldset>
              );
            })}
            <fieldset className="design-filters__group">
              <legend>{w.filter_price({})}</legend>
              <label className="design-filters__choice">
                <input type="radio" name="price" value="" checked={!chosen.price} onChange={() => choose("price", [])} />
                <span>{w.filter_price_any({})}</span>{" "}
                <span className="design-filters__count">{w.filter_count({ count: counts.any })}</span>
              </label>
              {/* A band the address names that the filters do not offer (price=0-4000) applies, and Clear undoes it. */}
              {bands.map(([value, label]) => {
                const band = bandOf(value);
                const count = band ? counts.price(band) : 0;
                if (count === 0 && value !== chosenBand) return null;
                return (
                  <label key={value} className="design-filters__choice">
                    <input type="radio" name="price" value={value} checked={value === chosenBand} onChange={() => choose("price", [value])} />
                    <span>{label}</span>{" "}
                    <span className="design-filters__count">{w.filter_count({ count })}</span>
                  </label>
                );
              })}
            </fieldset>
          </>
        )}
      </form>
    </div>
  );
}
