import type { Route } from "./+types/home";
import { AboutSection } from "../components/about-section";
import { CollectionGrid } from "../components/collection-grid";
import { PageSection } from "../components/page-section";
import { PreviewSection } from "../components/preview-section";
import { SiteHeader } from "../components/site-header";
import { packGridPhoto } from "../content/catalogue.server";
import { unpackGridPhoto } from "../content/collection-data";
import { contentIn, largeImage, shareCard, thumbnail } from "../content/content.server";
import { localeOfUrl } from "../i18n/languages";
import { useLocalPath } from "../i18n/locale";
import { fillIn } from "../content/wording";
import { seoMeta } from "../utils/seo";

export function loader({ url }: Route.LoaderArgs) {
  const { site, tiles, collections } = contentIn(localeOfUrl(url));
  // The content's check makes sure each previewed collection exists and has the designs it names.
  const previews = site.homePreviews.flatMap((preview) =>
    collections
      .filter(({ slug }) => slug === preview.collection)
      .map((collection) => ({
        ...preview,
        collectionHeading: collection.heading,
        photos: collection.preview.map(({ photo }) => ({ ...packGridPhoto(collection.items[photo - 1]), photo })),
      })),
  );
  const card = shareCard("home", `${site.business.name}: ${site.business.description}`);
  return {
    card,
    businessName: site.business.name,
    title: fillIn(site.wording.homeTitle, { business: site.business.name }),
    eyebrow: site.wording.headerEyebrow,
    description: site.business.description,
    header: site.header,
    hero: { picture: largeImage(site.header.image), alt: site.header.imageAlt },
    about: { heading: site.sections.about.heading, paragraph: site.about.paragraph },
    collections: {
      heading: site.sections.collections.heading,
      tiles: tiles.map((tile) => ({ name: tile.name, job: tile.job, picture: thumbnail(tile.img) })),
    },
    previews,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  loaderData
    ? seoMeta(matches, location.pathname, {
        title: loaderData.title,
        description: loaderData.description,
        image: loaderData.card,
      })
    : [];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { header, hero, about, collections, previews } = loaderData;
  const localPath = useLocalPath();
  return (
    <>
      <SiteHeader
        eyebrow={loaderData.eyebrow}
        title={header.title}
        businessName={loaderData.businessName}
        paragraph={header.paragraph}
        picture={hero.picture}
        pictureAlt={hero.alt}
      />
      <AboutSection heading={about.heading} paragraph={about.paragraph} />
      <PageSection id="collections" heading={collections.heading}>
        <CollectionGrid tiles={collections.tiles} />
      </PageSection>
      {previews.map((preview) => (
        <PreviewSection
          key={preview.collection}
          id={preview.collection}
          heading={preview.heading}
          collection={preview.collectionHeading}
          photos={preview.photos.map(({ photo, ...packed }) => ({ ...unpackGridPhoto(packed), photo }))}
          to={localPath(`/${preview.collection}`)}
        />
      ))}
    </>
  );
}
