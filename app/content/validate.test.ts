import { describe, expect, it } from "vitest";
import { contact } from "../../tests/fixtures/contact";
import { readContent } from "./routes.ts";
import { ContentError, validateContent } from "./validate.ts";

const item = (n: number) => ({ title: `Photo ${n}`, largeImage: `images/a/${n}.jpg`, smallImage: `images/a/${n}.jpg` });

function validFiles(): Record<string, unknown> {
  const section = { heading: "Heading", navLabel: "Label" };
  return {
    "content/site.json": {
      business: { name: "Shop", description: "Made to order.", founded: "2018" },
      header: { title: "", paragraph: "Hello.", image: "images/a/1.jpg", imageAlt: "A photo" },
      about: { paragraph: "Founded in 2018." },
      contact: { ...contact },
      sections: { about: section, collections: section, contact: section },
      notFound: { heading: "Not Found", text: "Nothing here.", description: "Nothing here." },
      homePreviews: [{ collection: "a", heading: "A", navLabel: "A" }],
      services: [],
      testimonials: [],
      team: [],
      highlights: [],
      features: [],
      why: [],
    },
    "content/tiles.json": [{ img: "images/a/1.jpg", name: "A", job: "a" }],
    "content/collections/a.json": { slug: "a", heading: "A's", preview: [item(1), item(2), item(3)], items: [item(1)] },
  };
}

function problemsOf(files: Record<string, unknown>, hasImage: (path: string) => boolean = () => true): string[] {
  try {
    validateContent(files, hasImage);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as ContentError).problems;
  }
  throw new Error("the content was accepted");
}

describe("content validation", () => {
  it("accepts the shipped content, with every catalogue of the spec", () => {
    const sizes = Object.fromEntries(readContent().collections.map((c) => [c.slug, c.items.length]));
    expect(sizes).toEqual({ kediya: 20, chorni: 5, chakda: 8, koti: 11, throwback: 17, throwback2022: 17 });
  });

  it("accepts valid content and an empty header title", () => {
    const content = validateContent(validFiles(), () => true);
    expect(content.site.header.title).toBe("");
    expect(content.collections.map((c) => c.slug)).toEqual(["a"]);
  });

  it("names the file and field of a missing image", () => {
    const problems = problemsOf(validFiles(), (path) => path !== "images/a/2.jpg");
    expect(problems).toEqual([
      "content/collections/a.json: preview[1].largeImage: no image file at content/images/a/2.jpg",
      "content/collections/a.json: preview[1].smallImage: no image file at content/images/a/2.jpg",
    ]);
  });

  it("names the file and field of an empty required field", () => {
    const files = validFiles();
    (files["content/site.json"] as { about: { paragraph: string } }).about.paragraph = "  ";
    expect(problemsOf(files)).toEqual(["content/site.json: about.paragraph: must not be empty"]);
  });

  it("reports a bad collection once, not again where the home page refers to it", () => {
    const files = validFiles();
    (files["content/collections/a.json"] as { heading: string }).heading = "";
    expect(problemsOf(files)).toEqual(["content/collections/a.json: heading: must not be empty"]);
  });

  it("rejects two collections with the same slug", () => {
    const files = { ...validFiles(), "content/collections/b.json": validFiles()["content/collections/a.json"] };
    expect(problemsOf(files)).toEqual([
      'content/collections/b.json: slug: "a" is already the slug of content/collections/a.json',
    ]);
  });

  it("rejects a home preview of a collection that does not exist, and a preview of two photos", () => {
    const files = validFiles();
    const site = files["content/site.json"] as { homePreviews: { collection: string }[] };
    site.homePreviews[0].collection = "zz";
    (files["content/collections/a.json"] as { preview: unknown[] }).preview.pop();
    expect(problemsOf(files)).toEqual([
      "content/collections/a.json: preview: must list exactly 3 photos",
      'content/site.json: homePreviews[0].collection: no collection has the slug "zz"',
    ]);
  });

  it("reports a missing file and a bad e-mail address together", () => {
    const files = validFiles();
    delete files["content/tiles.json"];
    (files["content/site.json"] as { contact: { email: string } }).contact.email = "not an address";
    expect(problemsOf(files)).toEqual([
      "content/site.json: contact.email: must be an e-mail address",
      "content/tiles.json: the file is missing",
    ]);
  });
});
