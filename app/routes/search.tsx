import { memo, useDeferredValue, useEffect, useRef, useState } from "react";
import { preload } from "react-dom";
import { Link, useLocation, useNavigate, useNavigationType, useParams, useSearchParams, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/search";
import { SearchResults as Results, WaitingCards } from "#app/search/index.ts";
import { shareCard } from "#app/content/content.server.ts";
import { notFound } from "#app/content/catalogue.server.ts";
import { occasionPath } from "#app/content/occasion-pages.ts";
import { occasionDesigns } from "#app/content/occasions.server.ts";
import { readContent } from "#app/content/read-content.ts";
import { pick } from "#app/content/translatable.ts";
import { fillIn } from "#app/content/wording.ts";
import { buildWords } from "#app/i18n/build-words.ts";
import { extraWords } from "#app/i18n/extra-words.ts";
import { localeOfUrl } from "#app/i18n/languages.ts";
import { useLocale, useLocalPath } from "#app/i18n/locale.ts";
import { withoutBidiControls } from "#app/utils/bidi.ts";
import { firstCharacters } from "#app/utils/field-limit.ts";
import { seoMeta } from "#app/content/seo.ts";
import { useHydrated } from "#app/utils/use-hydrated.tsx";
import { QUERY_LENGTH } from "#app/content/designs-file.ts";
import { searchFileUrl } from "#app/content/search-files.ts";
import { foundCopy } from "#app/search/search-files.server.ts";

// Search (/search, /gu/search): one page per language, rendered without a query; the query is in the
// address (?q=bandhani), and the results come from the language's index. Everything the results
// need is asked for by the page's HTML, side by side, not one after another: the results' code with
// the search library is part of this page's own module (so the page lists it for the browser to
// fetch at once; no other page downloads it), and the language's two search files are preloaded
// from the page's head as it renders. For the shop's own words the page is rendered again with their
// results in it (/search/for/bandhani), and the hosts that can answer /search?q=bandhani with that
// copy do (docs/decisions/020-search-results-in-the-page.md): its first results and their photos
// come with the HTML, and stay as they are until the search files have come.

/** The copy named in a splat ("for/bandhani"), or "" for search itself. */
const copyName = (splat = "") => {
  const rest = splat.replace(/\/$/, "");
  return rest === "" ? "" : /^for\/([^/]+)$/.exec(rest)?.[1];
};

/** The results, drawn again only when the query they show changes: not for each key while they catch up. */
const SearchResults = memo(Results);

export function loader({ url, params }: Route.LoaderArgs) {
  const locale = localeOfUrl(url);
  const name = copyName(params["*"]);
  const found = name ? foundCopy(locale, name) : undefined;
  if (name === undefined || (name && !found)) throw notFound();
  const content = readContent();
  const words = buildWords(locale);
  const businessName = content.site.business.name;
  return {
    title: words.search_title({}),
    description: words.search_description({}),
    fieldLabel: words.search_field_label({}),
    placeholder: words.search_placeholder({}),
    button: words.search_button({}),
    noScript: words.search_no_script({}),
    loading: extraWords(locale).search_loading({}),
    collectionsHeading: words.search_browse_collections({}),
    occasionsHeading: words.search_browse_occasions({}),
    // What to browse instead, and what a search that finds nothing suggests.
    collections: content.collections.map((collection) => ({ path: `/${collection.slug}`, label: pick(collection.heading, locale) })),
    occasions: content.vocabulary.occasions
      .filter(({ value }) => occasionDesigns(content, value).length > 0)
      .map(({ value, label }) => ({ path: occasionPath(value), label: pick(label, locale) })),
    businessName,
    card: shareCard("home", fillIn(pick(content.site.wording.shareCardAlt, locale), { heading: words.search_title({}), business: businessName })),
    ...(found ? { found } : {}),
  };
}

// The page is the same for every query: a new query needs no new data.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname;

export const meta: Route.MetaFunction = ({ loaderData, matches, location, params }) => {
  if (!loaderData) return [];
  const { title, description, businessName, card } = loaderData;
  // A copy with results is search's own page: its address is search's.
  const path = params["*"] ? location.pathname.slice(0, location.pathname.lastIndexOf(`/${params["*"]}`)) : location.pathname;
  // Results are the visitor's own: search engines keep to the catalogue and occasion pages.
  return [...seoMeta(matches, path, { title: `${title} | ${businessName}`, description, image: card }), { name: "robots", content: "noindex, follow" }];
};

/** The query in the address, with the filters as they are; "Show more" starts again. */
function withQuery(params: URLSearchParams, query: string): URLSearchParams {
  const next = new URLSearchParams([...params].filter(([key]) => key !== "q" && key !== "upto"));
  if (query) next.set("q", query);
  return next;
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { title, fieldLabel, placeholder, button, noScript, loading, collectionsHeading, occasionsHeading, collections, occasions, found } = loaderData;
  const hydrated = useHydrated();
  const localPath = useLocalPath();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  // Cut in characters as a reader counts them (never half an emoji), and without direction controls, which no search needs.
  const query = firstCharacters(withoutBidiControls(params.get("q") ?? ""), QUERY_LENGTH);
  // What the field shows: what the visitor types, at once; the address follows, and each of its
  // entries that typing made is taken as the field's own. Any other move (Back, Forward, a
  // suggestion's link) brings the query of the address it arrives at.
  const [typed, setTyped] = useState({ key: location.key, value: query });
  const byTyping = useNavigationType() !== "POP" && (location.state as { typing?: boolean } | null)?.typing === true;
  if (typed.key !== location.key) setTyped({ key: location.key, value: byTyping ? typed.value : query });
  const value = typed.key === location.key || byTyping ? typed.value : query;
  // The results follow the field as the phone has time: each key shows in the field at once, and
  // drawing the results for a word half typed gives way to the next key.
  const sought = useDeferredValue(value);
  const field = useRef<HTMLInputElement>(null);
  // (Not at a copy with results: its own address takes the visitor to its query's.)
  const arrivedEmpty = useRef(query === "" && !found);

  const locale = useLocale();
  // (Not where the page has its results: their files wait for the visitor, app/search/search-results.tsx.)
  if (!found) {
    preload(searchFileUrl("designs", locale), { as: "fetch", crossOrigin: "anonymous" });
    preload(searchFileUrl("index", locale), { as: "fetch", crossOrigin: "anonymous" });
  }
  // Where the results show no designs (an empty field, a query that finds none, search that could
  // not load), the occasions and collections to browse take the results' room.
  const [showsDesigns, setShowsDesigns] = useState(true);
  // Until the page runs it shows what it was rendered with, the results' room waiting.
  const browseHere = hydrated && (value.trim() === "" || !showsDesigns);

  // Come to search without a query (the top bar's link), the visitor is here to type.
  useEffect(() => {
    if (arrivedEmpty.current) field.current?.focus();
  }, []);
  // At a copy's own address (/search/for/bandhani, which no link gives), its search runs at search's.
  const navigate = useNavigate();
  const atCopy = copyName(useParams()["*"]) !== "" && found !== undefined;
  useEffect(() => {
    if (atCopy && found) void navigate(`${localPath("/search")}?${new URLSearchParams({ q: found.queries[0] })}`, { replace: true });
  }, [atCopy, found, localPath, navigate]);

  const search = (text: string) => {
    setTyped({ key: typed.key, value: text });
    // The first letters of a search are a step Back undoes; the rest of its typing is not. (The
    // field's own value says whether it is the first: the address may not have followed yet.)
    setParams(withQuery(params, text.trim() === "" ? "" : text), { replace: value !== "" && text !== "", preventScrollReset: true, state: { typing: true } });
  };

  const browse = (
    <>
      <nav className="search-page__browse" aria-label={occasionsHeading}>
        <h2>{occasionsHeading}</h2>
        <ul>
          {occasions.map((link) => (
            <li key={link.path}>
              <Link to={localPath(link.path)}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav className="search-page__browse" aria-label={collectionsHeading}>
        <h2>{collectionsHeading}</h2>
        <ul>
          {collections.map((link) => (
            <li key={link.path}>
              <Link to={localPath(link.path)}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );

  return (
    <div className="catalogue">
      <div className="catalogue__inner">
        <h1>{title}</h1>
        <form
          role="search"
          className="search-page__form"
          action={`${import.meta.env.BASE_URL}${localPath("/search").slice(1)}`}
          method="get"
          onSubmit={(event) => {
            event.preventDefault();
            // On a phone, the keyboard makes way for the results.
            field.current?.blur();
          }}
        >
          <label htmlFor="search-query">{fieldLabel}</label>
          <div className="search-page__field">
            <input
              ref={field}
              id="search-query"
              type="search"
              name="q"
              // As rendered at build time until the page runs: the query comes from the address.
              value={hydrated ? value : ""}
              placeholder={placeholder}
              autoComplete="off"
              enterKeyHint="search"
              // Cut as the address's query is: `maxLength` counts the halves of an emoji, and would split one.
              onChange={(event) => search(firstCharacters(event.target.value, QUERY_LENGTH))}
            />
            <button type="submit" className="button">
              {button}
            </button>
          </div>
        </form>
        {!found && (
          <noscript>
            <p className="catalogue__count search-page__no-script">{noScript}</p>
          </noscript>
        )}
        {/*
          The results' room, a screen high from the first paint (search-page.css): the page is
          rendered without its query, which only the page's script reads, so the room waits for
          results whether or not they come, and nothing under it is in view when they do.
        */}
        <div className="search-page__results">
          {hydrated || found ? (
            // A copy's results are drawn as rendered until the page runs, and after while they answer the query.
            <SearchResults query={hydrated || !found ? sought : found.queries[0]} found={found} onShowsDesigns={setShowsDesigns} />
          ) : (
            <div className="search-results search-page__waiting">
              {/* A line's height, as the results' status takes it, before the page knows whether it searches. */}
              <p className="search-results__status">{hydrated && value.trim() ? loading : "\u00a0"}</p>
              <WaitingCards />
            </div>
          )}
          {browseHere && browse}
        </div>
        {!browseHere && browse}
      </div>
    </div>
  );
}
