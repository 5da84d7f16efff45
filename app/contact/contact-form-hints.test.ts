import { describe, expect, it } from "vitest";
import { limitText } from "#app/contact/contact-form-hints.tsx";
import { fieldLength } from "#app/utils/field-limit.ts";
import { words } from "#tests/fixtures/words.ts";

describe("limitText", () => {
  it("says nothing far from the limit, counts near it, and says by how much it is over", () => {
    expect(limitText("message", fieldLength("x".repeat(100), 5000), words.en, "en")).toBe("");
    expect(limitText("message", fieldLength("x".repeat(4812), 5000), words.en, "en")).toBe("4,812 of 5,000 characters");
    expect(limitText("message", fieldLength("x".repeat(5230), 5000), words.en, "en")).toBe(
      "Your message is 5,230 characters long; the limit is 5,000. Please shorten it by 230.",
    );
    expect(limitText("name", fieldLength("x".repeat(101), 100), words.en, "en")).toBe(
      "Your name is 101 characters long; the limit is 100. Please shorten it by 1.",
    );
    expect(limitText("email", fieldLength("x".repeat(260), 254), words.en, "en")).toBe(
      "Your e-mail address is 260 characters long; the limit is 254. Please shorten it by 6.",
    );
  });

  it("speaks the page's language, each field named as its sentence needs, in Western digits", () => {
    expect(limitText("message", fieldLength("x".repeat(4812), 5000), words.gu, "gu")).toBe("5,000માંથી 4,812 અક્ષર");
    expect(limitText("message", fieldLength("x".repeat(5230), 5000), words.gu, "gu")).toBe(
      "તમારો સંદેશ 5,230 અક્ષરનો છે; વધુમાં વધુ 5,000 અક્ષર ચાલે. કૃપા કરી તેને 230 અક્ષર ટૂંકો કરો.",
    );
    expect(limitText("name", fieldLength("x".repeat(101), 100), words.gu, "gu")).toBe("તમારું નામ 101 અક્ષરનું છે; વધુમાં વધુ 100 અક્ષર ચાલે. કૃપા કરી તેને 1 અક્ષર ટૂંકું કરો.");
    expect(limitText("message", fieldLength("x".repeat(4812), 5000), words.hi, "hi")).toBe("5,000 में से 4,812 अक्षर");
    expect(limitText("email", fieldLength("x".repeat(260), 254), words.hi, "hi")).toBe(
      "आपका ई-मेल पता 260 अक्षरों का है; ज़्यादा से ज़्यादा 254 अक्षर चल सकते हैं। कृपया इसे 6 अक्षर छोटा करें।",
    );
  });
});
