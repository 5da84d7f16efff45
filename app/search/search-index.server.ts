import type MiniSearch from "minisearch";
import { madeForRead } from "#app/content/made-for-read.ts";
import { VOCABULARY_OF } from "#app/content/design-facts.ts";
import { readContent } from "#app/content/read-content.ts";
import type { Collection, Content, GalleryItem } from "#app/content/schema.ts";
import { pick, type Text } from "#app/content/translatable.ts";
import { LOCALES, type Locale } from "#app/i18n/languages.ts";
import { buildIndex, searchWords, type SearchDocument } from "#app/search/search.ts";

// What each language's search index is built from, read from the content alone (the build's page
// list reads it too, before any of the site's modules are built).

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

export const designsOf = (content: Content) => content.collections.flatMap((collection) => collection.items.map((item) => ({ collection, item })));

/** What `make` gives for the content as read and `locale`, made once for each. */
export function perLanguage<T>(make: (content: Content, locale: Locale) => T): (locale: Locale) => T {
  const kept = madeForRead<T>();
  return (locale) => {
    const content = readContent();
    return kept(content, locale, () => make(content, locale));
  };
}

/** A language's index: each design's number is its place in the designs file. */
export const languageIndex = perLanguage((content, locale): MiniSearch<SearchDocument> =>
  buildIndex(designsOf(content).map(({ collection, item }, id) => documentOf(content, collection, item, locale, id))),
);
