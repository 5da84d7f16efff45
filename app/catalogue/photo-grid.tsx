import { useEffect, useEffectEvent, useRef, type RefObject } from "react";
import { useNavigation } from "react-router";
import type { GridPhoto } from "#app/content/collection-data.ts";
import { isPlainClick } from "#app/utils/plain-click.ts";
import { afterPaint } from "#app/utils/after-paint.ts";
import { GridShortlistToggle, type ShortlistEntry } from "#app/shortlist/index.ts";
import { useHydrated } from "#app/utils/use-hydrated.tsx";
import { useNearView } from "#app/utils/use-near-view.ts";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { KeptPrice } from "#app/components/kept-price.tsx";

interface PhotoGridProps {
  photos: GridPhoto[];
  /** Names the grid for screen readers, e.g. "Kediya's photos". */
  label: string;
  /** `sizes` for the thumbnails, matching the grid's columns. */
  sizes: string;
  /** Where photo `index` leads without JavaScript (its own page, or its large image). */
  href: (index: number) => string;
  /** Opens photo `index` in the page instead (a navigation, which takes the grid away); only plain clicks, so a new tab still gets the link. */
  onOpen: (index: number) => void;
  /** Gets ready to open a photo before it is tapped (the lightbox's code): called once the grid is near view, when the phone is idle, and as a card is touched or focused (with its photo `index`). */
  onWarm?: (index?: number) => void;
  /** Each photo's link, to give the focus back to. */
  linkRef?: (index: number, link: HTMLAnchorElement | null) => void;
  /** Photo `index` as a shortlist entry, where the photos are designs with addresses of their own. */
  design?: (index: number) => ShortlistEntry;
  /** Whether the first photo is likely above the fold. */
  priorityFirst?: boolean;
  /** What tells photo `index` from the others, where it is not its place: a grid whose order changes (search's, as a query is typed) keeps each card. */
  keyOf?: (index: number) => string;
  className?: string;
}

/**
 * Where a card was tapped and its photo did not open (she went Back, or to another page, while it
 * downloaded), the card shows as opening no longer once the router is idle again. Where the photo
 * opens, its page has taken the grid's place by then.
 */
function OpeningsEnded({ grid }: { grid: RefObject<HTMLUListElement | null> }) {
  const idle = useNavigation().state === "idle";
  useEffect(() => {
    if (idle) grid.current?.querySelectorAll("[aria-busy]").forEach((card) => card.removeAttribute("aria-busy"));
  }, [idle, grid]);
  return null;
}

/**
 * A grid of photos, each a card that opens it large: under the photo its name, its collection
 * where the grid mixes them, and its price and making time where the content gives them.
 */
export function PhotoGrid({
  photos,
  label,
  sizes,
  href,
  onOpen,
  onWarm,
  linkRef,
  design,
  priorityFirst = false,
  keyOf = String,
  className = "",
}: PhotoGridProps) {
  // Without JavaScript the shortlist cannot work, so its buttons are not there.
  const hydrated = useHydrated();
  const grid = useRef<HTMLUListElement>(null);
  const near = useNearView(grid);
  const warmable = onWarm !== undefined;
  const warm = useEffectEvent(() => onWarm?.());
  useEffect(() => {
    if (!near || !warmable) return;
    // Once the grid is near the view, when the phone is idle: a visitor who taps a card at once
    // finds the lightbox ready, and one who scrolls first has it before she gets there.
    const idle = typeof requestIdleCallback === "undefined" ? window.setTimeout(warm, 200) : requestIdleCallback(() => warm(), { timeout: 2_000 });
    return () => {
      if (typeof cancelIdleCallback === "undefined") window.clearTimeout(idle);
      else cancelIdleCallback(idle);
    };
  }, [near, warmable]);
  return (
    <ul ref={grid} className={`photo-grid ${className}`} aria-label={label}>
      {photos.map((photo, i) => (
        // By position unless told: a collection may list the same photo twice.
        <li key={keyOf(i)} className="photo-grid__item">
          <a
            className="photo-card"
            href={href(i)}
            ref={(link) => linkRef?.(i, link)}
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              const card = event.currentTarget;
              // A second tap while it opens opens nothing more.
              if (card.getAttribute("aria-busy") === "true") return;
              // The tap is answered at once: the card shows it is opening (until the photo's page
              // takes the grid's place, or `OpeningsEnded`), and the photo's page, which a slow phone
              // takes a while to download and draw, is asked for once that is drawn.
              card.setAttribute("aria-busy", "true");
              const from = location.href;
              afterPaint(() => {
                // Unless she went elsewhere meanwhile (Back, another link): where she went stays.
                if (card.isConnected && location.href === from) onOpen(i);
                else card.removeAttribute("aria-busy");
              });
            }}
            aria-haspopup="dialog"
            // In a task of its own: the touch itself is answered at once.
            onPointerDown={() => setTimeout(() => onWarm?.(i))}
            onFocus={() => onWarm?.(i)}
          >
            <ResponsiveImage picture={photo.thumb} alt={photo.title} altLang={photo.titleLang} sizes={sizes} priority={priorityFirst && i === 0} />
            <span className="photo-card__text">
              {/* The photo's alt text gives the link its name already; this is the same name, drawn. */}
              <span className="photo-card__name" lang={photo.titleLang} aria-hidden="true">
                {photo.title}
              </span>
              {photo.collection && <span className="photo-card__collection">{photo.collection}</span>}
              {photo.priceText && <KeptPrice className="photo-card__price" text={photo.priceText} />}
              {photo.daysText && <span className="photo-card__days">{photo.daysText}</span>}
            </span>
          </a>
          {hydrated && design && <GridShortlistToggle design={design(i)} place="grid" />}
        </li>
      ))}
      <OpeningsEnded grid={grid} />
    </ul>
  );
}
