import { describe, expect, it } from "vitest";
import { alternatesOf, pageUrl } from "#app/i18n/alternates.ts";
import { basePathOf, localeOfPath, localizePath } from "#app/i18n/languages.ts";

describe("addresses in each language", () => {
  it("reads the language from the prefix, English where there is none", () => {
    expect(localeOfPath("/")).toBe("en");
    expect(localeOfPath("/kediya/photo/3")).toBe("en");
    expect(localeOfPath("/gu/")).toBe("gu");
    expect(localeOfPath("/gu")).toBe("gu");
    expect(localeOfPath("/hi/kediya")).toBe("hi");
    // A collection whose slug starts like a language is still English.
    expect(localeOfPath("/guest-wear")).toBe("en");
    expect(localeOfPath("/en/kediya")).toBe("en");
  });

  it("gives the same page in another language, from any language's address", () => {
    expect(localizePath("/", "gu")).toBe("/gu/");
    expect(localizePath("/kediya/photo/3", "hi")).toBe("/hi/kediya/photo/3");
    expect(localizePath("/gu/kediya/photo/3", "hi")).toBe("/hi/kediya/photo/3");
    expect(localizePath("/gu/kediya", "en")).toBe("/kediya");
    expect(localizePath("/hi/", "en")).toBe("/");
    expect(localizePath("/hi", "en")).toBe("/");
    expect(basePathOf("/gu/koti/page/2")).toBe("/koti/page/2");
  });

  it("links each page to itself, the other two and x-default (English), at their public addresses", () => {
    expect(pageUrl("https://tailor.example/shop", "/gu")).toBe("https://tailor.example/shop/gu/");
    expect(pageUrl("https://tailor.example", "/kediya/")).toBe("https://tailor.example/kediya");
    expect(alternatesOf("https://tailor.example", "/hi/")).toEqual([
      { hreflang: "en", href: "https://tailor.example/" },
      { hreflang: "gu", href: "https://tailor.example/gu/" },
      { hreflang: "hi", href: "https://tailor.example/hi/" },
      { hreflang: "x-default", href: "https://tailor.example/" },
    ]);
  });
});
