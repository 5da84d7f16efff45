import { useMemo } from "react";
import { unpackPicture } from "../content/packed-picture";
import { useFoundLinks, type LinkedDesign } from "../utils/use-found-links";
import { PhotoGrid } from "./photo-grid";

export interface GridDesign extends LinkedDesign {
  titleLang?: "en";
  priceText?: string;
}

interface FoundGridProps {
  designs: GridDesign[];
  /** Names the grid for screen readers. */
  label: string;
  /** Each design's collection's heading, by its slug. */
  collection: (slug: string) => string;
  /** Kept on the way to each design's page (?occasion=navratri), where the lightbox pages through the same designs. */
  query?: string;
  priorityFirst?: boolean;
}

/** A grid of designs from any collection, each a link to its own page, where it opens in the lightbox. */
export function FoundGrid({ designs, label, collection, query, priorityFirst }: FoundGridProps) {
  const photos = useMemo(() => designs.map(({ thumb, ...design }) => ({ ...design, thumb: unpackPicture(thumb) })), [designs]);
  const links = useFoundLinks(designs, collection, query);
  return (
    <PhotoGrid
      photos={photos}
      label={label}
      sizes="(min-width: 1240px) 390px, (min-width: 992px) 31vw, 48vw"
      priorityFirst={priorityFirst}
      href={(i) => links.href(designs[i])}
      onOpen={(i) => links.open(designs[i])}
      design={(i) => links.design(designs[i])}
      linkRef={(i, link) => links.linkRef(designs[i], link)}
    />
  );
}
