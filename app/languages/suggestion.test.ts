import { describe, expect, it } from "vitest";
import { languageToSuggest } from "#app/languages/suggestion.ts";

describe("the language suggested on the English home page", () => {
  it("is the first of the browser's languages the site has, unless that is English", () => {
    localStorage.clear();
    expect(languageToSuggest(["gu-IN", "en"])).toBe("gu");
    expect(languageToSuggest(["fr", "HI", "gu"])).toBe("hi");
    expect(languageToSuggest(["en-IN", "gu"])).toBeUndefined();
    expect(languageToSuggest(["fr", "de"])).toBeUndefined();
  });

  it("is the one chosen on this device before, whatever the browser prefers", () => {
    localStorage.setItem("language", "hi");
    expect(languageToSuggest(["gu"])).toBe("hi");
    localStorage.setItem("language", "en");
    expect(languageToSuggest(["gu"])).toBeUndefined();
    localStorage.clear();
  });
});
