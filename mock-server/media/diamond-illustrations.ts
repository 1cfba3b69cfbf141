import type { DiamondColorBand, DiamondShapeName as Shape } from '../../contracts/catalog';
import type { DiamondWire } from '../../contracts/recommendation';
import { figureBounds, figurePaths, shapeFigure } from './diamond-shape-drawings';
import type { Point } from './diamond-shape-drawings';

/*
 * A stone's illustration (`GET /media/diamonds/illustrations/{diamond_id}.svg`): what the grading report says of
 * it, drawn. Its shape stretched to its measured length and width, its table where its table percentage puts it,
 * its body tinted by its color grade, and its side view to its depth; all at one scale (10 px a millimetre) beside
 * the dashed outline of a 1 ct round (6.4 mm), so that its size reads against a known stone. It is labelled as an
 * illustration in the picture itself: it shows no inclusion, no fluorescence and no real light, and is never a
 * photo of the stone.
 */

export type IllustratedStone = Pick<DiamondWire, 'shape' | 'size' | 'color' | 'meas_length' | 'meas_width' | 'meas_depth' | 'table_percent' | 'depth_percent'>;

export const ILLUSTRATION_WIDTH = 320;
export const ILLUSTRATION_HEIGHT = 240;
/** One scale for every stone, so that two illustrations compare as the stones do: the largest stone a shop sells
 * (about 18 mm long at 5 ct) still fits its 180 px zone. */
export const PX_PER_MM = 10;
/** The reference: a 1 ct round brilliant measures 6.4 mm across (the spec's carat size guide). */
export const REFERENCE_STONE = { carat: 1, diameterMm: 6.4 } as const;

const STONE_ZONE = { cx: 100, cy: 114, width: 190, height: 180 } as const;
const REFERENCE_CENTRE: Point = [262, 72];
const PROFILE = { cx: 262, top: 150, maxWidth: 112, maxDepth: 70 } as const;
/** The girdle's share of the width in the side view, and the crown's share of what is left above the culet (the
 * proportions of a well-cut brilliant: 61.8% deep = 15% crown, 3% girdle, 43% pavilion). */
const GIRDLE_SHARE = 0.03;
const CROWN_SHARE = 0.26;

/**
 * Body tint per color grade: D–F colorless (the faintest cool white), G–J near colorless (warming by a shade per
 * grade), K–M faint (a light warm yellow). Subtle on purpose: a screen cannot show a stone's color as a grader sees
 * it, and a stronger tint would make a G look yellow.
 */
export const COLOR_TINTS: Readonly<Record<string, string>> = {
  D: '#f4f9fd',
  E: '#f5f9fb',
  F: '#f6f8f8',
  G: '#f8f7f0',
  H: '#f9f5e9',
  I: '#faf3e0',
  J: '#faf0d5',
  K: '#f8ebc6',
  L: '#f6e5b6',
  M: '#f3dea6',
};
/** A grade off the D–M scale is drawn as the faintest band's last grade: never whiter than the report says. */
export const tintOf = (color: string): string => COLOR_TINTS[color.trim().toUpperCase()] ?? COLOR_TINTS.M!;

/** Facet lines: cool grey for the colorless grades, warmer as the body warms. */
const facetStroke = (color: string): string => {
  const grade = color.trim().toUpperCase();
  return 'DEF'.includes(grade) && grade !== '' ? '#6b7f96' : 'GHIJ'.includes(grade) && grade !== '' ? '#7f8190' : '#8c7d5c';
};

export interface IllustrationGeometry {
  /** The stone's top view: its centre and its width and length in px. */
  readonly stone: { readonly cx: number; readonly cy: number; readonly width: number; readonly length: number };
  /** Whether the stone had to be drawn smaller than its scale to fit (larger than any stone the shop sells). */
  readonly shrunk: boolean;
  readonly reference: { readonly cx: number; readonly cy: number; readonly diameter: number };
  /** The table's width as a share of the stone's. */
  readonly table: number;
  /** The side view: total width, crown height, girdle thickness, pavilion depth and the table's width, in px. */
  readonly profile: { readonly cx: number; readonly top: number; readonly width: number; readonly crown: number; readonly girdle: number; readonly pavilion: number; readonly tableWidth: number };
  readonly tint: string;
}

const positive = (value: number): boolean => Number.isFinite(value) && value > 0;
const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

