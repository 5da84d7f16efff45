/**
 * Placeholder garment photography, drawn as SVG: a garment silhouette for the
 * collection, filled with a textile motif, on a soft studio backdrop. Every
 * picture is derived from a seed, so the same name always draws the same photo.
 */

export type Garment = "kediyu" | "chorni" | "chakda" | "koti" | "chaniya";
export type Motif = "bandhani" | "block print" | "mirror work" | "lehariya" | "ajrakh";

export interface Palette {
  name: string;
  base: string;
  accent: string;
  light: string;
  trim: string;
}

export interface Design {
  garment: Garment;
  motif: Motif;
  palette: Palette;
  backdrop: [string, string];
}

export const WIDTH = 1200;
export const HEIGHT = 1600;

const palettes: Record<string, Palette[]> = {
  indigo: [
    { name: "indigo", base: "#1f3a68", accent: "#c8553d", light: "#f2e3c6", trim: "#d9a441" },
    { name: "midnight blue", base: "#22315a", accent: "#e0a526", light: "#efe4cf", trim: "#b5245d" },
    { name: "ajrakh blue", base: "#2c4a7a", accent: "#9e2a2b", light: "#f5ead6", trim: "#e8c170" },
  ],
  madder: [
    { name: "madder red", base: "#8e2430", accent: "#f0c05a", light: "#fbe9d0", trim: "#2b2d42" },
    { name: "maroon", base: "#6d1a2a", accent: "#e7b04a", light: "#f7e4cc", trim: "#1f4e5f" },
    { name: "vermilion", base: "#b23a2b", accent: "#1f3a68", light: "#fcecd6", trim: "#f0c05a" },
  ],
  marigold: [
    { name: "marigold", base: "#d98e04", accent: "#7a1f3d", light: "#fff1d6", trim: "#1d5c63" },
    { name: "turmeric", base: "#c98a12", accent: "#2c4a7a", light: "#fdf0d2", trim: "#8e2430" },
    { name: "saffron", base: "#e07a1f", accent: "#1d5c4d", light: "#fff0dc", trim: "#6d1a2a" },
  ],
  peacock: [
    { name: "peacock green", base: "#1d5c4d", accent: "#e2b13c", light: "#f4ead5", trim: "#8c2f39" },
    { name: "bottle green", base: "#17483e", accent: "#d9a441", light: "#efe6d2", trim: "#b5245d" },
    { name: "teal", base: "#1f6f78", accent: "#f0c05a", light: "#f6ecd9", trim: "#6d1a2a" },
  ],
  rani: [
    { name: "rani pink", base: "#b0245f", accent: "#f4b942", light: "#fde6ef", trim: "#264653" },
    { name: "magenta", base: "#9c1f5a", accent: "#e9c46a", light: "#fbe3ec", trim: "#1f3a68" },
    { name: "rose", base: "#c2476f", accent: "#1d5c4d", light: "#fdeaf0", trim: "#e0a526" },
  ],
  sepia: [
    { name: "faded indigo", base: "#4a5a78", accent: "#b9784f", light: "#efe3cf", trim: "#c9a46a" },
    { name: "rust", base: "#8a4a32", accent: "#e3c08a", light: "#f3e6d2", trim: "#3e4a5c" },
    { name: "olive", base: "#5d6238", accent: "#d7a85a", light: "#f1e7d0", trim: "#7a3b2e" },
  ],
};

/** What each collection wears, and the colours it is known for. */
const collections: Record<string, { garments: Garment[]; palettes: Palette[] }> = {
  kediya: { garments: ["kediyu"], palettes: palettes.indigo },
  chorni: { garments: ["chorni"], palettes: palettes.madder },
  chakda: { garments: ["chakda"], palettes: palettes.marigold },
  koti: { garments: ["koti"], palettes: palettes.peacock },
  chaniya: { garments: ["chaniya"], palettes: palettes.rani },
  throwback: { garments: ["kediyu", "chaniya", "koti", "chorni"], palettes: palettes.sepia },
  throwback2022: {
    garments: ["chaniya", "kediyu", "koti", "chakda"],
    palettes: [...palettes.rani, ...palettes.peacock, ...palettes.marigold],
  },
};

const motifs: Motif[] = ["bandhani", "block print", "mirror work", "lehariya", "ajrakh"];

const backdrops: [string, string][] = [
  ["#f3ece2", "#dcd0bf"],
  ["#efe9e3", "#d6cbc0"],
  ["#f4eee6", "#e0d3c2"],
  ["#ece6dd", "#cfc4b4"],
];

