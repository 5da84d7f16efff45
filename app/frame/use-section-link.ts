import { useCallback } from "react";
import { useHref, useLocation, useNavigate } from "react-router";
import { isPlainClick } from "#app/utils/plain-click.ts";
import { animateScroll, prefersReducedMotion, scrollTargetOf } from "#app/utils/smooth-scroll.ts";
import { useLocalPath } from "#app/i18n/locale.ts";

/**
 * The href and click handler of a link to a home-page section (`/#about`). On
 * the home page the link scrolls smoothly (or jumps, for reduced motion) and
 * then puts the section in the address bar; elsewhere the router takes the
 * visitor to the home page at that section, without reloading.
 */
export function useSectionLink(onNavigate?: () => void) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // The home page in the page's language: /gu/#about on a Gujarati page.
  const homePath = useLocalPath()("/");
  const home = useHref(homePath);

  const onClick = useCallback(
    async (event: React.MouseEvent<HTMLAnchorElement>, id: string) => {
      onNavigate?.();
      if (!isPlainClick(event)) return;
      event.preventDefault();
      const section = pathname === homePath ? document.getElementById(id) : null;
      if (!section) {
        await navigate(`${homePath}#${id}`);
        return;
      }
      if (!prefersReducedMotion() && !(await animateScroll(scrollTargetOf(section)))) return;
      // The router then scrolls the section into view, already there: no jump.
      await navigate({ hash: id }, { preventScrollReset: true });
      section.focus({ preventScroll: true });
    },
    [navigate, pathname, homePath, onNavigate],
  );

  // The same href on every page, so the prerendered not-found page links right too.
  return { href: (id: string) => `${home}#${id}`, onClick };
}
