/**
 * The owner's designs in the editor: one list of every design, each a file of its own
 * (content/designs/kediya-3.json), with its photo, title, collection and price in the list;
 * searched, filtered or grouped by collection, sorted by number; and a link per collection that
 * starts a new design in it with the next number (docs/decisions/016-design-files.md).
 */
import type { EntryCollection } from "@sveltia/cms";
import { DESIGNS_DIR } from "../app/content/designs.ts";
import { designSchema } from "../app/content/schema.ts";
import { DESIGNS_ENTRY, editorFields, schemaNode } from "./editor-fields.ts";

/** A collection of the site as the designs' list offers it: its slug, its English heading, and the number its next design takes. */
export interface EditorCollection {
  slug: string;
  heading: string;
  next: number;
}

/** The editor's address that starts a design in collection `slug` with number `next`: the new entry's fields filled from the address. */
export const newDesignPath = ({ slug, next }: Pick<EditorCollection, "slug" | "next">) => `#/collections/${DESIGNS_ENTRY}/new?collection=${slug}&number=${next}`;

/**
 * The designs' folder collection. Its description holds a link per collection to add a design
 * there with the next free number, as the last build counted them; two designs added before the
 * site is built again would both be offered the same number, and the build then names the two
 * files (app/content/designs.ts), so one is given the next.
 */
export function designsCollection(collections: EditorCollection[]): EntryCollection {
  const adds = collections.map((collection) => `[${collection.heading.replace(/[[\]]/g, "")}](${newDesignPath(collection)})`).join(" · ");
  return {
    name: DESIGNS_ENTRY,
    label: "Designs",
    label_singular: "Design",
    description: `Every design of the site, newest first. Add a design to: ${adds}. Search by its words, filter by collection, or sort by number.`,
    folder: DESIGNS_DIR.replace(/\/$/, ""),
    extension: "json",
    format: "json",
    identifier_field: "title.en",
    // The file's name is the design's collection and number (kediya-21.json): a name that never changes with its words.
    slug: "{{fields.collection}}-{{fields.number}}",
    summary: "{{fields.title.en}} · {{fields.collection}} {{fields.number}} · ₹{{fields.price | default('–')}}",
    thumbnail: "largeImage",
    sortable_fields: { fields: ["number", "title.en", "price"], default: { field: "number", direction: "descending" } },
    view_filters: collections.map(({ slug, heading }) => ({ name: slug, label: heading, field: "collection", pattern: `^${slug}$` })),
    view_groups: [{ name: "collection", label: "Collection", field: "collection" }],
    // A design's photo goes to its collection's folder: content/images/kediya/.
    media_folder: "/content/images/{{fields.collection}}",
    public_folder: "/images/{{fields.collection}}",
    preview_path: "{{fields.collection}}/photo/{{fields.number}}",
    fields: editorFields(schemaNode(designSchema)),
  };
}
