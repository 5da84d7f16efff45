import { deviceStorage } from "#app/utils/device-storage.ts";
import { isLocale, type Locale } from "#app/i18n/languages.ts";

const CHOSEN_KEY = "language";

/**
 * The language the visitor chose with the switcher, kept on the device. It
 * never moves a visitor by itself: the English home page only suggests it.
 */
export const chosenLanguage = {
  get(): Locale | undefined {
    const value = deviceStorage.get(CHOSEN_KEY);
    return isLocale(value) ? value : undefined;
  },
  set(locale: Locale) {
    deviceStorage.set(CHOSEN_KEY, locale);
  },
};
