import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { animateScroll, prefersReducedMotion, scrollTargetOf } from "./smooth-scroll";

/**
 * The href and click handler of a link to a home-page section. On the home page
 * the link scrolls smoothly (or jumps, for reduced motion) and then puts the
 * section in the address bar; elsewhere it leads to the section on the home page.
 */
export function useSectionLink(onNavigate?: () => void) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const onHome = pathname === "/";

  const onClick = useCallback(
    async (event: React.MouseEvent<HTMLAnchorElement>, id: string) => {
      onNavigate?.();
      const section = document.getElementById(id);
      if (!onHome || !section || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      if (!prefersReducedMotion()) await animateScroll(scrollTargetOf(section));
      // The router then scrolls the section into view, already there: no jump.
      await navigate({ hash: id }, { preventScrollReset: true });
      section.focus({ preventScroll: true });
    },
    [navigate, onHome, onNavigate],
  );

  return { href: (id: string) => (onHome ? `#${id}` : `/#${id}`), onClick };
}
