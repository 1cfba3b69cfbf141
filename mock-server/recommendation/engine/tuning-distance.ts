import { CARAT_EXPONENT } from '../pricing/price-model';
import { CLARITY_SCALE, COLOR_SCALE, FINISH_SCALE } from '../inventory/grade-scales';
import { finerGrades, iconSum } from './pick-scores';

/**
 * The rules of the detail page's tuning moves (`rule_recommendation/` `adjust` and `set`), shared by the indexed search
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

/** The weights of More Options' `set`: no attribute asked to change, so no term halved. */
export const SET_WEIGHTS: TuningWeights = { price: 1, size: SIZE_WEIGHT, quality: GRADE_STEP_WEIGHT };

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

/**
 * Whether a candidate keeps the promise the move's panel prints (the detail page's Price, Size and Quality panels):
 * - price `dec` ("Minus finds a cheaper diamond"): strictly cheaper;
 * - price `inc` ("plus a finer one for more"): strictly dearer, no lighter, of no lower quality, and heavier or of
 *   higher quality (more diamond for more money, never just a dearer copy);
 * - size `dec` ("Minus finds a smaller diamond"): strictly lighter and no dearer;
 * - size `inc` ("plus a bigger one"): strictly heavier;
 * - quality `dec` ("Minus trades quality for price"): no grade (cut, color, clarity) higher, at least one lower, and
 *   strictly cheaper;
 * - quality `inc` ("plus finds a finer diamond"): no grade lower, at least one higher.
 * Every minus answers a stone no dearer than the current one. The quality moves compare grade by grade
 * (docs/product-decisions.md, third round, "Quality moves"): a finer clarity never pays for a lower color.
 */
export function honoursMove(move: TuningMove, current: TuningPoint, candidate: TuningPoint): boolean {
  const dearer = candidate.price > current.price;
  const cheaper = candidate.price < current.price;
  const heavier = candidate.hundredths > current.hundredths;
  const lighter = candidate.hundredths < current.hundredths;
  const finer = candidate.qualityKey > current.qualityKey;
  const coarser = candidate.qualityKey < current.qualityKey;
  // Grade codes: 0 is the best grade of each scale, so a smaller code is a higher grade.
  const noGradeLower = candidate.cut <= current.cut && candidate.color <= current.color && candidate.clarity <= current.clarity;
  const noGradeHigher = candidate.cut >= current.cut && candidate.color >= current.color && candidate.clarity >= current.clarity;
  const sameGrades = candidate.cut === current.cut && candidate.color === current.color && candidate.clarity === current.clarity;
  switch (`${move.attr}:${move.dir}` as const) {
    case 'price:dec':
      return cheaper;
    case 'price:inc':
      return dearer && !lighter && !coarser && (heavier || finer);
    case 'size:dec':
      return lighter && !dearer;
    case 'size:inc':
      return heavier;
    case 'quality:dec':
      return noGradeHigher && !sameGrades && cheaper;
    case 'quality:inc':
      return noGradeLower && !sameGrades;
  }
}

/** What the moves compare: price, weight, the overall quality key and the three grade codes (0 = best). */
export interface TuningPoint {
  readonly price: number;
  readonly hundredths: number;
  readonly qualityKey: number;
  readonly cut: number;
  readonly color: number;
  readonly clarity: number;
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

/**
 * The bounds narrowed by what the move promises (`honoursMove`), as the indexed search applies them: the price and
 * weight limits as integer bounds (price `dec` → at most one dollar less, size `dec` → no dearer and at least one
 * hundredth lighter…), the quality limits as bounds on the quality key, and `gain` for price `inc`, whose stone must
 * also be heavier or of higher quality than the current one.
 */
export interface MoveWindow extends TuningBounds {
  readonly keyLow: number;
  readonly keyHigh: number;
  readonly gain: boolean;
  /** The quality moves' grade bounds, codes of cut, color and clarity (inclusive; 0 = best): quality `inc` keeps every
   * grade at most the current code, quality `dec` at least it; the other moves leave them open. */
  readonly gradeLow: readonly [number, number, number];
  readonly gradeHigh: readonly [number, number, number];
}

/** Above every grade code of every scale. */
const GRADE_OPEN = 15;

export function stepWindow(move: TuningMove, current: TuningPoint, bounds: TuningBounds): MoveWindow {
  const is = (attr: TuningAttr, dir: TuningDir) => move.attr === attr && move.dir === dir;
  const cheaper = is('price', 'dec') || is('quality', 'dec');
  return {
    priceLow: is('price', 'inc') ? Math.max(bounds.priceLow, current.price + 1) : bounds.priceLow,
    priceHigh: cheaper ? Math.min(bounds.priceHigh, current.price - 1) : is('size', 'dec') ? Math.min(bounds.priceHigh, current.price) : bounds.priceHigh,
    sizeLow: is('size', 'inc') ? Math.max(bounds.sizeLow, current.hundredths + 1) : is('price', 'inc') ? Math.max(bounds.sizeLow, current.hundredths) : bounds.sizeLow,
    sizeHigh: is('size', 'dec') ? Math.min(bounds.sizeHigh, current.hundredths - 1) : bounds.sizeHigh,
    keyLow: is('quality', 'inc') ? current.qualityKey + 1 : is('price', 'inc') ? current.qualityKey : Number.NEGATIVE_INFINITY,
    keyHigh: is('quality', 'dec') ? current.qualityKey - 1 : Number.POSITIVE_INFINITY,
    gain: is('price', 'inc'),
    gradeLow: is('quality', 'dec') ? [current.cut, current.color, current.clarity] : [0, 0, 0],
    gradeHigh: is('quality', 'inc') ? [current.cut, current.color, current.clarity] : [GRADE_OPEN, GRADE_OPEN, GRADE_OPEN],
  };
}
