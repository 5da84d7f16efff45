/**
 * How each language of the site spells the words it says again and again: one spelling per
 * language, for the interface's words (every `messages/` folder of app/) and the shop's texts in
 * content/ alike. A visitor who reads "WhatsApp" on one button and "વોટ્સએપ" on the next wonders
 * whether they are the same thing; a translator adding a text looks the word up here.
 *
 * `npm run translations` lists the glossary at the head of docs/translations.md, and a unit test
 * (./glossary.test.ts) fails on any text that writes a word the way listed as wrong, or on a
 * Hindi sentence that ends with "." rather than "।".
 */
import type { Locale } from "#app/i18n/languages.ts";

/** A word as one language writes it, and the ways it does not. */
export interface GlossaryWord {
  /** What the word means, in English: how a reader finds it. */
  meaning: string;
  /** The one spelling the site uses (a sentence's first word may start with a capital). */
  spelling: string;
  /**
   * Spellings the site does not use (none for a word that has only the one). One is found as a word of its own, or at the start of a word
   * followed by a vowel sign or by one of the language's joined endings (`ENDINGS`): "ઈ-મેલથી"
   * is "ઈ-મેલ", but "ટેબલ" (a table) is not "ટેબ".
   */
  not: readonly string[];
}

/**
 * WhatsApp keeps its own name, in Latin letters, in every language: the app itself, the shop's
 * number on it and most of the site's buttons write it so. Hindi writes the nukta in the words
 * that take one (फ़ोटो, डिज़ाइन, क़ीमत), as the rest of its texts do.
 */
export const GLOSSARY: Record<Locale, readonly GlossaryWord[]> = {
  en: [
    { meaning: "WhatsApp", spelling: "WhatsApp", not: ["Whatsapp", "whatsapp", "Whats App", "Whats app"] },
    { meaning: "e-mail", spelling: "e-mail", not: ["email", "Email", "E-Mail", "eMail"] },
    { meaning: "order", spelling: "order", not: [] },
    { meaning: "measurement", spelling: "measurement", not: [] },
    { meaning: "inch", spelling: "inch", not: [] },
    { meaning: "centimetre", spelling: "centimetre", not: ["centimeter"] },
    { meaning: "design", spelling: "design", not: [] },
    { meaning: "colour", spelling: "colour", not: ["color", "Color"] },
  ],
  gu: [
    { meaning: "WhatsApp", spelling: "WhatsApp", not: ["વોટ્સએપ", "વૉટ્સઍપ", "વોટ્સઍપ", "વૉટ્સએપ", "વ્હોટ્સએપ", "વોટસએપ", "Whatsapp", "whatsapp"] },
    { meaning: "e-mail", spelling: "ઈ-મેઇલ", not: ["ઈ-મેલ", "ઇ-મેલ", "ઈમેલ", "ઇમેલ", "ઈ-મેઈલ", "ઇ-મેઇલ", "ઈમેઇલ", "ઇમેઇલ", "email", "Email", "e-mail"] },
    { meaning: "order", spelling: "ઓર્ડર", not: ["ઑર્ડર", "ઓડર", "ઑડર"] },
    { meaning: "measurement", spelling: "માપ", not: ["નાપ"] },
    { meaning: "inch", spelling: "ઇંચ", not: ["ઈંચ", "ઇન્ચ", "ઈન્ચ"] },
    { meaning: "centimetre", spelling: "સેન્ટિમીટર", not: ["સેન્ટીમીટર", "સેંટિમીટર", "સેંટીમીટર"] },
    { meaning: "design", spelling: "ડિઝાઇન", not: ["ડિઝાઈન", "ડીઝાઇન", "ડીઝાઈન", "ડિઝાયન"] },
    { meaning: "(browser) tab", spelling: "ટૅબ", not: ["ટેબ"] },
    { meaning: "app", spelling: "ઍપ", not: ["એપ"] },
  ],
  hi: [
    { meaning: "WhatsApp", spelling: "WhatsApp", not: ["व्हाट्सऐप", "व्हाट्सएप", "वॉट्सऐप", "वॉट्सएप", "वाट्सऐप", "वाट्सएप", "Whatsapp", "whatsapp"] },
    { meaning: "e-mail", spelling: "ई-मेल", not: ["ईमेल", "इ-मेल", "इमेल", "ई-मेइल", "email", "Email", "e-mail"] },
    { meaning: "order", spelling: "ऑर्डर", not: ["आर्डर", "ओर्डर", "ऑडर", "आडर"] },
    { meaning: "measurement", spelling: "नाप", not: ["माप"] },
    { meaning: "inch", spelling: "इंच", not: ["ईंच", "इन्च"] },
    { meaning: "centimetre", spelling: "सेंटीमीटर", not: ["सेन्टीमीटर", "सेंटिमीटर"] },
    { meaning: "design", spelling: "डिज़ाइन", not: ["डिजाइन", "डिज़ायन", "डिजायन"] },
    { meaning: "photo", spelling: "फ़ोटो", not: ["फोटो"] },
    { meaning: "form", spelling: "फ़ॉर्म", not: ["फॉर्म", "फार्म"] },
    { meaning: "phone", spelling: "फ़ोन", not: ["फोन"] },
    { meaning: "price", spelling: "क़ीमत", not: ["कीमत"] },
    { meaning: "empty, blank", spelling: "ख़ाली", not: ["खाली"] },
    { meaning: "oneself", spelling: "ख़ुद", not: ["खुद"] },
    { meaning: "fitting", spelling: "फ़िटिंग", not: ["फिटिंग"] },
    { meaning: "(browser) tab", spelling: "टैब", not: ["टेब"] },
    { meaning: "app", spelling: "ऐप", not: ["एप"] },
  ],
};

/**
 * Endings Gujarati joins to the word before them ("WhatsAppમાં", "ઈ-મેઇલથી"), and the English plural:
 * a wrong spelling followed by one is still that word. Hindi writes its postpositions apart.
 */
export const ENDINGS: Record<Locale, readonly string[]> = {
  en: ["s", "'s"],
  gu: ["માંથી", "માં", "થી", "નાં", "નું", "નો", "ની", "ના", "ને", "પર"],
  hi: [],
};

/** Abbreviations Hindi writes with a full stop, which end no sentence ("दुकान नं. 4"). */
export const HINDI_ABBREVIATIONS: readonly string[] = ["नं.", "डॉ.", "e.g.", "i.e.", "etc.", "Rs.", "No."];
