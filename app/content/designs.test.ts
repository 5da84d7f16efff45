// @vitest-environment node
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MigrationProblems, migrateFolder } from "#scripts/migrate-content.ts";
import { collectionPages, pageOf, PAGE_SIZE, photoPath } from "#app/content/catalogue-pages.ts";
import { cataloguePage, designOf, listedPage } from "#app/content/places.ts";
import { contentRoot, readContent } from "#app/content/read-content.ts";
import type { Content } from "#app/content/schema.ts";
import { ContentError } from "#app/content/validate.ts";

/** Today's collections as they were before each design had a file: the layout the migration moves from. */
const OLD_LAYOUT = join(contentRoot, "..", "tests", "fixtures", "old-layout", "collections");

let root: string;
const file = (name: string) => join(root, "content", name);

/** A copy of the shipped content in a folder of its own, its photos linked in; with `old`, its collections in the layout before. */
function copyContent(old = false) {
  cpSync(contentRoot, join(root, "content"), {
    recursive: true,
    filter: (source) => !source.startsWith(join(contentRoot, "images")) && !(old && source.startsWith(join(contentRoot, "designs"))),
  });
  symlinkSync(join(contentRoot, "images"), join(root, "content", "images"));
  if (old) cpSync(OLD_LAYOUT, file("collections"), { recursive: true });
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "designs-"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function problemsOf(read: () => unknown): string[] {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as ContentError).problems;
  }
  throw new Error("the content was accepted");
}

/** Every photo address of the site before the move, with the English title it showed: /kediya/photo/3 was the third of kediya's items. */
function oldAddresses(): Map<string, string> {
  const addresses = new Map<string, string>();
  for (const name of readdirSync(OLD_LAYOUT)) {
    const { slug, items } = JSON.parse(readFileSync(join(OLD_LAYOUT, name), "utf8")) as { slug: string; items: { title: string | { en: string } }[] };
    items.forEach(({ title }, i) => addresses.set(`/${slug}/photo/${i + 1}`, typeof title === "string" ? title : title.en));
  }
  return addresses;
}

/** Every photo address the content has, with the English title of the design it shows. */
function addressesOf(content: Content): Map<string, string> {
  const addresses = new Map<string, string>();
  for (const collection of content.collections) {
    for (const path of collectionPages(collection).filter((page) => page.includes("/photo/"))) {
      const design = designOf(collection, Number(path.split("/").at(-1)));
      addresses.set(path, design!.title.en);
    }
  }
  return addresses;
}

