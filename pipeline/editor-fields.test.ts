import type { Field } from "@sveltia/cms";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { collectionSchema, siteSchema, tilesSchema } from "../app/content/schema.ts";
import { editorConfig } from "./editor-config.ts";
import { EditorSchemaError, PHOTO_TYPES, editorFields, schemaNode, type SchemaNode } from "./editor-fields.ts";

type AnyField = Field & Record<string, unknown> & { fields?: AnyField[] };

const config = editorConfig({ repo: "tailor/catalogue", branch: "main" }, { siteUrl: "https://tailor.example", basePath: "/", business: "The Tailor's Studio" });
const collections = config.collections as unknown as { name: string; fields?: AnyField[]; files?: { name: string; fields: AnyField[] }[] }[];
const designs = collections.find((collection) => collection.name === "collections")!.fields!;
const shop = collections.find((collection) => collection.name === "shop")!.files!;
const siteFields = shop.find((file) => file.name === "site")!.fields;
const [tileList] = shop.find((file) => file.name === "tiles")!.fields;

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
    if (child.pattern && !child.format && (field.pattern as string[] | undefined)?.[0] !== child.pattern) out.push(`${at}: a different pattern`);
    if ((child.minItems ?? undefined) !== field.min || (child.maxItems ?? undefined) !== field.max) out.push(`${at}: different limits on its items`);
    if (child.type === "object") out.push(...disagreements(child, field.fields ?? [], at));
    if (child.type === "array") out.push(...disagreements(child.items!, field.fields ?? [], `${at}[]`));
  }
  return out;
}

describe("the owner's editor's fields", () => {
  it("are the content schema's: every field, with its required-ness, limits and pattern, in words the owner reads", () => {
    expect(disagreements(schemaNode(collectionSchema), designs, "collections")).toEqual([]);
    expect(disagreements(schemaNode(siteSchema), siteFields, "site")).toEqual([]);
    expect(disagreements({ type: "object", properties: { tiles: schemaNode(tilesSchema) }, required: ["tiles"] }, [tileList], "")).toEqual([]);
    expect(tileList).toMatchObject({ root: true, widget: "list", min: 1 });
  });

  it("asks for one photo per design: its smaller copy is the build's to make", () => {
    const item = designs.find((field) => field.name === "items")!.fields!;
    expect(item.map((field) => [field.name, field.widget])).toEqual([
      ["title", "string"],
      ["largeImage", "image"],
      ["smallImage", "hidden"],
    ]);
    const design = { title: "Saffron kediyu", largeImage: "/images/kediya/saffron.webp" };
    expect(collectionSchema.shape.items.element.parse(design)).toEqual({
      title: "Saffron kediyu",
      largeImage: "images/kediya/saffron.webp",
      smallImage: "images/kediya/saffron.webp",
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

  it("stops the build, naming the field, when the schema gives the owner no words for it", () => {
    const bare = z.object({ business: z.object({ phone: z.string() }).meta({ title: "The shop" }) });
    expect(() => editorFields(schemaNode(bare))).toThrow(new EditorSchemaError("business.phone: the schema gives no title (.meta({ title })) to show the owner"));
    const unexplained = z.object({ year: z.string().regex(/^\d{4}$/).meta({ title: "Year" }) });
    expect(() => editorFields(schemaNode(unexplained))).toThrow(/year: the schema's pattern has no patternHint/);
  });

  it("offers only photos the build reads, and refuses a HEIC one with what to do", () => {
    const photo = designs.find((field) => field.name === "items")!.fields!.find((field) => field.name === "largeImage")!;
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
  });
});
