import { useWords } from "#app/i18n/words.tsx";
import { shortlist, useShortlisted, type ShortlistEntry } from "#app/shortlist/shortlist.ts";
import { Icon } from "#app/components/icon.tsx";
import "#app/shortlist/shortlist-toggle.css";

interface ShortlistToggleProps {
  design: ShortlistEntry;
  /** Where it sits: on a grid photo, or in the lightbox's toolbar. */
  place: "grid" | "lightbox";
}

/** "Add to shortlist", pressed once added ("Remove from shortlist"). Rendered only once the page's script runs. */
export function ShortlistToggle({ design, place }: ShortlistToggleProps) {
  const added = useShortlisted(design);
  const m = useWords();
  const label = added ? m.shortlist_remove_design({}) : m.shortlist_add({});
  return (
    <button
      type="button"
      className={`shortlist-toggle shortlist-toggle--${place}${place === "lightbox" ? " yarl__button" : ""}`}
      aria-pressed={added}
      title={label}
      onClick={() => (added ? shortlist.remove(design) : shortlist.add(design))}
    >
      <Icon name={added ? "heart-filled" : "heart"} />
      <span className="visually-hidden">{label}</span>
    </button>
  );
}
