import { memo, useCallback, useEffect, useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { extraWords } from "#app/i18n/extra-words.ts";
import { useExtraWords } from "#app/i18n/use-extra-words.ts";
import { LANGUAGE_NAMES, localizePath, useLocale } from "#app/i18n/locale.ts";
import { chosenOf, matches } from "#app/search/filters.ts";
import { isFiltered } from "#app/content/catalogue-pages.ts";
import { loadIndex, scriptOf, searchIndex } from "#app/search/search.ts";
import { queryKey, type FoundCopy } from "#app/search/found-copy.ts";
import { loadSearchFile, useSearchFile } from "#app/content/search-files.ts";
import { withoutBidiControls } from "#app/utils/bidi.ts";
import { DesignFilters } from "#app/search/design-filters.tsx";
import { FoundGrid } from "#app/search/found-grid.tsx";
import { IsolatedWords } from "#app/components/isolated-words.tsx";
import { WaitingCards } from "#app/search/search-waiting.tsx";

/** Each language's index as read, kept for the visit: coming back to the results does not read it again. Undefined for a file that is no index. */
const indexes = new Map<string, ReturnType<typeof loadIndex> | undefined>();
function indexOf(text: string) {
  if (!indexes.has(text)) {
    try {
      indexes.set(text, loadIndex(text));
    } catch {
      indexes.set(text, undefined);
    }
  }
  return indexes.get(text);
}

/** The results' grid, drawn again only when what it shows changes: not as the filters' sheet over it opens or closes. */
const ResultsGrid = memo(FoundGrid);

/** What a visitor does that says she is about to search again, filter or see more. */
const ENGAGING = ["pointerdown", "keydown", "focusin", "scroll", "wheel"] as const;

/** How many of a search's words to suggest where it finds nothing. */
const SUGGESTIONS = 4;

interface SearchResultsProps {
  /** What the visitor has typed. */
  query: string;
  /** Told whether the results show designs (or wait for them), or show none: a query that finds nothing, an empty one, or search that could not load. */
  onShowsDesigns?: (shows: boolean) => void;
  /** The results the page was rendered with (/search/for/bandhani), shown for the queries they answer until the search files have come. */
  found?: FoundCopy;
}

/**
 * Search's results for `query` (what the visitor has typed): the designs it finds in the page's
 * language's index, narrowed by the filters in the address, with their number announced. Where
 * it finds nothing, it says so and suggests: the query in the language whose letters it is
 * typed in, and words of the index that are close to it. Where the page came with the results of
 * the query (`found`), they are shown as they came until the files have.
 */
export default function SearchResults({ query, onShowsDesigns, found }: SearchResultsProps) {
  const locale = useLocale();
  const w = useExtraWords();
  const [params] = useSearchParams();
  const designsFile = useSearchFile("designs", locale);
  const indexFile = useSearchFile("index", locale);
  const [open, setOpen] = useState(isFiltered(params));

  // The page's own results answer the query, unfiltered.
  const answers = found !== undefined && !isFiltered(params) && found.queries.includes(queryKey(query));
  // Where they do, the files wait until the visitor does something (touches, scrolls, types): reading
  // them is work the page's first screen does not need.
  const [engaged, setEngaged] = useState(found === undefined);
  useEffect(() => {
    if (engaged) return;
    const engage = () => setEngaged(true);
    for (const event of ENGAGING) window.addEventListener(event, engage, { once: true, passive: true, capture: true });
    return () => {
      for (const event of ENGAGING) window.removeEventListener(event, engage, { capture: true });
    };
  }, [engaged]);
  const wanted = engaged || !answers;
  useEffect(() => {
    if (!wanted) return;
    loadSearchFile("designs", locale);
    loadSearchFile("index", locale);
  }, [locale, wanted]);

  const data = designsFile?.status === "loaded" ? designsFile.data : undefined;
  const index = indexFile?.status === "loaded" ? indexOf(indexFile.data) : undefined;
  // The page's own results, until the files have come (or if they cannot), as they were found.
  const copy = answers && !(data && index) ? found : undefined;
  // An index that downloaded but cannot be read (a host's error page in its place) fails as a download does.
  const filesFailed = designsFile?.status === "failed" || indexFile?.status === "failed" || (indexFile?.status === "loaded" && !index);
  // (Where the page's own results stand in, they stay, with Try again for the rest: filters, "Show more".)
  const failed = !copy && filesFailed;
  // Direction controls are no part of a word: a query typed with one finds what the word finds.
  const trimmed = withoutBidiControls(query).trim();
  const hits = useMemo(
    () =>
      data && index && trimmed
        ? searchIndex(index, trimmed)
            .map((id) => data.designs[id])
            .filter(Boolean)
        : undefined,
    [data, index, trimmed],
  );
  const shown = useMemo(() => hits?.filter((design) => matches(design, chosenOf(params))), [hits, params]);
  const suggestions = useMemo(
    () =>
      index && hits?.length === 0
        ? index
            .autoSuggest(trimmed, { fuzzy: 0.3, prefix: true })
            .slice(0, SUGGESTIONS)
            .map(({ suggestion }) => suggestion)
        : [],
    [index, hits, trimmed],
  );
  const showsDesigns = trimmed !== "" && !failed && (copy !== undefined || !shown || shown.length > 0);
  useEffect(() => onShowsDesigns?.(showsDesigns), [onShowsDesigns, showsDesigns]);
  const script = scriptOf(trimmed);
  const otherLanguage = script && script !== locale ? script : undefined;
  const fileCollection = useCallback((slug: string) => data?.collections[slug] ?? "", [data]);
  const copyCollection = useCallback((slug: string) => found?.collections[slug] ?? "", [found]);
  // One grid for the page's own results and for the files', so that a card stays as it was drawn when they come.
  const grid = copy
    ? { designs: copy.designs, collection: copyCollection }
    : shown && shown.length > 0 && data
      ? { designs: shown, collection: fileCollection }
      : undefined;
  const searchPath = (language: typeof locale, text: string) => `${localizePath("/search", language)}?${new URLSearchParams({ q: text })}`;

  const status = !trimmed ? (
    w.search_start({})
  ) : failed ? (
    w.search_failed({})
  ) : copy ? (
    w.search_found({ count: copy.count })
  ) : !shown ? (
    w.search_loading({})
  ) : hits?.length === 0 ? (
    <IsolatedWords sentence={(query) => w.search_none({ query })} words={trimmed} />
  ) : shown.length === 0 ? (
    w.filters_none({})
  ) : (
    w.search_found({ count: shown.length })
  );

  return (
    <div className="search-results">
      {/*
        The status first, then what arrives: the line stays where the page drew it before the
        results came (app/routes/search.tsx), and the filters, the cards or the suggestions
        take the room under it. A query in Gujarati or Devanagari that found nothing is shown
        back in the whole faces (--font-typed).
      */}
      <p className={hits?.length === 0 && script !== undefined ? "search-results__status typed-text" : "search-results__status"} role="status">
        {status}
      </p>
      {(copy ? copy.count > 0 : hits && hits.length > 0) && <DesignFilters designs={copy ? undefined : hits} file={data} open={open} onToggle={setOpen} />}
      {trimmed && !failed && !copy && !shown && <WaitingCards />}
      {filesFailed && (
        <p>
          <button
            type="button"
            className="button"
            onClick={() => {
              loadSearchFile("designs", locale);
              // One that came but could not be read is asked for again, past the browser's copy.
              loadSearchFile("index", locale, { again: indexFile?.status === "loaded" });
            }}
          >
            {w.search_retry({})}
          </button>
        </p>
      )}
      {hits?.length === 0 && (otherLanguage || suggestions.length > 0) && (
        <div className="search-results__suggest">
          <p>{w.search_suggest({})}</p>
          <ul>
            {otherLanguage && (
              <li>
                <Link to={searchPath(otherLanguage, trimmed)} lang={otherLanguage}>
                  <IsolatedWords
                    sentence={(query) => extraWords(otherLanguage).search_other_language({ query, language: LANGUAGE_NAMES[otherLanguage] })}
                    words={trimmed}
                  />
                </Link>
              </li>
            )}
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <Link to={searchPath(locale, suggestion)}>{suggestion}</Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      {grid && (
        <ResultsGrid
          designs={grid.designs}
          label={w.search_results_label({ query: withoutBidiControls(trimmed) })}
          collection={grid.collection}
          priorityFirst
        />
      )}
    </div>
  );
}
