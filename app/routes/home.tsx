import { Link } from "react-router";
import type { Route } from "./+types/home";
import { AboutSection } from "#app/components/about-section.tsx";
import { CollectionGrid, HeaderDesigns, PreviewSection } from "#app/catalogue/index.ts";
import { PageSection } from "#app/components/page-section.tsx";
import { HowOrderingWorks } from "#app/order/index.ts";
import { orderingOf } from "#app/order/how-ordering-works.server.ts";
import { ORDER_PATH, photoPath } from "#app/content/catalogue-pages.ts";
import { SiteHeader } from "#app/frame/index.ts";
import { packGridPhoto, placesWhere } from "#app/content/catalogue.server.ts";
import { unpackGridPhoto } from "#app/content/collection-data.ts";
import { largeImage, shareCard, thumbnail } from "#app/content/content.server.ts";
import { readContent } from "#app/content/read-content.ts";
import { pick, type Text } from "#app/content/translatable.ts";
import { localeOfUrl } from "#app/i18n/languages.ts";
import { useLocalPath } from "#app/i18n/locale.ts";
import { useWords } from "#app/i18n/words.tsx";
import { fillIn } from "#app/content/wording.ts";
import { seoMeta } from "#app/content/seo.ts";

export function loader({ url }: Route.LoaderArgs) {
  const locale = localeOfUrl(url);
  const text = (words: Text) => pick(words, locale);
  const { site, tiles, collections, headerDesigns } = readContent();
  // The content's check makes sure each previewed collection exists and has the designs it names.
  const previews = site.homePreviews.flatMap((preview) =>
    collections
      .filter(({ slug }) => slug === preview.collection)
      .map((collection) => ({
        collection: preview.collection,
        heading: text(preview.heading),
        collectionHeading: text(collection.heading),
        photos: collection.previews.map((design) => ({ ...packGridPhoto(design, collection, locale), number: design.number })),
        // Where its designs are: a preview's photo opens at the tap, as the catalogue's do.
        where: placesWhere(collection),
      })),
  );
  // The content's check makes sure each is a design on the site, so its collection is there too.
  const designs = headerDesigns.flatMap((design) =>
    collections
      .filter(({ slug }) => slug === design.collection)
      .map((collection) => ({ ...packGridPhoto(design, collection, locale), to: photoPath(collection.slug, design.number) })),
  );
  const description = text(site.business.description);
  return {
    card: shareCard("home", `${site.business.name}: ${description}`),
    businessName: site.business.name,
    title: fillIn(text(site.wording.homeTitle), { business: site.business.name }),
    eyebrow: text(site.wording.headerEyebrow),
    description,
    header: { title: text(site.header.title), paragraph: text(site.header.paragraph) },
    hero: { picture: largeImage(site.header.image), alt: text(site.header.imageAlt) },
    designs,
    about: { heading: text(site.sections.about.heading), paragraph: text(site.about.paragraph) },
    collections: {
      heading: text(site.sections.collections.heading),
      tiles: tiles.map((tile) => ({ name: text(tile.name), job: tile.job, picture: thumbnail(tile.img) })),
    },
    previews,
    ordering: orderingOf(site.promises, locale),
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
  const { header, hero, designs, about, collections, previews } = loaderData;
  const localPath = useLocalPath();
  const m = useWords();
  return (
    <>
      <SiteHeader
        eyebrow={loaderData.eyebrow}
        title={header.title}
        businessName={loaderData.businessName}
        paragraph={header.paragraph}
        picture={hero.picture}
        pictureAlt={hero.alt}
        designs={
          designs.length > 0 ? (
            <HeaderDesigns
              label={m.header_designs_label({})}
              designs={designs.map(({ to, ...packed }) => ({ ...unpackGridPhoto(packed), to: localPath(to) }))}
            />
          ) : undefined
        }
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
          photos={preview.photos.map(({ number, ...packed }) => ({ ...unpackGridPhoto(packed), number }))}
          to={localPath(`/${preview.collection}`)}
          where={preview.where}
        />
      ))}
      <PageSection id="ordering" heading={loaderData.ordering.heading} className="ordering-section">
        <HowOrderingWorks ordering={loaderData.ordering} />
        <p className="ordering-section__order">
          <Link className="button" to={localPath(ORDER_PATH)}>
            {m.order_link({})}
          </Link>
        </p>
      </PageSection>
    </>
  );
}
