import type { FactRow } from "#app/content/design-facts.ts";

interface DesignFactListProps {
  /** Its price, making time, fabric, work and occasions, each named, as the build wrote them in the page's language. */
  rows?: FactRow[];
  /** "page" for a photo's page; "caption" for the lightbox's caption, on a dark ground and in less room. */
  place: "page" | "caption";
}

/** What a design costs, takes and is; nothing at all for a design whose content gives none of it. */
export function DesignFactList({ rows, place }: DesignFactListProps) {
  if (!rows) return null;
  return (
    <dl className={`design-facts design-facts--${place}`}>
      {rows.map(([name, value]) => (
        <div key={name} className="design-facts__row">
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
