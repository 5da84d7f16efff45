import { isRouteErrorResponse, Link, useHref, useLocation, useMatches, useRouteError } from "react-router";
import { useLocalPath } from "#app/i18n/locale.ts";
import { useWords } from "#app/i18n/words.tsx";
import { useSiteData } from "#app/content/site-data.ts";

// The address this document was served at (under the site's base path), once its script runs.
const servedAt = typeof window === "undefined" ? undefined : window.location.pathname;

/**
 * Whether the page shown is the not-found page: the address matched a language's not-found route
 * (its id ends in /not-found: app/routes.ts); or the visitor is still at the address the not-found
 * page (404.html, /gu/404.html) was served at, which hosts do only where the site has no page. One
 * that looks like a page (/kediya/photo/99, /chaniya) has no data to start from: also not found,
 * whatever error the missing data gives. The not-found page's data says it is that page, and that
 * holds for the rest of the visit in its language, so only the address it was served at is it
 * (Back to it included). A page whose data is found missing later answers 404.
 */
export function useNotFound(): boolean {
  const error = useRouteError();
  const page = useMatches().at(-1);
  const servedAsNotFound = useSiteData()?.notFoundPage ?? false;
  const here = useHref(useLocation().pathname);
  return Boolean(page?.id.endsWith("/not-found")) || (servedAsNotFound && here === servedAt) || (isRouteErrorResponse(error) && error.status === 404);
}

/** What a visitor sees at an address the site does not have. */
export function NotFound() {
  const notFound = useSiteData()?.notFound;
  const m = useWords();
  const localPath = useLocalPath();
  return (
    <div className="page-message">
      <p className="page-message__code">404</p>
      <h1>{notFound?.heading ?? m.not_found_heading({})}</h1>
      {notFound && <p>{notFound.text}</p>}
      <p>
        <Link className="button" to={localPath("/")}>
          {m.not_found_home_link({})}
        </Link>
      </p>
    </div>
  );
}
