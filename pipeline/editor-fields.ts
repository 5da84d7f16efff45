/**
 * The owner's editor's fields, made from the content schema (app/content/schema.ts)
 * by way of its JSON Schema, so the two cannot drift: each field keeps the
 * schema's name, required-ness, limits and pattern, and takes its words (label,
 * help, the message of a pattern) from the schema's `.meta()`. A field the
 * schema adds appears in the editor with no edit here.
 */
import type { Field } from "@sveltia/cms";
import { z } from "zod";
import type { Vocabulary } from "#app/content/design-facts.ts";
import { ENGLISH_NAMES, type Translations } from "#app/content/translatable.ts";
import { LANGUAGE_NAMES, LOCALES, type Locale } from "#app/i18n/languages.ts";

/** The photos the build reads (content-paths.ts's PHOTO_FILE), as the file picker names them: a HEIC photo is not offered. */
export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif"];

/** The part of JSON Schema the content schema uses, and the editor words its `.meta()` adds. */
export interface SchemaNode {
  type?: string;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  /** The forms a value may take: a translatable text is a string, or an object of its texts by language. */
  anyOf?: SchemaNode[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  /** The field's label. */
  title?: string;
  /** The help under the field. */
  description?: string;
  /** How the editor shows a text: "text" (a box of lines), "image" or "hidden"; a line when left out. */
  widget?: "text" | "image" | "hidden";
  /** What the editor says when a value does not match `pattern`. */
  patternHint?: string;
  /** How a collapsed item of a list is named, such as "{{fields.title}}". */
  summary?: string;
  /** A text in English, Gujarati and Hindi: whether its translations must be given (app/content/translatable.ts). */
  translations?: Translations;
  /** The `{…}` values its lines may name, such as `count` (app/content/wording.ts). */
  fills?: string[];
  /** A value (or a list of values) from one of the content's vocabularies (content/vocabulary.json). */
  vocabulary?: Vocabulary;
  /** A list of the measurements of content/measurements.json, by their values. */
  measures?: true;
  /** A collection of the site, by its slug. */
  collectionChoice?: true;
  /** A list of designs (content/designs/) by their file names, on the site: any, or the collection's whose field it is. */
  designChoice?: "on-the-site" | "of-the-collection";
  /** The values a choice may take. */
  enum?: string[];
  /** How the editor names each value of `enum`, where the values alone would not tell the owner. */
  optionLabels?: Record<string, string>;
}

/** Where the editor finds the vocabularies: the "Shop details" collection's file of that name (./editor-config.ts). */
export const VOCABULARY_ENTRY = { collection: "shop", file: "vocabulary" } as const;
/** Where the editor finds the measurements: the "Shop details" collection's file of that name. */
export const MEASUREMENTS_ENTRY = { collection: "shop", file: "measurements" } as const;

/** The JSON Schema of what a content file holds (its input, before the schema fills defaults in). */
export const schemaNode = (schema: z.ZodType): SchemaNode => z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as SchemaNode;

/** Thrown when the schema leaves out something the editor needs, naming the field. */
export class EditorSchemaError extends Error {
  override name = "EditorSchemaError";
}

function words(path: string, node: SchemaNode): { label: string; hint?: string } {
  if (!node.title) throw new EditorSchemaError(`${path}: the schema gives no title (.meta({ title })) to show the owner`);
  return { label: node.title, ...(node.description ? { hint: node.description } : {}) };
}

function textField(path: string, name: string, node: SchemaNode, required: boolean): Field {
  const common = { name, ...words(path, node), required };
  if (node.widget === "hidden") return { name, widget: "hidden" };
  // An e-mail address's pattern is the build's own (zod's), so the editor refuses what the build would.
  if (node.pattern && !node.patternHint) {
    throw new EditorSchemaError(`${path}: the schema's pattern has no patternHint to tell the owner what it wants`);
  }
  const pattern = node.pattern ? { pattern: [node.pattern, node.patternHint] as [string, string] } : {};
  if (node.widget === "image") {
    return { ...common, ...pattern, widget: "image", accept: PHOTO_TYPES.join(","), choose_url: false };
  }
  const limits = {
    ...(node.minLength && node.minLength > 1 ? { minlength: node.minLength } : {}),
    ...(node.maxLength === undefined ? {} : { maxlength: node.maxLength }),
  };
  if (node.widget === "text") return { ...common, ...limits, ...pattern, widget: "text" };
  const type = node.format === "email" ? { type: "email" as const } : node.format === "uri" ? { type: "url" as const } : {};
  return { ...common, ...limits, ...pattern, ...type, widget: "string" };
}

/** What the editor says under a translation the owner may leave empty. */
const optionalTranslationHint = (locale: Locale) => `May be left empty: the ${ENGLISH_NAMES[locale]} pages then show the English.`;

/**
 * The pattern of a line that may name the values `fills` in braces ("{count} designs") and no
 * other, with what the editor says otherwise: a brace that closes nothing is a letter like any.
 */
export function valuesPattern(fills: readonly string[]): [string, string] {
  const named = fills.map((name) => `\\{${name}\\}|`).join("");
  const hint =
    fills.length > 0
      ? `Of the values in curly brackets, this line may use only ${fills.map((name) => `{${name}}`).join(", ")}`
      : "Words in curly brackets, such as {x}, are for lines that show a value; this line shows none, so write it without them";
  return [`^(?:[^{]|${named}\\{(?![^{}]*\\}))*$`, hint];
}

/**
 * A text in the site's three languages: a group of its English, Gujarati and
 * Hindi, written to the file as `{ "en": …, "gu": …, "hi": … }`. The English is
 * required as the schema requires it; the others where the schema requires its
 * translations, and left out of the file when empty elsewhere.
 */
function translatedField(path: string, name: string, node: SchemaNode, required: boolean): Field {
  const byLanguage = node.anyOf?.find((form) => form.type === "object");
  if (!byLanguage?.properties) throw new EditorSchemaError(`${path}: a translatable text must allow its texts by language ({ en, gu, hi })`);
  const englishRequired = byLanguage.required?.includes("en") ?? false;
  const pattern = { pattern: valuesPattern(node.fills ?? []) };
  const fields = LOCALES.map((locale): Field => {
    const mustGive = locale === "en" ? englishRequired : node.translations === "required";
    const hint = locale !== "en" && !mustGive ? { hint: optionalTranslationHint(locale) } : {};
    const widget = node.widget === "text" ? ("text" as const) : ("string" as const);
    return { name: locale, label: LANGUAGE_NAMES[locale], ...hint, required: mustGive, widget, ...pattern };
  });
  return { name, ...words(path, node), required, widget: "object", fields };
}

/** The field `name` of an object of the schema as the editor names its text: a translatable one by its English (`title.en`). */
export const textFieldName = (name: string, node: SchemaNode): string => (node.properties?.[name]?.translations ? `${name}.en` : name);

/** A summary template (`{{fields.title}}`) of an object of the schema, naming a translatable text by its English (`{{fields.title.en}}`). */
export const englishSummary = (summary: string, node: SchemaNode): string =>
  summary.replace(/\{\{fields\.([\w-]+)\}\}/g, (_, name: string) => `{{fields.${textFieldName(name, node)}}}`);

/**
 * A choice from a vocabulary, or several: the owner picks among its entries by their English
 * labels, and the file keeps their values ("mirror-work"). Entries added to the vocabulary in
 * the editor are offered at once.
 */
function vocabularyField(path: string, name: string, node: SchemaNode, vocabulary: Vocabulary, required: boolean): Field {
  return {
    name,
    ...words(path, node),
    required,
    widget: "relation",
    ...VOCABULARY_ENTRY,
    value_field: `${vocabulary}.*.value`,
    display_fields: [`${vocabulary}.*.label.en`],
    search_fields: [`${vocabulary}.*.label.en`, `${vocabulary}.*.value`],
    multiple: node.type === "array",
  };
}

/** Measurements picked from content/measurements.json by their English labels; the file keeps their values ("chest"). */
function measuresField(path: string, name: string, node: SchemaNode, required: boolean): Field {
  return {
    name,
    ...words(path, node),
    required,
    widget: "relation",
    ...MEASUREMENTS_ENTRY,
    value_field: "measures.*.value",
    display_fields: ["measures.*.label.en"],
    search_fields: ["measures.*.label.en", "measures.*.value"],
    multiple: true,
  };
}

/** Where the editor finds the collections and the designs: its folder collections of those names (./editor-config.ts). */
export const COLLECTIONS_ENTRY = "collections";
export const DESIGNS_ENTRY = "designs";

/** A collection of the site, picked by its English heading; the file keeps its slug ("kediya"). */
function collectionField(path: string, name: string, node: SchemaNode, required: boolean): Field {
  return {
    name,
    ...words(path, node),
    required,
    widget: "relation",
    collection: COLLECTIONS_ENTRY,
    value_field: "slug",
    display_fields: ["heading.en"],
    search_fields: ["heading.en", "slug"],
  };
}

/**
 * What a pick of designs offers: the designs on the site (none taken off it), and for a
 * collection's own picks only the designs of the collection being edited (their `collection` is its
 * `slug`). The build refuses any other by name (app/content/designs.ts), as it must for a file written by hand.
 */
const ON_THE_SITE = { field: "withdrawn", values: [true], exclude: true };
export const DESIGN_FILTERS = {
  "on-the-site": [ON_THE_SITE],
  "of-the-collection": [{ field: "collection", values: ["{{fields.slug}}"] }, ON_THE_SITE],
};

/** Designs picked by their English titles (with their collection and number, to tell alike ones apart); the file keeps their names ("kediya-8"). */
function designsField(path: string, name: string, node: SchemaNode, choice: keyof typeof DESIGN_FILTERS, required: boolean): Field {
  return {
    name,
    ...words(path, node),
    required,
    widget: "relation",
    collection: DESIGNS_ENTRY,
    value_field: "{{slug}}",
    display_fields: ["{{title.en}} ({{collection}} {{number}})"],
    search_fields: ["title.en", "collection", "number"],
    filters: DESIGN_FILTERS[choice],
    multiple: true,
    ...(node.maxItems === undefined ? {} : { max: node.maxItems }),
  };
}

/** The editor field for the schema's `name` (at `path`, for messages). */
export function editorField(path: string, name: string, node: SchemaNode, required: boolean): Field {
  if (node.vocabulary) return vocabularyField(path, name, node, node.vocabulary, required);
  if (node.measures) return measuresField(path, name, node, required);
  if (node.collectionChoice) return collectionField(path, name, node, required);
  if (node.designChoice) return designsField(path, name, node, node.designChoice, required);
  if (node.type === "boolean") return { name, ...words(path, node), required, widget: "boolean" };
  if (node.enum) {
    const labels = node.optionLabels;
    const options = labels ? node.enum.map((value) => ({ label: labels[value] ?? value, value })) : node.enum;
    return { name, ...words(path, node), required, widget: "select", options, ...(node.default === undefined ? {} : { default: node.default }) };
  }
  if (node.translations) return translatedField(path, name, node, required);
  if (node.type === "object") {
    return { name, ...words(path, node), required, widget: "object", fields: editorFields(node, path) };
  }
  if (node.type === "array") {
    const item = node.items;
    if (item?.type !== "object") throw new EditorSchemaError(`${path}: a list of anything but objects has no editor field`);
    const fields = editorFields(item, `${path}[]`);
    const photo = fields.find((field) => "widget" in field && field.widget === "image");
    return {
      name,
      ...words(path, node),
      required,
      widget: "list",
      ...(item.title ? { label_singular: item.title } : {}),
      ...(item.summary ? { summary: englishSummary(item.summary, item) } : {}),
      ...(photo ? { thumbnail: photo.name } : {}),
      ...(node.minItems === undefined ? {} : { min: node.minItems }),
      ...(node.maxItems === undefined ? {} : { max: node.maxItems }),
      collapsed: "auto",
      fields,
    };
  }
  if (node.type === "string") return textField(path, name, node, required);
  if (node.type === "integer") {
    const limits = {
      ...(node.minimum === undefined ? {} : { min: node.minimum }),
      ...(node.maximum === undefined || node.maximum >= Number.MAX_SAFE_INTEGER ? {} : { max: node.maximum }),
    };
    return { name, ...words(path, node), required, widget: "number", value_type: "int", ...limits };
  }
  if (node.type === "number") {
    const limits = { ...(node.minimum === undefined ? {} : { min: node.minimum }), ...(node.maximum === undefined ? {} : { max: node.maximum }) };
    return { name, ...words(path, node), required, widget: "number", value_type: "float", ...limits };
  }
  throw new EditorSchemaError(`${path}: a field of type ${node.type ?? "(none)"} has no editor field`);
}

/** The editor fields of an object's properties, in the schema's order. */
export function editorFields(node: SchemaNode, path = ""): Field[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).map(([name, child]) => editorField(path ? `${path}.${name}` : name, name, child, required.has(name)));
}
