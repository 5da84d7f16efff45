import { describe, expect, it } from "vitest";
import { packPicture, unpackPicture } from "#app/content/packed-picture.ts";
import type { Picture } from "#app/content/pictures.ts";

const picture: Picture = {
  sources: [
    { type: "image/avif", srcSet: "/shop/assets/01-a.avif 200w, /shop/assets/01-b.avif 400w" },
    { type: "image/webp", srcSet: "/shop/assets/01-c.webp 200w, /shop/assets/01-d.webp 400w" },
  ],
  srcSet: "/shop/assets/01-e.jpg 200w, /shop/assets/01-f.jpg 400w",
  src: "/shop/assets/01-f.jpg",
  width: 400,
  height: 533,
  placeholder: "linear-gradient(rgb(215 209 202), rgb(175 172 177), rgb(0 5 190))",
};

describe("packed pictures", () => {
  it("come back as the same picture, in far fewer characters", () => {
    const packed = packPicture(picture, "/shop/assets/");
    expect(packed).toBe("400 533 d7d1ca afacb1 0005be|avif 01-a.avif 200 01-b.avif 400|webp 01-c.webp 200 01-d.webp 400|jpeg 01-e.jpg 200 01-f.jpg 400");
    expect(unpackPicture(packed, "/shop/assets/")).toEqual(picture);
    expect(packed.length).toBeLessThan(JSON.stringify(picture).length / 2);
  });

  it("keep the <img> src when it is not the fallback's widest file, and files outside the assets folder", () => {
    const odd: Picture = { sources: [], srcSet: "/x/a.jpg 600w, data:image/jpeg;base64,AAAA 200w", src: "/x/a.jpg", width: 600, height: 800 };
    expect(unpackPicture(packPicture(odd, "/shop/assets/"), "/shop/assets/")).toEqual({
      ...odd,
      srcSet: "data:image/jpeg;base64,AAAA 200w, /x/a.jpg 600w",
    });
  });
});
