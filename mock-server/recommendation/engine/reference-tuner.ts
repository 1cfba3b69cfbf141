import { CLARITY_SCALE, COLOR_SCALE, FINISH_SCALE } from '../inventory/grade-scales';
import type { ReferenceStone } from './reference-recommender';
import type { StoneRanges } from './tuning-tree';
import type { TuningBounds, TuningMove, TuningPoint } from './tuning-distance';
import { combineTerms, honoursMove, priceTerm, qualityKey, qualityTerm, SET_WEIGHTS, sizeTerm, tuningWeights } from './tuning-distance';

/**
 * The tuning moves written the plain way, over the stones as objects: filter every stone, keep the best. O(n) per
 * move; the yardstick the tuning tree is tested and timed against. It reads the grades from the objects' own
 * names, through the documented rules of tuning-distance.ts.
 */

const code = (scale: readonly string[], grade: string): number => scale.indexOf(grade);
const hundredths = (stone: ReferenceStone): number => Math.round(stone.size * 100);
const grades = (stone: ReferenceStone) => ({
  cut: code(FINISH_SCALE, stone.cut),
  color: code(COLOR_SCALE, stone.color),
  clarity: code(CLARITY_SCALE, stone.clarity),
});

export function referencePoint(stone: ReferenceStone): TuningPoint {
  const { cut, color, clarity } = grades(stone);
  return { price: stone.total_sales_price, hundredths: hundredths(stone), qualityKey: qualityKey(cut, color, clarity), cut, color, clarity };
}

const idOrder = (a: ReferenceStone, b: ReferenceStone): number => (a.diamond_id < b.diamond_id ? -1 : a.diamond_id > b.diamond_id ? 1 : 0);

/** `adjust`: among the stones of the current one's shape within `bounds` that honour the move strictly, the one
 * at the smallest distance, then the lower price, then the lower id. */
export function referenceAdjust(stones: readonly ReferenceStone[], current: ReferenceStone, move: TuningMove, bounds: TuningBounds): ReferenceStone | undefined {
  const here = referencePoint(current);
  const { cut: cut0, color: color0, clarity: clarity0 } = grades(current);
  const weights = tuningWeights(move.attr);
  let best: ReferenceStone | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const stone of stones) {
    if (stone.shape !== current.shape) continue;
    const price = stone.total_sales_price;
    const carat = hundredths(stone);
    if (price < bounds.priceLow || price > bounds.priceHigh || carat < bounds.sizeLow || carat > bounds.sizeHigh) continue;
    const { cut, color, clarity } = grades(stone);
    if (!honoursMove(move, here, { price, hundredths: carat, qualityKey: qualityKey(cut, color, clarity), cut, color, clarity })) continue;
    const steps = Math.abs(cut - cut0) + Math.abs(color - color0) + Math.abs(clarity - clarity0);
    const distance = combineTerms(sizeTerm(weights, here.hundredths, carat), qualityTerm(weights, steps), priceTerm(weights, here.price, price));
    if (
      !best ||
      distance < bestDistance ||
      (distance === bestDistance && (price < best.total_sales_price || (price === best.total_sales_price && idOrder(stone, best) < 0)))
    ) {
      best = stone;
      bestDistance = distance;
    }
  }
  return best;
}

/** `set`: the current stone when it is inside every range; else among the stones of its shape inside every range, the
 * one at the smallest distance (no term halved), then the lower price, then the lower id. */
export function referenceNearestInRanges(stones: readonly ReferenceStone[], current: ReferenceStone, ranges: StoneRanges): ReferenceStone | undefined {
  const here = referencePoint(current);
  const [cutLow, colorLow, clarityLow, polishLow, symmetryLow] = ranges.gradeLow;
  const [cutHigh, colorHigh, clarityHigh, polishHigh, symmetryHigh] = ranges.gradeHigh;
  const within = (value: number, low = 0, high = 0) => value >= low && value <= high;
  let best: ReferenceStone | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const stone of stones) {
    const { cut, color, clarity } = grades(stone);
    const price = stone.total_sales_price;
    const carat = hundredths(stone);
    const inside =
      stone.shape === current.shape &&
      within(price, ranges.priceLow, ranges.priceHigh) &&
      within(carat, ranges.sizeLow, ranges.sizeHigh) &&
      within(cut, cutLow, cutHigh) &&
      within(color, colorLow, colorHigh) &&
      within(clarity, clarityLow, clarityHigh) &&
      within(code(FINISH_SCALE, stone.polish), polishLow, polishHigh) &&
      within(code(FINISH_SCALE, stone.symmetry), symmetryLow, symmetryHigh);
    if (!inside) continue;
    if (stone.diamond_id === current.diamond_id) return stone;
    const steps = Math.abs(cut - here.cut) + Math.abs(color - here.color) + Math.abs(clarity - here.clarity);
    const distance = combineTerms(sizeTerm(SET_WEIGHTS, here.hundredths, carat), qualityTerm(SET_WEIGHTS, steps), priceTerm(SET_WEIGHTS, here.price, price));
    if (
      !best ||
      distance < bestDistance ||
      (distance === bestDistance && (price < best.total_sales_price || (price === best.total_sales_price && idOrder(stone, best) < 0)))
    ) {
      best = stone;
      bestDistance = distance;
    }
  }
  return best;
}
