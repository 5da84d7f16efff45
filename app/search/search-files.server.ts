import { packGridPhoto } from "#app/content/catalogue.server.ts";
import { VOCABULARY_OF, type Vocabulary } from "#app/content/design-facts.ts";
import { readContent } from "#app/content/read-content.ts";
import type { Collection, Content, GalleryItem } from "#app/content/schema.ts";
import { pick, type Text } from "#app/content/translatable.ts";
import { formatRupees } from "#app/i18n/format.ts";
import { extraWords } from "#app/i18n/extra-words.ts";
import { LOCALES, type Locale } from "#app/i18n/languages.ts";
import { bandText, PRICE_BANDS, type PriceBand } from "#app/search/filters.ts";
import type { DesignsFile, FoundDesign } from "#app/content/designs-file.ts";
import { buildIndex, indexFile, searchWords, type SearchDocument } from "#app/search/search.ts";

/** Every text of a design in one language: its title, its collection's heading, and its vocabulary values' labels. */
function textsOf(content: Content, collection: Collection, item: GalleryItem, locale: Locale): string[] {
  const label = (field: keyof typeof VOCABULARY_OF, value: string) => content.vocabulary[VOCABULARY_OF[field]].find((entry) => entry.value === value)?.label;
  const labels = (Object.keys(VOCABULARY_OF) as (keyof typeof VOCABULARY_OF)[]).flatMap((field) => {
    const values = item[field];
    return (Array.isArray(values) ? values : values === undefined ? [] : [values]).flatMap((value) => label(field, value) ?? []);
  });
  return [collection.heading, ...labels].map((text: Text) => pick(text, locale));
}

/**
 * The Latin spellings (content/spellings.json) of the words in `texts`: of an entry one of whose
 * words, or of whose spellings, they say. A design whose title says "chaniya" in English only is
 * found by "chanya" as one whose Gujarati says ચણિયા.
 */
function latinOf(content: Content, texts: string[]): string[] {
  const words = new Set(texts.flatMap(searchWords));
  const says = (word: string) => words.has(word.normalize("NFC").toLowerCase());
  return content.spellings.filter((spelling) => spelling.words.some(says) || spelling.latin.some(says)).flatMap((spelling) => spelling.latin);
}

function documentOf(content: Content, collection: Collection, item: GalleryItem, locale: Locale, id: number): SearchDocument {
  const title = (other: Locale) => pick(item.title, other);
  const own = textsOf(content, collection, item, locale);
  const english = locale === "en" ? [] : [title("en"), ...textsOf(content, collection, item, "en")];
  // Spellings of what any language calls it: "chanya" finds a chaniya on the English pages too.
  const everyLanguage = LOCALES.flatMap((other) => [title(other), ...textsOf(content, collection, item, other)]);
  return { id, title: title(locale), more: [...own, ...english, ...latinOf(content, everyLanguage)].join(" ") };
}

function foundDesign(collection: Collection, item: GalleryItem, locale: Locale): FoundDesign {
  return {
    slug: collection.slug,
    photo: item.number,
    ...packGridPhoto(item, collection, locale),
    ...(item.fabric ? { fabric: item.fabric } : {}),
    ...(item.work?.length ? { work: item.work } : {}),
    ...(item.occasions?.length ? { occasions: item.occasions } : {}),
    ...(item.colours?.length ? { colours: item.colours } : {}),
  };
}

const designsOf = (content: Content) => content.collections.flatMap((collection) => collection.items.map((item) => ({ collection, item })));

/** A price band as the filters name it: "Under ₹3,000", "₹3,000 to ₹5,000", "₹10,000 and over". */
function bandLabel({ from, to }: PriceBand, locale: Locale): string {
  const words = extraWords(locale);
  const rupees = (amount: number) => formatRupees(amount, locale);
  if (to === undefined) return words.filter_price_over({ from: rupees(from) });
  return from === 0 ? words.filter_price_under({ to: rupees(to) }) : words.filter_price_between({ from: rupees(from), to: rupees(to) });
}

/** A language's designs file: what each result and each filter shows. */
export function designsFile(locale: Locale): DesignsFile {
  const content = readContent();
  const terms = Object.fromEntries(
    (Object.keys(content.vocabulary) as Vocabulary[]).map((list) => [list, content.vocabulary[list].map(({ value, label }) => [value, pick(label, locale)])]),
  ) as DesignsFile["terms"];
  return {
    collections: Object.fromEntries(content.collections.map((collection) => [collection.slug, pick(collection.heading, locale)])),
    terms,
    bands: PRICE_BANDS.map((band) => [bandText(band), bandLabel(band, locale)]),
    designs: designsOf(content).map(({ collection, item }) => foundDesign(collection, item, locale)),
  };
}

/** A language's index file (`indexFile`): each design's number is its place in the designs file. */
export function searchIndexJson(locale: Locale): string {
  const content = readContent();
  const documents = designsOf(content).map(({ collection, item }, id) => documentOf(content, collection, item, locale, id));
  return JSON.stringify(indexFile(buildIndex(documents)));
}
