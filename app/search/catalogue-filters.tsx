import { useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { useExtraWords } from "#app/i18n/use-extra-words.ts";
import { useLocale } from "#app/i18n/locale.ts";
import { useWords } from "#app/i18n/words.tsx";
import { isFiltered } from "#app/content/catalogue-pages.ts";
import { chosenOf, filterQuery, matches } from "#app/search/filters.ts";
import { loadSearchFile, useSearchFile } from "#app/content/search-files.ts";
import { DesignFilters } from "#app/search/design-filters.tsx";
import { FoundGrid } from "#app/search/found-grid.tsx";

interface CatalogueFiltersProps {
  /** Whose designs the filters choose among: a collection's (its slug, `kediya`), or an occasion's, from every collection (its value, `navratri`). */
  of: { slug: string } | { occasion: string };
  /** The page's heading, which names the grid. */
  heading: string;
}

/**
 * A catalogue's or an occasion's filters and, while the address filters it, the designs they choose,
 * from all its pages, in place of the page's own grid. The language's designs file downloads when
 * the visitor opens the filters, or arrives at a filtered address. Each design links to its page
 * with the filters (and the occasion), where the lightbox pages through the same designs.
 */
export default function CatalogueFilters({ of, heading }: CatalogueFiltersProps) {
  const locale = useLocale();
  const w = useExtraWords();
  const m = useWords();
  const [params] = useSearchParams();
  // As the page has it: where the address names a filter, even one written wrongly, its own grid gives way to this one.
  const filtering = isFiltered(params);
  const [open, setOpen] = useState(false);
  const file = useSearchFile("designs", locale);

  useEffect(() => {
    if (open || filtering) loadSearchFile("designs", locale);
  }, [open, filtering, locale]);

  const data = file?.status === "loaded" ? file.data : undefined;
  const slug = "slug" in of ? of.slug : undefined;
  const occasion = "occasion" in of ? of.occasion : undefined;
  const designs = useMemo(
    () => data?.designs.filter((design) => (slug ? design.slug === slug : design.occasions?.includes(occasion ?? ""))),
    [data, slug, occasion],
  );
  const shown = useMemo(() => designs?.filter((design) => matches(design, chosenOf(params))), [designs, params]);

  return (
    <>
      <DesignFilters designs={designs} file={data} open={open} onToggle={setOpen} />
      {/* There from the start, so that the first filter's count is announced. */}
      <p className="catalogue__status" role="status">
        {!filtering
          ? ""
          : file?.status === "failed"
            ? w.filters_failed({})
            : !shown || !designs
              ? w.filters_loading({})
              : shown.length === 0
                ? w.filters_none({})
                : w.filters_showing({ count: shown.length, total: designs.length })}
      </p>
      {filtering && (
        <>
          {file?.status === "failed" && (
            <p>
              <button type="button" className="button" onClick={() => loadSearchFile("designs", locale)}>
                {w.search_retry({})}
              </button>
            </p>
          )}
          {shown && shown.length > 0 && data && (
            <FoundGrid
              designs={shown}
              label={m.catalogue_grid_label({ heading })}
              collection={(one) => data.collections[one] ?? ""}
              query={filterQuery(params, occasion)}
            />
          )}
        </>
      )}
    </>
  );
}
