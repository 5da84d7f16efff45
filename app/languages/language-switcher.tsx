import { useRef } from "react";
import { Link, useLocation } from "react-router";
import { chosenLanguage } from "#app/languages/chosen-language.ts";
import { LANGUAGE_NAMES, LOCALES, localizePath, useLocale } from "#app/i18n/locale.ts";
import { useWords } from "#app/i18n/words.tsx";
import { Icon } from "#app/components/icon.tsx";
import { useNotFound } from "#app/components/not-found.tsx";
import "#app/languages/language-switcher.css";

/**
 * The top bar's language menu: each language named in itself, leading to the
 * same page (the same photo, the same "Show more" depth) in that language. A
 * disclosure that opens without the page's script; the choice is kept on the
 * device for the home page's suggestion.
 */
export function LanguageSwitcher() {
  const locale = useLocale();
  const m = useWords();
  const { pathname: address, search } = useLocation();
  // A not-found page leads to each language's home page, as it is (the address it answers has no
  // page in any language, and its query is nobody's): none of them is the page the visitor is on.
  const notFound = useNotFound();
  // The prerendered page's address ends in a slash (/kediya/): its links do not. Search's copy with
  // results (/gu/search/for/bandhani-2, docs/decisions/020-search-results-in-the-page.md) is search's
  // own page: each language names its copies for itself.
  const [pathname, query] = notFound
    ? ["/", ""]
    : [(address.length > 1 ? address.replace(/\/+$/, "") : address).replace(/\/search\/for\/[^/]+$/, "/search"), search];
  const menu = useRef<HTMLDetailsElement>(null);
  return (
    <details className="language-switcher" ref={menu}>
      <summary className="language-switcher__summary">
        <Icon name="languages" />
        <span className="site-nav__word" lang={locale}>
          {LANGUAGE_NAMES[locale]}
        </span>
        <span className="visually-hidden">{`, ${m.language_choose({})}`}</span>
      </summary>
      <ul className="language-switcher__list">
        {LOCALES.map((language) => (
          <li key={language}>
            <Link
              to={`${localizePath(pathname, language)}${query}`}
              lang={language}
              hrefLang={language}
              aria-current={language === locale && !notFound ? "page" : undefined}
              // Another language is a new page (decision 010): its words, faces and the document's language come with its own first load.
              reloadDocument={language !== locale}
              onClick={() => {
                chosenLanguage.set(language);
                menu.current?.removeAttribute("open");
              }}
            >
              {LANGUAGE_NAMES[language]}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
