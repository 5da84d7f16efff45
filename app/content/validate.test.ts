import { describe, expect, it } from "vitest";
import { contact } from "#tests/fixtures/contact.ts";
import { readContent } from "#app/content/read-content.ts";
import { RESERVED_SLUGS } from "#app/content/content-paths.ts";
import { ContentError, validateContent } from "#app/content/validate.ts";
import { langOf, pick } from "#app/content/translatable.ts";

const item = (n: number) => ({ collection: "a", number: n, title: `Photo ${n}`, largeImage: `images/a/${n}.jpg`, smallImage: `images/a/${n}.jpg` });
/** Design `n` of collection a, as its file is named. */
const designFile = (n: number) => `content/designs/a-${n}.json`;

/** A text in all three languages, as the words of every page must be. */
const inAll = (en: string) => ({ en, gu: `ગુ ${en}`, hi: `हि ${en}` });

function validFiles(): Record<string, unknown> {
  const section = () => ({ heading: inAll("Heading"), navLabel: inAll("Label") });
  return {
    "content/site.json": {
      business: { name: "Shop", description: inAll("Made to order."), founded: "2018" },
      header: { title: "", paragraph: inAll("Hello."), image: "images/a/1.jpg", imageAlt: inAll("A photo") },
      about: { paragraph: inAll("Founded in 2018.") },
      contact: { ...contact },
      sections: { about: section(), collections: section(), contact: section() },
      notFound: { heading: inAll("Not Found"), text: inAll("Nothing here."), description: inAll("Nothing here.") },
      wording: {
        headerEyebrow: inAll("Made to order"),
        homeTitle: inAll("{business}: made to order"),
        catalogueCount: inAll("{count} designs"),
        catalogueDescription: inAll("{heading}: {count} designs by {business}"),
        contactIntro: inAll("Write to us."),
        shareCardTitle: inAll("Made to order"),
        shareCardCollection: inAll("{count} designs"),
        shareCardAlt: inAll("{heading} by {business}"),
      },
      homePreviews: [{ collection: "a", heading: inAll("A"), navLabel: inAll("A") }],
      services: [],
      testimonials: [],
      team: [],
      highlights: [],
      features: [],
      why: [],
    },
    "content/tiles.json": [{ img: "images/a/1.jpg", name: inAll("A"), job: "a" }],
    "content/collections/a.json": { slug: "a", heading: "A's", preview: ["a-1", "a-2", "a-3"] },
    [designFile(1)]: item(1),
    [designFile(2)]: item(2),
    [designFile(3)]: item(3),
  };
}

function problemsOf(files: Record<string, unknown>, imageProblem: (path: string) => string | undefined = () => undefined): string[] {
  try {
    validateContent(files, imageProblem);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as ContentError).problems;
  }
  throw new Error("the content was accepted");
}

