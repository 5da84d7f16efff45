/**
 * The scale bench's large collection, made from the repository's own designs
 * so that search indexes it as it would a real catalogue of that size: every
 * design has an English, Gujarati and Hindi title and its own facts, not the
 * same words a thousand times.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { designFileName } from "#app/content/designs.ts";
import { random } from "#scripts/placeholder-art.ts";

type Trio = { en: string; gu: string; hi: string };

/** A design as its file writes it (content/designs/*.json). */
export interface WrittenDesign {
  collection: string;
  number: number;
  title: string | Partial<Trio>;
  largeImage: string;
  price?: number;
  priceTo?: number;
  makingDays?: string;
  fabric?: string;
  work?: string[];
  occasions?: string[];
  colours?: string[];
}

/** A collection as its file writes it (content/collections/*.json), and its designs, each a file of its own. */
export interface WrittenCollection {
  slug: string;
  heading: string | Partial<Trio>;
  priceFrom?: number;
  makingDays?: string;
  preview: string[];
  items: WrittenDesign[];
}

/** Writes a collection and its designs into the content of the project at `project`, as the editor would. */
export function writeCatalogue(project: string, { items, ...collection }: WrittenCollection): void {
  const designs = join(project, "content", "designs");
  mkdirSync(designs, { recursive: true });
  writeFileSync(join(project, "content", "collections", `${collection.slug}.json`), JSON.stringify(collection, null, 2));
  for (const design of items) writeFileSync(join(designs, designFileName(collection.slug, design.number)), JSON.stringify(design, null, 2));
}

const LANGUAGES = ["en", "gu", "hi"] as const;

/** A title in all three languages, split where every real one is, at its first comma. */
function halvesOf(title: WrittenDesign["title"]): [Trio, Trio] | undefined {
  if (typeof title === "string") return undefined;
  const parts = LANGUAGES.map((language) => title[language]?.split(", ") ?? []);
  if (parts.some((part) => part.length !== 2)) return undefined;
  const half = (i: number) => ({ en: parts[0][i], gu: parts[1][i], hi: parts[2][i] });
  return [half(0), half(1)];
}

/** Prices of a real design made a little higher or lower, in hundreds of rupees, as a shop prices them. */
function pricesOf(design: WrittenDesign, next: () => number): Pick<WrittenDesign, "price" | "priceTo"> {
  if (design.price === undefined) return {};
  const factor = 0.8 + 0.4 * next();
  const round = (rupees: number) => Math.max(100, Math.round((rupees * factor) / 100) * 100);
  return { price: round(design.price), ...(design.priceTo === undefined ? {} : { priceTo: round(design.priceTo) }) };
}

/**
 * `count` designs for the collection `slug` in the project at `project`, each photo at
 * images/{slug}/001.jpg and on. A real title is two halves, what the design is ("Peacock
 * green koti") and its work ("lehariya and gota lace"), in each language; each design here
 * pairs the first half of one real title with the second of another (33 × 31 pairs today,
 * all different while there are enough), with the colours of the first and the work of the
 * second, so its facts agree with its title. Its fabric, occasions, days and price come from
 * a third real design, the price a little changed. The same content always gives the same
 * designs, so runs compare.
 */
export function syntheticCatalogue(project: string, slug: string, count: number): WrittenCollection {
  const folder = join(project, "content", "designs");
  const real = readdirSync(folder)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(folder, name), "utf8")) as WrittenDesign);
  const heads = new Map<string, { words: Trio; colours?: string[] }>();
  const tails = new Map<string, { words: Trio; work?: string[] }>();
  for (const design of real) {
    const halves = halvesOf(design.title);
    if (!halves) continue;
    if (!heads.has(halves[0].en)) heads.set(halves[0].en, { words: halves[0], colours: design.colours });
    if (!tails.has(halves[1].en)) tails.set(halves[1].en, { words: halves[1], work: design.work });
  }
  if (heads.size === 0) throw new Error("no design of the content has a title in English, Gujarati and Hindi to make the scale collection from");

  // Every pairing once, in an order of their own, so that neighbours differ.
  const next = random(slug);
  const pairs = [...heads.values()].flatMap((head) => [...tails.values()].map((tail) => ({ head, tail, order: next() })));
  pairs.sort((a, b) => a.order - b.order);

  const items = Array.from({ length: count }, (_, i): WrittenDesign => {
    const { head, tail } = pairs[i % pairs.length];
    const facts = real[Math.floor(next() * real.length)];
    const title = Object.fromEntries(LANGUAGES.map((language) => [language, `${head.words[language]}, ${tail.words[language]}`])) as Trio;
    const image = `images/${slug}/${String(i + 1).padStart(3, "0")}.jpg`;
    return {
      collection: slug,
      number: i + 1,
      title,
      largeImage: image,
      ...pricesOf(facts, next),
      ...(facts.makingDays ? { makingDays: facts.makingDays } : {}),
      ...(facts.fabric ? { fabric: facts.fabric } : {}),
      ...(tail.work?.length ? { work: tail.work } : {}),
      ...(facts.occasions?.length ? { occasions: facts.occasions } : {}),
      ...(head.colours?.length ? { colours: head.colours } : {}),
    };
  });
  return {
    slug,
    heading: { en: "Archive", gu: "સંગ્રહ", hi: "संग्रह" },
    priceFrom: 2000,
    makingDays: "10-14",
    preview: [1, 2, 3].map((number) => designFileName(slug, number).slice(0, -".json".length)),
    items,
  };
}
