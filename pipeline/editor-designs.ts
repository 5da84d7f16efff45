/**
 * The owner's designs in the editor: one list of every design, each a file of its own
 * (content/designs/kediya-3.json), with its photo, title, collection and price in the list;
 * searched, filtered or grouped by collection, sorted by number; and a list per collection whose
 * Add starts a new design in it with the next number (docs/decisions/016-design-files.md).
 */
import type { EntryCollection, Field } from "@sveltia/cms";
import { DESIGNS_DIR } from "#app/content/designs.ts";
import { designSchema } from "#app/content/schema.ts";
import { DESIGNS_ENTRY, editorFields, schemaNode } from "#pipeline/editor-fields.ts";

/** A collection of the site as the designs' list offers it: its slug, its English heading, and the number its next design takes. */
export interface EditorCollection {
  slug: string;
  heading: string;
  next: number;
}

/** The list of one collection's designs in the editor ("designs-kediya"). */
export const designListName = (slug: string) => `${DESIGNS_ENTRY}-${slug}`;

/**
 * How a list names a design: its title, its collection and number (*Kediya's 21*), its price. A
 * collection's own list writes its heading in as it is rather than asking the editor for the design's
 * collection field, which cost some 40 ms a row on a slowed phone: two seconds before its first 50 rows.
 */
const summaryOf = (collection: string) => `{{fields.title.en}} · ${collection} {{fields.number}} · ₹{{fields.price | default('–')}}`;

/** What every list of designs shares: the folder, the file names, and how a design is listed; its photos go to content/images/<photos>/. */
function designList(fields: Field[], photos: string, summary: string) {
  return {
    label_singular: "Design",
    folder: DESIGNS_DIR.replace(/\/$/, ""),
    extension: "json",
    format: "json",
    identifier_field: "title.en",
    // The file's name is the design's collection and number (kediya-21.json): a name that never changes with its words.
    slug: "{{fields.collection}}-{{fields.number}}",
    summary,
    thumbnail: "largeImage",
    // Newest first: a design's number is given as it is added.
    sortable_fields: { fields: ["number", "title.en", "price"], default: { field: "number", direction: "descending" as const } },
    // The editor names a new design's folder before it is saved, so a list's photos go to a folder it knows: its collection's (content/images/kediya/).
    media_folder: `/content/images/${photos}`,
    public_folder: `/images/${photos}`,
    preview_path: "{{fields.collection}}/photo/{{fields.number}}",
    fields,
  };
}

/**
 * The designs in the editor: first every design in one list (searched, filtered or grouped by
 * collection, sorted by number), then a list per collection, whose Add starts a design in that
 * collection with the next free number as the last build counted them. Two designs added to one
 * collection before the site is built again are both offered the same number; the build then names
 * the two files (app/content/designs.ts), and the owner gives one the next.
 */
export function designsCollections(collections: EditorCollection[]): EntryCollection[] {
  const fields = editorFields(schemaNode(designSchema));
  const all: EntryCollection = {
    name: DESIGNS_ENTRY,
    label: "All designs",
    description:
      "Every design of the site, newest first: search by its words, filter or group by collection, sort by number. To add a design, open its collection's list below.",
    ...designList(fields, DESIGNS_ENTRY, summaryOf("{{fields.collection}}")),
    view_filters: collections.map(({ slug, heading }) => ({ name: slug, label: heading, field: "collection", pattern: `^${slug}$` })),
    view_groups: [{ name: "collection", label: "Collection", field: "collection" }],
  };
  const lists = collections.map(({ slug, heading, next }): EntryCollection => {
    // Its designs' collection is this one, unseen; the number starts at the next free one.
    const own = fields.map((field): Field => {
      if (field.name === "collection") return { name: "collection", widget: "hidden", default: slug };
      if (field.name === "number") return { ...field, default: next } as Field;
      return field;
    });
    return {
      name: designListName(slug),
      label: `${heading}: designs`,
      description: `The designs of ${heading}, newest first. A design added here is one of them, with the next free number (${next}).`,
      ...designList(own, slug, summaryOf(heading)),
      filter: { field: "collection", value: slug },
    };
  });
  return [all, ...lists];
}