describe("design facts", () => {
  const vocabulary = {
    fabrics: [{ value: "cotton", label: inAll("Cotton") }],
    work: [
      { value: "mirror-work", label: inAll("Mirror work") },
      { value: "bandhani", label: inAll("Bandhani") },
    ],
    occasions: [{ value: "navratri", label: inAll("Navratri") }],
    colours: [],
  };
  const withDesign = (design: object, collection: object = {}) => {
    const files = validFiles();
    const a = files["content/collections/a.json"] as object;
    return {
      ...files,
      "content/vocabulary.json": vocabulary,
      "content/collections/a.json": { ...a, ...collection },
      [designFile(1)]: { ...item(1), ...design },
    };
  };

  it("reads a design's price, days and vocabulary values, and a collection's defaults", () => {
    const content = validateContent(
      withDesign(
        { price: 2500, priceTo: 4000, makingDays: "10–14", fabric: "cotton", work: ["mirror-work", "bandhani"], occasions: ["navratri"] },
        { priceFrom: 1800, makingDays: "12" },
      ),
      () => undefined,
    );
    const [a] = content.collections;
    expect(a).toMatchObject({ priceFrom: 1800, makingDays: { from: 12, to: 12 } });
    expect(a.items[0]).toMatchObject({ price: 2500, priceTo: 4000, makingDays: { from: 10, to: 14 }, fabric: "cotton", work: ["mirror-work", "bandhani"] });
    expect(content.vocabulary.work.map((entry) => entry.label.gu)).toEqual(["ગુ Mirror work", "ગુ Bandhani"]);
  });

  it("stops at a value its vocabulary does not have, naming the file, the field and the value", () => {
    expect(problemsOf(withDesign({ work: ["mirror-work", "zardosi"], fabric: "silk" }))).toEqual([
      'content/designs/a-1.json: fabric: "silk" is not in the fabrics of content/vocabulary.json (it has cotton); add it there, or use one of those',
      'content/designs/a-1.json: work[1]: "zardosi" is not in the work of content/vocabulary.json (it has mirror-work, bandhani); add it there, or use one of those',
    ]);
    // Without a vocabulary file, a design may name no value at all.
    const withoutVocabulary: Record<string, unknown> = withDesign({ colours: ["red"] });
    delete withoutVocabulary["content/vocabulary.json"];
    expect(problemsOf(withoutVocabulary)).toEqual([
      'content/designs/a-1.json: colours[0]: "red" is not in the colours of content/vocabulary.json (it has none yet); add it there, or use one of those',
    ]);
  });

  it("refuses a price or days typed wrong, saying what it wants", () => {
    expect(problemsOf(withDesign({ price: "2,500", priceTo: 2000, makingDays: "two weeks" }))).toEqual([
      'content/designs/a-1.json ("Photo 1"): price: Invalid input: expected number, received string',
      'content/designs/a-1.json ("Photo 1"): makingDays: must be a number of days, such as 12, or a range, such as 10-14',
    ]);
    expect(problemsOf(withDesign({ price: 2500.5 }))).toEqual(['content/designs/a-1.json ("Photo 1"): price: must be a whole number of rupees, such as 2500']);
    expect(problemsOf(withDesign({ makingDays: "14-10" }))).toEqual([
      'content/designs/a-1.json ("Photo 1"): makingDays: the range must go up: 14-10 ends before it starts',
    ]);
    expect(problemsOf(withDesign({ price: 2500, priceTo: 2000 }))).toEqual([
      'content/designs/a-1.json ("Photo 1"): priceTo: must be at least the price from (2500)',
    ]);
    expect(problemsOf(withDesign({ priceTo: 2000 }))).toEqual(['content/designs/a-1.json ("Photo 1"): priceTo: needs a price from (price) as well']);
  });

  it("lists a vocabulary's value once", () => {
    const files = {
      ...validFiles(),
      "content/vocabulary.json": {
        ...vocabulary,
        colours: [
          { value: "red", label: inAll("Red") },
          { value: "red", label: inAll("Madder red") },
        ],
      },
    };
    expect(problemsOf(files)).toEqual(['content/vocabulary.json: colours[1].value: "red" is listed twice']);
  });
});

