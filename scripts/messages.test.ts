// @vitest-environment node
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "#app/i18n/languages.ts";
import en from "#app/messages/en.json";
import gu from "#app/messages/gu.json";
import hi from "#app/messages/hi.json";
import extraEn from "#app/messages/extra/en.json";
import extraGu from "#app/messages/extra/gu.json";
import extraHi from "#app/messages/extra/hi.json";
import buildEn from "#app/messages/build/en.json";
import buildGu from "#app/messages/build/gu.json";
import buildHi from "#app/messages/build/hi.json";
import orderEn from "#app/order/messages/en.json";
import orderGu from "#app/order/messages/gu.json";
import orderHi from "#app/order/messages/hi.json";
import visitEn from "#app/visit/messages/en.json";
import visitGu from "#app/visit/messages/gu.json";
import visitHi from "#app/visit/messages/hi.json";
import { extraWords } from "#app/i18n/extra-words.ts";
import { m } from "#app/paraglide/messages.js";
import { compileMessages, digestFile, projectOf, type MessageSet } from "#scripts/messages.ts";

/** A message as the catalogue holds it: its text, or (with plurals) its declarations and variants. */
type Message = string | { declarations?: string[]; selectors?: string[]; match?: Record<string, string> }[];

const catalogueOf = (files: Record<Locale, Record<string, Message>>) =>
  Object.fromEntries(
    LOCALES.map((locale) => {
      const { $schema, ...messages } = files[locale];
      return [locale, { $schema, messages }];
    }),
  ) as Record<Locale, { $schema: Message; messages: Record<string, Message> }>;

// The interface's words, and those no page's first load carries (app/i18n/extra-words.ts).
const sets = [
  ["app/messages/*.json", catalogueOf({ en, gu, hi })],
  ["app/messages/extra/*.json", catalogueOf({ en: extraEn, gu: extraGu, hi: extraHi })],
  ["app/messages/build/*.json", catalogueOf({ en: buildEn, gu: buildGu, hi: buildHi })],
  ["app/order/messages/*.json", catalogueOf({ en: orderEn, gu: orderGu, hi: orderHi })],
  ["app/visit/messages/*.json", catalogueOf({ en: visitEn, gu: visitGu, hi: visitHi })],
] as const;

/** Every text of a message: the one, or each variant's. */
const texts = (message: Message) => (typeof message === "string" ? [message] : message.flatMap((entry) => Object.values(entry.match ?? {})));

