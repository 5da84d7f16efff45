import { data } from "react-router";
import type { Route } from "./+types/catalogue";
import { PhotoGrid } from "../components/photo-grid";
import { findCollection, getContent, toPhoto } from "../content/content.server";
import { canonicalLink } from "../utils/canonical";

// One module serves every collection; the path names which.
export function loader({ url }: Route.LoaderArgs) {
  const slug = url.pathname.replace(/^\/|\/$/g, "");
  const collection = findCollection(slug);
  if (!collection) throw data(null, { status: 404, statusText: "Not Found" });
  return {
    businessName: getContent().site.business.name,
    heading: collection.heading,
    photos: collection.items.map(toPhoto),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => [
  { title: `${loaderData?.heading} | ${loaderData?.businessName}` },
  {
    name: "description",
    content: `${loaderData?.heading}: ${loaderData?.photos.length} made-to-order designs by ${loaderData?.businessName}.`,
  },
  canonicalLink(matches, location.pathname),
];

export default function Catalogue({ loaderData }: Route.ComponentProps) {
  const { heading, photos } = loaderData;
  return (
    <div className="catalogue">
      <div className="catalogue__inner">
        <h1>{heading}</h1>
        <p className="catalogue__count">{photos.length} designs, each made to order · open a photo to see it large</p>
        <PhotoGrid
          photos={photos}
          label={`${heading} photos`}
          sizes="(min-width: 1240px) 390px, (min-width: 992px) 31vw, 48vw"
          priorityFirst
        />
      </div>
    </div>
  );
}
