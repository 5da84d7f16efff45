// @vitest-environment node
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contentRoot, readContent, readContentFiles } from "#app/content/read-content.ts";
import { ContentError } from "#app/content/validate.ts";

let root: string;

/** A copy of the shipped content's JSON in a folder of its own, its photos linked in. */
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "content-"));
  cpSync(contentRoot, join(root, "content"), { recursive: true, filter: (source) => !source.startsWith(join(contentRoot, "images")) });
  symlinkSync(join(contentRoot, "images"), join(root, "content", "images"));
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

const file = (name: string) => join(root, "content", name);

function problemsOf(read: () => unknown): string[] {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as ContentError).problems;
  }
  throw new Error("the content was accepted");
}

describe("the one content reader", () => {
  it("reads and validates the content once, however often it is asked, and again when a file changes", () => {
    const first = readContent(root);
    expect(readContent(root)).toBe(first);
    const site = JSON.parse(readFileSync(file("site.json"), "utf8"));
    const paragraph = { en: "Since 2018, and still stitching.", gu: "2018થી, અને હજી સીવીએ છીએ.", hi: "2018 से, और अब भी सिलाई जारी है।" };
    writeFileSync(file("site.json"), JSON.stringify({ ...site, about: { paragraph } }));
    const edited = readContent(root);
    expect(edited).not.toBe(first);
    expect(edited.site.about.paragraph).toEqual(paragraph);
  });

  it("adds the fixture collections CONTENT_FIXTURES names, and only then", () => {
    const slugs = () => readContent(root).collections.map((collection) => collection.slug);
    expect(slugs()).not.toContain("test-sixty");
    vi.stubEnv("CONTENT_FIXTURES", join(contentRoot, "..", "tests", "fixtures", "content"));
    try {
      expect(slugs()).toEqual(expect.arrayContaining(["kediya", "test-sixty", "test-two-dozen"]));
      expect(readContent(root).collections.find((collection) => collection.slug === "test-sixty")?.items).toHaveLength(61);
    } finally {
      vi.unstubAllEnvs();
    }
    expect(slugs()).not.toContain("test-sixty");
  });

  it("names a bad fixture collection's file", () => {
    const fixtures = join(root, "fixtures");
    mkdirSync(join(fixtures, "collections"), { recursive: true });
    mkdirSync(join(fixtures, "designs"), { recursive: true });
    writeFileSync(join(fixtures, "collections", "broken.json"), JSON.stringify({ slug: "broken", heading: "", preview: ["broken-1", "broken-2"] }));
    writeFileSync(
      join(fixtures, "designs", "broken-1.json"),
      JSON.stringify({ collection: "broken", number: 0, title: "Broken", largeImage: "images/kediya/01.jpg" }),
    );
    vi.stubEnv("CONTENT_FIXTURES", fixtures);
    try {
      expect(problemsOf(() => readContent(root))).toEqual([
        "content/collections/broken.json: heading: must not be empty",
        'content/designs/broken-1.json ("Broken"): number: must be 1 or more',
      ]);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe("reading the content from disk", () => {
  it("reports every file that is not JSON, with line and column, together with every other problem", () => {
    const kediya = readFileSync(file("collections/kediya.json"), "utf8").split("\n");
    kediya[4] = kediya[4].replace(/",$/, '"'); // line 5 loses its comma
    writeFileSync(file("collections/kediya.json"), kediya.join("\n"));
    writeFileSync(file("collections/chorni.json"), '{\n  "slug": "chorni",\n  "heading": chorni\n}\n');
    const koti = JSON.parse(readFileSync(file("collections/koti.json"), "utf8"));
    writeFileSync(file("collections/koti.json"), JSON.stringify({ ...koti, heading: "" }));

    expect(problemsOf(() => readContent(root))).toEqual([
      "content/collections/chorni.json:3:14: not valid JSON: Unexpected token 'c'",
      "content/collections/kediya.json:6:5: not valid JSON: Expected ',' or '}' after property value",
      "content/collections/koti.json: heading: must not be empty",
    ]);
    expect(problemsOf(() => readContentFiles(root))).toEqual([
      "content/collections/chorni.json:3:14: not valid JSON: Unexpected token 'c'",
      "content/collections/kediya.json:6:5: not valid JSON: Expected ',' or '}' after property value",
    ]);
  });

  it("refuses a photo that is a link to a file outside content/images/", () => {
    const images = join(root, "images");
    mkdirSync(images);
    cpSync(join(contentRoot, "images", "header.jpg"), join(images, "outside.jpg"));
    rmSync(join(root, "content", "images"));
    cpSync(join(contentRoot, "images"), join(root, "content", "images"), { recursive: true });
    symlinkSync(join(images, "outside.jpg"), join(root, "content", "images", "kediya", "link.jpg"));
    const design = JSON.parse(readFileSync(file("designs/kediya-1.json"), "utf8"));
    design.largeImage = "images/kediya/link.jpg";
    writeFileSync(file("designs/kediya-1.json"), JSON.stringify(design));

    expect(problemsOf(() => readContent(root))).toEqual([
      `content/designs/kediya-1.json: largeImage: content/images/kediya/link.jpg is a link to ${join(images, "outside.jpg")}, outside content/images/ (a photo must be a file inside content/images/)`,
    ]);
  });
});
