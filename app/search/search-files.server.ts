import { packGridPhoto } from "#app/content/catalogue.server.ts";
import { PAGE_SIZE } from "#app/content/catalogue-pages.ts";
import type { Vocabulary } from "#app/content/design-facts.ts";
import type { Collection, GalleryItem } from "#app/content/schema.ts";
import { pick } from "#app/content/translatable.ts";
import { formatRupees } from "#app/i18n/format.ts";
import { buildWords } from "#app/i18n/build-words.ts";
import type { Locale } from "#app/i18n/languages.ts";
import { bandText, PRICE_BANDS, type PriceBand } from "#app/search/filters.ts";
import type { DesignsFile, FoundDesign } from "#app/content/designs-file.ts";
import { indexFile } from "#app/search/search.ts";
import { designsOf, languageIndex, perLanguage } from "#app/search/search-index.server.ts";
import { searchCopies } from "#app/search/search-copies.server.ts";
import type { FoundCopy } from "#app/search/found-copy.ts";

function foundDesign(collection: Collection, item: GalleryItem, locale: Locale): FoundDesign {
  return {
    slug: collection.slug,
    number: item.number,
    ...packGridPhoto(item, collection, locale),
    ...(item.fabric ? { fabric: item.fabric } : {}),
    ...(item.work?.length ? { work: item.work } : {}),
    ...(item.occasions?.length ? { occasions: item.occasions } : {}),
    ...(item.colours?.length ? { colours: item.colours } : {}),
  };
}

/** A price band as the filters name it: "Under ₹3,000", "₹3,000 to ₹5,000", "₹10,000 and over". */
function bandLabel({ from, to }: PriceBand, locale: Locale): string {
  const words = buildWords(locale);
  const rupees = (amount: number) => formatRupees(amount, locale);
  if (to === undefined) return words.filter_price_over({ from: rupees(from) });
  return from === 0 ? words.filter_price_under({ to: rupees(to) }) : words.filter_price_between({ from: rupees(from), to: rupees(to) });
}

/** A language's designs file: what each result and each filter shows. */
export const designsFile = perLanguage((content, locale): DesignsFile => {
  const terms = Object.fromEntries(
    (Object.keys(content.vocabulary) as Vocabulary[]).map((list) => [list, content.vocabulary[list].map(({ value, label }) => [value, pick(label, locale)])]),
  ) as DesignsFile["terms"];
  return {
    collections: Object.fromEntries(content.collections.map((collection) => [collection.slug, pick(collection.heading, locale)])),
    terms,
    bands: PRICE_BANDS.map((band) => [bandText(band), bandLabel(band, locale)]),
    designs: designsOf(content).map(({ collection, item }) => foundDesign(collection, item, locale)),
  };
});

/** A language's index file (`indexFile`). */
export const searchIndexJson = (locale: Locale): string => JSON.stringify(indexFile(languageIndex(locale)));

/** What the page named `name` in `locale` shows before its script runs: its first page of designs, their collections' headings and how many it finds. */
export function foundCopy(locale: Locale, name: string): FoundCopy | undefined {
  const copy = searchCopies(locale).find((candidate) => candidate.name === name);
  if (!copy) return undefined;
  const file: DesignsFile = designsFile(locale);
  const designs = copy.found.slice(0, PAGE_SIZE).map((id) => file.designs[id]);
  const collections = Object.fromEntries(designs.map(({ slug }) => [slug, file.collections[slug] ?? ""]));
  return { queries: copy.queries, count: copy.found.length, designs, collections };
}
