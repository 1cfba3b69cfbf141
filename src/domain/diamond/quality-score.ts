/** The quality icons: cut, color and clarity are drawn in 5 image levels and carat in 4, each at 1x, 2x and 3x
 * densities. Scores from the services are clamped to the levels an image exists for. */
export const QUALITY_LEVELS = 5;
export const CARAT_LEVELS = 4;
export const MIN_LEVEL = 1;
export const IMAGE_DENSITIES = ['1x', '2x', '3x'] as const;

export type QualityFacet = 'cut' | 'color' | 'clarity' | 'carat';

/** How much each of the 4 Cs counts in a weighted quality judgement. */
export type DiamondQualityWeights = Readonly<Record<QualityFacet, number>>;

export const EQUAL_QUALITY_WEIGHTS: DiamondQualityWeights = { cut: 1, color: 1, clarity: 1, carat: 1 };

/** The calculated_quality block a diamond carries. */
export interface CalculatedQuality {
  readonly cut: number;
  readonly color: number;
  readonly clarity: number;
  readonly carat: number;
  readonly overall: number;
}

const clampLevel = (value: number, max: number): number =>
  Number.isFinite(value) ? Math.min(max, Math.max(MIN_LEVEL, Math.round(value))) : MIN_LEVEL;

/** Levels for the cut, color and clarity images: 1 to 5. */
export const qualityLevel = (score: number): number => clampLevel(score, QUALITY_LEVELS);

/** Levels for the carat image: 1 to 4. */
export const caratImageLevel = (score: number): number => clampLevel(score, CARAT_LEVELS);

const normalise = (grade: string): string => grade.trim().toUpperCase().replace(/\s+/g, ' ');

const CUT_SCORES: Readonly<Record<string, number>> = {
  EXCELLENT: 5,
  'VERY GOOD': 4,
  GOOD: 3,
  FAIR: 2,
  POOR: 1,
};

/** Cut (and polish and symmetry, which share its scale): Excellent 5 down to Poor 1; an unknown grade scores the
 * minimum rather than flattering the stone. */
export const cutScore = (grade: string): number => CUT_SCORES[normalise(grade)] ?? MIN_LEVEL;

/** D–F 5, G–J 4, K–M 3 as the spec says. N scores 2: GIA puts N at the start of a new band ('very light', N–R)
 * below the 'faint' K–M band, so it must sit under K–M; anything further down the alphabet or unknown scores 1. */
export const colorScore = (grade: string): number => {
  const color = normalise(grade);
  if (/^[DEF]$/.test(color)) return 5;
  if (/^[GHIJ]$/.test(color)) return 4;
  if (/^[KLM]$/.test(color)) return 3;
  if (color === 'N') return 2;
  return MIN_LEVEL;
};

/** IF 5, VVS 4, VS 3, SI 2, I 1, by family so that every numbered member (VVS1, SI3, I2…) follows its family.
 * FL (flawless) is above IF and scores 5 too. */
export const clarityScore = (grade: string): number => {
  const clarity = normalise(grade);
  if (clarity === 'FL' || clarity === 'IF') return 5;
  if (/^VVS\d?$/.test(clarity)) return 4;
  if (/^VS\d?$/.test(clarity)) return 3;
  if (/^SI\d?$/.test(clarity)) return 2;
  return MIN_LEVEL;
};

/** Carat thresholds for the four carat images. The steps sit at the weights buyers shop by and prices jump at:
 * under half a carat, half a carat, one carat, two carats and more. */
export const CARAT_LEVEL_THRESHOLDS = [0.5, 1, 2] as const;

export const caratScore = (carat: number): number =>
  Number.isFinite(carat) ? MIN_LEVEL + CARAT_LEVEL_THRESHOLDS.filter((threshold) => carat >= threshold).length : MIN_LEVEL;

/** The overall level: a weighted mean of the four facets, each first taken as a share of its own top level (carat
 * tops out at 4, the others at 5) so that a 4-level carat is not a penalty, then put back on the 1–5 scale. */
export const overallLevel = (
  levels: Readonly<Record<QualityFacet, number>>,
  weights: DiamondQualityWeights = EQUAL_QUALITY_WEIGHTS,
): number => {
  const facets: readonly QualityFacet[] = ['cut', 'color', 'clarity', 'carat'];
  const weightOf = (facet: QualityFacet): number => (Number.isFinite(weights[facet]) ? Math.max(0, weights[facet]) : 0);
  const totalWeight = facets.reduce((sum, facet) => sum + weightOf(facet), 0);
  if (totalWeight === 0) return MIN_LEVEL;
  const share = facets.reduce((sum, facet) => {
    const max = facet === 'carat' ? CARAT_LEVELS : QUALITY_LEVELS;
    const level = facet === 'carat' ? caratImageLevel(levels[facet]) : qualityLevel(levels[facet]);
    return sum + weightOf(facet) * (level / max);
  }, 0);
  return qualityLevel((share / totalWeight) * QUALITY_LEVELS);
};

export interface GradedStone {
  readonly cut: string;
  readonly color: string;
  readonly clarity: string;
  readonly size: number;
}

export const calculateQuality = (stone: GradedStone, weights?: DiamondQualityWeights): CalculatedQuality => {
  const levels = {
    cut: cutScore(stone.cut),
    color: colorScore(stone.color),
    clarity: clarityScore(stone.clarity),
    carat: caratScore(stone.size),
  };
  return { ...levels, overall: overallLevel(levels, weights) };
};
