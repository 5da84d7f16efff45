import type { ReactNode } from "react";
import { useWords } from "#app/i18n/words.tsx";
import { useSectionLink } from "#app/frame/use-section-link.ts";
import type { Picture } from "#app/content/pictures.ts";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";

interface SiteHeaderProps {
  /** The small line above the heading. */
  eyebrow: string;
  /** The content's header title; when empty, the business name heads the page. */
  title: string;
  businessName: string;
  paragraph: string;
  picture: Picture;
  /** What the photo shows, for those who cannot see it. */
  pictureAlt: string;
  /** Designs shown in the photo's place, where the owner picked some. */
  designs?: ReactNode;
}

export function SiteHeader({ eyebrow, title, businessName, paragraph, picture, pictureAlt, designs }: SiteHeaderProps) {
  const sectionLink = useSectionLink();
  const m = useWords();
  return (
    <div className="site-header">
      <div className={designs ? "site-header__inner site-header__inner--designs" : "site-header__inner"}>
        <div className="site-header__text">
          <p className="site-header__eyebrow">{eyebrow}</p>
          <h1>{title || businessName}</h1>
          <p className="site-header__paragraph">{paragraph}</p>
          <a className="button" href={sectionLink.href("collections")} onClick={(event) => sectionLink.onClick(event, "collections")}>
            {m.header_see_collections({})}
          </a>
        </div>
        {designs ?? (
          <div className="site-header__photo">
            <ResponsiveImage picture={picture} alt={pictureAlt} sizes="(min-width: 768px) 40vw, 100vw" priority />
          </div>
        )}
      </div>
    </div>
  );
}
