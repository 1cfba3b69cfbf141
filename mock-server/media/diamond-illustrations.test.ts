import { describe, expect, it } from 'vitest';
import { COLOR_GRADE_NAMES, DIAMOND_SHAPES } from '../../contracts/catalog';
import type { DiamondShapeName } from '../../contracts/catalog';
import { createDiamondCatalog } from '../recommendation/diamond-catalog';
import { COLOR_TINTS, diamondIllustrationSvg, illustrationGeometry, PX_PER_MM, REFERENCE_STONE, tintOf } from './diamond-illustrations';
import type { IllustratedStone } from './diamond-illustrations';

const stone = (overrides: Partial<IllustratedStone> = {}): IllustratedStone => ({
  shape: 'Round',
  size: 1.01,
  color: 'G',
  meas_length: 6.45,
  meas_width: 6.41,
  meas_depth: 3.96,
  table_percent: 57,
  depth_percent: 61.8,
  ...overrides,
});

/** Red minus blue of a #rrggbb color: above 0 is warm (yellow), below 0 cool (blue). */
const warmth = (hex: string): number => parseInt(hex.slice(1, 3), 16) - parseInt(hex.slice(5, 7), 16);
/** The bounding box of the numbers of an SVG path. */
function pathBox(path: string): { width: number; height: number; cx: number; cy: number } {
  const numbers = [...path.matchAll(/-?\d+(?:\.\d+)?/g)].map((match) => Number(match[0]));
  const xs = numbers.filter((_, k) => k % 2 === 0);
  const ys = numbers.filter((_, k) => k % 2 === 1);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  return { width: maxX - minX, height: maxY - minY, cx: (minX + maxX) / 2, cy: (minY + maxY) / 2 };
}
const outlineOf = (svg: string): string => /<path d="([^"]+)" fill="url\(#il-body\)" stroke="#44546a" stroke-width="1.2"/.exec(svg)![1]!;

describe("a stone's illustration", () => {
  it('draws the stone to its measured length and width at 10 px a millimetre, beside a 1 ct round of 6.4 mm', () => {
    const oval = stone({ shape: 'Oval', meas_length: 8.1, meas_width: 5.6 });
    const geometry = illustrationGeometry(oval);
    expect(geometry.stone.width).toBeCloseTo(5.6 * PX_PER_MM);
    expect(geometry.stone.length).toBeCloseTo(8.1 * PX_PER_MM);
    expect(geometry.reference.diameter).toBeCloseTo(REFERENCE_STONE.diameterMm * PX_PER_MM);
    expect(geometry.shrunk).toBe(false);
    // The outline drawn is that box, so its length-to-width ratio is the stone's.
    const box = pathBox(outlineOf(diamondIllustrationSvg(oval)));
    expect(box.width).toBeCloseTo(56, 0);
    expect(box.height).toBeCloseTo(81, 0);
    expect(box.height / box.width).toBeCloseTo(8.1 / 5.6, 1);
  });

  it.each(DIAMOND_SHAPES)('draws a %s of another ratio as another outline, the same size as the record says', (shape: DiamondShapeName) => {
    const narrow = diamondIllustrationSvg(stone({ shape, meas_length: 9, meas_width: 6 }));
    const wide = diamondIllustrationSvg(stone({ shape, meas_length: 7, meas_width: 6.8 }));
    expect(outlineOf(narrow)).not.toBe(outlineOf(wide));
    const box = pathBox(outlineOf(narrow));
    expect(box.height).toBeCloseTo(90, 0);
    expect(box.width).toBeCloseTo(60, 0);
  });

  it('sizes stones by their millimetres: a 2 ct round is drawn wider than the 1 ct reference, a 0.5 ct narrower', () => {
    const big = illustrationGeometry(stone({ size: 2.02, meas_length: 8.14, meas_width: 8.1 }));
    const small = illustrationGeometry(stone({ size: 0.5, meas_length: 5.1, meas_width: 5.08 }));
    expect(big.stone.width).toBeGreaterThan(big.reference.diameter);
    expect(small.stone.width).toBeLessThan(small.reference.diameter);
    expect(big.reference.diameter).toBe(small.reference.diameter);
  });

  it('puts the table where the table percentage says, and draws the side view to the depth percentage', () => {
    const shallow = illustrationGeometry(stone({ table_percent: 54, depth_percent: 59, meas_depth: 3.78 }));
    const deep = illustrationGeometry(stone({ table_percent: 64, depth_percent: 66, meas_depth: 4.23 }));
    expect(shallow.table).toBeCloseTo(0.54);
    expect(deep.table).toBeCloseTo(0.64);
    expect(deep.profile.tableWidth).toBeGreaterThan(shallow.profile.tableWidth);
    const depth = (g: typeof shallow) => g.profile.crown + g.profile.girdle + g.profile.pavilion;
    expect(depth(shallow)).toBeCloseTo(3.78 * PX_PER_MM);
    expect(depth(deep)).toBeCloseTo(4.23 * PX_PER_MM);
    // A well-cut brilliant's crown is about a quarter of its depth above the girdle.
    expect(shallow.profile.crown / depth(shallow)).toBeGreaterThan(0.2);
    expect(shallow.profile.crown / depth(shallow)).toBeLessThan(0.3);
    // The table's size changes the facets inside the same outline.
    const svg54 = diamondIllustrationSvg(stone({ table_percent: 54 }));
    const svg64 = diamondIllustrationSvg(stone({ table_percent: 64 }));
    expect(outlineOf(svg54)).toBe(outlineOf(svg64));
    expect(svg54).not.toBe(svg64);
  });

  it('tints by color grade: D–F the faintest cool white, warming through G–J, faintly warm at K–M; subtle throughout', () => {
    const grades = ['D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M'];
    const warmths = grades.map((grade) => warmth(tintOf(grade)));
    expect([...warmths].sort((a, b) => a - b)).toEqual(warmths);
    expect(new Set(warmths).size).toBe(grades.length);
    for (const grade of ['D', 'E']) expect(warmth(tintOf(grade))).toBeLessThan(0);
    for (const grade of ['K', 'L', 'M']) expect(warmth(tintOf(grade))).toBeGreaterThan(20);
    // Never a saturated yellow: every channel stays light.
    for (const tint of Object.values(COLOR_TINTS)) for (const at of [1, 3, 5]) expect(parseInt(tint.slice(at, at + 2), 16)).toBeGreaterThan(0xa0);
    // A grade off the scale is drawn no whiter than the last one.
    expect(tintOf('N')).toBe(COLOR_TINTS.M);
    expect(tintOf(' g ')).toBe(COLOR_TINTS.G);
    expect(diamondIllustrationSvg(stone({ color: 'D' }))).toContain(`stop-color="${COLOR_TINTS.D}"`);
    expect(COLOR_GRADE_NAMES.slice(0, 10)).toEqual(grades);
  });

  it('says in the picture and in its title that it is an illustration, with the weight, measurements and reference', () => {
    const svg = diamondIllustrationSvg(stone({ shape: 'Oval', size: 1.2, color: 'F' }));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 320 240"/);
    expect(svg).toContain('<title>Illustration of a 1.20 ct oval diamond, color F, drawn to its measurements beside a 1 ct round for scale</title>');
    expect(diamondIllustrationSvg(stone({ size: 8.05 }))).toContain('<title>Illustration of an 8.05 ct round diamond');
    expect(svg).toContain('>ILLUSTRATION</text>');
    expect(svg).toContain('>1.20 ct</text>');
    expect(svg).toContain('>6.45 × 6.41 mm</text>');
    expect(svg).toContain('>1 ct round</text>');
    expect(svg).toContain('>6.4 mm, for scale</text>');
    expect(svg).toContain('>depth 61.8% · table 57%</text>');
    expect(svg).not.toMatch(/photo/i);
    expect(svg).not.toMatch(/<rect/);
  });

  it('draws a stone larger than any sold smaller than its scale, and says so', () => {
    const huge = illustrationGeometry(stone({ shape: 'Marquise', size: 9, meas_length: 24, meas_width: 12 }));
    expect(huge.shrunk).toBe(true);
    expect(huge.stone.length).toBeLessThanOrEqual(180);
    expect(diamondIllustrationSvg(stone({ shape: 'Marquise', size: 9, meas_length: 24, meas_width: 12 }))).toContain('(not to scale)');
  });

  it('draws a stone whose report lacks measurements as a round of its weight', () => {
    const geometry = illustrationGeometry(stone({ size: 1, meas_length: 0, meas_width: Number.NaN, meas_depth: 0 }));
    expect(geometry.stone.width).toBeCloseTo(64);
    expect(geometry.stone.length).toBeCloseTo(64);
  });

  it('fits every stone of the seeded inventory in its frame, at one scale', () => {
    const catalog = createDiamondCatalog(42, 5_000);
    for (let index = 0; index < 5_000; index++) {
      const diamond = catalog.diamond(index);
      const geometry = illustrationGeometry(diamond);
      expect(geometry.shrunk).toBe(false);
      expect(geometry.stone.width / geometry.stone.length).toBeCloseTo(diamond.meas_width / diamond.meas_length, 5);
    }
  });
});
