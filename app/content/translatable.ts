/**
 * Texts of the content in the site's three languages. A content file writes a
 * translatable text at its field either as English alone, or as an object of
 * its texts by language and nothing else:
 *
 *   "heading": "Kediya's"
 *   "heading": { "en": "Kediya's", "gu": "કેડિયા", "hi": "केडिया" }
 *
 * The words every page shows need all three ("required"); of others, such as a
 * collection's heading or a photo's title, only the English is needed
 * ("optional"), and a page in Gujarati or Hindi shows the English where its
 * translation is left out. The validated content keeps each text as plain
 * data, `{ en, gu?, hi? }` (a `Text`), and a loader picks the page's language
 * with `pick(text, locale)`.
 */
import { z } from "zod";
import type { Locale } from "#app/i18n/languages.ts";
import { droppedValues, wordingProblem, type Fillable } from "#app/content/wording.ts";

/** Whether a text's Gujarati and Hindi must be given, or may be left out. */
export type Translations = "required" | "optional";

/** The languages a text is translated into from its English, in the order a file lists them. */
export const TRANSLATED = ["gu", "hi"] as const satisfies readonly Locale[];
export type TranslatedLocale = (typeof TRANSLATED)[number];

/** Each language as the content's messages name it. */
export const ENGLISH_NAMES = { en: "English", gu: "Gujarati", hi: "Hindi" } as const satisfies Record<Locale, string>;

/** A translatable text as a content file may write it. */
export type WrittenText = string | { en?: string; gu?: string; hi?: string };

/** A text's translations as the content gives them: trimmed, and left out where empty. */
export type TextTranslations = Partial<Record<TranslatedLocale, string>>;

/** A text of the validated content: its English, and each translation given. */
export type Text = { en: string } & TextTranslations;

/** The English of a text as written, trimmed. */
export const englishOf = (text: WrittenText): string => (typeof text === "string" ? text : (text.en ?? "")).trim();

/** The translations of a text as written: those that say something, trimmed. */
export function translationsOf(text: WrittenText): TextTranslations {
  if (typeof text === "string") return {};
  return Object.fromEntries(TRANSLATED.flatMap((locale) => (text[locale]?.trim() ? [[locale, text[locale].trim()]] : [])));
}

/** A text as written, as the validated content keeps it: `{ en, gu?, hi? }`, trimmed, without empty translations. */
export const textOf = (text: WrittenText): Text => ({ en: englishOf(text), ...translationsOf(text) });

/** A text in `locale`: its translation, or where it has none (an optional one), its English. */
export const pick = (text: Text, locale: Locale): string => (locale === "en" ? text.en : (text[locale] ?? text.en));

/**
 * "en" where a page in `locale` shows a text's English for want of its translation, for the
 * `lang` attribute of what shows it (`titleLang` on a design's photo); otherwise undefined.
 */
export const langOf = (text: Text, locale: Locale): "en" | undefined => (locale !== "en" && !text[locale] && text.en ? "en" : undefined);

const translationName = (locale: TranslatedLocale) => `the ${ENGLISH_NAMES[locale]} (${locale}) translation`;

export interface TextRules {
  /** The values (`{count}`, …) a line of wording may name, in every language (./wording.ts). */
  fills?: readonly Fillable[];
  /** Whether the English may be left empty (a field whose page then shows something else). */
  mayBeEmpty?: boolean;
}

/** What is wrong with a translatable text as written, one message for each problem. */
export function textProblems(text: WrittenText, translations: Translations, { fills = [], mayBeEmpty = false }: TextRules = {}): string[] {
  const problems: string[] = [];
  const english = englishOf(text);
  if (!english && !mayBeEmpty) problems.push(typeof text === "string" ? "must not be empty" : "the English (en) text must not be empty");
  const englishProblem = wordingProblem(english, fills);
  if (englishProblem) problems.push(englishProblem);
  const allowed = new Set(fills.map((name) => `{${name}}`));
  const translated = translationsOf(text);
  for (const locale of TRANSLATED) {
    const line = translated[locale];
    if (!line) {
      // An empty English is its own problem, or leaves nothing to translate.
      if (translations === "required" && english) problems.push(`${translationName(locale)} is missing`);
      continue;
    }
    const problem = wordingProblem(line, fills);
    if (problem) problems.push(`${translationName(locale)}: ${problem}`);
    const dropped = droppedValues(line, english).filter((value) => allowed.has(value));
    if (dropped.length > 0) problems.push(`${translationName(locale)} leaves out ${dropped.join(", ")}, which the English shows`);
  }
  return problems;
}

/**
 * A translatable text: a string, or `{ en, gu, hi }`, checked by `textProblems`;
 * its output is a `Text`. `.meta({ translations, fills })` tells the owner's editor
 * (pipeline/editor-fields.ts) which fields these are, and the values their lines may name.
 */
export function translatable(translations: Translations, rules: TextRules = {}) {
  const byLanguage = z.strictObject(
    { en: rules.mayBeEmpty ? z.string().optional() : z.string(), gu: z.string().optional(), hi: z.string().optional() },
    {
      error: (issue) =>
        issue.code === "unrecognized_keys"
          ? `may give only its English (en), Gujarati (gu) and Hindi (hi) texts, not ${issue.keys.map((key) => `"${key}"`).join(", ")}`
          : undefined,
    },
  );
  return (
    z
      .union([z.string(), byLanguage], { error: () => 'must be a text, or its texts by language: { "en": "…", "gu": "…", "hi": "…" }' })
      .check((ctx) => {
        for (const message of textProblems(ctx.value, translations, rules)) ctx.issues.push({ code: "custom", message, input: ctx.value });
      })
      .transform(textOf)
      // The editor's fields refuse a {…} value the line may not show, as textProblems does.
      .meta({ translations, fills: [...(rules.fills ?? [])] })
  );
}
