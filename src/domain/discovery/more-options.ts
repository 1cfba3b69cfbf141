import type { Diamond } from '../diamond/diamond';
import {
  CUT_GRADES,
  POLISH_GRADES,
  SLIDER_CLARITIES,
  SLIDER_COLORS,
  SYMMETRY_GRADES,
  fullGradeRange,
  gradeRange,
  type GradeRange,
} from '../diamond/grades';
import { formatWholeDollars } from '../shared/money';
import { logSliderScale, type NumericSlider } from './slider-scale';

export const PRICE_SLIDER: NumericSlider = { min: 0, max: 1_000_000, step: 2_000 };
export const DEFAULT_PRICE_SLIDER_RANGE = { from: 1_000, to: 1_000_000 } as const;
export const CARAT_SLIDER: NumericSlider = { min: 0.25, max: 100, step: 0.2 };

/** The price track, logarithmic: every budget a shopper has gets room on it, each stop a multiple of $2,000. */
export const PRICE_SCALE = logSliderScale(PRICE_SLIDER, formatWholeDollars);
/** The carat track, logarithmic too: 0.25 to 5 ct, where the stones are, takes half of it instead of a twentieth. */
export const CARAT_SCALE = logSliderScale(CARAT_SLIDER, (carat) => `${carat.toFixed(2)} ct`);

export interface NumericRange {
  readonly from: number;
  readonly to: number;
}

/** What Search sends as a 'set': the numeric bounds and a range on every graded attribute. */
export interface MoreOptionsRanges {
  readonly price: NumericRange;
  readonly size: NumericRange;
  readonly cut: GradeRange;
  readonly color: GradeRange;
  readonly clarity: GradeRange;
  readonly polish: GradeRange;
  readonly symmetry: GradeRange;
}

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
  readonly priceFrom?: unknown;
  readonly priceTo?: unknown;
  readonly sizeFrom?: unknown;
  readonly sizeTo?: unknown;
  readonly cutFrom?: unknown;
  readonly cutTo?: unknown;
  readonly colorFrom?: unknown;
  readonly colorTo?: unknown;
  readonly clarityFrom?: unknown;
  readonly clarityTo?: unknown;
  readonly polishFrom?: unknown;
  readonly polishTo?: unknown;
  readonly symmetryFrom?: unknown;
  readonly symmetryTo?: unknown;
}

const gradeRangeOf = (scale: readonly string[], from: unknown, to: unknown): GradeRange =>
  gradeRange(scale, from ?? scale[0], to) ?? { from: '', to: '' };

/** The panel's ranges from whatever the page holds (the service's range lists, the current stone), every value
 * made possible. A missing grade 'from' starts at the best grade; a missing or impossible one falls back to the
 * end of the scale. */
export const moreOptionsRanges = (input: MoreOptionsInput): MoreOptionsRanges => ({
  price: sliderRange(
    PRICE_SLIDER,
    input.priceFrom ?? DEFAULT_PRICE_SLIDER_RANGE.from,
    input.priceTo ?? DEFAULT_PRICE_SLIDER_RANGE.to,
  ),
  size: sliderRange(CARAT_SLIDER, input.sizeFrom, input.sizeTo),
  cut: gradeRangeOf(CUT_GRADES, input.cutFrom, input.cutTo),
  color: gradeRangeOf(SLIDER_COLORS, input.colorFrom, input.colorTo),
  clarity: gradeRangeOf(SLIDER_CLARITIES, input.clarityFrom, input.clarityTo),
  polish: gradeRangeOf(POLISH_GRADES, input.polishFrom, input.polishTo),
  symmetry: gradeRangeOf(SYMMETRY_GRADES, input.symmetryFrom, input.symmetryTo),
});

/** The budget and size bounds of the shopper's search, as the tuning state carries them (any may be missing). */
export interface SearchBounds {
  readonly priceFrom?: unknown;
  readonly priceTo?: unknown;
  readonly sizeFrom?: unknown;
  readonly sizeTo?: unknown;
}

const numberOr = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

const fullRange = (scale: readonly string[]): GradeRange => fullGradeRange(scale) ?? { from: '', to: '' };

/**
 * The ranges the panel opens with: the shopper's search, widened to take in the stone on screen (a shopper tuned past
 * the budget keeps the stone inside), each end on the slider's stop just outside it, and every grade the sliders
 * offer. A bound the search leaves out is the spec's default (price) or the slider's end (carat). Searching them as
 * they open finds the stone on screen itself, or, for a stone outside the sliders (a K color, a price past
 * $1,000,000), the one nearest to it inside them.
 */
export const moreOptionsAround = (stone: Pick<Diamond, 'price' | 'size'>, search: SearchBounds | null | undefined): MoreOptionsRanges => ({
  price: {
    from: PRICE_SCALE.floor(Math.min(numberOr(search?.priceFrom, DEFAULT_PRICE_SLIDER_RANGE.from), stone.price)),
    to: PRICE_SCALE.ceil(Math.max(numberOr(search?.priceTo, DEFAULT_PRICE_SLIDER_RANGE.to), stone.price)),
  },
  size: {
    from: CARAT_SCALE.floor(Math.min(numberOr(search?.sizeFrom, CARAT_SLIDER.min), stone.size)),
    to: CARAT_SCALE.ceil(Math.max(numberOr(search?.sizeTo, CARAT_SLIDER.max), stone.size)),
  },
  cut: fullRange(CUT_GRADES),
  color: fullRange(SLIDER_COLORS),
  clarity: fullRange(SLIDER_CLARITIES),
  polish: fullRange(POLISH_GRADES),
  symmetry: fullRange(SYMMETRY_GRADES),
});
