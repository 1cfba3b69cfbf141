import { CARAT_EXPONENT } from '../pricing/price-model';
import { CLARITY_SCALE, COLOR_SCALE, FINISH_SCALE } from '../inventory/grade-scales';
import { finerGrades, iconSum } from './pick-scores';

/**
 * The rules of the detail page's tuning moves (`rule_recommendation/` `adjust`), shared by the indexed search
 * (tuning-tree.ts) and the plain reference (reference-tuner.ts) so that both compute the very same numbers
 * (docs/recommendation-engine.md, "Tuning").
 */

export type TuningAttr = 'price' | 'size' | 'quality';
export type TuningDir = 'inc' | 'dec';
export interface TuningMove {
  readonly attr: TuningAttr;
  readonly dir: TuningDir;
}

export const TUNING_MOVES: readonly TuningMove[] = (['price', 'size', 'quality'] as const).flatMap((attr) =>
  (['dec', 'inc'] as const).map((dir) => ({ attr, dir })),
);

/**
 * The overall quality order: the `brightest` pick's grade part, i.e. the sum of the cut, color and clarity icon
 * scores, then the finer grades behind them (steps above the bottom of each scale). A stone is of strictly higher
 * quality when this key is strictly higher. Packed as iconSum × 21 + finer (finer is 0–20, so it never reaches the
 * next icon point). Strictly decreasing in each grade code (better grade = smaller code = higher key).
 */
export const qualityKey = (cut: number, color: number, clarity: number): number => iconSum(cut, color, clarity) * 21 + finerGrades(cut, color, clarity);

/** Every (cut, color, clarity) code combination's key, so that the hot loops read a table. */
const COLORS = COLOR_SCALE.length;
const CLARITIES = CLARITY_SCALE.length;
export const comboIndex = (cut: number, color: number, clarity: number): number => (cut * COLORS + color) * CLARITIES + clarity;
export const QUALITY_KEYS: Int32Array = (() => {
  const keys = new Int32Array(FINISH_SCALE.length * COLORS * CLARITIES);
  for (let cut = 0; cut < FINISH_SCALE.length; cut++) {
    for (let color = 0; color < COLORS; color++) {
      for (let clarity = 0; clarity < CLARITIES; clarity++) keys[comboIndex(cut, color, clarity)] = qualityKey(cut, color, clarity);
    }
  }
  return keys;
})();

/*
 * "Closest": the distance from the current stone, every term in the currency of the pricing model (roughly how
 * much that difference alone would move the asking price, as a fraction):
 * - price: |Δprice| ÷ current price;
 * - size: 1.6 × |Δcarat| ÷ current carat (price grows as carat^1.6, docs/diamond-pricing-model.md);
 * - quality: 0.1 × the grade steps between the two stones, |Δcut| + |Δcolor| + |Δclarity| on their scales (one grade
 *   moves a price by 7–13 %).
 * The moved attribute's own term counts half: the shopper asked for that one to change, the others should stay.
 * Equal distances go to the lower price, then the lower index (= the lower id).
 */
export const SIZE_WEIGHT = CARAT_EXPONENT;
export const GRADE_STEP_WEIGHT = 0.1;
export const OWN_TERM_FACTOR = 0.5;

/** The three weights of a move: its own attribute's halved. */
export interface TuningWeights {
  readonly price: number;
  readonly size: number;
  readonly quality: number;
}

export function tuningWeights(attr: TuningAttr): TuningWeights {
  return {
    price: attr === 'price' ? OWN_TERM_FACTOR : 1,
    size: attr === 'size' ? SIZE_WEIGHT * OWN_TERM_FACTOR : SIZE_WEIGHT,
    quality: attr === 'quality' ? GRADE_STEP_WEIGHT * OWN_TERM_FACTOR : GRADE_STEP_WEIGHT,
  };
}

/** The price term of a stone (or, with the nearest price of a block, a lower bound for the block). */
export const priceTerm = (weights: TuningWeights, currentPrice: number, price: number): number => (Math.abs(price - currentPrice) / currentPrice) * weights.price;
export const sizeTerm = (weights: TuningWeights, currentHundredths: number, hundredths: number): number =>
  (Math.abs(hundredths - currentHundredths) / currentHundredths) * weights.size;
export const qualityTerm = (weights: TuningWeights, gradeSteps: number): number => gradeSteps * weights.quality;

/**
 * The distance, always summed in this order: (size + quality) + price. Floating-point addition is monotone, so a
 * lower bound built from lower bounds of each term in the same order never exceeds the distance of any stone it
 * bounds: the indexed search can prune on it and still find exactly the stone the plain scan finds.
 */
export const combineTerms = (size: number, quality: number, price: number): number => size + quality + price;

/** Whether a candidate moves in the asked direction, strictly. */
export function honoursMove(move: TuningMove, current: TuningPoint, candidate: TuningPoint): boolean {
  const [from, to] =
    move.attr === 'price' ? [current.price, candidate.price] : move.attr === 'size' ? [current.hundredths, candidate.hundredths] : [current.qualityKey, candidate.qualityKey];
  return move.dir === 'inc' ? to > from : to < from;
}

/** The three coordinates the moves compare. */
export interface TuningPoint {
  readonly price: number;
  readonly hundredths: number;
  readonly qualityKey: number;
}

/**
 * `better_deal` of a move (docs/api-contracts.md): the new stone is better value (a higher market ÷ asking ratio), or
 * dominates the current one: no dearer, no lighter, no lower quality key, and better in at least one of them.
 */
export function isBetterDeal(current: TuningPoint & { readonly marketPrice: number }, next: TuningPoint & { readonly marketPrice: number }): boolean {
  if (next.marketPrice / next.price > current.marketPrice / current.price) return true;
  const noWorse = next.price <= current.price && next.hundredths >= current.hundredths && next.qualityKey >= current.qualityKey;
  const better = next.price < current.price || next.hundredths > current.hundredths || next.qualityKey > current.qualityKey;
  return noWorse && better;
}

/**
 * The bounds an `adjust` keeps to, as integers (dollars, hundredths of a carat), inclusive. The route derives them
 * from the search in `state` (recommendation-tuning.ts); the strict step of the move itself is applied on top by
 * the search (`stepWindow`).
 */
export interface TuningBounds {
  readonly priceLow: number;
  readonly priceHigh: number;
  readonly sizeLow: number;
  readonly sizeHigh: number;
}

export const UNBOUNDED: TuningBounds = { priceLow: 0, priceHigh: Number.MAX_SAFE_INTEGER, sizeLow: 0, sizeHigh: Number.MAX_SAFE_INTEGER };

/** The bounds narrowed by the move's strict step: price dec → at most one dollar less, size inc → at least one
 * hundredth more… Quality has no bounds; its step is checked on the quality key. */
export function stepWindow(move: TuningMove, current: TuningPoint, bounds: TuningBounds): TuningBounds {
  const { attr, dir } = move;
  return {
    priceLow: attr === 'price' && dir === 'inc' ? Math.max(bounds.priceLow, current.price + 1) : bounds.priceLow,
    priceHigh: attr === 'price' && dir === 'dec' ? Math.min(bounds.priceHigh, current.price - 1) : bounds.priceHigh,
    sizeLow: attr === 'size' && dir === 'inc' ? Math.max(bounds.sizeLow, current.hundredths + 1) : bounds.sizeLow,
    sizeHigh: attr === 'size' && dir === 'dec' ? Math.min(bounds.sizeHigh, current.hundredths - 1) : bounds.sizeHigh,
  };
}
