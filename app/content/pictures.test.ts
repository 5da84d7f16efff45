import { describe, expect, it } from "vitest";
import { toPicture } from "#app/content/pictures.ts";

describe("toPicture", () => {
  it("puts modern formats first and keeps the JPEG as the fallback srcset", () => {
    const picture = toPicture({
      sources: { webp: "/a-400.webp 400w, /a-800.webp 800w", jpg: "/a-400.jpg 400w, /a-800.jpg 800w" },
      img: { src: "/a-800.jpg", w: 800, h: 1067 },
    });
    expect(picture).toEqual({
      sources: [{ type: "image/webp", srcSet: "/a-400.webp 400w, /a-800.webp 800w" }],
      srcSet: "/a-400.jpg 400w, /a-800.jpg 800w",
      src: "/a-800.jpg",
      width: 800,
      height: 1067,
    });
  });

  it("builds the fallback srcset from the image when there is a single width", () => {
    const picture = toPicture({ sources: { webp: "/a.webp 1600w" }, img: { src: "/a.jpg", w: 1600, h: 2133 } });
    expect(picture.srcSet).toBe("/a.jpg 1600w");
  });
});
