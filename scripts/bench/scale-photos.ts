/**
 * The scale catalogue's photos, made in minutes rather than most of an hour: drawing each of a
 * thousand placeholders from SVG (scripts/placeholder-art.ts) took over 28 minutes on the shared
 * two-core machine, and tinting eight drawings took 10 minutes there with its load at 19 (18 s for
 * 40 photos, drawings included, at a load of 10). A few are drawn, and every photo is one of them in a colour of its own, so that
 * each is a different JPEG, as an owner's photos are, and the build's image pipeline resizes and
 * encodes every one (its cache is keyed by a file's bytes).
 */
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { designFor, drawPlaceholder, HEIGHT, WIDTH } from "#scripts/placeholder-art.ts";

/** How many placeholders are drawn: one for each garment's look, at least. */
const DRAWN = 8;
/** Photos encoded at once: the machine's two cores. */
const AT_ONCE = 2;

/**
 * A brightness for the `i`th photo, 0.85 to 1.1 in steps the JPEG can tell apart. With the drawing
 * (`i` modulo `DRAWN`) it tells each of the first `DRAWN` × 125 photos from every other: a hue
 * and brightness that came round again every 360 photos made a thousand photos 360 different
 * files, and the build named each copy's asset after whichever photo it met first, which changed
 * from build to build.
 */
const brightness = (i: number) => 0.85 + (Math.floor(i / DRAWN) % 125) * 0.002;

/**
 * Writes a placeholder photo for each of `paths` (below content/ of `project`, such as
 * images/scale/001.jpg), each a drawing of `DRAWN` turned to a hue and brightness of its own.
 */
export async function writeScalePhotos(project: string, slug: string, paths: readonly string[]): Promise<void> {
  const drawn = await Promise.all(
    Array.from({ length: DRAWN }, (_, i) =>
      sharp(Buffer.from(drawPlaceholder(designFor(slug, i + 1), `${slug}-${i + 1}`)))
        .resize(WIDTH, HEIGHT)
        .removeAlpha()
        .raw()
        .toBuffer(),
    ),
  );
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < paths.length; i = next++) {
      const target = join(project, "content", paths[i]);
      mkdirSync(dirname(target), { recursive: true });
      await sharp(drawn[i % DRAWN], { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
        .modulate({ hue: (i * 47) % 360, brightness: brightness(i) })
        .jpeg({ quality: 74 })
        .toFile(target);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
}
