import { globSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { describe, expect, it } from "vitest";
import { ENDINGS, GLOSSARY, HINDI_ABBREVIATIONS } from "#app/i18n/glossary.ts";
import { isLocale, LOCALES, type Locale } from "#app/i18n/languages.ts";

const root = join(import.meta.dirname, "..", "..");
const readJson = (path: string): unknown => JSON.parse(readFileSync(join(root, path), "utf8"));

/** A text the site shows, in one language, and where it is written. */
interface Text {
  where: string;
  locale: Locale;
  text: string;
}

/** Every interface word of every `messages/` folder under app/: a plain message, or each variant of one with plurals. */
function messageTexts(): Text[] {
  return globSync("app/**/messages/**/*.json", { cwd: root }).flatMap((file) => {
    const locale = basename(file, ".json");
    if (!isLocale(locale)) return [];
    return Object.entries(readJson(file) as Record<string, unknown>).flatMap(([key, message]) => {
      if (key === "$schema") return [];
      const variants =
        typeof message === "string" ? [message] : (message as { match?: Record<string, string> }[]).flatMap((entry) => Object.values(entry.match ?? {}));
      return variants.map((text) => ({ where: `${file}: ${key}`, locale, text }));
    });
  });
}

/** Every text of the content written in the languages side by side (`{ "en": …, "gu": …, "hi": … }`), in the shop's content and the tests' alike. */
function contentTexts(): Text[] {
  const walk = (file: string, value: unknown, path: string): Text[] => {
    if (Array.isArray(value)) return value.flatMap((item, i) => walk(file, item, `${path}[${i}]`));
    if (typeof value !== "object" || value === null) return [];
    return Object.entries(value).flatMap(([key, child]) =>
      isLocale(key) && typeof child === "string" ? [{ where: `${file}: ${path}`, locale: key, text: child }] : walk(file, child, path ? `${path}.${key}` : key),
    );
  };
  return globSync(["content/**/*.json", "tests/fixtures/content/**/*.json"], { cwd: root }).flatMap((file) => walk(file, readJson(file), ""));
}

/** The words of a text without its placeholders: a tag (`{#hidden}`, `{/hidden}`) goes, a value (`{count}`) stands as a word. */
const wordsOf = (text: string) => text.replace(/\{[#/][^}]*\}/g, "").replace(/\{[^}]*\}/g, "X");

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// What may follow a word: no letter, or a vowel sign (not a virama or a nukta, which make another letter of the last: "એપ્રિલ" is not "એપ").
const VOWEL_SIGN_OR_NO_LETTER = "(?![\\u0ABC\\u0ACD\\u093C\\u094D])[^\\p{L}\\p{N}]";

/** Finds `spelling` as a word, or at the start of one followed by a vowel sign or one of the language's joined endings. */
const wordPattern = (spelling: string, locale: Locale) =>
  new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])${escape(spelling)}(?=$|${VOWEL_SIGN_OR_NO_LETTER}|${[...ENDINGS[locale]].map(escape).join("|") || "(?!)"})`, "u");

/** Each language's wrong spellings, each with its pattern and the spelling the site uses instead. */
const WRONG = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    GLOSSARY[locale].flatMap(({ spelling, not }) => not.map((wrong) => ({ wrong, spelling, pattern: wordPattern(wrong, locale) }))),
  ]),
) as Record<Locale, { wrong: string; spelling: string; pattern: RegExp }[]>;

/** The spellings of `text` the glossary lists as wrong for its language. */
const wrongSpellings = ({ locale, text }: Text) => {
  const words = wordsOf(text);
  return WRONG[locale].filter(({ pattern }) => pattern.test(words)).map(({ wrong, spelling }) => `"${wrong}" (the site writes "${spelling}")`);
};

/** Where a Hindi text ends a sentence with "." rather than "।": not an ellipsis, a number, an address or an abbreviation. */
function hindiFullStops(text: string): string[] {
  const words = wordsOf(text);
  return [...words.matchAll(/(?<![.\u2026])\.(?![.\p{L}\p{N}])/gu)]
    .map(
      (stop) =>
        words
          .slice(0, stop.index + 1)
          .split(/\s/)
          .at(-1) ?? "",
    )
    .filter((word) => !HINDI_ABBREVIATIONS.some((abbreviation) => word.endsWith(abbreviation)));
}

describe("one spelling per language", () => {
  const texts = [...messageTexts(), ...contentTexts()];

  it("reads the interface's words and the content's texts in every language", () => {
    for (const locale of LOCALES) expect(texts.filter((text) => text.locale === locale).length, locale).toBeGreaterThan(300);
    expect(new Set(texts.map(({ where }) => where.split(":")[0]))).toContain("app/order/messages/gu.json");
    expect(new Set(texts.map(({ where }) => where.split(":")[0]))).toContain("content/site.json");
  });

  it("writes every word of the glossary as the glossary spells it", () => {
    const wrong = texts.flatMap((text) => wrongSpellings(text).map((problem) => `${text.where} (${text.locale}): ${problem}`));
    expect(wrong).toEqual([]);
  });

  it("ends every Hindi sentence with a danda (।), not a full stop", () => {
    const stops = texts
      .filter(({ locale }) => locale === "hi")
      .flatMap(({ where, text }) => hindiFullStops(text).map((word) => `${where}: "${word}" in "${text}"`));
    expect(stops).toEqual([]);
  });

  it("finds a wrong spelling in a word of its own or with an ending, and only there", () => {
    const found = (locale: Locale, text: string) => wrongSpellings({ where: "", locale, text });
    expect(found("gu", "ઈ-મેલથી મોકલો")).toHaveLength(1);
    expect(found("gu", "વોટ્સએપ પર")).toHaveLength(1);
    expect(found("gu", "નવા ટેબમાં")).toHaveLength(1);
    expect(found("gu", "ટેબલ પર, એપ્રિલમાં")).toEqual([]);
    expect(found("gu", "ઈ-મેઇલથી મોકલો, WhatsAppમાં ખોલો")).toEqual([]);
    expect(found("hi", "कीमत और फोटो")).toHaveLength(2);
    expect(found("hi", "{#email/} पर लिखें")).toEqual([]);
    expect(found("en", "Send by email")).toHaveLength(1);
    expect(found("en", "Send by e-mail to asha@example.com")).toEqual([]);
    for (const locale of LOCALES) {
      for (const { spelling } of GLOSSARY[locale]) expect(found(locale, spelling), `${locale}: ${spelling}`).toEqual([]);
    }
  });

  it("tells a sentence's full stop from an abbreviation, a number, an address and an ellipsis", () => {
    expect(hindiFullStops("डिज़ाइन नहीं है.")).toEqual(["है."]);
    expect(hindiFullStops("{count} डिज़ाइन.")).toEqual(["डिज़ाइन."]);
    expect(hindiFullStops("सभी के लिए {count}. फिर")).toEqual(["X."]);
    expect(hindiFullStops("दुकान नं. 4, 8.5 इंच, asha@example.com पर लिखें। लोड हो रहा है...")).toEqual([]);
  });
});
