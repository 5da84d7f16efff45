/**
 * The images around the pages that a build writes into build/client: link
 * preview cards (1200 × 630 JPEG, made from each collection's own photos) and
 * the web app manifest's icons (made from favicon.svg).
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { contentRoot, readContent } from "#app/content/read-content.ts";
import { brandColours } from "#app/content/colours.ts";
import { escapeXml } from "#app/utils/escape-xml.ts";
import { SHARE_CARD_SIZE } from "#app/utils/share-card.ts";
import { fillIn } from "#app/content/wording.ts";

const CARD = SHARE_CARD_SIZE;
const COLOURS = brandColours;

/** Breaks a title into lines of about `width` characters. */
function lines(text: string, width: number): string[] {
  const out: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = out.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out;
}

export interface Card {
  brand: string;
  title: string;
  subtitle: string;
  /** Up to three photo files, shown side by side. */
  photos: string[];
}

/** A link-preview card: the business and the page's name on the left, three of its photos on the right. */
export async function renderCard({ brand, title, subtitle, photos }: Card): Promise<Buffer> {
  const titleLines = lines(title, 16).slice(0, 3);
  const subtitleLines = lines(subtitle, 34).slice(0, 3);
  const text = `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD.width}" height="${CARD.height}">
  <rect width="100%" height="100%" fill="${COLOURS.ivory}"/>
  <rect x="0" y="0" width="12" height="100%" fill="${COLOURS.madder}"/>
  <text x="60" y="110" font-family="Georgia, 'DejaVu Serif', serif" font-size="30" font-weight="700" fill="${COLOURS.madder}">${escapeXml(brand)}</text>
  <rect x="60" y="132" width="72" height="6" fill="${COLOURS.marigold}"/>
  ${titleLines.map((line, i) => `<text x="60" y="${230 + i * 70}" font-family="Georgia, 'DejaVu Serif', serif" font-size="62" font-weight="700" fill="${COLOURS.ink}">${escapeXml(line)}</text>`).join("\n  ")}
  ${subtitleLines.map((line, i) => `<text x="60" y="${250 + titleLines.length * 70 + i * 38}" font-family="'DejaVu Sans', Arial, sans-serif" font-size="26" fill="${COLOURS.ink}">${escapeXml(line)}</text>`).join("\n  ")}
</svg>`;
  const slot = { width: 196, height: 570, top: 30 };
  const tiles = await Promise.all(
    photos.slice(0, 3).map(async (file, i) => ({
      // A phone photo the decoder reads with a warning is still a photo (as in pipeline/images.ts).
      input: await sharp(file, { failOn: "truncated" }).autoOrient().resize(slot.width, slot.height, { fit: "cover" }).toBuffer(),
      left: 570 + i * (slot.width + 8),
      top: slot.top,
    })),
  );
  return sharp(Buffer.from(text)).composite(tiles).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
}

/** Renders a card once per content and photos: later builds take it from the cache. */
async function cachedCard(card: Card, cacheDir: string): Promise<Buffer> {
  const hash = createHash("sha1").update(JSON.stringify({ ...card, photos: [] }));
  for (const photo of card.photos) hash.update(readFileSync(photo));
  const file = join(cacheDir, `${hash.digest("hex")}.jpg`);
  if (existsSync(file)) return readFileSync(file);
  const image = await renderCard(card);
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(file, image);
  return image;
}

/** Writes the link-preview cards (share/<page>.jpg) and the app icons (icons/icon-<size>.png) into a build. */
export async function writeShareCardsAndIcons(buildDirectory: string, cacheDir = "node_modules/.cache/share-cards") {
  const client = join(buildDirectory, "client");
  const { site, tiles, collections } = readContent();
  const photo = (path: string) => join(contentRoot, path);

  mkdirSync(join(client, "share"), { recursive: true });
  const cards: [string, Card][] = [
    [
      "home",
      {
        brand: site.business.name,
        title: site.wording.shareCardTitle.en,
        subtitle: site.business.description.en,
        photos: tiles.slice(0, 3).map((tile) => photo(tile.img)),
      },
    ],
    ...collections.map((collection): [string, Card] => [
      collection.slug,
      {
        brand: site.business.name,
        title: collection.heading.en,
        subtitle: fillIn(site.wording.shareCardCollection.en, { count: collection.items.length }),
        photos: collection.items.slice(0, 3).map((item) => photo(item.largeImage)),
      },
    ]),
  ];
  for (const [name, card] of cards) writeFileSync(join(client, "share", `${name}.jpg`), await cachedCard(card, cacheDir));

  mkdirSync(join(client, "icons"), { recursive: true });
  const icon = readFileSync(join(client, "favicon.svg"));
  for (const size of [180, 192, 512]) {
    await sharp(icon, { density: 72 * (size / 64) })
      .resize(size, size)
      .png()
      .toFile(join(client, "icons", `icon-${size}.png`));
  }
}
