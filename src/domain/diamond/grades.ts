/** Grade scales, each ordered best first. The sliders of the More Options panel offer the grades the shop sells;
 * the education screens show the fuller scales the shopper may meet elsewhere. */
export const CUT_GRADES = ['Excellent', 'Very Good', 'Good', 'Fair'] as const;
export const EDUCATION_CUT_GRADES = [...CUT_GRADES, 'Poor'] as const;
export type CutGrade = (typeof EDUCATION_CUT_GRADES)[number];

/** Polish and symmetry are graded on the cut scale. */
export const POLISH_GRADES = CUT_GRADES;
export const SYMMETRY_GRADES = CUT_GRADES;

export const SLIDER_COLORS = ['D', 'E', 'F', 'G', 'H', 'I', 'J'] as const;
export const EDUCATION_COLORS = [...SLIDER_COLORS, 'K', 'L', 'M', 'N'] as const;
export type ColorGrade = (typeof EDUCATION_COLORS)[number];

export const SLIDER_CLARITIES = ['IF', 'VVS1', 'VVS2', 'VS1', 'VS2', 'SI1', 'SI2', 'SI3', 'I1'] as const;
export const EDUCATION_CLARITIES = [...SLIDER_CLARITIES, 'I2', 'I3'] as const;
export type ClarityGrade = (typeof EDUCATION_CLARITIES)[number];

export type GradeScale = readonly string[];

export interface GradeRange<G extends string = string> {
  readonly from: G;
  readonly to: G;
}

/** The position of a grade on a scale. An impossible value (a grade the scale does not hold, such as colour K on
 * the D–J slider, 'Poor' on the cut slider, or an unknown text) falls back to the end of the scale: every grade
 * the education scales add lies past the worse end of the slider scales, so the last position is also the
 * nearest real one. */
export const gradeIndex = (scale: GradeScale, grade: unknown): number => {
  const index = typeof grade === 'string' ? scale.indexOf(grade) : -1;
  return index === -1 ? scale.length - 1 : index;
};

export const gradeAt = <G extends string>(scale: readonly G[], index: number): G | undefined => {
  if (scale.length === 0) return undefined;
  const safe = Number.isInteger(index) && index >= 0 && index < scale.length ? index : scale.length - 1;
  return scale[safe];
};

/** Normalises a slider's two handles: each impossible value falls back to the end of the scale and the bounds
 * are put in scale order, so that a range is never inverted. */
export const gradeRange = <G extends string>(scale: readonly G[], from: unknown, to: unknown): GradeRange<G> | undefined => {
  const a = gradeIndex(scale, from);
  const b = gradeIndex(scale, to);
  const low = gradeAt(scale, Math.min(a, b));
  const high = gradeAt(scale, Math.max(a, b));
  return low === undefined || high === undefined ? undefined : { from: low, to: high };
};

/** A full-scale range: the slider's default when nothing narrows it. */
export const fullGradeRange = <G extends string>(scale: readonly G[]): GradeRange<G> | undefined =>
  gradeRange(scale, scale[0], scale[scale.length - 1]);

export const isGradeOf = <G extends string>(scale: readonly G[], value: unknown): value is G =>
  typeof value === 'string' && (scale as readonly string[]).includes(value);
