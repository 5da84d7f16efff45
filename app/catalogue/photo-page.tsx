import { Link } from "react-router";
import { orderPath, pageOf, pagePath, photoPath } from "#app/content/catalogue-pages.ts";
import type { LargePhoto } from "#app/content/pictures.ts";
import { useLocalPath } from "#app/i18n/locale.ts";
import { useWords } from "#app/i18n/words.tsx";
import { DesignFactList } from "#app/components/design-fact-list.tsx";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";

interface PhotoPageProps {
  slug: string;
  /** The collection's name. */
  heading: string;
  /** The photo's place in the collection, from 0: its number less one. */
  index: number;
  /** The catalogue page that lists it, where the collection lists its designs in another order than by number. */
  page?: number;
  /** Where it stands among the collection's designs: its position and their number (from 1), and the places of the designs before and after it, if any. */
  around: { position: number; total: number; previous?: number; next?: number };
  photo: LargePhoto;
}

/**
 * One photo of a collection, large, with what the design costs, takes and is, "Order made to
 * measure" in words, and the way to its neighbours and back to the collection.
 */
export function PhotoPage({ slug, heading, index, page = pageOf(index), around, photo }: PhotoPageProps) {
  const m = useWords();
  const localPath = useLocalPath();
  const more = photo.more ?? [];
  return (
    <div className="photo-page">
      <h1>{heading}</h1>
      <figure className="photo-page__figure">
        <ResponsiveImage picture={photo.large} alt={photo.title} altLang={photo.titleLang} sizes="(min-width: 768px) 600px, 100vw" priority />
        <figcaption lang={photo.titleLang}>{photo.title}</figcaption>
      </figure>
      <DesignFactList rows={photo.facts} place="page" />
      <p className="photo-page__order">
        <Link className="button" to={localPath(orderPath([{ slug, number: index + 1 }]))}>
          {m.order_link({})}
        </Link>
      </p>
      <nav className="photo-page__nav" aria-label={m.photo_page_nav_label({ heading })}>
        {around.previous !== undefined && (
          <Link to={localPath(photoPath(slug, around.previous + 1))} rel="prev">
            {m.photo_previous({})}
          </Link>
        )}
        <span>{m.photo_position({ number: around.position, count: around.total })}</span>
        {around.next !== undefined && (
          <Link to={localPath(photoPath(slug, around.next + 1))} rel="next">
            {m.photo_next({})}
          </Link>
        )}
      </nav>
      <p className="photo-page__back">
        <Link className="button button--quiet" to={localPath(pagePath(slug, page))}>
          {m.photo_page_all_of({ heading })}
        </Link>
      </p>
      {more.length > 0 && (
        // Its other photos (the back, the work up close), each with its words, in the owner's order.
        <ul className="photo-page__more" aria-label={m.design_photos_label({})}>
          {more.map((view, n) => (
            <li key={view.large.src}>
              <figure className="photo-page__figure">
                <ResponsiveImage
                  picture={view.large}
                  alt={view.words ?? photo.title}
                  altLang={view.words ? view.wordsLang : photo.titleLang}
                  sizes="(min-width: 1024px) 19rem, (min-width: 768px) 600px, 100vw"
                />
                <figcaption>
                  {m.design_photo({ number: n + 2, count: more.length + 1 })}
                  {view.words && (
                    <>
                      {": "}
                      <span lang={view.wordsLang}>{view.words}</span>
                    </>
                  )}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
