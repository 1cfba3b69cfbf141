import type { CalculatedQualityWire } from '../../../contracts/recommendation';

/**
 * The service's `calculated_quality` of a stone: the icon levels of the spec (cut, color and clarity 1–5, carat
 * 1–4) and an overall level. This is the service's own rating; the shop only draws the levels it is given.
 */

const QUALITY_LEVELS = 5;
const CARAT_LEVELS = 4;
const MIN_LEVEL = 1;

const normalise = (grade: string): string => grade.trim().toUpperCase().replace(/\s+/g, ' ');

const CUT_SCORES: Readonly<Record<string, number>> = { EXCELLENT: 5, 'VERY GOOD': 4, GOOD: 3, FAIR: 2, POOR: 1 };

/** Cut (and polish and symmetry): Excellent 5 down to Poor 1; an unknown grade scores the minimum. */
export const cutScore = (grade: string): number => CUT_SCORES[normalise(grade)] ?? MIN_LEVEL;

/** D–F 5, G–J 4, K–M 3, N 2 (the start of GIA's 'very light' band), anything further down 1. */
export const colorScore = (grade: string): number => {
  const color = normalise(grade);
  if (/^[DEF]$/.test(color)) return 5;
  if (/^[GHIJ]$/.test(color)) return 4;
  if (/^[KLM]$/.test(color)) return 3;
  if (color === 'N') return 2;
  return MIN_LEVEL;
};

/** FL and IF 5, VVS 4, VS 3, SI 2, I 1, by family. */
export const clarityScore = (grade: string): number => {
  const clarity = normalise(grade);
  if (clarity === 'FL' || clarity === 'IF') return 5;
  if (/^VVS\d?$/.test(clarity)) return 4;
  if (/^VS\d?$/.test(clarity)) return 3;
  if (/^SI\d?$/.test(clarity)) return 2;
  return MIN_LEVEL;
};

/** Carat levels step at the weights buyers shop by: under ½ ct 1, ½ ct 2, 1 ct 3, 2 ct and more 4. */
const CARAT_LEVEL_THRESHOLDS = [0.5, 1, 2] as const;

export const caratScore = (carat: number): number =>
  Number.isFinite(carat) ? MIN_LEVEL + CARAT_LEVEL_THRESHOLDS.filter((threshold) => carat >= threshold).length : MIN_LEVEL;

/** The overall level: the mean of the four levels, each first taken as a share of its own top level (carat tops out
 * at 4, the others at 5), put back on the 1–5 scale and rounded. */
export const overallLevel = (levels: Omit<CalculatedQualityWire, 'overall'>): number => {
  const share = (levels.cut / QUALITY_LEVELS + levels.color / QUALITY_LEVELS + levels.clarity / QUALITY_LEVELS + levels.carat / CARAT_LEVELS) / 4;
  return Math.min(QUALITY_LEVELS, Math.max(MIN_LEVEL, Math.round(share * QUALITY_LEVELS)));
};

export interface GradedStone {
  readonly cut: string;
  readonly color: string;
  readonly clarity: string;
  readonly size: number;
}

export const calculateQuality = (stone: GradedStone): CalculatedQualityWire => {
  const levels = { cut: cutScore(stone.cut), color: colorScore(stone.color), clarity: clarityScore(stone.clarity), carat: caratScore(stone.size) };
  return { ...levels, overall: overallLevel(levels) };
};
