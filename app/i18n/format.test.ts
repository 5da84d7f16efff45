import { describe, expect, it } from "vitest";
import { words } from "#tests/fixtures/words.ts";
import { daysText, formatList, formatNumberRange, formatRupees, priceText, togetherText } from "#app/i18n/format.ts";
import { formatNumber } from "#app/i18n/numbers.ts";
import { LOCALES } from "#app/i18n/languages.ts";

describe("numbers and prices in each language", () => {
  it("writes rupees with Indian grouping and Western digits in English, Gujarati and Hindi", () => {
    for (const locale of LOCALES) {
      expect(formatRupees(125000, locale), locale).toBe("₹1,25,000");
      expect(formatRupees(2500, locale), locale).toBe("₹2,500");
      expect(formatNumber(12345678, locale), locale).toBe("1,23,45,678");
    }
  });

  it("says a price one way everywhere: a price, from a price, or from one to the other", () => {
    expect(priceText({ from: 2500 }, "en", words.en)).toBe("From ₹2,500");
    expect(priceText({ from: 2500, to: 4000 }, "en", words.en)).toBe("₹2,500–4,000");
    expect(priceText({ from: 2500 }, "gu", words.gu)).toBe("₹2,500થી શરૂ");
    expect(priceText({ from: 2500, to: 1_25_000 }, "gu", words.gu)).toBe("₹2,500–1,25,000");
    expect(priceText({ from: 2500 }, "hi", words.hi)).toBe("₹2,500 से शुरू");
    expect(priceText({ from: 2500, to: 4000 }, "hi", words.hi)).toBe("₹2,500–4,000");
    // A price whose upper bound is itself is that price.
    expect(priceText({ from: 2500, to: 2500 }, "en", words.en)).toBe("₹2,500");
    expect(priceText({ from: 2500, to: 2500 }, "gu", words.gu)).toBe("₹2,500");
  });

  it("adds what designs cost together from their lowest prices", () => {
    const prices = [{ from: 3500, to: 5600 }, { from: 2600 }, { from: 4200, to: 4200 }];
    expect(togetherText(prices, "en", words.en)).toBe("Together from ₹10,300");
    expect(togetherText(prices, "gu", words.gu)).toBe("બધી મળીને ₹10,300થી શરૂ");
    expect(togetherText(prices, "hi", words.hi)).toBe("सब मिलाकर ₹10,300 से शुरू");
  });

  it("counts days as each language counts them, 0 and 1 included", () => {
    // English: one day, zero days; Gujarati and Hindi treat 0 as they treat 1, and say both the same.
    expect([0, 1, 2].map((n) => daysText({ from: n, to: n }, "en", words.en))).toEqual(["0 days", "1 day", "2 days"]);
    expect([0, 1, 2].map((n) => daysText({ from: n, to: n }, "gu", words.gu))).toEqual(["0 દિવસ", "1 દિવસ", "2 દિવસ"]);
    expect([0, 1, 2].map((n) => daysText({ from: n, to: n }, "hi", words.hi))).toEqual(["0 दिन", "1 दिन", "2 दिन"]);
    expect(daysText({ from: 10, to: 14 }, "en", words.en)).toBe("10–14 days");
    expect(formatNumberRange(1000, 1500, "gu")).toBe("1,000–1,500");
  });

  it("chooses plural forms by the language's rules: 0 is 'one' in Gujarati and Hindi, 'other' in English", () => {
    expect([0, 1, 2].map((count) => words.en.shortlist_confirm_clear({ count }))).toEqual([
      "Clear all 0 designs from your shortlist?",
      "Clear all 1 design from your shortlist?",
      "Clear all 2 designs from your shortlist?",
    ]);
    const hindi = [0, 1, 2].map((count) => words.hi.shortlist_message_intro({ business: "Shop", count }));
    expect(hindi).toEqual([
      "नमस्ते Shop! मुझे इस डिज़ाइन के बारे में जानना है:",
      "नमस्ते Shop! मुझे इस डिज़ाइन के बारे में जानना है:",
      "नमस्ते Shop! मुझे इन 2 डिज़ाइनों के बारे में जानना है:",
    ]);
  });

  it("lists labels with commas", () => {
    expect(formatList(["Mirror work", "Gota lace", "Tassels"], "en")).toBe("Mirror work, Gota lace, Tassels");
    expect(formatList(["આભલા ભરત", "ગોટાની લેસ"], "gu")).toBe("આભલા ભરત, ગોટાની લેસ");
  });
});
