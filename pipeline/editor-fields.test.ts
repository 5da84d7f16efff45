import { readFileSync } from "node:fs";
import type { Field } from "@sveltia/cms";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { collectionSchema, designSchema, measurementsSchema, siteSchema, tilesSchema, vocabularySchema } from "#app/content/schema.ts";
import { editorConfig } from "#pipeline/editor-config.ts";
import { EditorSchemaError, PHOTO_TYPES, editorFields, schemaNode, valuesPattern, type SchemaNode } from "#pipeline/editor-fields.ts";

type AnyField = Field & Record<string, unknown> & { fields?: AnyField[] };

/** Whether the editor's field `named` among `fields` (a language's, where `locale` says) takes `value`, by its pattern. */
function editorTakes(fields: AnyField[], named: string, value: string, locale?: string): boolean {
  const field = fields.find((candidate) => candidate.name === named)!;
  const checked = locale ? field.fields!.find((language) => language.name === locale)! : field;
  return new RegExp((checked.pattern as [string, string])[0]).test(value);
}

const config = editorConfig(
  { repo: "tailor/catalogue", branch: "main" },
  { siteUrl: "https://tailor.example", basePath: "/", business: "The Tailor's Studio", collections: [{ slug: "kediya", heading: "Kediya's", next: 21 }] },
);
const collections = config.collections as unknown as (Record<string, unknown> & {
  name: string;
  fields?: AnyField[];
  files?: { name: string; fields: AnyField[] }[];
})[];
const collectionFields = collections.find((collection) => collection.name === "collections")!.fields!;
const designFields = collections.find((collection) => collection.name === "designs")!.fields!;
const shop = collections.find((collection) => collection.name === "shop")!.files!;
const siteFields = shop.find((file) => file.name === "site")!.fields;
const [tileList] = shop.find((file) => file.name === "tiles")!.fields;
const vocabularyFields = shop.find((file) => file.name === "vocabulary")!.fields;
const measurementFields = shop.find((file) => file.name === "measurements")!.fields;

