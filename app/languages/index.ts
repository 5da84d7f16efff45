/** The language menus' public face: the switcher and the suggestion of a reader's own language. */
export { LanguageSuggestion } from "#app/languages/language-suggestion.tsx";
export { LanguageSwitcher } from "#app/languages/language-switcher.tsx";
