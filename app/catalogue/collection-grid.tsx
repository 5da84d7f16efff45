import { Link } from "react-router";
import type { Picture } from "#app/content/pictures.ts";
import { useLocalPath } from "#app/i18n/locale.ts";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";

export interface CollectionTile {
  name: string;
  /** The slug of the collection's page. */
  job: string;
  picture: Picture;
}

/** The collection tiles, each leading to its catalogue page. */
export function CollectionGrid({ tiles }: { tiles: CollectionTile[] }) {
  const localPath = useLocalPath();
  return (
    <ul className="collection-grid">
      {tiles.map((tile) => (
        <li key={tile.job}>
          <Link className="photo-card collection-grid__tile" to={localPath(`/${tile.job}`)}>
            <ResponsiveImage picture={tile.picture} alt={tile.name} sizes="(min-width: 1240px) 290px, (min-width: 768px) 24vw, 48vw" />
            {/* The photo's alt text names the link; this is the same name, for the eye. */}
            <span className="collection-grid__name" aria-hidden="true">
              {tile.name}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