/** Millimetres of a stone whose report lacks them: a round of its weight (6.4 mm at 1 ct, growing with the cube
 * root of the weight). */
const roundDiameterMm = (carat: number): number => REFERENCE_STONE.diameterMm * Math.cbrt(positive(carat) ? carat : REFERENCE_STONE.carat);

export function illustrationGeometry(stone: IllustratedStone): IllustrationGeometry {
  const fallback = roundDiameterMm(stone.size);
  const widthMm = positive(stone.meas_width) ? stone.meas_width : fallback;
  const lengthMm = positive(stone.meas_length) ? stone.meas_length : widthMm;
  const depthPercent = positive(stone.depth_percent) ? stone.depth_percent : positive(stone.meas_depth) ? (stone.meas_depth / widthMm) * 100 : 61.8;
  const depthMm = positive(stone.meas_depth) ? stone.meas_depth : (widthMm * depthPercent) / 100;
  const table = clamp(positive(stone.table_percent) ? stone.table_percent / 100 : 0.57, 0.4, 0.85);

  const fit = Math.min(1, STONE_ZONE.width / (widthMm * PX_PER_MM), STONE_ZONE.height / (lengthMm * PX_PER_MM));
  const scale = PX_PER_MM * fit;
  const width = widthMm * scale;
  const depth = Math.min(depthMm * scale, PROFILE.maxDepth);
  const profileWidth = Math.min(width, PROFILE.maxWidth);
  const girdle = Math.max(1, profileWidth * GIRDLE_SHARE);
  const crown = Math.max(0, (depth - girdle) * CROWN_SHARE);
  return {
    stone: { cx: STONE_ZONE.cx, cy: STONE_ZONE.cy, width, length: lengthMm * scale },
    shrunk: fit < 1,
    reference: { cx: REFERENCE_CENTRE[0], cy: REFERENCE_CENTRE[1], diameter: REFERENCE_STONE.diameterMm * scale },
    table,
    profile: { cx: PROFILE.cx, top: PROFILE.top, width: profileWidth, crown, girdle, pavilion: Math.max(0, depth - crown - girdle), tableWidth: profileWidth * table },
    tint: tintOf(stone.color),
  };
}

const fmt = (value: number): string => String(Math.round(value * 10) / 10);
const mm = (value: number): string => (Math.round(value * 100) / 100).toFixed(2);
const FONT = 'font-family="Inter, Helvetica, Arial, sans-serif"';

const escapeXml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** 'a' or 'an' before a word or a number as it is read aloud: an oval, an 8.05 ct, an 11.2 ct, a 1.01 ct. */
const article = (word: string): string => (/^(?:[aeiou]|8|1[18](?:\.|$))/i.test(word) ? 'an' : 'a');

/** What the illustration shows, in words: its title, and the alt text a card built from it may use. */
export function illustrationTitle(stone: IllustratedStone): string {
  const shape = stone.shape.toLowerCase();
  const carat = stone.size.toFixed(2);
  return `Illustration of ${article(carat)} ${carat} ct ${shape} diamond, color ${stone.color}, drawn to its measurements beside a 1 ct round for scale`;
}

/**
 * The illustration's drawing without the `<svg>` element around it, in a 320 × 240 frame: the standalone picture
 * wraps it, the link preview card scales it. `id` prefixes the gradient's id, so that two bodies can share a
 * document.
 */
