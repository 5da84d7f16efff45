import { deviceStorage } from "#app/utils/device-storage.ts";
import { chosenLanguage } from "#app/languages/chosen-language.ts";
import { isLocale, type Locale } from "#app/i18n/languages.ts";

const DISMISSED_KEY = "language-suggestion";

/** Whether the visitor has closed the suggestion to read the site in their language. */
export const suggestionDismissed = {
  get: () => deviceStorage.get(DISMISSED_KEY) === "dismissed",
  set: () => void deviceStorage.set(DISMISSED_KEY, "dismissed"),
};

/**
 * The language to suggest on the English home page: the one chosen before on
 * this device, else the first of the browser's preferred languages the site has,
 * if that is not English.
 */
export function languageToSuggest(preferred: readonly string[]): Locale | undefined {
  const chosen = chosenLanguage.get();
  if (chosen) return chosen === "en" ? undefined : chosen;
  for (const tag of preferred) {
    const language = tag.toLowerCase().split("-")[0];
    if (isLocale(language)) return language === "en" ? undefined : language;
  }
  return undefined;
}
