import type { CSSProperties } from "react";
import { Link } from "react-router";
import type { GridPhoto } from "#app/content/collection-data.ts";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { KeptPrice } from "#app/components/kept-price.tsx";

export interface HeaderDesign extends GridPhoto {
  /** The design's own page (/kediya/photo/3), in the page's language. */
  to: string;
}

interface HeaderDesignsProps {
  designs: HeaderDesign[];
  /** Names the list for screen readers. */
  label: string;
}

/**
 * The designs the owner picked for the top of the home page: each with its photo, name, price and
 * making time, and a link to its page, so a visitor sees what the shop makes and what it costs
 * before she scrolls. A row she swipes on a phone; two rows of two beside the heading on a wide screen.
 */
export function HeaderDesigns({ designs, label }: HeaderDesignsProps) {
  return (
    // Their number is written with the list, so its columns are set before any card has been read: a
    // slow phone that draws the page while it is still arriving moves no card as the next one comes.
    <ul className="header-designs" aria-label={label} style={{ "--designs": designs.length } as CSSProperties}>
      {designs.map((design, i) => (
        <li key={design.to} className="header-designs__item">
          <Link className="photo-card" to={design.to}>
            <ResponsiveImage picture={design.thumb} alt={design.title} altLang={design.titleLang} sizes="(min-width: 768px) 20vw, 42vw" priority={i === 0} />
            <span className="photo-card__text">
              {/* The photo's alt text gives the link its name already; this is the same name, drawn. */}
              <span className="photo-card__name" lang={design.titleLang} aria-hidden="true">
                {design.title}
              </span>
              {design.priceText && <KeptPrice className="photo-card__price" text={design.priceText} />}
              {design.daysText && <span className="photo-card__days">{design.daysText}</span>}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
