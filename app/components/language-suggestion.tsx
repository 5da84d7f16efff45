import { useState } from "react";
import { useLocation } from "react-router";
import { languageToSuggest, suggestionDismissed } from "../i18n/chosen-language";
import { useLocale } from "../i18n/locale";
import { useHydrated } from "../utils/use-hydrated";
import { onceLoaded } from "./once-loaded";

// Downloaded only for a visitor it is offered to, once the page's script runs.
const Offer = onceLoaded(() => import("./language-offer").then((module) => module.LanguageOffer));

/**
 * On the English home page, for a visitor whose browser prefers Gujarati or
 * Hindi (or who chose one before): a small offer, in that language, to read
 * the site in it. Never a redirect: search engines and shared links land where
 * they point. Closed once, it stays closed on this device. The prerendered page
 * knows nothing of the browser, so the offer appears once the page's script runs.
 */
export function LanguageSuggestion() {
  const locale = useLocale();
  const home = useLocation().pathname === "/";
  const hydrated = useHydrated();
  const [closed, setClosed] = useState(false);
  const suggested =
    hydrated && home && locale === "en" && !closed && !suggestionDismissed.get() ? languageToSuggest(navigator.languages ?? [navigator.language]) : undefined;
  if (suggested === undefined || suggested === "en") return null;
  const close = () => {
    suggestionDismissed.set();
    setClosed(true);
  };
  return <Offer language={suggested} onClose={close} />;
}
