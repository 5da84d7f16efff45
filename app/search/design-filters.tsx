import { useCallback, useId, useMemo, useRef, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { isFiltered } from "#app/content/catalogue-pages.ts";
import type { DesignsFile, FoundDesign } from "#app/content/designs-file.ts";
import { bandOf, chosenCount as countChosen, chosenOf, filterCounts, withChoice, withoutFilters, type Chosen, type FilterName } from "#app/search/filters.ts";
import { useExtraWords } from "#app/i18n/use-extra-words.ts";
import { useMediaQuery } from "#app/utils/use-media-query.ts";
import { FilterPanel } from "#app/search/filter-panel.tsx";
import { Icon } from "#app/components/icon.tsx";
import "#app/search/design-filters.css";

interface DesignFiltersProps {
  /** The designs the filters choose among (a collection's, an occasion's, or search's results); undefined until they have arrived. */
  designs?: FoundDesign[];
  /** The language's designs file, for the vocabulary's labels and the price bands; undefined until it has arrived. */
  file?: DesignsFile;
  /** Whether the panel is open (on a wide screen, in the page), and what opening or closing it, or the sheet, does. A phone's sheet opens only when asked. */
  open: boolean;
  onToggle: (open: boolean) => void;
}

/** Where the filters open as a sheet over the grid rather than in the page: a phone's width, where the panel would be taller than the screen. */
export const SHEET_SCREEN = "(max-width: 767.98px)";

/**
 * The filters, folded behind a button. On a wide screen they open in the page, above the grid; on a
 * phone, as a sheet over it (a modal dialog), whose foot shows how many designs the choice shows and
 * takes the visitor back to them, where she was, with the keyboard on the button that opened it.
 * The choice is the address's: each change is a step of its history, and Clear takes every filter
 * away, even one written wrongly (?price=cheap) that chooses nothing.
 */
export function DesignFilters({ designs, file, open, onToggle }: DesignFiltersProps) {
  const [params, setParams] = useSearchParams();
  const inAddress = useMemo(() => chosenOf(params), [params]);
  const filtered = isFiltered(params);
  const onClear = () => setParams(withoutFilters(params), { preventScrollReset: true, flushSync: true });
  // A choice shows at once, while the address follows (the router takes a moment): until the address moves, by it or by Back.
  const { key } = useLocation();
  const [pending, setPending] = useState<{ key: string; chosen: Chosen }>();
  // Once the address has moved, the choice is its own: forgotten, so that Back to this entry shows what the address says.
  if (pending && pending.key !== key) setPending(undefined);
  const chosen = pending?.key === key ? pending.chosen : inAddress;
  // The same while the choice is, so that the panel is not drawn again as the sheet opens or closes.
  const choose = useCallback(
    (name: FilterName | "price", values: string[]) => {
      setPending({
        key,
        chosen: name === "price" ? { ...chosen, price: bandOf(values[0] ?? null) } : { ...chosen, values: { ...chosen.values, [name]: values } },
      });
      setParams(withChoice(params, name, values), { preventScrollReset: true, flushSync: true });
    },
    [key, chosen, params, setParams],
  );
  const w = useExtraWords();
  const id = useId();
  const headingId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const sheet = useRef<HTMLDialogElement>(null);
  const narrow = useMediaQuery(SHEET_SCREEN);
  const [sheetOpen, setSheetOpen] = useState(false);
  // A sheet stays one while open, even if the phone is turned and the screen grows.
  const inSheet = narrow || sheetOpen;
  const chosenCount = countChosen(chosen);
  const counts = useMemo(() => designs && filterCounts(designs, chosen), [designs, chosen]);
  const anyChosen = chosenCount > 0 || filtered;

  const panel = <FilterPanel id={id} counts={counts} file={file} chosen={chosen} choose={choose} hidden={!inSheet && !open} />;
  return (
    <div className="design-filters">
      <div className="design-filters__bar">
        <button
          type="button"
          ref={toggle}
          className="button button--quiet design-filters__toggle"
          aria-expanded={inSheet ? sheetOpen : open}
          aria-controls={id}
          aria-haspopup={inSheet ? "dialog" : undefined}
          onClick={() => {
            if (!inSheet) return onToggle(!open);
            sheet.current?.showModal();
            setSheetOpen(true);
            // Told, so that what the sheet shows downloads (a catalogue's designs file is asked for as its filters open).
            onToggle(true);
          }}
        >
          {w.filters_toggle({})}
          {chosenCount > 0 && " "}
          {chosenCount > 0 && <span className="design-filters__chosen">{w.filters_chosen({ count: chosenCount })}</span>}
        </button>
        {anyChosen && (
          <button type="button" className="button button--quiet" onClick={onClear}>
            {w.filters_clear({})}
          </button>
        )}
      </div>
      {!inSheet && panel}
      <dialog
        ref={sheet}
        className="design-filters__sheet"
        aria-labelledby={headingId}
        onClose={() => {
          setSheetOpen(false);
          onToggle(false);
          // Back on the button that opened the sheet; the page scrolls only if the grid, grown shorter, has left it out of sight.
          toggle.current?.focus();
        }}
      >
        {inSheet && (
          <>
            <div className="design-filters__sheet-head">
              <h2 id={headingId}>{w.filters_label({})}</h2>
              <button type="button" className="design-filters__close" onClick={() => sheet.current?.close()}>
                <Icon name="close" />
                <span className="visually-hidden">{w.filters_close({})}</span>
              </button>
            </div>
            <div className="design-filters__sheet-body">{panel}</div>
            {/* The count is read out as it changes, as the grid's own count is, which the sheet hides. */}
            <div className="design-filters__sheet-foot" aria-live="polite">
              <button type="button" className="button" onClick={() => sheet.current?.close()}>
                {counts ? w.filters_show({ count: counts.shown }) : w.filters_loading({})}
              </button>
              <button type="button" className="button button--quiet" disabled={!anyChosen} onClick={onClear}>
                {w.filters_clear({})}
              </button>
            </div>
          </>
        )}
      </dialog>
    </div>
  );
}
