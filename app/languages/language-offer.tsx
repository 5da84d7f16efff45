import { useState } from "react";
import { Link } from "react-router";
import { chosenLanguage } from "#app/languages/chosen-language.ts";
import { localizePath, type Locale } from "#app/i18n/languages.ts";
import { languageToSuggest, suggestionDismissed } from "#app/languages/suggestion.ts";
import * as gu from "#app/messages/gu.json";
import * as hi from "#app/messages/hi.json";
import { Icon } from "#app/components/icon.tsx";
import "#app/components/foot-notice.css";

// Words of another language than the page's: a page's compiled messages hold its own language's
// only, so the offer takes its few words from that language's messages file as it is.
const OFFERS = {
  gu: { label: gu.language_suggestion_label, text: gu.language_suggestion_text, to: gu.language_suggestion_switch, close: gu.language_suggestion_close },
  hi: { label: hi.language_suggestion_label, text: hi.language_suggestion_text, to: hi.language_suggestion_switch, close: hi.language_suggestion_close },
} satisfies Record<Exclude<Locale, "en">, object>;

/**
 * The offer to read the site in the visitor's language (app/languages/suggestion.ts), in that
 * language; nothing where there is none to make. Closed once, it stays closed on this device.
 */
export function LanguageOffer() {
  const [closed, setClosed] = useState(false);
  const language = closed || suggestionDismissed.get() ? undefined : languageToSuggest(navigator.languages ?? [navigator.language]);
  if (language === undefined || language === "en") return null;
  const words = OFFERS[language];
  const close = () => {
    suggestionDismissed.set();
    setClosed(true);
  };
  return (
    <aside className="foot-notice" lang={language} aria-label={words.label}>
      <p>{words.text}</p>
      <Link
        className="button"
        to={localizePath("/", language)}
        reloadDocument
        onClick={() => {
          chosenLanguage.set(language);
          close();
        }}
      >
        {words.to}
      </Link>
      <button type="button" className="foot-notice__close" onClick={close}>
        <Icon name="close" />
        <span className="visually-hidden">{words.close}</span>
      </button>
    </aside>
  );
}
