import type { Picture } from "#app/content/pictures.ts";

/**
 * A Picture as page data carries it, a few times shorter than the markup the
 * page makes of it:
 *
 *   "600 800 d7d1ca afacb1 dccdbe|avif 01-C1.avif 200 01-Dz.avif 400|webp …|jpeg 01-Bz.jpg 200 01-L9.jpg 600"
 *
 * Its size and placeholder colours, then each format's files with their
 * widths. Files are named relative to the site's assets folder; the last
 * format is the fallback, and its last file is the <img> src.
 */
export type PackedPicture = string;

const GRADIENT = /^linear-gradient\(rgb\((\d+) (\d+) (\d+)\), rgb\((\d+) (\d+) (\d+)\), rgb\((\d+) (\d+) (\d+)\)\)$/;
const hex = (n: string) => Number(n).toString(16).padStart(2, "0");

/** The assets folder every built file is in, under the site's base path. */
export const assetsFolder = () => `${import.meta.env.BASE_URL}assets/`;

function packColours(placeholder: string | undefined): string {
  const rgb = placeholder && GRADIENT.exec(placeholder);
  if (!rgb) return "-";
  return [1, 4, 7]
    .map((i) =>
      rgb
        .slice(i, i + 3)
        .map(hex)
        .join(""),
    )
    .join(" ");
}

function unpackColours(colours: string[]): string | undefined {
  if (colours[0] === "-") return undefined;
  const rgb = colours.map((c) => `rgb(${[0, 2, 4].map((i) => parseInt(c.slice(i, i + 2), 16)).join(" ")})`);
  return `linear-gradient(${rgb.join(", ")})`;
}

/** "a.avif 200w, b.avif 400w" as [file, width] pairs, with `last` (if there) moved to the end. */
function entries(srcSet: string, folder: string, last?: string): string[] {
  const pairs = srcSet.split(", ").map((entry) => {
    const [file, width] = entry.trim().split(" ");
    return [file.startsWith(folder) ? file.slice(folder.length) : file, width.replace(/w$/, "")];
  });
  const end = last?.startsWith(folder) ? last.slice(folder.length) : last;
  pairs.sort((a, b) => Number(a[0] === end) - Number(b[0] === end));
  return pairs.flat();
}

export function packPicture(picture: Picture, folder = assetsFolder()): PackedPicture {
  const formats = [
    ...picture.sources.map((source) => [source.type.replace("image/", ""), ...entries(source.srcSet, folder)].join(" ")),
    ["jpeg", ...entries(picture.srcSet, folder, picture.src)].join(" "),
  ];
  return [`${picture.width} ${picture.height} ${packColours(picture.placeholder)}`, ...formats].join("|");
}

export function unpackPicture(packed: PackedPicture, folder = assetsFolder()): Picture {
  const [head, ...formats] = packed.split("|");
  const [width, height, ...colours] = head.split(" ");
  // A file with a scheme or a leading slash is a full address already.
  const address = (file: string) => (file.startsWith("/") || file.includes(":") ? file : folder + file);
  const sets = formats.map((format) => {
    const [type, ...files] = format.split(" ");
    const pairs = Array.from({ length: files.length / 2 }, (_, i) => [address(files[2 * i]), files[2 * i + 1]]);
    return { type: `image/${type}`, srcSet: pairs.map(([file, w]) => `${file} ${w}w`).join(", "), src: pairs[pairs.length - 1][0] };
  });
  const fallback = sets[sets.length - 1];
  const placeholder = unpackColours(colours);
  return {
    sources: sets.slice(0, -1).map(({ type, srcSet }) => ({ type, srcSet })),
    srcSet: fallback.srcSet,
    src: fallback.src,
    width: Number(width),
    height: Number(height),
    ...(placeholder ? { placeholder } : {}),
  };
}
