import type { DiamondInventory } from '../inventory/diamond-inventory';
import { SHAPE_SCALE } from '../inventory/grade-scales';
import type { CaratLevel } from './carat-level';
import { groupIndex } from './carat-level';

/** `pricerange/` looks at stones from `size` up to `size + 0.25` ct (exclusive): 25 consecutive hundredths. */
export const PRICE_RANGE_WINDOW_HUNDREDTHS = 25;
export const LOW_PERCENTILE = 10;
export const HIGH_PERCENTILE = 90;

/**
 * The 10th and 90th percentile asking prices of every (shape, window start) pair, computed once at start so that
 * `pricerange/` is a table read. For each shape the 25-hundredth window slides up one hundredth at a time over a
 * Fenwick tree of price ranks: a stone enters and leaves the window once, and a percentile is a descent of the
 * tree, so the whole table costs O(n log n). Percentiles use the nearest-rank rule: the ⌈p·N/100⌉-th smallest
 * price of the N stones in the window. −1 marks an empty window.
 */
export interface PricePercentiles {
  readonly maxCaratHundredths: number;
  readonly low: Int32Array;
  readonly high: Int32Array;
}

export function buildPricePercentiles(inventory: DiamondInventory, whole: CaratLevel, exact: CaratLevel, maxCaratHundredths: number): PricePercentiles {
  const span = maxCaratHundredths + 1;
  const low = new Int32Array(SHAPE_SCALE.length * span).fill(-1);
  const high = new Int32Array(SHAPE_SCALE.length * span).fill(-1);
  // A stone's rank is its position in its shape's price-sorted group of the whole-shape layout.
  const rank = new Uint32Array(inventory.count);
  for (let shape = 0; shape < SHAPE_SCALE.length; shape++) {
    const first = whole.groupStart[shape]!;
    const end = whole.groupStart[shape + 1]!;
    for (let k = first; k < end; k++) rank[whole.order[k]!] = k - first;
    const size = end - first;
    if (size === 0) continue;
    const fenwick = new Int32Array(size + 1);
    let inWindow = 0;
    const move = (hundredths: number, sign: 1 | -1) => {
      const group = groupIndex(exact, shape, hundredths);
      for (let k = exact.groupStart[group]!; k < exact.groupStart[group + 1]!; k++) {
        for (let i = rank[exact.order[k]!]! + 1; i <= size; i += i & -i) fenwick[i]! += sign;
        inWindow += sign;
      }
    };
    let topBit = 1;
    while (topBit * 2 <= size) topBit *= 2;
    const priceOfRank = (wanted: number): number => {
      // The position of the wanted-th (1-based) stone in price order: descend the Fenwick tree.
      let position = 0;
      let remaining = wanted;
      for (let step = topBit; step > 0; step >>= 1) {
        if (position + step <= size && fenwick[position + step]! < remaining) {
          position += step;
          remaining -= fenwick[position]!;
        }
      }
      return whole.prices[first + position]!;
    };
    for (let h = 0; h < Math.min(PRICE_RANGE_WINDOW_HUNDREDTHS - 1, span); h++) move(h, 1);
    for (let h = 0; h <= maxCaratHundredths; h++) {
      const entering = h + PRICE_RANGE_WINDOW_HUNDREDTHS - 1;
      if (entering <= maxCaratHundredths) move(entering, 1);
      if (h > 0) move(h - 1, -1);
      if (inWindow === 0) continue;
      low[shape * span + h] = priceOfRank(nearestRank(LOW_PERCENTILE, inWindow));
      high[shape * span + h] = priceOfRank(nearestRank(HIGH_PERCENTILE, inWindow));
    }
  }
  return { maxCaratHundredths, low, high };
}

/** ⌈p·N/100⌉ in integers (0.1 × 30 is 3.0000000000000004 in floating point). */
export const nearestRank = (percentile: number, count: number): number => Math.max(1, Math.floor((percentile * count + 99) / 100));

/** The percentiles of the window starting at `startHundredths`, or undefined when it holds no stone. */
export function percentilesAt(table: PricePercentiles, shape: number, startHundredths: number): { low: number; high: number } | undefined {
  if (startHundredths < 0 || startHundredths > table.maxCaratHundredths) return undefined;
  const at = shape * (table.maxCaratHundredths + 1) + startHundredths;
  const low = table.low[at]!;
  return low < 0 ? undefined : { low, high: table.high[at]! };
}
