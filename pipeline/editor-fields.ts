/**
 * The owner's editor's fields, made from the content schema (app/content/schema.ts)
 * by way of its JSON Schema, so the two cannot drift: each field keeps the
 * schema's name, required-ness, limits and pattern, and takes its words (label,
 * help, the message of a pattern) from the schema's `.meta()`. A field the
 * schema adds appears in the editor with no edit here.
 */
import type { Field } from "@sveltia/cms";
import { z } from "zod";

/** The photos the build reads (content-paths.ts's PHOTO_FILE), as the file picker names them: a HEIC photo is not offered. */
export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif"];

/** The part of JSON Schema the content schema uses, and the editor words its `.meta()` adds. */
export interface SchemaNode {
  type?: string;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
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
}

/** The JSON Schema of what a content file holds (its input, before the schema fills defaults in). */
export const schemaNode = (schema: z.ZodType): SchemaNode =>
  z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as SchemaNode;

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
  if (node.pattern && !node.patternHint && !node.format) {
    throw new EditorSchemaError(`${path}: the schema's pattern has no patternHint to tell the owner what it wants`);
  }
  const pattern = node.pattern && !node.format ? { pattern: [node.pattern, node.patternHint] as [string, string] } : {};
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

/** The editor field for the schema's `name` (at `path`, for messages). */
export function editorField(path: string, name: string, node: SchemaNode, required: boolean): Field {
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
      ...(item.summary ? { summary: item.summary } : {}),
      ...(photo ? { thumbnail: photo.name } : {}),
      ...(node.minItems === undefined ? {} : { min: node.minItems }),
      ...(node.maxItems === undefined ? {} : { max: node.maxItems }),
      collapsed: "auto",
      fields,
    };
  }
  if (node.type === "string") return textField(path, name, node, required);
  throw new EditorSchemaError(`${path}: a field of type ${node.type ?? "(none)"} has no editor field`);
}

/** The editor fields of an object's properties, in the schema's order. */
export function editorFields(node: SchemaNode, path = ""): Field[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).map(([name, child]) =>
    editorField(path ? `${path}.${name}` : name, name, child, required.has(name)),
  );
}
