import { useEffect, useMemo, useRef } from "react";
import { useSearchParams } from "react-router";
import { PAGE_SIZE } from "#app/content/catalogue-pages.ts";
import { unpackPicture } from "#app/content/packed-picture.ts";
import { useWords } from "#app/i18n/words.tsx";
import { useFoundLinks, type LinkedDesign } from "#app/search/use-found-links.ts";
import { hidden, MessageParts } from "#app/components/message-parts.tsx";
import { PhotoGrid } from "#app/catalogue/index.ts";

export interface GridDesign extends LinkedDesign {
  titleLang?: "en";
  priceText?: string;
  daysText?: string;
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

/** How many of a grid's pages "Show more" has shown: the address's `upto`, as a catalogue's. */
const uptoIn = (params: URLSearchParams) => Math.max(1, Math.floor(Number(params.get("upto"))) || 1);

/**
 * A grid of designs from any collection, each a link to its own page, where it opens in the
 * lightbox: a page of them at first, and "Show more" for the next (kept in the address, ?upto=2,
 * as a catalogue keeps it). Each card is its design's, so a grid whose order changes as a query
 * is typed moves its cards rather than drawing them anew.
 */
export function FoundGrid({ designs, label, collection, query, priorityFirst }: FoundGridProps) {
  const m = useWords();
  const [params, setParams] = useSearchParams();
  const upto = uptoIn(params);
  const shown = useMemo(() => designs.slice(0, upto * PAGE_SIZE), [designs, upto]);
  // Each card names its design's collection: the grid mixes them.
  const photos = useMemo(
    () => shown.map(({ thumb, ...design }) => ({ ...design, thumb: unpackPicture(thumb), collection: collection(design.slug) })),
    [shown, collection],
  );
  const links = useFoundLinks(shown, collection, query);
  const focusFrom = useRef<number | null>(null);

  // After "Show more", the keyboard carries on from the first design it added.
  useEffect(() => {
    const design = focusFrom.current === null ? undefined : shown[focusFrom.current];
    if (!design) return;
    focusFrom.current = null;
    links.focus(design);
  }, [shown, links]);

  return (
    <>
      <PhotoGrid
        photos={photos}
        label={label}
        sizes="(min-width: 1240px) 390px, (min-width: 992px) 31vw, 48vw"
        priorityFirst={priorityFirst}
        keyOf={(i) => `${shown[i].slug}/${shown[i].number}`}
        href={(i) => links.href(shown[i])}
        onOpen={(i) => links.open(shown[i])}
        onWarm={links.warm}
        design={(i) => links.design(shown[i])}
        linkRef={(i, link) => links.linkRef(shown[i], link)}
      />
      {shown.length < designs.length && (
        <p className="catalogue__more">
          <button
            type="button"
            className="button"
            onClick={() => {
              focusFrom.current = shown.length;
              const next = new URLSearchParams(params);
              next.set("upto", String(upto + 1));
              setParams(next, { replace: true, preventScrollReset: true });
            }}
          >
            <MessageParts parts={m.catalogue_show_more.parts({})} markup={{ hidden }} />
          </button>
        </p>
      )}
    </>
  );
}
