import type { DiamondShapeName as Shape } from '../../../contracts/catalog';
import { SHAPE_SCALE } from './grade-scales';

/** How each shape is cut and how common it is. Sources: GIA proportion ranges and the usual trade weight
 * estimation formulas (carat = length × width × depth × factor, in mm). */
export interface ShapeProfile {
  /** Share of a real online inventory, in percent. */
  readonly marketShare: number;
  /** Length ÷ width: the stone's outline. */
  readonly ratio: readonly [min: number, max: number];
  /** Total depth as a percentage of the width. Excellent cuts sit near `mid`; poorer cuts stray further. */
  readonly depth: { readonly mid: number; readonly spread: number; readonly min: number; readonly max: number };
  readonly table: { readonly mid: number; readonly spread: number; readonly min: number; readonly max: number };
  /** The weight estimation factor for L × W × D in mm. */
  readonly volumeFactor: number;
  /** Shapes with points (pear, marquise, heart, princess) are cut without a culet facet. */
  readonly pointed: boolean;
  /** How the one-sentence description names the cut. */
  readonly described: string;
}

export const SHAPE_PROFILES: Readonly<Record<Shape, ShapeProfile>> = {
  Round: {
    marketShare: 50,
    ratio: [1.0, 1.015],
    depth: { mid: 61.8, spread: 0.7, min: 57, max: 66 },
    table: { mid: 57, spread: 1.2, min: 52, max: 63 },
    volumeFactor: 0.0061,
    pointed: false,
    described: 'round brilliant',
  },
  Oval: {
    marketShare: 11,
    ratio: [1.3, 1.5],
    depth: { mid: 61.5, spread: 1.4, min: 56, max: 68 },
    table: { mid: 58, spread: 2, min: 52, max: 66 },
    volumeFactor: 0.0062,
    pointed: false,
    described: 'oval brilliant',
  },
  Cushion: {
    marketShare: 8,
    ratio: [1.0, 1.2],
    depth: { mid: 66, spread: 2, min: 60, max: 73 },
    table: { mid: 62, spread: 2.5, min: 55, max: 70 },
    volumeFactor: 0.008,
    pointed: false,
    described: 'cushion',
  },
  Princess: {
    marketShare: 7,
    ratio: [1.0, 1.05],
    depth: { mid: 71, spread: 2, min: 64, max: 78 },
    table: { mid: 69, spread: 2.5, min: 62, max: 77 },
    volumeFactor: 0.0083,
    pointed: true,
    described: 'princess-cut',
  },
  Emerald: {
    marketShare: 6,
    ratio: [1.3, 1.6],
    depth: { mid: 65, spread: 2, min: 59, max: 72 },
    table: { mid: 65, spread: 2.5, min: 58, max: 72 },
    volumeFactor: 0.0092,
    pointed: false,
    described: 'emerald-cut',
  },
  Pear: {
    marketShare: 5,
    ratio: [1.45, 1.75],
    depth: { mid: 61.5, spread: 1.5, min: 56, max: 68 },
    table: { mid: 58, spread: 2, min: 52, max: 66 },
    volumeFactor: 0.0059,
    pointed: true,
    described: 'pear-shaped',
  },
  Radiant: {
    marketShare: 5,
    ratio: [1.0, 1.4],
    depth: { mid: 66, spread: 2, min: 60, max: 73 },
    table: { mid: 65, spread: 2.5, min: 58, max: 72 },
    volumeFactor: 0.0081,
    pointed: false,
    described: 'radiant-cut',
  },
  Marquise: {
    marketShare: 3,
    ratio: [1.8, 2.2],
    depth: { mid: 61, spread: 1.5, min: 56, max: 67 },
    table: { mid: 58, spread: 2, min: 52, max: 66 },
    volumeFactor: 0.00565,
    pointed: true,
    described: 'marquise',
  },
  Asscher: {
    marketShare: 3,
    ratio: [1.0, 1.05],
    depth: { mid: 66, spread: 2, min: 60, max: 73 },
    table: { mid: 63, spread: 2.5, min: 56, max: 70 },
    volumeFactor: 0.008,
    pointed: false,
    described: 'Asscher-cut',
  },
  Heart: {
    marketShare: 2,
    ratio: [0.9, 1.1],
    depth: { mid: 60, spread: 1.5, min: 55, max: 66 },
    table: { mid: 58, spread: 2, min: 52, max: 66 },
    volumeFactor: 0.0059,
    pointed: true,
    described: 'heart-shaped',
  },
};

/** The profiles in shape-code order, for the generator's hot loop. */
export const PROFILES_BY_CODE: readonly ShapeProfile[] = SHAPE_SCALE.map((shape) => SHAPE_PROFILES[shape]);

/**
 * The outline that a stone of `carat`, outline `ratio` and `depthPercent` has: carat = L × W × D × factor with
 * L = ratio × W and D = depth% × W, so W = ∛(carat ÷ (ratio × depth% × factor)). A 1 ct round at 61.8 % is
 * 6.42 mm across, 0.25 ct 4.04 mm, 2 ct 8.08 mm: the spec's size guide.
 */
export function measurements(profile: ShapeProfile, carat: number, ratio: number, depthPercent: number): { length: number; width: number; depth: number } {
  const width = Math.cbrt(carat / (ratio * (depthPercent / 100) * profile.volumeFactor));
  return { length: width * ratio, width, depth: (width * depthPercent) / 100 };
}
