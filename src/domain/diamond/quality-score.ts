/** The quality icons: cut, color and clarity are drawn in 5 image levels and carat in 4, each at 1x, 2x and 3x
 * densities. Scores from the services are clamped to the levels an image exists for. */
export const QUALITY_LEVELS = 5;
export const CARAT_LEVELS = 4;
export const MIN_LEVEL = 1;
export const IMAGE_DENSITIES = ['1x', '2x', '3x'] as const;

/** The quality levels a diamond carries (the service's calculated_quality block). */
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

/** The four Cs an icon exists for. */
export type QualityIconKind = 'cut' | 'color' | 'clarity' | 'carat';

/** A quality level icon: its picture on the media mount and the words that stand for it. */
export interface QualityIcon {
  readonly src: string;
  readonly alt: string;
  readonly level: number;
  readonly of: number;
}

const ICON_NAMES: Readonly<Record<QualityIconKind, string>> = { cut: 'Cut', color: 'Color', clarity: 'Clarity', carat: 'Carat' };

/** The icon of a C at the level its score gives (cut, color and clarity 1–5, carat 1–4), e.g.
 * `{ src: '/media/icons/cut-5.svg', alt: 'Cut Excellent: level 5 of 5' }`. */
export const qualityIcon = (kind: QualityIconKind, grade: string, score: number): QualityIcon => {
  const of = kind === 'carat' ? CARAT_LEVELS : QUALITY_LEVELS;
  const level = kind === 'carat' ? caratImageLevel(score) : qualityLevel(score);
  return { src: `/media/icons/${kind}-${level}.svg`, alt: `${ICON_NAMES[kind]} ${grade}: level ${level} of ${of}`, level, of };
};