/** Every way the schema at `path` and the editor's field differ, as lines naming the field. */
function disagreements(node: SchemaNode, fields: AnyField[], path: string): string[] {
  const out: string[] = [];
  const required = new Set(node.required ?? []);
  const names = Object.keys(node.properties ?? {});
  const extra = fields.map((field) => field.name).filter((name) => !names.includes(name));
  if (extra.length > 0) out.push(`${path}: the editor has ${extra.join(", ")}, which the schema has not`);
  for (const name of names) {
    const child = node.properties![name];
    const at = path ? `${path}.${name}` : name;
    const field = fields.find((candidate) => candidate.name === name);
    if (!field) {
      out.push(`${at}: not in the editor`);
      continue;
    }
    if (field.widget === "hidden") {
      if (required.has(name)) out.push(`${at}: hidden from the owner, but the schema requires it`);
      continue;
    }
    if (field.required !== required.has(name)) out.push(`${at}: required ${String(field.required)} in the editor, ${required.has(name)} in the schema`);
    if (!field.label || field.label === name) out.push(`${at}: shows the owner its field name`);
    if (child.vocabulary) {
      // Chosen from its vocabulary in the editor, the values the content checks against it.
      const picks =
        field.widget === "relation" &&
        field.file === "vocabulary" &&
        field.value_field === `${child.vocabulary}.*.value` &&
        field.multiple === (child.type === "array");
      if (!picks) out.push(`${at}: not a choice from the ${child.vocabulary} vocabulary`);
      continue;
    }
    if (child.collectionChoice || child.designChoice) {
      // Picked from the editor's list of collections or designs; the content checks what is picked.
      const picks = field.widget === "relation" && field.collection === (child.designChoice ? "designs" : "collections");
      if (!picks) out.push(`${at}: not a pick of ${child.designChoice ? "designs" : "a collection"}`);
      continue;
    }
    if (child.measures) {
      const picks = field.widget === "relation" && field.file === "measurements" && field.value_field === "measures.*.value" && field.multiple === true;
      if (!picks) out.push(`${at}: not a choice of the measurements`);
      continue;
    }
    const values = (field.options as (string | { value: string })[] | undefined)?.map((option) => (typeof option === "string" ? option : option.value));
    if (child.enum && (field.widget !== "select" || JSON.stringify(values) !== JSON.stringify(child.enum))) out.push(`${at}: not a choice of its values`);
    if (child.type === "number" && (field.widget !== "number" || field.value_type !== "float" || field.min !== child.minimum || field.max !== child.maximum)) {
      out.push(`${at}: not a number within its limits in the editor`);
    }
    if (child.pattern && (field.pattern as string[] | undefined)?.[0] !== child.pattern) out.push(`${at}: a different pattern`);
    // A list's limits are on its number of items, a whole number's on its value (the largest safe integer being no limit).
    if (child.type === "number") continue;
    const [min, max] =
      child.type === "integer" ? [child.minimum, child.maximum === Number.MAX_SAFE_INTEGER ? undefined : child.maximum] : [child.minItems, child.maxItems];
    if (min !== field.min || max !== field.max) out.push(`${at}: different limits on its ${child.type === "integer" ? "value" : "items"}`);
    if (child.type === "integer" && (field.widget !== "number" || field.value_type !== "int")) out.push(`${at}: not a whole number in the editor`);
    if (child.translations) {
      // A text in three languages: its English required as the schema requires it, the others as its translations are.
      const byLanguage = child.anyOf?.find((form) => form.type === "object");
      const expected = [
        ["en", byLanguage?.required?.includes("en") ?? false],
        ["gu", child.translations === "required"],
        ["hi", child.translations === "required"],
      ];
      const shown = (field.fields ?? []).map((language) => [language.name, language.required]);
      if (field.widget !== "object" || JSON.stringify(shown) !== JSON.stringify(expected))
        out.push(`${at}: not its English, Gujarati and Hindi as the schema requires them`);
    }
    if (child.type === "object") out.push(...disagreements(child, field.fields ?? [], at));
    if (child.type === "array") out.push(...disagreements(child.items!, field.fields ?? [], `${at}[]`));
  }
  return out;
}

/** A node of the content's schema, as zod keeps it: its kind and what it holds (zod's own definition). */
type SchemaPart = { _zod: { def: Record<string, unknown> & { type: string; checks?: { _zod: { def: { check: string } } }[] } } };

/** The fields of `schema` with a check of the build's own (a refine), which no JSON Schema keyword carries to the editor: each field's path and part. */
function refinedFields(schema: unknown, path = "", found: { path: string; part: SchemaPart }[] = []) {
  const part = schema as SchemaPart;
  const def = part._zod.def;
  if (def.checks?.some((check) => check._zod.def.check === "custom")) found.push({ path: path || "(the whole file)", part });
  const inner = (child: unknown, at = path) => refinedFields(child, at, found);
  if (def.type === "object") for (const [name, child] of Object.entries(def.shape as object)) inner(child, path ? `${path}.${name}` : name);
  if (def.type === "array") inner(def.element, `${path}[]`);
  if (["optional", "default", "nullable", "prefault"].includes(def.type)) inner(def.innerType);
  if (def.type === "pipe") [def.in, def.out].forEach((child) => inner(child));
  if (def.type === "union") (def.options as unknown[]).forEach((child) => inner(child));
  return found;
}

/** The editor's field at `path` ("hours.closed[].date") among `fields`. */
function fieldAt(fields: AnyField[], path: string): AnyField | undefined {
  const [name, ...rest] = path.replace(/\[\]/g, "").split(".");
  const field = fields.find((candidate) => candidate.name === name);
  return rest.length === 0 || !field ? field : fieldAt(field.fields ?? [], rest.join("."));
}

