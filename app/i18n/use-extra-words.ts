import { extraWords, type ExtraWords } from "#app/i18n/extra-words.ts";
import { useLocale } from "#app/i18n/locale.ts";

/**
 * For a component: the extra words (app/i18n/extra-words.ts) in the page's language
 * (docs/decisions/018-word-sets.md). A module of its own: beside extraWords(), which every page's
 * first load imports for the root's loader (app/content/site-data.ts), it bundled the page's
 * language code with the three languages' extra words, 3.4 KB more JavaScript on every page.
 */
export function useExtraWords(): ExtraWords {
  return extraWords(useLocale());
}
