import { useContext } from "react";
import { isRouteErrorResponse, Link, UNSAFE_FrameworkContext as FrameworkContext, useLocation, useMatches, useRouteError } from "react-router";
import { useLocalPath, useLocale } from "../i18n/locale";
import { m } from "../paraglide/messages.js";
import { useSiteData } from "../utils/site-data";

/**
 * Whether the page shown is the not-found page: no page's route matched the address (/chaniya),
 * the one that did found nothing there, or the visitor is still at the address a fallback page
 * (404.html, /gu/404.html) was served at, which hosts do only where the site has no page. One that
 * looks like a page (/kediya/photo/99) has no data to start from: also not found, whatever error
 * the missing data gives (a host may answer it with a page instead of a 404). React Router 8 has
 * no public way to tell the fallback page apart, so this reads its framework context; that holds
 * for the whole visit, so only the first entry of the visit's history (key "default", Back to it
 * included) is the address it was served at.
 */
export function useNotFound(): boolean {
  const error = useRouteError();
  const servedAsFallback = useContext(FrameworkContext)?.isSpaMode ?? false;
  const { key } = useLocation();
  const pageMatched = useMatches().some((match) => match.id !== "root");
  return (servedAsFallback && key === "default") || !pageMatched || (isRouteErrorResponse(error) && error.status === 404);
}

/** What a visitor sees at an address the site does not have. */
export function NotFound() {
  const notFound = useSiteData()?.notFound;
  const locale = useLocale();
  const localPath = useLocalPath();
  return (
    <div className="page-message">
      <p className="page-message__code">404</p>
      <h1>{notFound?.heading ?? m.not_found_heading({}, { locale })}</h1>
      {notFound && <p>{notFound.text}</p>}
      <p>
        <Link className="button" to={localPath("/")}>
          {m.not_found_home_link({}, { locale })}
        </Link>
      </p>
    </div>
  );
}
