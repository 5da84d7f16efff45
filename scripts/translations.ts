/**
 * Every text of the site side by side in English, Gujarati and Hindi, for the
 * shop (or anyone who reads both) to check: the interface's words
 * (every set of scripts/messages.ts) and the translated texts in content/, after the glossary
 * of the words each language spells one way (app/i18n/glossary.ts). A text not yet translated
 * shows an empty cell, where the site shows the English.
 *
 *   npm run translations     writes docs/translations.md
 *
 * A unit test fails when the file is older than the texts it lists.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { GLOSSARY } from "#app/i18n/glossary.ts";
import { MESSAGE_SETS, type MessageSet } from "#scripts/messages.ts";

const root = join(import.meta.dirname, "..");
const LANGUAGES = [
  ["en", "English"],
  ["gu", "ગુજરાતી"],
  ["hi", "हिन्दी"],
] as const;
type Row = { where: string } & Partial<Record<(typeof LANGUAGES)[number][0], string>>;

const readJson = (path: string): unknown => JSON.parse(readFileSync(join(root, path), "utf8"));

/** A message as text: a plain one as it is, one with variants (plurals) as each variant, "one: … / other: …". */
function messageText(value: unknown): string {
  if (typeof value === "string") return value;
  const variants = (Array.isArray(value) ? value : [value]).flatMap((entry: { match?: Record<string, string> }) => Object.entries(entry?.match ?? {}));
  return variants.map(([selector, text]) => `${selector.replace(/^.*=/, "")}: ${text}`).join(" / ");
}

/** A set of the interface's words (scripts/messages.ts), a row per message. */
function messageRows({ messages: folder, name }: MessageSet): Row[] {
  const where = name === "interface" ? name : `interface (${name})`;
  const catalogues = Object.fromEntries(LANGUAGES.map(([locale]) => [locale, readJson(`${folder}/${locale}.json`) as Record<string, unknown>]));
  return Object.keys(catalogues.en)
    .filter((key) => key !== "$schema")
    .map((key) => ({
      where: `${where}: ${key}`,
      ...Object.fromEntries(LANGUAGES.map(([locale]) => [locale, key in catalogues[locale] ? messageText(catalogues[locale][key]) : undefined])),
    }));
}

const isTranslated = (value: unknown): value is Record<string, string> =>
  typeof value === "object" &&
  value !== null &&
  !Array.isArray(value) &&
  typeof (value as Record<string, unknown>).en === "string" &&
  Object.keys(value).every((key) => LANGUAGES.some(([locale]) => locale === key));

/** Every field of a content file written in more than one language (`{ "en": …, "gu": …, "hi": … }`), by its path. */
function contentRows(file: string, value: unknown, path = ""): Row[] {
  if (isTranslated(value)) return [{ where: `${file}: ${path}`, ...value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => contentRows(file, item, `${path}[${i}]`));
  if (typeof value === "object" && value !== null)
    return Object.entries(value).flatMap(([key, child]) => contentRows(file, child, path ? `${path}.${key}` : key));
  return [];
}

const cell = (text: string | undefined) => (text ?? "").replaceAll("|", "\\|").replaceAll("\n", "<br>");

/** The glossary (app/i18n/glossary.ts) as a table: a row per word, each language's spelling and the ones it does not use. */
function glossaryTable(): string[] {
  const meanings = [...new Set(LANGUAGES.flatMap(([locale]) => GLOSSARY[locale].map(({ meaning }) => meaning)))];
  const spelled = (locale: (typeof LANGUAGES)[number][0], meaning: string) => {
    const word = GLOSSARY[locale].find((entry) => entry.meaning === meaning);
    if (!word) return "";
    return word.not.length > 0 ? `**${word.spelling}** (not ${word.not.join(", ")})` : `**${word.spelling}**`;
  };
  return [
    `| word | ${LANGUAGES.map(([, name]) => name).join(" | ")} |`,
    `| --- | ${LANGUAGES.map(() => "---").join(" | ")} |`,
    ...meanings.map((meaning) => `| ${cell(meaning)} | ${LANGUAGES.map(([locale]) => cell(spelled(locale, meaning))).join(" | ")} |`),
  ];
}

/** The table, as Markdown. */
export function translationTable(): string {
  // A folder's files in the order a reader counts them: kediya-2 before kediya-10.
  const folder = (dir: string) =>
    readdirSync(join(root, dir))
      .filter((name) => name.endsWith(".json"))
      .sort((a, b) => a.localeCompare(b, "en", { numeric: true }))
      .map((name) => `${dir}/${name}`);
  const files = [
    "content/site.json",
    "content/tiles.json",
    "content/vocabulary.json",
    "content/measurements.json",
    ...folder("content/collections"),
    ...folder("content/designs"),
  ];
  const rows = [...MESSAGE_SETS.flatMap(messageRows), ...files.flatMap((file) => contentRows(file, readJson(file)))];
  return [
    "# The site's texts in English, Gujarati and Hindi",
    "",
    `Written by \`npm run translations\` from ${MESSAGE_SETS.map(({ messages }) => `\`${messages}/*.json\``)
      .join(", ")
      .replace(
        /, ([^,]*)$/,
        " and $1",
      )} (the words of the interface) and \`content/\` (the shop's own texts). An empty cell is a text not translated yet: the page shows the English there.`,
    "",
    "## One spelling per word",
    "",
    "The words the site says again and again are spelled one way in each language, as `app/i18n/glossary.ts` lists them; a unit test fails on a text that spells one of them another way. Hindi ends a sentence with a danda (।), English and Gujarati with a full stop.",
    "",
    ...glossaryTable(),
    "",
    "## Every text",
    "",
    `| where | ${LANGUAGES.map(([, name]) => name).join(" | ")} |`,
    `| --- | ${LANGUAGES.map(() => "---").join(" | ")} |`,
    ...rows.map((row) => `| ${cell(row.where)} | ${LANGUAGES.map(([locale]) => cell(row[locale])).join(" | ")} |`),
    "",
  ].join("\n");
}

export const TABLE_FILE = join(root, "docs", "translations.md");

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(TABLE_FILE, translationTable());
  console.log(`Wrote ${TABLE_FILE}`);
}
