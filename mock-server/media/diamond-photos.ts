import type { DiamondInventory } from '../recommendation/inventory/diamond-inventory';
import { COLOR_SCALE, SHAPE_SCALE } from '../recommendation/inventory/grade-scales';
import { shapeDrawing } from './diamond-shape-drawings';

/*
 * The "real photo" of a stone (`GET /media/diamonds/photos/{diamond_id}.svg`): its shape drawing, tinted by its
 * color grade, with a few sparkles placed from its index (so two stones of one shape and color still differ) and its
 * weight below. Drawn from three columns of the inventory, so a photo costs the same for any stone of any inventory.
 * 100 × 116 viewBox: the 100 × 100 drawing, then a line of text; transparent background.
 */

/** Body tint per color grade, D (icy white, a touch of blue) through J (faint warm yellow) to M (light yellow). */
const TINTS: Readonly<Record<(typeof COLOR_SCALE)[number], string>> = {
  D: '#eef8ff',
  E: '#f1f8fc',
  F: '#f4f8f9',
  G: '#f8f7ee',
  H: '#faf5e4',
  I: '#fbf2d8',
  J: '#fbedc8',
  K: '#f8e6b6',
  L: '#f5dea3',
  M: '#f1d690',
};

/** Facet lines: cool grey for the colorless grades, warmer as the body yellows. */
const facetStroke = (color: number): string => (color <= 2 ? '#6b7f96' : color <= 6 ? '#7f8190' : '#8c7d5c');

const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5));
const fmt = (value: number): string => String(Math.round(value * 10) / 10);

/** A four-pointed glint of radius r at (x, y), its sides curved in towards the centre. */
function glint(x: number, y: number, r: number): string {
  const c = `${fmt(x)} ${fmt(y)}`;
  return `M${fmt(x)} ${fmt(y - r)}Q${c} ${fmt(x + r)} ${fmt(y)}Q${c} ${fmt(x)} ${fmt(y + r)}Q${c} ${fmt(x - r)} ${fmt(y)}Q${c} ${fmt(x)} ${fmt(y - r)}Z`;
}

/** Three glints within 16 units of the centre (inside every outline, the marquise's narrow waist included). */
function sparkles(index: number): string {
  const turn = (index % 360) * GOLDEN_ANGLE;
  return [0, 1, 2]
    .map((k) => {
      const angle = turn + (k * 2 * Math.PI) / 3;
      const distance = 7 + ((index >> (k * 2)) % 4) * 3;
      return glint(50 + Math.cos(angle) * distance, 50 + Math.sin(angle) * distance, k === 0 ? 5 : 3.2);
    })
    .join('');
}

export function diamondPhotoSvg(inventory: DiamondInventory, index: number): string {
  const shape = SHAPE_SCALE[inventory.shape[index]!]!;
  const colorCode = inventory.color[index]!;
  const color = COLOR_SCALE[colorCode]!;
  const carat = (inventory.caratHundredths[index]! / 100).toFixed(2);
  const { outline, facets } = shapeDrawing(shape);
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 116" width="100" height="116" role="img">' +
    `<title>${carat} ct ${shape} diamond, color ${color}</title>` +
    `<defs><radialGradient id="b" cx="0.42" cy="0.38" r="0.7"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${TINTS[color]}"/>` +
    '</radialGradient></defs>' +
    `<path d="${outline}" fill="url(#b)" stroke="#44546a" stroke-width="1.4" stroke-linejoin="round"/>` +
    `<path d="${facets}" fill="none" stroke="${facetStroke(colorCode)}" stroke-width="0.6" stroke-linejoin="round"/>` +
    `<path d="${sparkles(index)}" fill="#ffffff" stroke="#a9c1d9" stroke-width="0.4" stroke-linejoin="round"/>` +
    `<text x="50" y="111" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="10" fill="#2c3a4b">${carat} ct</text>` +
    '</svg>'
  );
}
