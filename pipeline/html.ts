/**
 * The built pages, read and written with an HTML parser (parse5), never by matching their text:
 * React Router's pages have their scripts held until their first photo
 * (pipeline/react-router-output/page-scripts.ts), then every page gets its Content-Security-Policy
 * (deploy/generate.ts).
 */
import { defaultTreeAdapter as tree, html, parse, serialize, type DefaultTreeAdapterMap } from "parse5";

export type Document = DefaultTreeAdapterMap["document"];
export type Element = DefaultTreeAdapterMap["element"];
type ParentNode = DefaultTreeAdapterMap["parentNode"];

export const parsePage = (text: string): Document => parse(text);
export const writePage = (document: Document): string => serialize(document);

/** Every element under `node`, in document order, those inside a `<template>` included. */
export function* elements(node: ParentNode): Generator<Element> {
  for (const child of tree.getChildNodes(node)) {
    if (!tree.isElementNode(child)) continue;
    yield child;
    yield* elements(child.tagName === "template" ? tree.getTemplateContent(child as DefaultTreeAdapterMap["template"]) : child);
  }
}

export const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;

export function setAttribute(element: Element, name: string, value: string) {
  const existing = element.attrs.find((attr) => attr.name === name);
  if (existing) existing.value = value;
  else element.attrs.push({ name, value });
}

export const textOf = (element: Element) =>
  tree
    .getChildNodes(element)
    .map((child) => (tree.isTextNode(child) ? child.value : ""))
    .join("");

export function insertAfter(reference: Element, element: Element) {
  const parent = tree.getParentNode(reference);
  if (!parent) throw new Error(`<${reference.tagName}> has no parent to put an element beside it in`);
  const siblings = tree.getChildNodes(parent);
  const next = siblings[siblings.indexOf(reference) + 1];
  if (next) tree.insertBefore(parent, element, next);
  else tree.appendChild(parent, element);
}

/** A `<script>` element holding `text`, to put into a page. */
export function inlineScript(text: string): Element {
  const script = tree.createElement("script", html.NS.HTML, []);
  tree.insertText(script, text);
  return script;
}

/** The text of each inline script of the page that runs (not its structured data), for the page's Content-Security-Policy. */
export function inlineScripts(document: Document): string[] {
  return [...elements(document)]
    .filter(
      (element) =>
        element.tagName === "script" && attribute(element, "src") === undefined && !/^application\/(ld\+)?json$/.test(attribute(element, "type") ?? ""),
    )
    .map(textOf);
}

/** Adds `<meta http-equiv="Content-Security-Policy">` with `policy` right after the page's charset, before anything it governs. */
export function addPolicy(document: Document, policy: string): void {
  const charset = [...elements(document)].find((element) => element.tagName === "meta" && attribute(element, "charset") !== undefined);
  if (!charset) throw new Error("the page has no <meta charset> to put its Content-Security-Policy after");
  insertAfter(
    charset,
    tree.createElement("meta", html.NS.HTML, [
      { name: "http-equiv", value: "Content-Security-Policy" },
      { name: "content", value: policy },
    ]),
  );
}
