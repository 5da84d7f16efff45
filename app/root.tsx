import { useEffect } from "react";
import { Link, Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useMatches, type ShouldRevalidateFunction } from "react-router";
import "@fontsource/fraunces/600.css";
import "@fontsource/hind-vadodara/400.css";
import "@fontsource/hind-vadodara/600.css";
import "#app/fonts/fonts.css";
import "#app/fonts/indic.css";
// The Gujarati and Devanagari faces cut to this build's words, made by the build (pipeline/indic-fonts.ts).
import "virtual:indic-fonts.css";
import "#app/styles/global.css";
import type { Route } from "./+types/root";
import { ContactSection } from "#app/contact/index.ts";
import { LanguageSuggestion } from "#app/languages/index.ts";
import { NotFound, useNotFound } from "#app/components/not-found.tsx";
import { LightboxHost, SiteFooter, SiteNav, type LightboxHandle } from "#app/frame/index.ts";
import { siteUrl } from "#app/content/content.server.ts";
import { readContent } from "#app/content/read-content.ts";
import { isNotFoundPage, localeOfUrl, useLocalPath, useLocale } from "#app/i18n/locale.ts";
import { useWordsIfAny } from "#app/i18n/words.tsx";
import { siteData, useSiteData } from "#app/content/site-data.ts";
import { HydrationProvider } from "#app/utils/use-hydrated.tsx";
import { SAVE_DATA_SCRIPT } from "#app/utils/low-data.ts";
import { LowDataLine } from "#app/low-data/index.ts";
// Last, as when each page loaded its own style sheet after the layout's.
import "#app/styles/pages.css";

export function loader({ url }: Route.LoaderArgs) {
  const notFoundPage = isNotFoundPage(url);
  return siteData(readContent(), localeOfUrl(url), siteUrl(), { notFoundPage });
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: `${import.meta.env.BASE_URL}favicon.svg`, type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: `${import.meta.env.BASE_URL}icons/icon-180.png` },
  { rel: "manifest", href: `${import.meta.env.BASE_URL}manifest.webmanifest` },
];

// The content is fixed at build time: moving between pages needs it again only in another language.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) => localeOfUrl(currentUrl) !== localeOfUrl(nextUrl);

// Shown only where no page's own title is: the not-found page, or a page that broke.
export const meta: Route.MetaFunction = ({ loaderData, error }) => [
  {
    title: `${isRouteErrorResponse(error) && error.status >= 500 ? loaderData?.titles.error : loaderData?.titles.notFound} | ${loaderData?.business.name ?? ""}`,
  },
  { name: "description", content: loaderData?.notFound.description },
  { name: "robots", content: "noindex" },
];

/** What a page's route may tell the layout around it, as its `handle`: a photo's page, that the lightbox shows its photo over it. */
export interface PageHandle extends LightboxHandle {
  /** False on a page that is a form of its own: the contact section around it has no enquiry form. */
  contactForm?: false;
}

/** Every page, in its language: the top bar, the page itself, the contact section and the footer. */
export function Layout({ children }: { children: React.ReactNode }) {
  const site = useSiteData();
  const locale = useLocale();
  // From the page's language's route (app/routes/languages/): only a page that broke before any matched has none.
  const m = useWordsIfAny();
  // A page that is a form of its own (the order page) says so in its `handle`: the contact section then offers no other.
  const withContactForm = useMatches().every((match) => (match.handle as PageHandle | undefined)?.contactForm !== false);
  useUnregisterServiceWorkers();
  return (
    <HydrationProvider>
      <html lang={locale}>
        <head>
          <meta charSet="utf-8" />
          {/*
            Before the body, whose photos it cuts to their smallest files where the site saves data:
            written into the prerendered page only (the browser's code leaves its text out; React
            leaves a script as the page has it).
          */}
          <script dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? SAVE_DATA_SCRIPT : "" }} suppressHydrationWarning />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="theme-color" content="#7a1f3d" />
          <Meta />
          <Links />
          {/*
            Nothing is drawn before the top bar is whole, that is, before the main part begins: its
            buttons are set from the line's end, and a bar drawn before its language menu had
            arrived showed the search button in the menu's place, then moved it.
          */}
          <link rel="expect" href="#main" blocking="render" />
        </head>
        <body>
          {m && (
            <a className="skip-link" href="#main">
              {m.skip_to_content({})}
            </a>
          )}
          {site && m && <SiteNav brand={site.business.name} links={site.nav} />}
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          {site && m ? (
            <>
              <ContactSection
                heading={site.contactHeading}
                intro={site.contactIntro}
                contact={site.contact}
                hours={site.hours}
                business={site.business.name}
                withForm={withContactForm}
              />
              <SiteFooter business={site.business} />
            </>
          ) : (
            // The specification's "Loading" text, in its one place: the site's data is built into every page, so only a page that broke before it arrived shows this.
            <p className="page-message">{m?.layout_loading({})}</p>
          )}
          {m && <LanguageSuggestion />}
          {m && <LowDataLine />}
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
  return (
    <>
      <Outlet />
      <LightboxHost />
    </>
  );
}

/**
 * Shown while a page's data is not in the document: only on a not-found page (404.html, /gu/404.html),
 * which hosts serve at any address the site does not have, such as /kediya/photo/99. It is what the
 * not-found page was rendered with, so nothing changes until the page's data is looked for and found missing.
 */
export function HydrateFallback() {
  return <NotFound />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const m = useWordsIfAny();
  const localPath = useLocalPath();
  const notFound = useNotFound();
  if (m && notFound) return <NotFound />;
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : (error as Error)?.message;
  return (
    <div className="page-message">
      <h1>{m?.error_heading({}) ?? "Error"}</h1>
      <p>{message}</p>
      <p>
        <Link to={localPath("/")}>{m?.error_home_link({}) ?? "/"}</Link>
      </p>
    </div>
  );
}