describe("moving content to one file per design", () => {
  it("keeps every address of today's site on the same design", () => {
    copyContent();
    const before = oldAddresses();
    expect(before.get("/kediya/photo/3")).toBe("Indigo kediyu, block print and piping");
    expect(addressesOf(readContent(root))).toEqual(before);
  });

  it("writes today's content as it is committed, and a second run changes nothing", () => {
    copyContent(true);
    const written = migrateFolder(join(root, "content"));
    expect(written).toContain("designs/kediya-3.json");
    expect(written).toContain("collections/kediya.json");
    for (const name of written) expect(readFileSync(file(name), "utf8"), name).toBe(readFileSync(join(contentRoot, name), "utf8"));
    expect(migrateFolder(join(root, "content"))).toEqual([]);
    expect(addressesOf(readContent(root))).toEqual(oldAddresses());
  });

  it("refuses a malformed old layout whole, listing every problem by file, and writes nothing", () => {
    copyContent(true);
    const old = (name: string) => JSON.parse(readFileSync(file(`collections/${name}.json`), "utf8"));
    const koti = old("koti");
    writeFileSync(file("collections/koti.json"), JSON.stringify({ ...koti, slug: "kediya" }));
    const kediya = old("kediya");
    kediya.items[1] = { ...kediya.items[1], number: 5 };
    kediya.items[2] = { ...kediya.items[2], collection: "chakda" };
    kediya.items[3] = "oops";
    writeFileSync(file("collections/kediya.json"), JSON.stringify(kediya));
    writeFileSync(file("collections/chorni.json"), '{ "slug": "chorni", "items": [ }');
    // A design file already there that says something else is never replaced.
    mkdirSync(file("designs"));
    writeFileSync(file("designs/chakda-1.json"), "{}\n");
    const before = readdirSync(file("designs"));
    let thrown: unknown;
    try {
      migrateFolder(join(root, "content"));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(MigrationProblems);
    const problems = (thrown as MigrationProblems).problems;
    expect(problems).toEqual([
      "designs/chakda-1.json: already there, and says something else than design 1 of collections/chakda.json; move it away and run the command again",
      expect.stringMatching(/^collections\/chorni\.json: not valid JSON \(.+\)$/),
      "collections/kediya.json: items[1].number: the move gives each design its collection and its place in the list (2); remove this field",
      "collections/kediya.json: items[2].collection: the move gives each design its collection and its place in the list (3); remove this field",
      'collections/kediya.json: items[3]: must be a design (a JSON object), not "oops"',
      'collections/koti.json: slug: "kediya" is not the file\'s name; the move would write its designs as kediya\'s. Make the slug "koti", or rename the file kediya.json',
    ]);
    expect(readdirSync(file("designs"))).toEqual(before);
    expect(readFileSync(file("designs/chakda-1.json"), "utf8")).toBe("{}\n");
    expect(old("koti").slug).toBe("kediya");
  });

  it("stops a build of the old layout with one line naming the command", () => {
    copyContent(true);
    expect(problemsOf(() => readContent(root))).toEqual([
      "content/collections/chakda.json and 5 other collection file(s): the designs are listed in the collection's file (items), the layout before each design had a file of its own in content/designs/; run npm run content:migrate to move them",
    ]);
  });
});

describe("a design's number is its address", () => {
  it("a design taken off the site or deleted leaves its address empty and moves no other", () => {
    copyContent();
    const before = addressesOf(readContent(root));
    const third = JSON.parse(readFileSync(file("designs/kediya-3.json"), "utf8"));
    writeFileSync(file("designs/kediya-3.json"), JSON.stringify({ ...third, withdrawn: true }));
    rmSync(file("designs/chorni-2.json"));
    const content = readContent(root);
    const after = addressesOf(content);
    expect(after.has("/kediya/photo/3")).toBe(false);
    expect(after.has("/chorni/photo/2")).toBe(false);
    before.delete("/kediya/photo/3");
    before.delete("/chorni/photo/2");
    expect(after).toEqual(before);
    // The catalogue keeps the place: its data file says null there, so a number still finds its design's page file.
    const kediya = content.collections.find(({ slug }) => slug === "kediya")!;
    const { items } = cataloguePage(kediya, 1);
    expect(items[2]).toBeNull();
    expect(items[3]?.title.en).toBe(before.get("/kediya/photo/4"));
    expect(kediya.lastNumber).toBe(20);
  });

  it("a shortlist kept on a phone under today's numbers finds its designs where it looks for them", () => {
    copyContent();
    const content = readContent(root);
    // As a phone keeps an entry ({ slug, photo }) and looks it up: the catalogue page of its number, at its place there.
    const kept = [...oldAddresses()].map(([path, title]) => ({ slug: path.split("/")[1], photo: Number(path.split("/")[3]), title }));
    for (const { slug, photo, title } of kept) {
      const collection = content.collections.find((candidate) => candidate.slug === slug)!;
      const { items } = cataloguePage(collection, pageOf(photo - 1));
      expect(items[(photo - 1) % PAGE_SIZE]?.title.en, photoPath(slug, photo)).toBe(title);
    }
  });

  it("a collection set to newest first, one design picked first, lists them so, while every number keeps its address and its data file", () => {
    copyContent();
    const kediya = JSON.parse(readFileSync(file("collections/kediya.json"), "utf8"));
    writeFileSync(file("collections/kediya.json"), JSON.stringify({ ...kediya, order: "newest", first: ["kediya-5"] }));
    const design = JSON.parse(readFileSync(file("designs/kediya-19.json"), "utf8"));
    writeFileSync(file("designs/kediya-19.json"), JSON.stringify({ ...design, withdrawn: true }));
    const collection = readContent(root).collections.find(({ slug }) => slug === "kediya")!;
    const { items, order, pages } = listedPage(collection, 1);
    expect(items.map((item) => item?.number)).toEqual([5, 20, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 4, 3, 2, 1]);
    expect(order).toEqual(items.map((item) => item!.number - 1));
    expect(pages).toBe(1);
    // The data file of numbers 1 to 24 holds them by number still, for a shortlist or an order's address.
    expect(cataloguePage(collection, 1).items.map((item) => item?.number ?? null)).toEqual([...Array.from({ length: 18 }, (_, i) => i + 1), null, 20]);
    expect(collectionPages(collection).filter((path) => path.includes("/photo/"))).toHaveLength(19);
  });

  it("refuses an order it does not know and designs to list first that are not the collection's, on the site, or named once", () => {
    copyContent();
    const kediya = JSON.parse(readFileSync(file("collections/kediya.json"), "utf8"));
    writeFileSync(file("collections/kediya.json"), JSON.stringify({ ...kediya, order: "oldest" }));
    expect(problemsOf(() => readContent(root))).toEqual([
      'content/collections/kediya.json: order: must be "number" (by number, new designs last) or "newest" (newest first)',
    ]);
    writeFileSync(file("collections/kediya.json"), JSON.stringify({ ...kediya, first: ["kediya-2", "chorni-1", "kediya-2", "kediya-19"] }));
    const design = JSON.parse(readFileSync(file("designs/kediya-19.json"), "utf8"));
    writeFileSync(file("designs/kediya-19.json"), JSON.stringify({ ...design, withdrawn: true }));
    expect(problemsOf(() => readContent(root))).toEqual([
      "content/collections/kediya.json: first[1]: chorni-1 is a design of chorni, not of kediya",
      "content/collections/kediya.json: first[2]: kediya-2 is named twice",
      "content/collections/kediya.json: first[3]: kediya-19 is taken off the site",
    ]);
  });

  it("two designs claiming one number stop the build, naming both files", () => {
    copyContent();
    const design = JSON.parse(readFileSync(file("designs/kediya-3.json"), "utf8"));
    writeFileSync(file("designs/kediya-21.json"), JSON.stringify({ ...design, number: 3 }));
    expect(problemsOf(() => readContent(root))).toEqual([
      "content/designs/kediya-21.json: the file holds kediya number 3, so its name must be content/designs/kediya-3.json; rename it, or correct its collection and number",
      "content/designs/kediya-3.json: number: 3 is also the number of content/designs/kediya-21.json (both of kediya); give one of them the next free number, 21",
    ]);
  });

  it("refuses a number far beyond the others, a design of no collection, and a home page photo of another collection", () => {
    copyContent();
    const design = JSON.parse(readFileSync(file("designs/kediya-3.json"), "utf8"));
    writeFileSync(file("designs/kediya-2100.json"), JSON.stringify({ ...design, number: 2100 }));
    writeFileSync(file("designs/lost-1.json"), JSON.stringify({ ...design, collection: "lost", number: 1 }));
    const chorni = JSON.parse(readFileSync(file("collections/chorni.json"), "utf8"));
    writeFileSync(file("collections/chorni.json"), JSON.stringify({ ...chorni, preview: ["chorni-1", "kediya-2", "chorni-9"] }));
    expect(problemsOf(() => readContent(root))).toEqual([
      'content/designs/lost-1.json: collection: no collection has the slug "lost" (content/collections/lost.json)',
      "content/collections/chorni.json: preview[1]: kediya-2 is a design of kediya, not of chorni",
      "content/collections/chorni.json: preview[2]: there is no design chorni-9 (content/designs/chorni-9.json)",
      "content/designs/kediya-2100.json: number: 2100 is far beyond the other designs of kediya (the highest below it is 20); numbers go up one at a time, so the next free one is 21",
    ]);
  });

  it("names a design's file and field when it is wrong", () => {
    copyContent();
    const design = JSON.parse(readFileSync(file("designs/kediya-3.json"), "utf8"));
    writeFileSync(file("designs/kediya-3.json"), JSON.stringify({ ...design, number: 0, fabric: "velvet" }));
    expect(problemsOf(() => readContent(root))).toEqual(['content/designs/kediya-3.json ("Indigo kediyu, block print and piping"): number: must be 1 or more']);
  });
});