/**
 * Each rule of the build's own that an editor's field cannot hold, and why: it compares two
 * fields, or the lines of a list, or counts a month's days. The build refuses these by file and
 * field (and a design by its title); the editing guide lists them.
 */
const BUILD_ONLY: Record<string, string> = {
  "designs (the whole file)": "price up to against price from: two fields",
  "designs.makingDays": "a range that goes down (14-10): a pattern cannot compare its two numbers; no days (0) the pattern refuses",
  "collections.makingDays": "a range that goes down (14-10): a pattern cannot compare its two numbers; no days (0) the pattern refuses",
  "designs.smallImage": "the build fills it in; the editor never writes it",
  "measurements.measures": "each measurement's name once: the lines of a list",
  "measurements.measures[]": "the most above the least: two fields",
  "site.hours.week": "stretches of a day that overlap or meet: the lines of a list",
  "site.hours.week[]": "closes after it opens: two fields",
  "site.hours.closed": "a date listed twice: the lines of a list",
  "site.hours.closed[].date": "a day of the calendar (not 2027-02-30): a pattern does not count a month's days",
  "vocabulary.fabrics": "each value once: the lines of a list",
  "vocabulary.work": "each value once: the lines of a list",
  "vocabulary.occasions": "each value once: the lines of a list",
  "vocabulary.colours": "each value once: the lines of a list",
};

describe("the build's rules that JSON Schema cannot carry", () => {
  it("are held by the editor's field (a pattern, or one per language) or named with why it cannot", () => {
    const unexplained: string[] = [];
    const explained = new Set<string>();
    for (const [file, schema, fields] of [
      ["designs", designSchema, designFields],
      ["collections", collectionSchema, collectionFields],
      ["site", siteSchema, siteFields],
      ["measurements", measurementsSchema, measurementFields],
      ["vocabulary", vocabularySchema, vocabularyFields],
      ["tiles", tilesSchema, tileList.fields ?? []],
    ] as const) {
      for (const { path } of refinedFields(schema)) {
        const at = `${file}${path === "(the whole file)" ? " " : "."}${path.replace(/^\[\]\.?/, "")}`;
        if (BUILD_ONLY[at]) {
          explained.add(at);
          continue;
        }
        const field = fieldAt(fields as AnyField[], path.replace(/^\[\]\.?/, ""));
        // A text in three languages is held by each language's field (its {…} values), any other by its pattern.
        const languages = field?.fields?.map((language) => language.name).join();
        const held =
          languages === "en,gu,hi" ? field!.fields!.every((language) => Array.isArray((language as AnyField).pattern)) : Array.isArray(field?.pattern);
        if (!held) unexplained.push(at);
      }
    }
    expect(unexplained).toEqual([]);
    // Every reason given is for a rule the schema has.
    expect(Object.keys(BUILD_ONLY).filter((path) => !explained.has(path))).toEqual([]);
  });
});

