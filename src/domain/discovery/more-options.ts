import {
  CUT_GRADES,
  POLISH_GRADES,
  SLIDER_CLARITIES,
  SLIDER_COLORS,
  SYMMETRY_GRADES,
  gradeRange,
  type GradeRange,
} from '../diamond/grades';

/** A numeric range slider of the More Options panel. */
export interface NumericSlider {
  readonly min: number;
  readonly max: number;
  readonly step: number;
}

export const PRICE_SLIDER: NumericSlider = { min: 0, max: 1_000_000, step: 2_000 };
export const DEFAULT_PRICE_SLIDER_RANGE = { from: 1_000, to: 1_000_000 } as const;
export const CARAT_SLIDER: NumericSlider = { min: 0.25, max: 100, step: 0.2 };

export interface NumericRange {
  readonly from: number;
  readonly to: number;
}

/** What Search sends as a 'set': the numeric bounds and a range on every graded attribute. */
export interface MoreOptionsRanges {
  readonly price_total: NumericRange;
  readonly size: NumericRange;
  readonly cut: GradeRange;
  readonly color: GradeRange;
  readonly clarity: GradeRange;
  readonly polish: GradeRange;
  readonly symmetry: GradeRange;
}

/** Decimal steps (0.2 ct) are counted in whole steps from the minimum, then rounded to the step's precision, so
 * that a snapped value is 0.65, not 0.6500000000000001. */
const decimalsOf = (value: number): number => (String(value).split('.')[1] ?? '').length;

export const snapToSlider = (slider: NumericSlider, value: number): number => {
  const clamped = Math.min(slider.max, Math.max(slider.min, value));
  const steps = Math.round((clamped - slider.min) / slider.step);
  const precision = Math.max(decimalsOf(slider.min), decimalsOf(slider.step));
  const snapped = Number((slider.min + steps * slider.step).toFixed(precision));
  return snapped > slider.max ? slider.max : snapped;
};

/** An impossible value falls back to the end of the scale: outside the slider it takes the nearest end; not a
 * number at all, it takes the end its handle stands for (from → min, to → max). Inverted handles are swapped. */
export const sliderRange = (slider: NumericSlider, from: unknown, to: unknown): NumericRange => {
  const read = (value: unknown, fallback: number): number =>
    typeof value === 'number' && Number.isFinite(value) ? Math.min(slider.max, Math.max(slider.min, value)) : fallback;
  const a = read(from, slider.min);
  const b = read(to, slider.max);
  return { from: Math.min(a, b), to: Math.max(a, b) };
};

export interface MoreOptionsInput {
  readonly price_total_from?: unknown;
  readonly price_total_to?: unknown;
  readonly size_from?: unknown;
  readonly size_to?: unknown;
  readonly cut_from?: unknown;
  readonly cut_to?: unknown;
  readonly color_from?: unknown;
  readonly color_to?: unknown;
  readonly clarity_from?: unknown;
  readonly clarity_to?: unknown;
  readonly polish_from?: unknown;
  readonly polish_to?: unknown;
  readonly symmetry_from?: unknown;
  readonly symmetry_to?: unknown;
}

const gradeRangeOf = (scale: readonly string[], from: unknown, to: unknown): GradeRange =>
  gradeRange(scale, from ?? scale[0], to) ?? { from: '', to: '' };

/** The panel's ranges from whatever the page holds (the service's range lists, the current stone), every value
 * made possible. A missing grade 'from' starts at the best grade; a missing or impossible one falls back to the
 * end of the scale. */
export const moreOptionsRanges = (input: MoreOptionsInput): MoreOptionsRanges => ({
  price_total: sliderRange(
    PRICE_SLIDER,
    input.price_total_from ?? DEFAULT_PRICE_SLIDER_RANGE.from,
    input.price_total_to ?? DEFAULT_PRICE_SLIDER_RANGE.to,
  ),
  size: sliderRange(CARAT_SLIDER, input.size_from, input.size_to),
  cut: gradeRangeOf(CUT_GRADES, input.cut_from, input.cut_to),
  color: gradeRangeOf(SLIDER_COLORS, input.color_from, input.color_to),
  clarity: gradeRangeOf(SLIDER_CLARITIES, input.clarity_from, input.clarity_to),
  polish: gradeRangeOf(POLISH_GRADES, input.polish_from, input.polish_to),
  symmetry: gradeRangeOf(SYMMETRY_GRADES, input.symmetry_from, input.symmetry_to),
});
