import { useEffect, useState } from "react";
import { useWords } from "#app/i18n/words.tsx";
import { useGoneDesigns, useShortlist } from "#app/shortlist/shortlist.ts";
import { useHydrated } from "#app/utils/use-hydrated.tsx";
import { useShortlistCheck } from "#app/shortlist/use-shortlist-check.ts";
import { Icon } from "#app/components/icon.tsx";
import { hidden, MessageParts } from "#app/components/message-parts.tsx";
import { onDemand } from "#app/components/on-demand.tsx";

// The panel downloads when first opened: no page needs it for its first paint.
const ShortlistPanel = onDemand(() => import("#app/shortlist/shortlist-panel.tsx"));

/**
 * The top bar's "Shortlist" button with the number of designs on it, shown
 * once the page's script runs and the shortlist has something in it (or has
 * just lost its designs to the owner's edits); it opens
 * the shortlist panel.
 */
export function ShortlistButton() {
  const hydrated = useHydrated();
  const designs = useShortlist();
  const gone = useGoneDesigns();
  const m = useWords();
  const [open, setOpen] = useState(false);
  const [unreachable, setUnreachable] = useState(false);
  useShortlistCheck(designs);
  // The word about a lost connection goes after a while; the next failed try says it again.
  useEffect(() => {
    if (!unreachable) return;
    const timer = setTimeout(() => setUnreachable(false), 8000);
    return () => clearTimeout(timer);
  }, [unreachable]);
  // Where every design on it has gone from the site, the button stays to say which.
  if (!hydrated || (designs.length === 0 && gone.length === 0 && !open)) return null;
  return (
    <>
      <button
        type="button"
        className="site-nav__shortlist"
        aria-haspopup="dialog"
        onClick={() => {
          // Opened once downloaded, so a lost connection leaves the page as it was, with a word why.
          ShortlistPanel.preload().then(
            () => {
              setUnreachable(false);
              setOpen(true);
            },
            () => setUnreachable(true),
          );
        }}
      >
        <Icon name="heart-filled" />
        {/* Where the bar is short of room the count says enough beside the heart (site-nav.css). */}
        <span className="site-nav__word">{m.shortlist_button({})}</span>{" "}
        <span className="site-nav__count">
          <MessageParts parts={m.shortlist_count.parts({ count: designs.length })} markup={{ hidden }} />
        </span>
      </button>
      {/* Kept on the page while silent (visually hidden), so screen readers hear it when it speaks. */}
      <p className={unreachable ? "site-nav__status" : "site-nav__status visually-hidden"} role="status">
        {unreachable ? m.shortlist_unreachable({}) : ""}
      </p>
      {open && <ShortlistPanel onClose={() => setOpen(false)} />}
    </>
  );
}
