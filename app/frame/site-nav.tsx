import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { useLocalPath } from "#app/i18n/locale.ts";
import { useWords } from "#app/i18n/words.tsx";
import { useHydrated } from "#app/utils/use-hydrated.tsx";
import { useSectionLink } from "#app/frame/use-section-link.ts";
import { Icon } from "#app/components/icon.tsx";
import { TopBarShortlistButton } from "#app/shortlist/index.ts";
import "#app/frame/site-nav.css";
import { LanguageSwitcher } from "#app/languages/index.ts";

export interface NavLink {
  /** The id of the home-page section the link leads to. */
  id: string;
  label: string;
}

interface SiteNavProps {
  /** The business name, linking home. */
  brand: string;
  links: NavLink[];
}

/**
 * The fixed bar at the top of every page: the shop's name, the menu button
 * (where the links are folded; it leads the line there, before the name), the
 * section links, the shortlist and the language menu, so the keyboard goes from
 * the menu button straight into its links. Below 1024 px, where the links do not fit
 * on one line in every language (site-nav.css), they fold behind the menu
 * button; before the page's script runs, focusing the button shows them.
 */
export function SiteNav({ brand, links }: SiteNavProps) {
  const [open, setOpen] = useState(false);
  const enhanced = useHydrated();
  const m = useWords();
  const localPath = useLocalPath();
  const toggle = useRef<HTMLButtonElement>(null);
  const sectionLink = useSectionLink(() => setOpen(false));

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      // The focused link is about to be hidden: keep the visitor on the menu button.
      toggle.current?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <header className="site-nav" data-enhanced={enhanced || undefined} data-open={open || undefined}>
      <nav className="site-nav__bar" aria-label={m.nav_label({})}>
        <Link className="site-nav__brand" to={localPath("/")} onClick={() => setOpen(false)}>
          {brand}
        </Link>
        <button
          type="button"
          ref={toggle}
          className="site-nav__toggle"
          aria-expanded={open}
          aria-controls="site-nav-links"
          onClick={() => setOpen((value) => !value)}
        >
          <Icon name={open ? "close" : "menu"} />
          <span className="visually-hidden-on-phone">{m.nav_menu({})}</span>
        </button>
        <ul className="site-nav__links" id="site-nav-links">
          {links.map((link) => (
            <li key={link.id}>
              <a href={sectionLink.href(link.id)} onClick={(event) => sectionLink.onClick(event, link.id)}>
                {link.label}
              </a>
            </li>
          ))}
          <li className="site-nav__search-item">
            <Link to={localPath("/search")} onClick={() => setOpen(false)}>
              {m.nav_search({})}
            </Link>
          </li>
        </ul>
        {/* Search: an icon here, named for screen readers; on the narrowest phones, where the bar has no room for it, in the menu. */}
        <Link className="site-nav__search" to={localPath("/search")} onClick={() => setOpen(false)}>
          <Icon name="search" />
          <span className="visually-hidden">{m.nav_search({})}</span>
        </Link>
        {/* Before the language menu, in the room the links leave: appearing, it moves nothing. */}
        {enhanced && <TopBarShortlistButton />}
        <LanguageSwitcher />
      </nav>
    </header>
  );
}