describe("the owner's editor's fields", () => {
  it("are the content schema's: every field, with its required-ness, limits and pattern, in words the owner reads", () => {
    expect(disagreements(schemaNode(collectionSchema), collectionFields, "collections")).toEqual([]);
    expect(disagreements(schemaNode(designSchema), designFields, "designs")).toEqual([]);
    expect(disagreements(schemaNode(siteSchema), siteFields, "site")).toEqual([]);
    expect(disagreements(schemaNode(vocabularySchema), vocabularyFields, "vocabulary")).toEqual([]);
    expect(disagreements(schemaNode(measurementsSchema), measurementFields, "measurements")).toEqual([]);
    expect(disagreements({ type: "object", properties: { tiles: schemaNode(tilesSchema) }, required: ["tiles"] }, [tileList], "")).toEqual([]);
    expect(tileList).toMatchObject({ root: true, widget: "list", min: 1 });
  });

  it("asks for the photo a design's card shows, and any more as a list to reorder; its smaller copy is the build's to make", () => {
    expect(designFields.map((field) => [field.name, field.widget])).toEqual([
      ["collection", "relation"],
      ["number", "number"],
      ["title", "object"],
      ["largeImage", "image"],
      ["morePhotos", "list"],
      ["smallImage", "hidden"],
      ["price", "number"],
      ["priceTo", "number"],
      ["makingDays", "string"],
      ["fabric", "relation"],
      ["work", "relation"],
      ["occasions", "relation"],
      ["colours", "relation"],
      ["withdrawn", "boolean"],
    ]);
    // More photos: a list the owner drags into order, each a photo with its words, shown by its photo in the list.
    expect(designFields.find((field) => field.name === "morePhotos")).toMatchObject({
      widget: "list",
      required: false,
      max: 7,
      thumbnail: "image",
      summary: "{{fields.words.en}}",
      fields: [
        { name: "image", widget: "image", required: true },
        { name: "words", widget: "object", required: false },
      ],
    });
    const design = { collection: "kediya", number: 21, title: "Saffron kediyu", largeImage: "/images/kediya/saffron.webp" };
    expect(designSchema.parse(design)).toEqual({
      collection: "kediya",
      number: 21,
      title: { en: "Saffron kediyu" },
      largeImage: "images/kediya/saffron.webp",
      smallImage: "images/kediya/saffron.webp",
    });
    // As the editor writes a design whose Gujarati and Hindi are left empty.
    expect(designSchema.parse({ ...design, title: { en: "Saffron kediyu" } })).toEqual({
      collection: "kediya",
      number: 21,
      title: { en: "Saffron kediyu" },
      largeImage: "images/kediya/saffron.webp",
      smallImage: "images/kediya/saffron.webp",
    });
  });

  it("asks for a design's price, days and facts in the owner's words, its fabric, work and occasions chosen from the vocabulary by their English", () => {
    const field = (name: string) => designFields.find((candidate) => candidate.name === name)!;
    expect(field("price")).toMatchObject({ label: "Price from (₹)", widget: "number", value_type: "int", min: 1, required: false });
    expect(field("makingDays")).toMatchObject({ label: "Days to make", widget: "string", required: false });
    expect(field("fabric")).toMatchObject({
      label: "Fabric",
      collection: "shop",
      file: "vocabulary",
      value_field: "fabrics.*.value",
      display_fields: ["fabrics.*.label.en"],
      multiple: false,
    });
    expect(field("occasions")).toMatchObject({ label: "Occasions", value_field: "occasions.*.value", multiple: true });
    // The vocabulary is edited there too: each entry's value and its label in three languages.
    const occasions = vocabularyFields.find((candidate) => candidate.name === "occasions")!;
    expect(occasions.fields!.map((entry) => [entry.name, entry.widget])).toEqual([
      ["value", "string"],
      ["label", "object"],
    ]);
    expect(collectionFields.map((candidate) => candidate.name)).toEqual([
      "slug",
      "heading",
      "priceFrom",
      "makingDays",
      "measures",
      "preview",
      "order",
      "first",
    ]);
  });

  it("lets the owner choose a collection's order in words, by number by default, and pick designs to list first", () => {
    expect(collectionFields.find((field) => field.name === "order")).toMatchObject({
      label: "Order on the collection's page",
      widget: "select",
      default: "number",
      options: [
        { label: "By number, new designs last", value: "number" },
        { label: "Newest first", value: "newest" },
      ],
    });
    expect(collectionFields.find((field) => field.name === "first")).toMatchObject({
      widget: "relation",
      collection: "designs",
      value_field: "{{slug}}",
      multiple: true,
      max: 24,
    });
  });

  it("asks which measurements a collection's orders take, chosen from the measurements by their English", () => {
    expect(collectionFields.find((field) => field.name === "measures")).toMatchObject({
      widget: "relation",
      collection: "shop",
      file: "measurements",
      display_fields: ["measures.*.label.en"],
      multiple: true,
      required: false,
    });
    const measure = measurementFields.find((field) => field.name === "measures")!.fields!;
    expect(measure.map((field) => [field.name, field.widget])).toEqual([
      ["value", "string"],
      ["label", "object"],
      ["how", "object"],
      ["drawing", "select"],
      ["min", "number"],
      ["max", "number"],
    ]);
  });

  it("asks for the opening hours a day at a time, on the 24-hour clock, and for the shop's place on the map", () => {
    const hours = siteFields.find((field) => field.name === "hours")!.fields!;
    const week = hours.find((field) => field.name === "week")!.fields!;
    expect(week.find((field) => field.name === "day")).toMatchObject({
      widget: "select",
      options: ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"],
    });
    expect(week.find((field) => field.name === "opens")).toMatchObject({
      widget: "string",
      pattern: [expect.any(String), "Hours and minutes on the 24-hour clock, such as 20:00"],
    });
    const geo = siteFields.find((field) => field.name === "contact")!.fields!.find((field) => field.name === "geo")!;
    expect(geo.fields).toMatchObject([
      { name: "latitude", widget: "number", value_type: "float", min: -90, max: 90 },
      { name: "longitude", widget: "number", value_type: "float" },
    ]);
  });

  it("edits a text in English, Gujarati and Hindi, requiring the translations only where the schema does", () => {
    const title = designFields.find((field) => field.name === "title")!;
    expect(title).toEqual({
      name: "title",
      label: "What the photo shows",
      hint: "A few words a customer would read, such as: Indigo kediyu, mirror work and piping",
      required: true,
      widget: "object",
      fields: [
        { name: "en", label: "English", required: true, widget: "string", pattern: valuesPattern([]) },
        {
          name: "gu",
          label: "ગુજરાતી",
          hint: "May be left empty: the Gujarati pages then show the English.",
          required: false,
          widget: "string",
          pattern: valuesPattern([]),
        },
        {
          name: "hi",
          label: "हिन्दी",
          hint: "May be left empty: the Hindi pages then show the English.",
          required: false,
          widget: "string",
          pattern: valuesPattern([]),
        },
      ],
    });
    const about = siteFields.find((field) => field.name === "about")!.fields!.find((field) => field.name === "paragraph")!;
    expect(about).toMatchObject({ label: "About the shop", required: true, widget: "object" });
    expect(about.fields!.map(({ name, required, widget }) => ({ name, required, widget }))).toEqual([
      { name: "en", required: true, widget: "text" },
      { name: "gu", required: true, widget: "text" },
      { name: "hi", required: true, widget: "text" },
    ]);
    // The header's title may be left empty in every language.
    const headerTitle = siteFields.find((field) => field.name === "header")!.fields!.find((field) => field.name === "title")!;
    expect(headerTitle.required).toBe(false);
    expect(headerTitle.fields!.map((language) => language.required)).toEqual([false, false, false]);
    // Words that are not translated stay one line: the shop's name, its phone number.
    const shop = siteFields.find((field) => field.name === "business")!.fields!;
    expect(shop.find((field) => field.name === "name")).toMatchObject({ widget: "string" });
  });

  it("names lists and collections by the English of a translated text", () => {
    const list = (fields: AnyField[], name: string) => fields.find((field) => field.name === name)!;
    expect(collections.find((collection) => collection.name === "designs")).toMatchObject({ identifier_field: "title.en" });
    expect(tileList.summary).toBe("{{fields.name.en}}");
    expect(list(siteFields, "homePreviews").summary).toBe("{{fields.heading.en}}");
    expect(collections.find((collection) => collection.name === "collections")).toMatchObject({
      identifier_field: "heading.en",
      summary: "{{fields.heading.en}}",
    });
  });

  it("shows a field the schema gains, with no edit of the editor's code", () => {
    const grown = collectionSchema.extend({ season: z.string().min(1).meta({ title: "Season", description: "Such as Navratri 2026" }) });
    expect(editorFields(schemaNode(grown)).at(-1)).toEqual({
      name: "season",
      label: "Season",
      hint: "Such as Navratri 2026",
      required: true,
      widget: "string",
    });
  });

  it("refuses in the shop's contact details what no one can dial, write to or open, as the build does", () => {
    const contact = siteFields.find((field) => field.name === "contact")!.fields!;
    const accepts = (name: string, value: string) => editorTakes(contact, name, value);
    const site = (contactDetails: Record<string, string>) => {
      const written = JSON.parse(readFileSync("content/site.json", "utf8")) as { contact: object };
      return siteSchema.safeParse({ ...written, contact: { ...written.contact, ...contactDetails } }).success;
    };
    for (const [name, bad] of [
      ["whatsapp", "(((((("],
      ["phone", "------"],
      ["phone", "+91 98"],
      ["email", "orders at example"],
      ["email", "orders@example"],
      ["facebook", "facebook.com/tailor"],
      ["facebook", "http://www.facebook.com/tailor"],
      ["youtube", "javascript:alert(1)"],
    ]) {
      expect(accepts(name, bad), `${name} "${bad}" in the editor`).toBe(false);
      expect(site({ [name]: bad }), `${name} "${bad}" in the build`).toBe(false);
    }
    for (const [name, good] of [
      ["whatsapp", "+91 98765 43210"],
      ["phone", "0281 245 6789"],
      ["email", "orders@tailor.in"],
      ["facebook", "https://www.facebook.com/tailor"],
    ]) {
      expect(accepts(name, good), `${name} "${good}" in the editor`).toBe(true);
      expect(site({ [name]: good }), `${name} "${good}" in the build`).toBe(true);
    }
  });

  it("refuses a collection's reserved address and a making time of no days in the editor, as the build does", () => {
    const [slugField, daysField] = ["slug", "makingDays"];
    const accepts = (name: string, value: string) => editorTakes(collectionFields, name, value);
    const builds = (schema: z.ZodType, value: string) => schema.safeParse(value).success;
    const slugSchema = collectionSchema.shape.slug;
    const daysSchema = collectionSchema.shape.makingDays;
    for (const value of ["order", "search", "admin", "404", "gu", "Kediya", "kediya/2"]) {
      expect([accepts(slugField, value), builds(slugSchema, value)], `slug "${value}"`).toEqual([false, false]);
    }
    for (const value of ["kediya", "orders", "order-2"])
      expect([accepts(slugField, value), builds(slugSchema, value)], `slug "${value}"`).toEqual([true, true]);
    for (const value of ["0", "000", "0-5", "5-0", "0100", "1000", "12 days"]) {
      expect([accepts(daysField, value), builds(daysSchema, value)], `making days "${value}"`).toEqual([false, false]);
    }
    for (const value of ["12", "10-14", "7 – 9", "05"])
      expect([accepts(daysField, value), builds(daysSchema, value)], `making days "${value}"`).toEqual([true, true]);
    // A range that goes down the editor's field cannot see; the build says so.
    expect(accepts(daysField, "14-10")).toBe(true);
    expect(daysSchema.safeParse("14-10").error?.issues[0].message).toBe("the range must go up: 14-10 ends before it starts");
  });

  it("offers a collection's home page photos and first designs only among its own designs on the site, and the home page's top any design on the site, as the build requires", () => {
    type Filter = { field: string; values: unknown[]; exclude?: boolean };
    // The editor's documented reading of a relation's filters: a `{{fields.name}}` value is the edited
    // entry's own (dropped while it has none), an empty list no limit, and an entry is offered when each
    // filter holds: its field's value among the values, or, with `exclude`, not among them.
    const offered = (field: AnyField, editing: Record<string, unknown>, designs: Record<string, Record<string, unknown>>) =>
      Object.keys(designs).filter((name) =>
        (field.filters as Filter[]).every(({ field: key, values, exclude = false }) => {
          const resolved = values.flatMap((value) => {
            const template = typeof value === "string" ? /^\{\{fields\.(.+)\}\}$/.exec(value) : null;
            if (!template) return [value];
            return editing[template[1]] === undefined ? [] : [editing[template[1]]];
          });
          return resolved.length === 0 || resolved.includes(designs[name][key]) !== exclude;
        }),
      );
    const designs = Object.fromEntries(
      ["kediya-3", "kediya-5", "chakda-2"].map((name) => [name, JSON.parse(readFileSync(`content/designs/${name}.json`, "utf8")) as Record<string, unknown>]),
    );
    designs["kediya-5"] = { ...designs["kediya-5"], withdrawn: true };
    const kediya = JSON.parse(readFileSync("content/collections/kediya.json", "utf8")) as Record<string, unknown>;
    for (const name of ["preview", "first"]) {
      const field = collectionFields.find((candidate) => candidate.name === name)!;
      // Not Saffron chakda (another collection's), nor kediya 5 (taken off the site).
      expect(offered(field, kediya, designs), name).toEqual(["kediya-3"]);
      // A collection not yet given its address: the editor drops the filter it cannot fill, and the build names a design of another collection.
      expect(offered(field, { ...kediya, slug: undefined }, designs), `${name}, a new collection`).toEqual(["kediya-3", "chakda-2"]);
    }
    // The home page's top shows designs of any collection, on the site.
    const header = siteFields.find((field) => field.name === "header")!.fields!.find((field) => field.name === "designs")!;
    expect(header).toMatchObject({ widget: "relation", collection: "designs", multiple: true, max: 4 });
    expect(offered(header, JSON.parse(readFileSync("content/site.json", "utf8")) as Record<string, unknown>, designs)).toEqual(["kediya-3", "chakda-2"]);
  });

  it("refuses in every language a value in curly brackets the line may not show, as the build does", () => {
    const wording = siteFields.find((field) => field.name === "wording")!.fields!;
    const [title, count] = ["title", "catalogueCount"];
    const accepts = (name: string, locale: string, value: string) => editorTakes(name === title ? designFields : wording, name, value, locale);
    const builds = (schema: { safeParse: (value: unknown) => { success: boolean } }, locale: string, value: string) =>
      schema.safeParse({ en: locale === "en" ? value : "Blue {count}", gu: locale === "gu" ? value : "ભૂરું {count}", hi: "नीला {count}" }).success;
    const design = JSON.parse(readFileSync("content/designs/kediya-3.json", "utf8"));
    const titleSchema = { safeParse: (title: unknown) => designSchema.safeParse({ ...design, title }) };
    const countSchema = siteSchema.shape.wording.shape.catalogueCount;
    for (const [locale, value] of [
      ["en", "Blue {x} kediyu"],
      ["gu", "ભૂરું {રંગ}"],
      ["hi", "नीला {रंग}"],
    ]) {
      expect(
        [accepts(title, locale, value), titleSchema.safeParse({ en: locale === "en" ? value : "Blue", [locale]: value }).success],
        `title "${value}"`,
      ).toEqual([false, false]);
    }
    for (const value of ["Blue kediyu {", "Blue } kediyu", "Half {price"])
      expect([accepts(title, "en", value), titleSchema.safeParse(value).success], `title "${value}"`).toEqual([true, true]);
    expect([accepts(count, "en", "{count} designs"), builds(countSchema, "en", "{count} designs")]).toEqual([true, true]);
    expect([accepts(count, "gu", "{cnt} ડિઝાઇન"), builds(countSchema, "gu", "{cnt} ડિઝાઇન")]).toEqual([false, false]);
  });

  it("tell the owner, on the shop's details, where a save that did not reach the site is reported", () => {
    const details = collections.find((collection) => collection.name === "shop")!.description as string;
    expect(details).toContain("[the repository's list of changes](https://github.com/tailor/catalogue/commits)");
    expect(details).toMatch(/failed its build, and the site stays as it was/);
  });

  it("stops the build, naming the field, when the schema gives the owner no words for it", () => {
    const bare = z.object({ business: z.object({ phone: z.string() }).meta({ title: "The shop" }) });
    expect(() => editorFields(schemaNode(bare))).toThrow(
      new EditorSchemaError("business.phone: the schema gives no title (.meta({ title })) to show the owner"),
    );
    const unexplained = z.object({
      year: z
        .string()
        .regex(/^\d{4}$/)
        .meta({ title: "Year" }),
    });
    expect(() => editorFields(schemaNode(unexplained))).toThrow(/year: the schema's pattern has no patternHint/);
  });

  it("offers only photos the build reads, and refuses a HEIC one with what to do", () => {
    const photo = designFields.find((field) => field.name === "largeImage")!;
    expect(photo.accept).toBe(PHOTO_TYPES.join(","));
    expect(PHOTO_TYPES).not.toContain("image/heic");
    const [pattern, message] = photo.pattern as [string, string];
    const accepts = (path: string) => new RegExp(pattern).test(path);
    expect(["/images/kediya/img-2041-1.webp", "/images/kediya/IMG_7.JPG", "/images/kediya/a.jpeg", "/images/kediya/a.png"].every(accepts)).toBe(true);
    expect(["/images/kediya/img_2042.heic", "/images/kediya/IMG_2042.HEIC", "/images/kediya/a.gif"].some(accepts)).toBe(false);
    expect(message).toMatch(/JPEG, PNG or WebP.*Most Compatible/);
  });

  it("shrinks a phone's photo to 3000 px on its long edge before upload, under a safe name in its collection's folder", () => {
    const library = (config.media_libraries as { default: { config: Record<string, unknown> } }).default.config;
    expect(library).toMatchObject({ slugify_filename: true, transformations: { raster_image: { format: "webp", width: 3000, height: 3000 } } });
    expect(collections.find((collection) => collection.name === "collections")).toMatchObject({
      folder: "content/collections",
      slug: "{{fields.slug}}",
      media_folder: "/content/images/{{slug}}",
    });
    expect(collections.find((collection) => collection.name === "designs-kediya")).toMatchObject({
      media_folder: "/content/images/kediya",
      public_folder: "/images/kediya",
    });
  });

  it("lists the designs one file each, with photo, title, collection and price; filtered or grouped by collection; sorted by number; added to a collection with its next number", () => {
    const list = collections.find((collection) => collection.name === "designs")!;
    expect(list).toMatchObject({
      folder: "content/designs",
      slug: "{{fields.collection}}-{{fields.number}}",
      thumbnail: "largeImage",
      summary: expect.stringMatching(/title\.en.*collection.*number.*price/),
      sortable_fields: { fields: expect.arrayContaining(["number"]), default: { field: "number", direction: "descending" } },
      view_filters: [{ name: "kediya", label: "Kediya's", field: "collection", pattern: "^kediya$" }],
      view_groups: [{ name: "collection", field: "collection" }],
    });
    expect(list.description).toContain("search");
    // Kediya's own list: a design added there is Kediya's, numbered 21, the next free number.
    const kediya = collections.find((collection) => collection.name === "designs-kediya")!;
    expect(kediya).toMatchObject({ label: "Kediya's: designs", folder: "content/designs", filter: { field: "collection", value: "kediya" } });
    // Its rows name the collection as written, not from each design's collection field.
    expect(kediya.summary).toBe("{{fields.title.en}} · Kediya's {{fields.number}} · ₹{{fields.price | default('–')}}");
    expect(kediya.fields!.slice(0, 2)).toMatchObject([
      { name: "collection", widget: "hidden", default: "kediya" },
      { name: "number", widget: "number", default: 21 },
    ]);
    // The home page photos are designs picked by their titles; a design's collection by its heading.
    expect(collectionFields.find((field) => field.name === "preview")).toMatchObject({
      widget: "relation",
      collection: "designs",
      value_field: "{{slug}}",
      multiple: true,
      max: 3,
    });
    expect(designFields.find((field) => field.name === "collection")).toMatchObject({ widget: "relation", collection: "collections", value_field: "slug" });
  });
});
