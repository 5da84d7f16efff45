import { describe, expect, it } from "vitest";
import type { LargePhoto, Picture } from "#app/content/pictures.ts";
import { designView, designViews } from "#app/content/design-views.ts";

const picture = (name: string): Picture => ({ sources: [], srcSet: `${name}.jpg 800w`, src: `${name}.jpg`, width: 800, height: 1067 });

const koti: LargePhoto = {
  title: "મોરપીંછી કોટી",
  large: picture("front"),
  more: [
    { large: picture("back"), thumb: picture("back-small"), words: "પાછળની બાજુ" },
    { large: picture("border"), thumb: picture("border-small") },
    { large: picture("worn"), thumb: picture("worn-small"), words: "Worn", wordsLang: "en" },
  ],
};

describe("a design's photos on its page and in the lightbox", () => {
  it("come in the owner's order, the card's first; each is named by its own words, or by the design's title where it has none", () => {
    expect(designViews(koti).map((view) => [view.large.src, view.alt, view.altLang])).toEqual([
      ["front.jpg", "મોરપીંછી કોટી", undefined],
      ["back.jpg", "પાછળની બાજુ", undefined],
      ["border.jpg", "મોરપીંછી કોટી", undefined],
      // English words on a Gujarati page say so, for screen readers' voice.
      ["worn.jpg", "Worn", "en"],
    ]);
  });

  it("is the first alone for a design of one photo, whose large file stands in for its thumbnail before its page's data comes", () => {
    const one: LargePhoto = { title: "Indigo kediyu", titleLang: "en", large: picture("one") };
    expect(designViews(one)).toEqual([{ large: one.large, thumb: one.large, alt: "Indigo kediyu", altLang: "en" }]);
  });

  it("falls back to the first where the photo asked for is gone (the design lost a photo while the lightbox was open)", () => {
    expect(designView(koti, 7).large.src).toBe("front.jpg");
    expect(designView(koti, 1).large.src).toBe("back.jpg");
  });
});