describe("content validation", () => {
  it("accepts the shipped content, with every catalogue of the spec", () => {
    const sizes = Object.fromEntries(readContent().collections.map((c) => [c.slug, c.items.length]));
    expect(sizes).toEqual({ kediya: 20, chorni: 5, chakda: 8, koti: 11, throwback: 17, throwback2022: 17 });
  });

  it("accepts valid content and an empty header title", () => {
    const content = validateContent(validFiles(), () => undefined);
    expect(content.site.header.title).toEqual({ en: "" });
    expect(content.collections.map((c) => c.slug)).toEqual(["a"]);
  });

  it("names the file and field of a missing image", () => {
    const problems = problemsOf(validFiles(), (path) => (path === "images/a/2.jpg" ? `no image file at content/${path}` : undefined));
    expect(problems).toEqual([
      "content/designs/a-2.json: largeImage: no image file at content/images/a/2.jpg",
      "content/designs/a-2.json: smallImage: no image file at content/images/a/2.jpg",
    ]);
  });

  it("names the file and place in its list of a design's further photo that is missing, or one too many", () => {
    const files = validFiles();
    const more = (n: number) => ({ image: `images/a/1-${n}.jpg`, words: { en: `View ${n}` } });
    (files[designFile(1)] as { morePhotos: unknown[] }).morePhotos = [more(1), more(2)];
    expect(problemsOf(files, (path) => (path === "images/a/1-2.jpg" ? `no image file at content/${path}` : undefined))).toEqual([
      "content/designs/a-1.json: morePhotos[1].image: no image file at content/images/a/1-2.jpg",
    ]);
    (files[designFile(1)] as { morePhotos: unknown[] }).morePhotos = Array.from({ length: 8 }, (_, n) => more(n));
    expect(problemsOf(files)).toEqual(['content/designs/a-1.json ("Photo 1"): morePhotos: must be at most 7 photos']);
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

  it("accepts content without the six lists no screen shows", () => {
    const files = validFiles();
    const { services, testimonials, team, highlights, features, why, ...site } = files["content/site.json"] as Record<string, unknown>;
    expect([services, testimonials, team, highlights, features, why].every(Array.isArray)).toBe(true);
    files["content/site.json"] = site;
    expect(validateContent(files, () => undefined).site.services).toBeUndefined();
  });

  it("names a wording line that uses a value its page does not have", () => {
    const files = validFiles();
    const site = files["content/site.json"] as { wording: Record<string, { en: string }> };
    site.wording.catalogueCount.en = "{cuont} designs";
    expect(problemsOf(files)).toEqual(["content/site.json: wording.catalogueCount: {cuont} is not a value this line can show (it may use {count})"]);
  });

  it("names the file, the field and the language of a translation the words of every page need", () => {
    const files = validFiles();
    delete (files["content/site.json"] as { about: { paragraph: { hi?: string } } }).about.paragraph.hi;
    (files["content/tiles.json"] as { name: unknown }[])[0].name = "A";
    expect(problemsOf(files)).toEqual([
      "content/site.json: about.paragraph: the Hindi (hi) translation is missing",
      "content/tiles.json: [0].name: the Gujarati (gu) translation is missing",
      "content/tiles.json: [0].name: the Hindi (hi) translation is missing",
    ]);
  });

  it("holds a wording line in every language to the values its English shows", () => {
    const files = validFiles();
    const { wording } = files["content/site.json"] as { wording: Record<string, Record<string, string>> };
    wording.catalogueCount.gu = "ડિઝાઇન, દરેક ઓર્ડર પર બને છે";
    wording.shareCardAlt.hi = "{heading}: {cuont} डिज़ाइन";
    expect(problemsOf(files)).toEqual([
      "content/site.json: wording.catalogueCount: the Gujarati (gu) translation leaves out {count}, which the English shows",
      "content/site.json: wording.shareCardAlt: the Hindi (hi) translation: {cuont} is not a value this line can show (it may use {heading}, {business})",
      "content/site.json: wording.shareCardAlt: the Hindi (hi) translation leaves out {business}, which the English shows",
    ]);
  });

  it("accepts a heading or a photo's title in English alone, or with its translations left empty as the editor leaves them", () => {
    const files = validFiles();
    const collection = files["content/collections/a.json"] as { heading: unknown };
    collection.heading = { en: "A's", gu: "એ" };
    (files[designFile(1)] as { title: unknown }).title = { en: " Photo 1 ", gu: "", hi: "  " };
    (files[designFile(2)] as { title: unknown }).title = { en: "Photo 2" };
    const [a] = validateContent(files, () => undefined).collections;
    // Kept as plain data, trimmed, with the empty translations left out: a page picks its language's (pick, ./translatable.ts).
    expect([a.heading, a.items[0].title, a.items[1].title]).toEqual([{ en: "A's", gu: "એ" }, { en: "Photo 1" }, { en: "Photo 2" }]);
    expect(pick(a.heading, "gu")).toBe("એ");
    expect([pick(a.items[0].title, "gu"), langOf(a.items[0].title, "gu")]).toEqual(["Photo 1", "en"]);
    expect([pick(a.heading, "hi"), langOf(a.heading, "hi"), langOf(a.heading, "gu")]).toEqual(["A's", "en", undefined]);
  });

  it("refuses texts by language with a language the site has not, or without their English", () => {
    const files = validFiles();
    const collection = files["content/collections/a.json"] as { heading: unknown };
    collection.heading = { en: "A's", gu: "એ", mr: "ए" };
    (files[designFile(1)] as { title: unknown }).title = { gu: "ફોટો 1" };
    expect(problemsOf(files)).toEqual([
      'content/collections/a.json: heading: may give only its English (en), Gujarati (gu) and Hindi (hi) texts, not "mr"',
      'content/designs/a-1.json: title: must be a text, or its texts by language: { "en": "…", "gu": "…", "hi": "…" }',
    ]);
  });

  it("refuses a collection or a design whose file's name is not its slug, or its collection and number, saying what to call it", () => {
    const { "content/collections/a.json": collection, [designFile(3)]: third, ...files } = validFiles();
    files["content/collections/as.json"] = collection;
    files["content/designs/a-30.json"] = third;
    expect(problemsOf(files)).toEqual([
      'content/collections/as.json: slug: "a" is not the file\'s name; rename the file content/collections/a.json, or give it the slug "as"',
      "content/designs/a-30.json: the file holds a number 3, so its name must be content/designs/a-3.json; rename it, or correct its collection and number",
      // The home page photo a-3 is looked for where its name says.
      "content/collections/as.json: preview[2]: there is no design a-3 (content/designs/a-3.json)",
    ]);
  });

  it("rejects two collections with the same slug", () => {
    const files = { ...validFiles(), "content/collections/b.json": validFiles()["content/collections/a.json"] };
    expect(problemsOf(files)).toEqual([
      'content/collections/b.json: slug: "a" is not the file\'s name; rename the file content/collections/a.json, or give it the slug "b"',
      'content/collections/b.json: slug: "a" is already the slug of content/collections/a.json',
    ]);
  });

  it("rejects a home preview of a collection that does not exist, and a previewed collection with two home page photos", () => {
    const files = validFiles();
    const site = files["content/site.json"] as { homePreviews: { collection: string }[] };
    site.homePreviews.push({ ...site.homePreviews[0], collection: "zz" });
    (files["content/collections/a.json"] as { preview: unknown[] }).preview.pop();
    expect(problemsOf(files)).toEqual([
      "content/collections/a.json: preview: the home page shows this collection (content/site.json's homePreviews), so it needs 3 home page photos; it has 2",
      'content/site.json: homePreviews[1].collection: no collection has the slug "zz"',
    ]);
  });

  it("names a home page photo that is not one of the collection's designs, or is taken off the site", () => {
    const files = validFiles();
    (files["content/collections/a.json"] as { preview: unknown[] }).preview = ["a-1", "a-4", "a-3"];
    (files[designFile(3)] as { withdrawn?: boolean }).withdrawn = true;
    expect(problemsOf(files)).toEqual([
      "content/collections/a.json: preview[1]: there is no design a-4 (content/designs/a-4.json)",
      "content/collections/a.json: preview[2]: a-3 is taken off the site",
    ]);
  });

  it("shows the designs picked for the home page's top in their order, and names one not on the site or named twice", () => {
    const files = validFiles();
    const site = files["content/site.json"] as { header: { designs?: string[] } };
    site.header.designs = ["a-2", "a-1"];
    expect(validateContent(files, () => undefined).headerDesigns.map(({ number }) => number)).toEqual([2, 1]);
    site.header.designs = ["a-1", "a-9", "a-4", "a-1"];
    files[designFile(4)] = { ...item(4), withdrawn: true };
    expect(problemsOf(files)).toEqual([
      "content/site.json: header.designs[1]: there is no design a-9 (content/designs/a-9.json)",
      'content/site.json: header.designs[2]: a-4 ("Photo 4") is taken off the site; pick another',
      "content/site.json: header.designs[3]: a-1 is named twice",
    ]);
  });

  it("refuses a closed day that no calendar has, naming it", () => {
    const files = validFiles();
    const site = files["content/site.json"] as { hours?: { week: unknown[]; closed?: { date: string; name?: unknown }[] } };
    site.hours = { week: [{ day: "monday", opens: "10:00", closes: "19:00" }], closed: [{ date: "2027-02-30" }, { date: "2027-02-28" }] };
    expect(problemsOf(files)).toEqual(["content/site.json: hours.closed[0].date: 2027-02-30 is no day of the calendar"]);
  });

  it("reports a missing file and a bad e-mail address together", () => {
    const files = validFiles();
    delete files["content/tiles.json"];
    (files["content/site.json"] as { contact: { email: string } }).contact.email = "not an address";
    expect(problemsOf(files)).toEqual([
      "content/site.json: contact.email: must be an e-mail address, such as orders@yourshop.in",
      "content/tiles.json: the file is missing",
    ]);
  });

  it.each([
    ["images/../../../../etc/hostname", '"images/../../../../etc/hostname" has a ".", ".." or empty folder name'],
    ["images/./a/1.jpg", '"images/./a/1.jpg" has a ".", ".." or empty folder name'],
    ["/etc/a/1.jpg", '"/etc/a/1.jpg" is an absolute path'],
    ["images\\a\\1.jpg", '"images\\a\\1.jpg" has a backslash; use / between folders'],
  ])("refuses the photo path %s, naming the file, the field and the rule", (path, problem) => {
    const files = validFiles();
    (files[designFile(1)] as { largeImage: string }).largeImage = path;
    expect(problemsOf(files)).toEqual([
      `content/designs/a-1.json ("Photo 1"): largeImage: ${problem} (a photo path is relative to content/, such as images/kediya/01.jpg, and stays inside content/images/)`,
    ]);
  });

  it.each(["admin", "404", "assets", "share", "sitemap", "en", "gu", "hi"])("refuses the collection slug %s and lists what is reserved", (slug) => {
    // The collection and its designs, their files named as the editor names them.
    const renamed = (file: string) => file.replace(/\/a(-\d+)?\.json$/, (_, number = "") => `/${slug}${number}.json`);
    const files = Object.fromEntries(Object.entries(validFiles()).map(([file, data]) => [renamed(file), data]));
    Object.assign(files[`content/collections/${slug}.json`] as object, { slug, preview: [1, 2, 3].map((n) => `${slug}-${n}`) });
    (files["content/site.json"] as { homePreviews: { collection: string }[] }).homePreviews[0].collection = slug;
    for (const n of [1, 2, 3]) (files[`content/designs/${slug}-${n}.json`] as { collection: string }).collection = slug;
    expect(problemsOf(files)).toEqual([
      `content/collections/${slug}.json: slug: "${slug}" is reserved for the site's own addresses; a collection may not use any of: ` +
        "404, _, __spa-fallback, _headers, admin, assets, favicon, icons, index, manifest, occasion, order, robots, search, share, sitemap, en, gu, hi",
    ]);
  });

  it("reserves every name a build writes at the top of build/client", () => {
    // What `npm run build` writes beside the collections' own folders and data files.
    const written = [
      "404.html",
      "_.data",
      "__spa-fallback.html",
      "_headers",
      "assets",
      "favicon.svg",
      "icons",
      "index.html",
      "manifest.webmanifest",
      "robots.txt",
      "share",
      "sitemap.xml",
    ];
    expect(RESERVED_SLUGS).toEqual(expect.arrayContaining(written.map((name) => name.replace(/\.\w+$/, ""))));
  });

  it("refuses a collection's measurement the measurements file does not list, naming those it does", () => {
    const files = validFiles();
    files["content/measurements.json"] = {
      measures: [{ value: "chest", label: inAll("Chest"), how: inAll("Around the chest."), drawing: "chest", min: 50, max: 160 }],
    };
    (files["content/collections/a.json"] as { measures?: string[] }).measures = ["chest", "wasit"];
    expect(problemsOf(files)).toEqual([
      'content/collections/a.json: measures[1]: "wasit" is not in the measures of content/measurements.json (it has chest); add it there, or use one of those',
    ]);
    (files["content/collections/a.json"] as { measures?: string[] }).measures = ["chest"];
    expect(validateContent(files, () => undefined).measures.map(({ value }) => value)).toEqual(["chest"]);
  });

  it("refuses two stretches of a day that overlap or meet, and a closed day listed twice", () => {
    const files = validFiles();
    (files["content/site.json"] as Record<string, unknown>).hours = {
      week: [
        { day: "monday", opens: "10:00", closes: "13:00" },
        { day: "monday", opens: "12:00", closes: "20:00" },
        { day: "tuesday", opens: "10:00", closes: "13:00" },
        { day: "tuesday", opens: "13:00", closes: "20:00" },
        { day: "wednesday", opens: "10:00", closes: "13:00" },
        { day: "wednesday", opens: "16:00", closes: "20:00" },
      ],
      closed: [{ date: "2027-01-14" }, { date: "2027-01-14" }],
    };
    expect(problemsOf(files)).toEqual([
      "content/site.json: hours.week[1].opens: overlaps or meets monday's stretch from 10:00 to 13:00: make them one line, or leave a gap",
      "content/site.json: hours.week[3].opens: overlaps or meets tuesday's stretch from 10:00 to 13:00: make them one line, or leave a gap",
      "content/site.json: hours.closed[1].date: 2027-01-14 is listed twice",
    ]);
  });

  it("refuses a measurement whose most is not more than its least, and hours that close before they open or are not times", () => {
    const files = validFiles();
    files["content/measurements.json"] = {
      measures: [
        { value: "chest", label: inAll("Chest"), how: inAll("Around the chest."), drawing: "chest", min: 160, max: 50 },
        { value: "elbow", label: inAll("Elbow"), how: inAll("Around the elbow."), drawing: "elbow", min: 10, max: 50 },
      ],
    };
    (files["content/site.json"] as Record<string, unknown>).hours = {
      week: [
        { day: "monday", opens: "20:00", closes: "10:00" },
        { day: "someday", opens: "9:00", closes: "13:00" },
      ],
      closed: [{ date: "14-01-2027" }],
    };
    expect(problemsOf(files)).toEqual([
      "content/site.json: hours.week[0].closes: must be later than the opening time",
      'content/site.json: hours.week[1].day: Invalid option: expected one of "monday"|"tuesday"|"wednesday"|"thursday"|"friday"|"saturday"|"sunday"',
      "content/site.json: hours.week[1].opens: must be a time on the 24-hour clock, such as 09:30 or 20:00",
      "content/site.json: hours.closed[0].date: must be a date written as year-month-day, such as 2027-01-14",
      "content/measurements.json: measures[0].max: must be more than the least",
      'content/measurements.json: measures[1].drawing: Invalid option: expected one of "neck"|"shoulder"|"chest"|"waist"|"hips"|"armhole"|"sleeve"|"top-length"|"bottom-length"|"thigh"|"ankle"',
    ]);
  });
});