/** A small deterministic generator (mulberry32) seeded from a string. */
export function random(seed: string): () => number {
  let state = 0;
  for (const char of seed) state = (Math.imul(state ^ char.charCodeAt(0), 2654435761) + 1) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(next: () => number, items: readonly T[]): T {
  return items[Math.floor(next() * items.length)];
}

/** The design of photo `index` of a collection; unknown collections get a mix. */
export function designFor(collection: string, index: number): Design {
  const next = random(`${collection}/${index}`);
  const family = collections[collection] ?? collections.throwback2022;
  return {
    garment: family.garments[index % family.garments.length],
    motif: motifs[(index + Math.floor(next() * motifs.length)) % motifs.length],
    palette: pick(next, family.palettes),
    backdrop: pick(next, backdrops),
  };
}

function scallops(fromX: number, toX: number, y: number, count: number, depth: number): string {
  const step = (toX - fromX) / count;
  let path = "";
  for (let i = 0; i < count; i++) {
    const x = fromX + step * (i + 1);
    path += ` Q ${fromX + step * (i + 0.5)} ${y + depth} ${x} ${y}`;
  }
  return path;
}

/** Silhouette paths on the 1200 × 1600 canvas, hem last so a border can follow it. */
function silhouette(garment: Garment): { body: string; hemY: number; hemFrom: number; hemTo: number; details: string } {
  switch (garment) {
    case "kediyu":
      return {
        body:
          "M 525 300 Q 600 370 675 300 L 790 345 L 940 880 L 865 910 L 748 540 L 728 690 " +
          "C 800 840 900 1000 960 1170" +
          scallops(960, 240, 1170, 12, 34) +
          " C 300 1000 400 840 472 690 L 452 540 L 335 910 L 260 880 L 410 345 Z",
        hemY: 1170,
        hemFrom: 240,
        hemTo: 960,
        details: "M 472 690 Q 600 720 728 690 M 600 340 L 600 690 M 560 420 a 8 8 0 1 0 0.1 0 M 560 520 a 8 8 0 1 0 0.1 0",
      };
    case "chorni":
      return {
        body:
          "M 430 320 L 770 320 L 805 520 C 840 820 770 1110 735 1380 L 618 1380 " +
          "C 612 1060 606 820 600 650 C 594 820 588 1060 582 1380 L 465 1380 C 430 1110 360 820 395 520 Z",
        hemY: 1380,
        hemFrom: 465,
        hemTo: 735,
        details:
          "M 430 370 L 770 370 M 470 380 L 450 560 M 530 380 L 520 600 M 670 380 L 680 600 M 730 380 L 750 560 " +
          "M 585 330 Q 560 420 540 470 M 615 330 Q 640 420 660 470",
      };
    case "chakda":
      return {
        body: "M 500 360 L 700 360 L 1010 1240" + scallops(1010, 190, 1240, 16, 26) + " Z",
        hemY: 1240,
        hemFrom: 190,
        hemTo: 1010,
        details: "M 500 400 L 700 400 M 540 400 L 330 1240 M 580 400 L 480 1240 M 620 400 L 660 1250 " + "M 660 400 L 830 1240 M 600 400 L 580 1250",
      };
    case "koti":
      return {
        body:
          "M 470 300 L 560 300 L 600 640 L 640 300 L 730 300 L 820 360 L 800 560 Q 780 630 812 710 " +
          "L 835 1060 L 622 1095 L 600 1070 L 578 1095 L 365 1060 L 388 710 Q 420 630 400 560 L 380 360 Z",
        hemY: 1070,
        hemFrom: 365,
        hemTo: 835,
        details: "M 600 640 L 600 1070 M 620 700 a 9 9 0 1 0 0.1 0 M 620 800 a 9 9 0 1 0 0.1 0 " + "M 620 900 a 9 9 0 1 0 0.1 0 M 450 820 L 530 820",
      };
    case "chaniya":
      return {
        body: "M 470 300 L 730 300 L 1060 1400" + scallops(1060, 140, 1400, 20, 22) + " Z",
        hemY: 1400,
        hemFrom: 140,
        hemTo: 1060,
        details: "M 470 350 L 730 350 M 520 350 L 330 1400 M 600 350 L 600 1410 M 680 350 L 870 1400",
      };
  }
}

function motifPattern(motif: Motif, palette: Palette, next: () => number): string {
  const size = 70 + Math.round(next() * 40);
  const { base, accent, light } = palette;
  const open = `<pattern id="motif" width="${size}" height="${size}" patternUnits="userSpaceOnUse"><rect width="${size}" height="${size}" fill="${base}"/>`;
  const h = size / 2;
  switch (motif) {
    case "bandhani":
      return (
        open +
        [
          [h, h],
          [0, 0],
          [size, 0],
          [0, size],
          [size, size],
        ]
          .map(
            ([x, y]) =>
              `<g fill="${light}"><circle cx="${x}" cy="${y}" r="4"/><circle cx="${x - 9}" cy="${y}" r="3"/><circle cx="${x + 9}" cy="${y}" r="3"/><circle cx="${x}" cy="${y - 9}" r="3"/><circle cx="${x}" cy="${y + 9}" r="3"/></g>`,
          )
          .join("") +
        `<circle cx="${h}" cy="0" r="3" fill="${accent}"/><circle cx="0" cy="${h}" r="3" fill="${accent}"/></pattern>`
      );
    case "block print": {
      const petals = [0, 60, 120, 180, 240, 300]
        .map((angle) => {
          const rad = (angle * Math.PI) / 180;
          return `<circle cx="${h + Math.cos(rad) * size * 0.16}" cy="${h + Math.sin(rad) * size * 0.16}" r="${size * 0.1}" fill="${accent}"/>`;
        })
        .join("");
      return (
        open +
        petals +
        `<circle cx="${h}" cy="${h}" r="${size * 0.08}" fill="${light}"/><path d="M 0 0 l 8 -8 l 8 8 l -8 8 Z M ${size} ${size} l -8 -8 l -8 8 l 8 8 Z" fill="${light}"/></pattern>`
      );
    }
    case "mirror work":
      return (
        open +
        `<circle cx="${h}" cy="${h}" r="${size * 0.17}" fill="#dfe3e6" stroke="${accent}" stroke-width="5"/>` +
        `<circle cx="${h}" cy="${h}" r="${size * 0.26}" fill="none" stroke="${light}" stroke-width="2" stroke-dasharray="4 5"/>` +
        `<circle cx="0" cy="0" r="6" fill="${accent}"/><circle cx="${size}" cy="0" r="6" fill="${accent}"/><circle cx="0" cy="${size}" r="6" fill="${accent}"/><circle cx="${size}" cy="${size}" r="6" fill="${accent}"/></pattern>`
      );
    case "lehariya":
      return (
        `<pattern id="motif" width="${size}" height="${size}" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><rect width="${size}" height="${size}" fill="${base}"/>` +
        `<rect y="${size * 0.1}" width="${size}" height="${size * 0.16}" fill="${accent}"/><rect y="${size * 0.55}" width="${size}" height="${size * 0.08}" fill="${light}"/></pattern>`
      );
    case "ajrakh":
      return (
        open +
        `<path d="M ${h} 4 L ${size - 4} ${h} L ${h} ${size - 4} L 4 ${h} Z" fill="none" stroke="${light}" stroke-width="3"/>` +
        `<path d="M ${h} ${h - 12} L ${h + 5} ${h - 4} L ${h + 12} ${h} L ${h + 5} ${h + 4} L ${h} ${h + 12} L ${h - 5} ${h + 4} L ${h - 12} ${h} L ${h - 5} ${h - 4} Z" fill="${accent}"/></pattern>`
      );
  }
}

/** The SVG of one placeholder photo. */
export function drawPlaceholder(design: Design, seed: string): string {
  const next = random(`${seed}/draw`);
  const shape = silhouette(design.garment);
  const { palette, backdrop } = design;
  const tilt = (next() - 0.5) * 6;
  const scale = 0.9 + next() * 0.08;
  const border = 46 + Math.round(next() * 30);
  const hanger = design.garment === "kediyu" || design.garment === "koti";
  const hangerTop = hanger ? 300 : 320;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs>
<radialGradient id="studio" cx="50%" cy="38%" r="75%"><stop offset="0" stop-color="${backdrop[0]}"/><stop offset="1" stop-color="${backdrop[1]}"/></radialGradient>
<radialGradient id="floor" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
<linearGradient id="shade" x1="0" x2="1"><stop offset="0" stop-color="#000" stop-opacity="0.18"/><stop offset="0.45" stop-color="#fff" stop-opacity="0.06"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/></linearGradient>
${motifPattern(design.motif, palette, next)}
<clipPath id="garment"><path d="${shape.body}"/></clipPath>
</defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#studio)"/>
<ellipse cx="600" cy="${shape.hemY + 150}" rx="${(shape.hemTo - shape.hemFrom) * 0.62}" ry="60" fill="url(#floor)"/>
<g transform="translate(600 ${HEIGHT / 2}) rotate(${tilt}) scale(${scale}) translate(-600 ${-HEIGHT / 2})">
<path d="M 600 ${hangerTop - 150} q 0 -40 30 -40 q 30 0 30 30 q 0 25 -30 40 L 600 ${hangerTop - 60}" fill="none" stroke="#7a6a58" stroke-width="9" stroke-linecap="round"/>
<path d="M 600 ${hangerTop - 60} L ${hanger ? 400 : 420} ${hangerTop + 10} L ${hanger ? 800 : 780} ${hangerTop + 10} Z" fill="none" stroke="#7a6a58" stroke-width="12" stroke-linejoin="round"/>
<g clip-path="url(#garment)">
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#motif)"/>
<rect x="0" y="${shape.hemY - border - 40}" width="${WIDTH}" height="${border}" fill="${palette.trim}"/>
<rect x="0" y="${shape.hemY - 40}" width="${WIDTH}" height="120" fill="${palette.accent}"/>
<rect x="0" y="${shape.hemY - border - 52}" width="${WIDTH}" height="8" fill="${palette.light}"/>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#shade)"/>
</g>
<path d="${shape.body}" fill="none" stroke="#000" stroke-opacity="0.25" stroke-width="4" stroke-linejoin="round"/>
<path d="${shape.details}" fill="none" stroke="${palette.trim}" stroke-width="7" stroke-linecap="round" opacity="0.85"/>
</g>
</svg>`;
}
