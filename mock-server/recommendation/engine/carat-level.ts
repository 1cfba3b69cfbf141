import type { DiamondInventory } from '../inventory/diamond-inventory';
import { SHAPE_SCALE } from '../inventory/grade-scales';
import { buildBestTree } from './best-tree';
import type { PickKey, PickScores } from './pick-scores';
import { PICK_KEYS, allocatePickScores, writePickScores } from './pick-scores';
import { lowerBound, sortByPrice, upperBound } from './price-order';

/**
 * One layout of the whole inventory: the stones grouped by (shape, carat bucket), each group sorted by price
 * (then index), with one range-best tree per pick over the layout. A group's stones within a budget are then one
 * contiguous run of positions (two binary searches), and the best of a run is one tree query.
 *
 * `width` is the bucket width in hundredths of a carat: 1 (one group per exact weight), 10 (per tenth of a carat)
 * or 0 (one group per shape, whatever the weight).
 */
export interface CaratLevel {
  readonly width: number;
  readonly bucketsPerShape: number;
  /** Stones in layout order. */
  readonly order: Uint32Array;
  /** `price[order[k]]`, kept beside the order so the binary searches read memory in sequence. */
  readonly prices: Uint32Array;
  /** Group g = shape × bucketsPerShape + bucket occupies positions [groupStart[g], groupStart[g + 1]). */
  readonly groupStart: Uint32Array;
  readonly trees: Readonly<Record<PickKey, Uint32Array>>;
}

export const bucketOf = (level: Pick<CaratLevel, 'width'>, caratHundredths: number): number =>
  level.width === 0 ? 0 : Math.floor(caratHundredths / level.width);

/**
 * The stones in price order with the columns the layouts are built from. Reading a big stone-indexed column in
 * price order is a cache miss per stone; this reads only the one-byte and two-byte grade columns that way (they
 * stay in cache) and recomputes the scores, so the three layouts can then read everything in sequence. At a million
 * stones that cuts the build by more than half.
 */
export interface PriceOrdered {
  readonly stones: Uint32Array;
  readonly shape: Uint8Array;
  readonly caratHundredths: Uint16Array;
  readonly price: Uint32Array;
  readonly scores: PickScores;
}

export function gatherByPrice(inventory: DiamondInventory): PriceOrdered {
  const stones = sortByPrice(inventory.price);
  const n = stones.length;
  const shape = new Uint8Array(n);
  const caratHundredths = new Uint16Array(n);
  const price = new Uint32Array(n);
  const scores = allocatePickScores(n);
  for (let k = 0; k < n; k++) {
    const stone = stones[k]!;
    shape[k] = inventory.shape[stone]!;
    caratHundredths[k] = inventory.caratHundredths[stone]!;
    price[k] = inventory.price[stone]!;
    writePickScores(inventory, stone, scores, k);
  }
  return { stones, shape, caratHundredths, price, scores };
}

/** Distributes the price-sorted stones into their groups: a counting sort, stable, so each group stays sorted. */
export function buildCaratLevel(byPrice: PriceOrdered, width: number, maxCaratHundredths: number): CaratLevel {
  const n = byPrice.stones.length;
  const bucketsPerShape = width === 0 ? 1 : Math.floor(maxCaratHundredths / width) + 1;
  const groupCount = SHAPE_SCALE.length * bucketsPerShape;
  const groupOf = (k: number): number => byPrice.shape[k]! * bucketsPerShape + bucketOf({ width }, byPrice.caratHundredths[k]!);
  const groupStart = new Uint32Array(groupCount + 1);
  for (let k = 0; k < n; k++) groupStart[groupOf(k) + 1]!++;
  for (let g = 1; g <= groupCount; g++) groupStart[g]! += groupStart[g - 1]!;
  const next = groupStart.slice(0, groupCount);
  const positions = new Uint32Array(n);
  const order = new Uint32Array(n);
  const prices = new Uint32Array(n);
  for (let k = 0; k < n; k++) {
    const position = next[groupOf(k)]!++;
    positions[k] = position;
    order[position] = byPrice.stones[k]!;
    prices[position] = byPrice.price[k]!;
  }
  const trees = Object.fromEntries(
    PICK_KEYS.map((key) => {
      // The pick's score in layout order, for the build only: the tree keeps stones, queries read the stone columns.
      const scores = new Float64Array(n);
      const gathered = byPrice.scores[key];
      for (let k = 0; k < n; k++) scores[positions[k]!] = gathered[k]!;
      return [key, buildBestTree(order, prices, scores)];
    }),
  ) as Record<PickKey, Uint32Array>;
  return { width, bucketsPerShape, order, prices, groupStart, trees };
}

export const groupIndex = (level: CaratLevel, shape: number, bucket: number): number => shape * level.bucketsPerShape + bucket;

/** Where a stone sits in the layout: binary searches on price, then on index among equal prices, in its group. */
export function positionOf(level: CaratLevel, inventory: DiamondInventory, stone: number): number {
  const group = groupIndex(level, inventory.shape[stone]!, bucketOf(level, inventory.caratHundredths[stone]!));
  const price = inventory.price[stone]!;
  let lo = lowerBound(level.prices, level.groupStart[group]!, level.groupStart[group + 1]!, price);
  let hi = upperBound(level.prices, lo, level.groupStart[group + 1]!, price);
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (level.order[mid]! < stone) lo = mid + 1;
    else hi = mid;
  }
  return level.order[lo] === stone ? lo : -1;
}

export function caratLevelBytes(level: CaratLevel): number {
  return level.order.byteLength + level.prices.byteLength + level.groupStart.byteLength + Object.values(level.trees).reduce((sum, tree) => sum + tree.byteLength, 0);
}
