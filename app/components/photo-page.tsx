import { Link } from "react-router";
import { pageOf, pagePath, photoPath } from "../content/catalogue-pages";
import type { LargePhoto } from "../content/pictures";
import { ResponsiveImage } from "./responsive-image";
import "./photo-page.css";

interface PhotoPageProps {
  slug: string;
  /** The collection's name. */
  heading: string;
  /** The collection's number of photos. */
  count: number;
  /** The photo's number in the collection, from 0. */
  index: number;
  photo: LargePhoto;
}

/** One photo of a collection, large, with the way to its neighbours and back to the collection. */
export function PhotoPage({ slug, heading, count, index, photo }: PhotoPageProps) {
  return (
    <div className="photo-page">
      <h1>{heading}</h1>
      <figure className="photo-page__figure">
        <ResponsiveImage picture={photo.large} alt={photo.title} sizes="(min-width: 768px) 600px, 100vw" priority />
        <figcaption>{photo.title}</figcaption>
      </figure>
      <nav className="photo-page__nav" aria-label={`${heading}: photos`}>
        {index > 0 && (
          <Link to={photoPath(slug, index - 1)} rel="prev">
            Previous photo
          </Link>
        )}
        <span>
          Photo {index + 1} of {count}
        </span>
        {index < count - 1 && (
          <Link to={photoPath(slug, index + 1)} rel="next">
            Next photo
          </Link>
        )}
      </nav>
      <p className="photo-page__back">
        <Link className="button button--quiet" to={pagePath(slug, pageOf(index))}>
          All of {heading}
        </Link>
      </p>
    </div>
  );
}
