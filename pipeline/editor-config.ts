/**
 * The owner's editor's configuration (/admin/config.json): the repository it
 * commits to, where photos go, and its fields, made from the content schema.
 */
import type { CmsConfig, Field } from "@sveltia/cms";
import { collectionSchema, measurementsSchema, siteSchema, spellingsSchema, tilesSchema, vocabularySchema } from "#app/content/schema.ts";
import { COLLECTIONS_DIR, MEASUREMENTS_FILE, SITE_FILE, SPELLINGS_FILE, TILES_FILE, VOCABULARY_FILE } from "#app/content/validate.ts";
import { designsCollections, type EditorCollection } from "#pipeline/editor-designs.ts";
import {
  COLLECTIONS_ENTRY,
  editorField,
  editorFields,
  englishSummary,
  MEASUREMENTS_ENTRY,
  schemaNode,
  textFieldName,
  VOCABULARY_ENTRY,
} from "#pipeline/editor-fields.ts";

/** Where the editor commits: the GitHub repository (owner/name), its branch, and an OAuth helper's address if there is one. */
export interface EditorTarget {
  repo: string;
  branch: string;
  authUrl?: string;
}

/** The longest edge of a photo the editor uploads: enough to zoom into the stitching, a fraction of a phone's 12 megapixels. */
export const LONGEST_EDGE = 3000;

/**
 * The configuration for a site at `siteUrl`, served under `basePath` ("/", "/shop/"), whose
 * collections are `collections` (for the designs' list: its filters and its links to add a design).
 */
export function editorConfig(
  target: EditorTarget,
  { siteUrl, basePath, business, collections = [] }: { siteUrl: string; basePath: string; business: string; collections?: EditorCollection[] },
): CmsConfig {
  const [tiles] = [editorField("tiles", "tiles", schemaNode(tilesSchema), true)] as [Field & { root?: boolean }];
  const collection = schemaNode(collectionSchema);
  return {
    backend: {
      name: "github",
      repo: target.repo,
      branch: target.branch,
      ...(target.authUrl ? { base_url: target.authUrl } : {}),
    },
    app_title: `${business}: editor`,
    // The shop's own mark on the sign-in screen and the browser's tab.
    logo: { src: `${basePath}favicon.svg` },
    site_url: siteUrl,
    media_folder: "content/images",
    // The editor writes a photo's path from the site's root (/images/kediya/01.webp); the content schema reads it as under content/.
    public_folder: "/images",
    media_libraries: {
      default: {
        config: {
          // Safe file names: "IMG 2041 (1).JPG" is saved as img-2041-1.webp.
          slugify_filename: true,
          transformations: { raster_image: { format: "webp", quality: 85, width: LONGEST_EDGE, height: LONGEST_EDGE } },
        },
      },
      stock_assets: false,
    },
    slug: { encoding: "ascii", clean_accents: true },
    // Optional fields left empty are left out of the file, as the content schema expects.
    output: { omit_empty_optional_fields: true, json: { indent_style: "space", indent_size: 2 } },
    editor: { preview: false },
    collections: [
      ...designsCollections(collections),
      {
        name: COLLECTIONS_ENTRY,
        label: "Collections",
        label_singular: "Collection",
        description:
          "Each collection is a page of the site, such as Kediya's at /kediya: its heading, prices, measurements, home page photos and the order its page lists its designs in. Its designs are under Designs.",
        folder: COLLECTIONS_DIR.replace(/\/$/, ""),
        extension: "json",
        format: "json",
        // A collection is listed by its heading, in English.
        identifier_field: textFieldName("heading", collection),
        slug: "{{fields.slug}}",
        summary: englishSummary("{{fields.heading}}", collection),
        // Each collection's photos in a folder of its own: content/images/kediya/.
        media_folder: "/content/images/{{slug}}",
        public_folder: "/images/{{slug}}",
        preview_path: "{{slug}}",
        fields: editorFields(collection),
      },
      {
        name: VOCABULARY_ENTRY.collection,
        label: "Shop details",
        // Where she learns that a save did not reach the site: the host marks each commit it built, or failed to.
        description: `Each save is built into the site within a few minutes. A save that does not appear there failed its build, and the site stays as it was: [the repository's list of changes](https://github.com/${target.repo}/commits) marks it with a red cross, and the host's deploy log (and its e-mail about a failed deploy) names each file and field to put right.`,
        files: [
          { name: "site", label: "Header, About and contact", file: SITE_FILE, format: "json", fields: editorFields(schemaNode(siteSchema)) },
          {
            name: "tiles",
            label: "Home page tiles",
            file: TILES_FILE,
            format: "json",
            media_folder: "/content/images/tiles",
            public_folder: "/images/tiles",
            // The file is the list itself.
            fields: [{ ...tiles, root: true }],
          },
          {
            name: VOCABULARY_ENTRY.file,
            label: "Fabrics, work, occasions and colours",
            file: VOCABULARY_FILE,
            format: "json",
            fields: editorFields(schemaNode(vocabularySchema)),
          },
          {
            name: "spellings",
            label: "Spellings for search",
            file: SPELLINGS_FILE,
            format: "json",
            fields: editorFields(schemaNode(spellingsSchema)),
          },
          {
            name: MEASUREMENTS_ENTRY.file,
            label: "Measurements",
            file: MEASUREMENTS_FILE,
            format: "json",
            fields: editorFields(schemaNode(measurementsSchema)),
          },
        ],
      },
    ],
  };
}
