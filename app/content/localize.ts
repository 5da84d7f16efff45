/**
 * The content in each of the site's languages. Validation (./validate.ts)
 * keeps each translatable text's English at its field, and notes its
 * translations here, beside the object that holds it; `localizeContent` gives
 * the same content with every such text in another language. Which fields are
 * translatable, the schema says (`.meta({ translations })`, ./translatable.ts).
 */
import { z } from "zod";
import type { Locale } from "../i18n/languages.ts";
import { collectionSchema, siteSchema, tilesSchema, type Content } from "./schema.ts";
import { translationsOf, type TextTranslations, type Translations, type WrittenText } from "./translatable.ts";

/** The part of a schema's JSON Schema that says where its translatable texts are. */
interface Node {
  type?: string;
  properties?: Record<string, Node>;
  items?: Node;
  translations?: Translations;
}

const nodes = new WeakMap<z.ZodType, Node>();

/** The JSON Schema of what a content file holds, as the owner's editor reads it too. */
function nodeOf(schema: z.ZodType): Node {
  let node = nodes.get(schema);
  if (!node) {
    node = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Node;
    nodes.set(schema, node);
  }
  return node;
}

type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields => typeof value === "object" && value !== null && !Array.isArray(value);

// On globalThis, like the content read (./read-content.ts): the build loads these modules more than once.
const shared = globalThis as { [key: symbol]: unknown };
/** The translations of the texts of each validated object, by field. */
const translationsByObject = (shared[Symbol.for("tailor.content.translations")] ??= new WeakMap()) as WeakMap<object, Map<string, TextTranslations>>;
/** The content in each language, once it has been asked for. */
const localized = (shared[Symbol.for("tailor.content.localized")] ??= new WeakMap()) as WeakMap<Content, Map<Locale, Content>>;

/**
 * Notes the translations of the texts a content file writes (`written`, its
 * JSON) beside the validated objects `schema` made of it (`parsed`), for
 * `localizeContent` to find.
 */
export function noteTranslations(schema: z.ZodType, written: unknown, parsed: unknown): void {
  (function walk(node: Node, from: unknown, to: unknown): void {
    if (Array.isArray(from) && Array.isArray(to)) {
      const { items } = node;
      if (items) from.forEach((item, i) => walk(items, item, to[i]));
      return;
    }
    if (!node.properties || !isFields(from) || !isFields(to)) return;
    for (const [key, child] of Object.entries(node.properties)) {
      if (!child.translations) {
        walk(child, from[key], to[key]);
        continue;
      }
      if (from[key] === undefined) continue;
      const texts = translationsOf(from[key] as WrittenText);
      if (Object.keys(texts).length === 0) continue;
      let byField = translationsByObject.get(to);
      if (!byField) translationsByObject.set(to, (byField = new Map()));
      byField.set(key, texts);
    }
  })(nodeOf(schema), written, parsed);
}

/** `value`, validated by the schema of `node`, with each translatable text in `locale`. */
function inLocale(node: Node, value: unknown, locale: Exclude<Locale, "en">): unknown {
  if (Array.isArray(value)) {
    const { items } = node;
    return items ? value.map((item) => inLocale(items, item, locale)) : value;
  }
  if (!node.properties || !isFields(value)) return value;
  const texts = translationsByObject.get(value);
  const out: Fields = { ...value };
  for (const [key, child] of Object.entries(node.properties)) {
    if (!(key in value)) continue;
    if (!child.translations) {
      out[key] = inLocale(child, value[key], locale);
      continue;
    }
    const text = texts?.get(key)?.[locale];
    if (text) out[key] = text;
    // Left as its English: where that may be so, the page is told, to mark it lang="en".
    else if (child.translations === "optional" && value[key]) out[`${key}Lang`] = "en";
  }
  return out;
}

/**
 * The content with every translatable text in `locale`, in the same shape:
 * where a text's translation is optional and left out, its English, with
 * `<field>Lang: "en"` beside it (`titleLang` on a design, `headingLang` on a
 * collection, `header.titleLang` and `contact.addressLang` on the site).
 * Made once for each language; for "en", `content` itself.
 */
export function localizeContent(content: Content, locale: Locale): Content {
  if (locale === "en") return content;
  let byLocale = localized.get(content);
  if (!byLocale) localized.set(content, (byLocale = new Map()));
  let result = byLocale.get(locale);
  if (!result) {
    const collection = nodeOf(collectionSchema);
    result = {
      site: inLocale(nodeOf(siteSchema), content.site, locale),
      tiles: inLocale(nodeOf(tilesSchema), content.tiles, locale),
      collections: content.collections.map((each) => inLocale(collection, each, locale)),
    } as Content;
    byLocale.set(locale, result);
  }
  return result;
}
