import { useState } from "react";
import { Link, useLocation } from "react-router";
import { chosenLanguage, languageToSuggest, suggestionDismissed } from "../i18n/chosen-language";
import { localizePath, useLocale } from "../i18n/locale";
import { m } from "../paraglide/messages.js";
import { useHydrated } from "../utils/use-hydrated";
import { Icon } from "./icon";
import "./language-suggestion.css";

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
  if (!suggested) return null;
  const close = () => {
    suggestionDismissed.set();
    setClosed(true);
  };
  return (
    <aside className="language-suggestion" lang={suggested} aria-label={m.language_suggestion_label({}, { locale: suggested })}>
      <p>{m.language_suggestion_text({}, { locale: suggested })}</p>
      <Link
        className="button"
        to={localizePath("/", suggested)}
        onClick={() => {
          chosenLanguage.set(suggested);
          close();
        }}
      >
        {m.language_suggestion_switch({}, { locale: suggested })}
      </Link>
      <button type="button" className="language-suggestion__close" onClick={close}>
        <Icon name="close" />
        <span className="visually-hidden">{m.language_suggestion_close({}, { locale: suggested })}</span>
      </button>
    </aside>
  );
}