/** What a message takes and where its tags go: its inputs (`{name}`), and its markup (`{#hidden}`, `{#email/}`). */
function shape(message: Message) {
  const declared = typeof message === "string" ? [] : message.flatMap((entry) => entry.declarations ?? []);
  const locals = declared.flatMap((line) => /^local (\w+)/.exec(line)?.slice(1) ?? []);
  const inputs = new Set([
    ...declared.flatMap((line) => /^input (\w+)/.exec(line)?.slice(1) ?? []),
    ...texts(message).flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name)),
  ]);
  const markup = new Set(texts(message).flatMap((text) => [...text.matchAll(/\{#(\w+)/g)].map(([, name]) => name)));
  return { inputs: [...inputs].filter((name) => !locals.includes(name)).sort(), markup: [...markup].sort() };
}

for (const [where, catalogues] of sets) {
  describe(`the interface's messages (${where})`, () => {
    it("has every message in every language, each file marked as the inlang message format", () => {
      const english = Object.keys(catalogues.en.messages).sort();
      expect(english.length).toBeGreaterThan(0);
      for (const locale of LOCALES) {
        expect(Object.keys(catalogues[locale].messages).sort(), locale).toEqual(english);
        expect(catalogues[locale].$schema, locale).toBe("https://inlang.com/schema/inlang-message-format");
      }
    });

    it("gives each message the same placeholders and tags in every language", () => {
      for (const [key, message] of Object.entries(catalogues.en.messages)) {
        for (const locale of LOCALES) expect(shape(catalogues[locale].messages[key]), `${key} in ${locale}`).toEqual(shape(message));
      }
    });

    it("leaves no text empty", () => {
      for (const locale of LOCALES) {
        for (const [key, message] of Object.entries(catalogues[locale].messages)) {
          expect(texts(message).length, `${key} in ${locale}`).toBeGreaterThan(0);
          for (const text of texts(message)) expect(text.trim(), `${key} in ${locale}`).not.toBe("");
        }
      }
    });

    it("writes Gujarati and Hindi in their own scripts", () => {
      for (const [locale, script] of [
        ["gu", /[\u0A80-\u0AFF]/],
        ["hi", /[\u0900-\u097F]/],
      ] as const) {
        for (const [key, message] of Object.entries(catalogues[locale].messages)) {
          for (const text of texts(message)) expect(text, `${key} in ${locale}`).toMatch(script);
        }
      }
    });
  });
}

describe("the compiled messages", () => {
  it("count in English one design, then designs; Gujarati and Hindi say 0 and 1 alike", () => {
    const confirm = (count: number, locale: Locale) => m.shortlist_confirm_clear({ count }, { locale });
    expect([0, 1, 2].map((count) => confirm(count, "en"))).toEqual([
      "Clear all 0 designs from your shortlist?",
      "Clear all 1 design from your shortlist?",
      "Clear all 2 designs from your shortlist?",
    ]);
    expect(confirm(0, "gu")).toBe(confirm(1, "gu").replace("1", "0"));
    expect(confirm(2, "gu")).toBe("તમારી પસંદગીમાંથી બધી 2 ડિઝાઇન કાઢી નાખવી છે?");
    expect(confirm(0, "hi")).toBe(confirm(1, "hi").replace("1", "0"));
    expect(confirm(2, "hi")).toBe("अपनी पसंद से सभी 2 डिज़ाइन हटाने हैं?");
  });

  it("count the designs search finds and the filters show in each language", () => {
    expect([1, 2].map((count) => extraWords("en").search_found({ count }))).toEqual(["1 design found", "2 designs found"]);
    expect(extraWords("hi").search_found({ count: 1 })).toBe("1 डिज़ाइन मिला");
    expect(extraWords("hi").search_found({ count: 9 })).toBe("9 डिज़ाइन मिले");
    expect(extraWords("gu").filters_showing({ count: 6, total: 20 })).toBe("20માંથી 6 ડિઝાઇન ફિલ્ટર સાથે મેળ ખાય છે.");
  });

  it("keep the specification's English words", () => {
    expect(m.layout_loading({}, { locale: "en" })).toBe("Loading...");
    expect(m.form_send({}, { locale: "en" })).toBe("Send Message");
    expect(m.error_heading({}, { locale: "en" })).toBe("Unexpected Application Error!");
  });
});

describe("compiling the words", () => {
  // A set of its own, where nothing is committed: the project's sets are the build's.
  const root = join(import.meta.dirname, "..");
  const place = join("node_modules", ".cache", "messages-test");
  const set: MessageSet = { name: "test words", messages: join(place, "words"), outdir: join(place, "compiled") };
  const write = (greeting: string) => {
    mkdirSync(join(root, set.messages), { recursive: true });
    for (const locale of LOCALES)
      writeFileSync(
        join(root, set.messages, `${locale}.json`),
        JSON.stringify({ $schema: "https://inlang.com/schema/inlang-message-format", greeting: `${greeting} (${locale})` }),
      );
  };
  const compiledWords = () => readFileSync(join(root, set.outdir, "messages", "gu.js"), "utf8");
  afterAll(() => {
    for (const made of [join(root, place), digestFile(set), projectOf(set)]) rmSync(made, { recursive: true, force: true });
  });

  it("compiles a set once, and again only when its words change or its modules are gone", { timeout: 60_000 }, async () => {
    rmSync(join(root, place), { recursive: true, force: true });
    write("Hello");
    expect(await compileMessages([set])).toEqual(["test words"]);
    expect(compiledWords()).toContain("Hello (gu)");
    // A build that publishes a photo changes no word: nothing is compiled.
    expect(await compileMessages([set])).toEqual([]);
    write("Welcome");
    expect(await compileMessages([set])).toEqual(["test words"]);
    expect(compiledWords()).toContain("Welcome (gu)");
    rmSync(join(root, set.outdir), { recursive: true });
    expect(await compileMessages([set])).toEqual(["test words"]);
    expect(compiledWords()).toContain("Welcome (gu)");
    // Its compiled folder rewritten meanwhile (by the dev server, from words edited and then put back): compiled again.
    writeFileSync(join(root, set.outdir, "messages", "gu.js"), compiledWords().replace("Welcome (gu)", "Edited (gu)"));
    expect(await compileMessages([set])).toEqual(["test words"]);
    expect(compiledWords()).toContain("Welcome (gu)");
  });
});
