// @vitest-environment node
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PREFIXED_LOCALES } from "../i18n/languages.ts";
import { localizeContent } from "./localize.ts";
import { contentRoot, readContent, readContentFiles } from "./read-content.ts";
import type { Content } from "./schema.ts";
import { TRANSLATED } from "./translatable.ts";
import { validateContent } from "./validate.ts";
import { fillIn } from "./wording.ts";

/** The shipped content's files, to change without touching the shipped ones. */
const shippedFiles = () => structuredClone(readContentFiles()) as Record<string, Record<string, unknown>>;

/** Every `…Lang` marker in `value`, by where it is. */
function markers(value: unknown, path = ""): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => markers(item, `${path}[${i}]`));
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, child]) => (key.endsWith("Lang") ? [`${path}.${key}=${String(child)}`] : markers(child, `${path}.${key}`)));
}

describe("the content in each language", () => {
  it("translates into every language the site has but English", () => {
    expect([...TRANSLATED]).toEqual(PREFIXED_LOCALES);
  });

  it("gives the shipped content in Gujarati and Hindi, every text translated, its English as it was", () => {
    const content = readContent();
    const gu = localizeContent(content, "gu");
    const hi = localizeContent(content, "hi");
    expect([content.site.sections.collections.navLabel, gu.site.sections.collections.navLabel, hi.site.sections.collections.navLabel]).toEqual([
      "Cataloguee",
      "કેટલોગ",
      "कैटलॉग",
    ]);
    const kediya = (of: Content) => of.collections.find((collection) => collection.slug === "kediya")!;
    expect([kediya(content).heading, kediya(gu).heading, kediya(hi).heading]).toEqual(["Kediya's", "કેડિયા", "केडिया"]);
    expect(kediya(gu).items[0]).toEqual({
      title: "અજરખ વાદળી કેડિયું, આભલા ભરત અને ગોટાની લેસ",
      largeImage: "images/kediya/01.jpg",
      smallImage: "images/kediya/01.jpg",
    });
    expect(hi.tiles.map((tile) => tile.name)).toContain("चनिया चोली");
    // Every heading and title of the shipped content has both translations: nothing is shown in English.
    expect([...markers(gu), ...markers(hi)]).toEqual([]);
    // What is not words stays as it is.
    expect(gu.site.business.name).toBe("The Tailor's Studio");
    expect(hi.site.contact.phone).toBe(content.site.contact.phone);
    expect(fillIn(hi.site.wording.catalogueCount, { count: 20 })).toMatch(/^20 डिज़ाइन/);
  });

  it("is the content itself in English, and made once for each other language", () => {
    const content = readContent();
    expect(localizeContent(content, "en")).toBe(content);
    expect(localizeContent(content, "gu")).toBe(localizeContent(content, "gu"));
    expect(localizeContent(content, "hi")).not.toBe(localizeContent(content, "gu"));
    expect(markers(content)).toEqual([]);
  });

  it("shows a heading or a photo's title in English where its translation is left out, and says so", () => {
    const files = shippedFiles();
    const chorni = files["content/collections/chorni.json"] as { heading: unknown; items: { title: unknown }[] };
    chorni.heading = "Chorni's";
    chorni.items[1].title = { en: "Madder red chorni, mirror work and tassels", gu: "મજીઠ લાલ ચોરણી, આભલા ભરત અને ફૂમતાં" };
    const content = validateContent(files, () => undefined);
    const inGujarati = localizeContent(content, "gu").collections.find((collection) => collection.slug === "chorni")!;
    const inHindi = localizeContent(content, "hi").collections.find((collection) => collection.slug === "chorni")!;

    expect(inGujarati.heading).toBe("Chorni's");
    expect(inGujarati.headingLang).toBe("en");
    expect(inGujarati.items[1]).toMatchObject({ title: "મજીઠ લાલ ચોરણી, આભલા ભરત અને ફૂમતાં" });
    expect(inGujarati.items[1].titleLang).toBeUndefined();
    expect(inHindi.items[1]).toMatchObject({ title: "Madder red chorni, mirror work and tassels", titleLang: "en" });
    expect(inHindi.items[0]).toMatchObject({ title: "मजीठी लाल चोरनी, लहरिया और गोटे की लेस" });
    expect(markers(localizeContent(content, "hi")).filter((marker) => !marker.startsWith(".collections[1]"))).toEqual([]);
    // The English content is as the files write it, with no marker.
    expect(content.collections.find((collection) => collection.slug === "chorni")!.heading).toBe("Chorni's");
    expect(markers(content)).toEqual([]);
  });

  it("shows a collection written in English alone in English, marked, on a Gujarati page", () => {
    const files = shippedFiles();
    const fixture = join(contentRoot, "..", "tests", "fixtures", "content", "collections", "test-two-dozen.json");
    files["content/collections/test-two-dozen.json"] = JSON.parse(readFileSync(fixture, "utf8"));
    const content = validateContent(files, () => undefined);
    const english = content.collections.find((collection) => collection.slug === "test-two-dozen")!;
    const gujarati = localizeContent(content, "gu").collections.find((collection) => collection.slug === "test-two-dozen")!;
    expect(gujarati.heading).toBe(english.heading);
    expect(gujarati.headingLang).toBe("en");
    expect(gujarati.items.every((item, i) => item.title === english.items[i].title && item.titleLang === "en")).toBe(true);
  });
});
