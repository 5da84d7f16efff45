import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { jpegWithStrayBytes } from "#tests/fixtures/photos.ts";
import { renderCard } from "#pipeline/site-files.ts";

describe("link-preview cards", () => {
  it("are made from a phone photo the decoder reads only with a warning", async () => {
    const photo = join(mkdtempSync(join(tmpdir(), "card-")), "IMG_0002.jpg");
    writeFileSync(photo, await jpegWithStrayBytes());
    await expect(sharp(photo).toBuffer()).rejects.toThrow(/extraneous bytes/);
    const card = await renderCard({ brand: "The Tailor's Studio", title: "Kediya's", subtitle: "20 designs", photos: [photo, photo, photo] });
    expect(await sharp(card).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
  });
});