export function illustrationBody(stone: IllustratedStone, id = 'il'): string {
  const geometry = illustrationGeometry(stone);
  const figure = shapeFigure(stone.shape as Shape, { table: geometry.table });
  const bounds = figureBounds(figure);
  const { cx, cy, width, length } = geometry.stone;
  const place = ([x, y]: Point): Point => [
    cx + ((x - (bounds.minX + bounds.maxX) / 2) / (bounds.maxX - bounds.minX)) * width,
    cy + ((y - (bounds.minY + bounds.maxY) / 2) / (bounds.maxY - bounds.minY)) * length,
  ];
  const { outline, facets } = figurePaths(figure, place);
  const ref = geometry.reference;
  const p = geometry.profile;
  const half = p.width / 2;
  const girdleTop = p.top + p.crown;
  const girdleBottom = girdleTop + p.girdle;
  const profile = [
    [p.cx - p.tableWidth / 2, p.top],
    [p.cx + p.tableWidth / 2, p.top],
    [p.cx + half, girdleTop],
    [p.cx + half, girdleBottom],
    [p.cx, girdleBottom + p.pavilion],
    [p.cx - half, girdleBottom],
    [p.cx - half, girdleTop],
  ]
    .map(([x, y], k) => `${k === 0 ? 'M' : 'L'}${fmt(x!)} ${fmt(y!)}`)
    .join('');
  const stroke = facetStroke(stone.color);
  const measurements = `${mm(stone.meas_length)} × ${mm(stone.meas_width)} mm`;
  return [
    `<defs><radialGradient id="${id}-body" cx="0.42" cy="0.38" r="0.7"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${geometry.tint}"/></radialGradient></defs>`,
    `<text x="10" y="17" ${FONT} font-size="9" font-weight="600" letter-spacing="1.2" fill="#55657a">ILLUSTRATION</text>`,
    `<path d="${outline}" fill="url(#${id}-body)" stroke="#44546a" stroke-width="1.2" stroke-linejoin="round"/>`,
    `<path d="${facets}" fill="none" stroke="${stroke}" stroke-width="0.5" stroke-linejoin="round"/>`,
    `<text x="${cx}" y="222" text-anchor="middle" ${FONT} font-size="12" font-weight="600" fill="#1f2d3d">${stone.size.toFixed(2)} ct</text>`,
    `<text x="${cx}" y="235" text-anchor="middle" ${FONT} font-size="9.5" fill="#44546a">${measurements}${geometry.shrunk ? ' (not to scale)' : ''}</text>`,
    `<circle cx="${ref.cx}" cy="${ref.cy}" r="${fmt(ref.diameter / 2)}" fill="none" stroke="#8896a8" stroke-width="1" stroke-dasharray="3 2.5"/>`,
    `<text x="${ref.cx}" y="${fmt(ref.cy + ref.diameter / 2 + 15)}" text-anchor="middle" ${FONT} font-size="9.5" fill="#44546a">1 ct round</text>`,
    `<text x="${ref.cx}" y="${fmt(ref.cy + ref.diameter / 2 + 27)}" text-anchor="middle" ${FONT} font-size="9" fill="#5b6b7f">${REFERENCE_STONE.diameterMm} mm, for scale</text>`,
    `<path d="${profile}Z" fill="url(#${id}-body)" stroke="#44546a" stroke-width="1" stroke-linejoin="round"/>`,
    `<text x="${p.cx}" y="234" text-anchor="middle" ${FONT} font-size="9" fill="#44546a">depth ${stone.depth_percent}% · table ${stone.table_percent}%</text>`,
  ].join('');
}

/** The standalone illustration: 320 × 240, transparent background, its title saying what it is. */
export function diamondIllustrationSvg(stone: IllustratedStone): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${ILLUSTRATION_WIDTH} ${ILLUSTRATION_HEIGHT}" width="${ILLUSTRATION_WIDTH}" height="${ILLUSTRATION_HEIGHT}" role="img">` +
    `<title>${escapeXml(illustrationTitle(stone))}</title>` +
    illustrationBody(stone) +
    '</svg>'
  );
}

/** The grade whose tint a color band's 360° illustration takes: the middle of the band. */
const BAND_TINT_GRADE: Readonly<Record<DiamondColorBand, string>> = { 'D–F': 'E', 'G–J': 'H', 'K–M': 'L' };

/** The drawing a 360° illustration turns: the shape's stock figure in its color band's tint (100 × 100). */
export function colorBandShapeSvg(shape: Shape, band: DiamondColorBand): string {
  const { outline, facets } = figurePaths(shapeFigure(shape));
  const tint = tintOf(BAND_TINT_GRADE[band]);
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100" role="img">' +
    `<title>${escapeXml(`Illustration of ${article(shape)} ${shape.toLowerCase()} diamond, color band ${band}`)}</title>` +
    `<defs><radialGradient id="b" cx="0.42" cy="0.38" r="0.7"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${tint}"/></radialGradient></defs>` +
    `<path d="${outline}" fill="url(#b)" stroke="#44546a" stroke-width="1.4" stroke-linejoin="round"/>` +
    `<path d="${facets}" fill="none" stroke="${facetStroke(BAND_TINT_GRADE[band])}" stroke-width="0.6" stroke-linejoin="round"/>` +
    '</svg>'
  );
}
