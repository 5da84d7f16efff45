import { useEffect } from "react";
import {
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  type ShouldRevalidateFunction,
} from "react-router";
import "@fontsource/fraunces/600.css";
import "@fontsource/hind-vadodara/400.css";
import "@fontsource/hind-vadodara/600.css";
import "./fonts/fonts.css";
import "./fonts/indic.css";
import "./styles/global.css";
import type { Route } from "./+types/root";
import { ContactSection } from "./components/contact-section";
import { LanguageSuggestion } from "./components/language-suggestion";
import { NotFound, useNotFound } from "./components/not-found";
import { SiteFooter } from "./components/site-footer";
import { SiteNav } from "./components/site-nav";
import { contentIn, siteUrl } from "./content/content.server";
import { localeOfUrl, pageLocale, useLocalPath, useLocale } from "./i18n/locale";
import { m } from "./paraglide/messages.js";
import { siteData, useSiteData } from "./utils/site-data";
import { HydrationProvider } from "./utils/use-hydrated";
// Last, as when each page loaded its own style sheet after the layout's.
import "./styles/pages.css";

export function loader({ url }: Route.LoaderArgs) {
  return siteData(contentIn(localeOfUrl(url)), siteUrl());
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: `${import.meta.env.BASE_URL}favicon.svg`, type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: `${import.meta.env.BASE_URL}icons/icon-180.png` },
  { rel: "manifest", href: `${import.meta.env.BASE_URL}manifest.webmanifest` },
];

// The content is fixed at build time: moving between pages needs it again only in another language.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) => localeOfUrl(currentUrl) !== localeOfUrl(nextUrl);

// Shown only where no page matched (the not-found page) or a page broke.
export const meta: Route.MetaFunction = ({ loaderData, error, location }) => [
  {
    title: `${(isRouteErrorResponse(error) && error.status >= 500 ? m.error_title : m.not_found_title)({}, { locale: pageLocale(location.pathname) })} | ${loaderData?.business.name ?? ""}`,
  },
  { name: "description", content: loaderData?.notFound.description },
  { name: "robots", content: "noindex" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const site = useSiteData();
  const locale = useLocale();
  useUnregisterServiceWorkers();
  return (
    <HydrationProvider>
      <html lang={locale}>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="theme-color" content="#7a1f3d" />
          <Meta />
          <Links />
        </head>
        <body>
          <a className="skip-link" href="#main">
            {m.skip_to_content({}, { locale })}
          </a>
          {site && <SiteNav brand={site.business.name} links={site.nav} />}
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          {site ? (
            <>
              <ContactSection heading={site.contactHeading} intro={site.contactIntro} contact={site.contact} />
              <SiteFooter business={site.business} />
            </>
          ) : (
            // The specification's "Loading" text, in its one place: the site's data is built into every page, so only a page that broke before it arrived shows this.
            <p className="page-message">{m.layout_loading({}, { locale })}</p>
          )}
          <LanguageSuggestion />
          <ScrollRestoration />
          <Scripts />
        </body>
      </html>
    </HydrationProvider>
  );
}

/** Unregisters any service worker an earlier version of the site left behind. */
function useUnregisterServiceWorkers() {
  useEffect(() => {
    navigator.serviceWorker
      ?.getRegistrations()
      .then((registrations) => Promise.all(registrations.map((registration) => registration.unregister())))
      .catch(() => undefined);
  }, []);
}

export default function App() {
  return <Outlet />;
}

/**
 * Every page is prerendered, so the fallback page (404.html) only ever shows at
 * addresses the site does not have: it renders what the router shows there.
 */
export function HydrateFallback() {
  return <NotFound />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = useNotFound();
  const locale = useLocale();
  const localPath = useLocalPath();
  if (notFound) return <NotFound />;
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : (error as Error)?.message;
  return (
    <div className="page-message">
      <h1>{m.error_heading({}, { locale })}</h1>
      <p>{message}</p>
      <p>
        <Link to={localPath("/")}>{m.error_home_link({}, { locale })}</Link>
      </p>
    </div>
  );
}
