import { useLocation } from "react-router";
import { useLocale } from "#app/i18n/locale.ts";
import { useHydrated } from "#app/utils/use-hydrated.tsx";
import { onDemand } from "#app/components/on-demand.tsx";

// Whether to offer another language, and which, the offer decides itself: downloaded once an
// English home page's script runs, it is not part of any page's first load.
const Offer = onDemand(() => import("#app/languages/language-offer.tsx"), { part: "LanguageOffer" });

/**
 * On the English home page, for a visitor whose browser prefers Gujarati or
 * Hindi (or who chose one before): a small offer, in that language, to read
 * the site in it. Never a redirect: search engines and shared links land where
 * they point. The prerendered page knows nothing of the browser, so the offer
 * appears once the page's script runs.
 */
export function LanguageSuggestion() {
  const locale = useLocale();
  const home = useLocation().pathname === "/";
  const hydrated = useHydrated();
  return hydrated && home && locale === "en" ? <Offer /> : null;
}
