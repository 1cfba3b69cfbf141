import type { UnavailableStones } from '../engine/unavailable-stones';
import type { DiamondInventory } from '../inventory/diamond-inventory';
import { POPULAR_WEIGHT_STEPS } from './price-model';

/*
 * The stones a stone's price is compared with, for its price position (price-position.ts) and the deal block of
 * every stone the service answers (deal-basis.ts): one definition, so the two never count different stones.
 *
 * 'Similar' is the same shape, color and clarity, and a weight within ±10 % of this stone's that does not cross a
 * popular weight (0.5, 0.7, 0.9, 1.0, 1.5, 2.0 ct): prices jump at those weights (a 1.00 ct asks 18 % more than a
 * 0.99 ct), so a stone on the other side of one is not priced like this one, and ±10 % keeps the wide bands between
 * steps (1.00–1.49 ct) to stones a shopper would compare. A 0.92 ct compares with 0.90–0.99 ct, a 1.01 ct with
 * 1.00–1.11 ct, a 1.30 ct with 1.17–1.43 ct. Sold stones and the stone itself are left out.
 */

/** The widest the band goes on either side of the stone's weight. */
export const SIMILAR_WEIGHT_SPREAD = 0.1;

const STEPS = POPULAR_WEIGHT_STEPS.map(([carat]) => Math.round(carat * 100));

const groupKey = (shape: number, color: number, clarity: number): number => (shape * 16 + color) * 16 + clarity;

/** The stones of each shape, color and clarity, lightest first: built once per inventory (a few ms for 100,000). */
const groupsByInventory = new WeakMap<DiamondInventory, Map<number, Int32Array>>();

function groupsOf(inventory: DiamondInventory): Map<number, Int32Array> {
  const known = groupsByInventory.get(inventory);
  if (known) return known;
  const lists = new Map<number, number[]>();
  for (let index = 0; index < inventory.count; index++) {
    const key = groupKey(inventory.shape[index]!, inventory.color[index]!, inventory.clarity[index]!);
    let list = lists.get(key);
    if (!list) lists.set(key, (list = []));
    list.push(index);
  }
  const groups = new Map<number, Int32Array>();
  for (const [key, list] of lists) {
    const sorted = Int32Array.from(list);
    sorted.sort((a, b) => inventory.caratHundredths[a]! - inventory.caratHundredths[b]! || a - b);
    groups.set(key, sorted);
  }
  groupsByInventory.set(inventory, groups);
  return groups;
}

/** Builds the groups ahead of the first question, so that no shopper's call waits for them. */
export function prepareSimilarStones(inventory: DiamondInventory): void {
  groupsOf(inventory);
}

/** The stones of one shape, color and clarity (codes of grade-scales.ts), lightest first; empty when there are none. */
export function stonesOfGrades(inventory: DiamondInventory, shape: number, color: number, clarity: number): Int32Array {
  return groupsOf(inventory).get(groupKey(shape, color, clarity)) ?? new Int32Array(0);
}

/** The first position in `group` whose weight is at least `hundredths`. */
export function firstFrom(inventory: DiamondInventory, group: Int32Array, hundredths: number): number {
  let low = 0;
  let high = group.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (inventory.caratHundredths[group[middle]!]! < hundredths) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The band of weights (hundredths, both included) similar to a stone of `hundredths`. */
export function similarWeightBand(hundredths: number): { readonly from: number; readonly to: number } {
  const stepBelow = STEPS.filter((step) => step <= hundredths).at(-1) ?? 0;
  const stepAbove = STEPS.find((step) => step > hundredths) ?? Number.POSITIVE_INFINITY;
  return {
    from: Math.max(stepBelow, Math.round(hundredths * (1 - SIMILAR_WEIGHT_SPREAD))),
    to: Math.min(stepAbove - 1, Math.round(hundredths * (1 + SIMILAR_WEIGHT_SPREAD))),
  };
}

/** The weight band of the stone at `index` and the asking prices of the similar stones on sale (`unavailable` and
 * the stone itself left out), lightest stone first. */
export function similarStones(
  inventory: DiamondInventory,
  index: number,
  unavailable: UnavailableStones,
): { readonly band: { readonly from: number; readonly to: number }; readonly prices: readonly number[] } {
  const band = similarWeightBand(inventory.caratHundredths[index]!);
  const group = groupsOf(inventory).get(groupKey(inventory.shape[index]!, inventory.color[index]!, inventory.clarity[index]!)) ?? new Int32Array(0);
  const prices: number[] = [];
  for (let at = firstFrom(inventory, group, band.from); at < group.length; at++) {
    const other = group[at]!;
    if (inventory.caratHundredths[other]! > band.to) break;
    if (other === index || unavailable.has(other)) continue;
    prices.push(inventory.price[other]!);
  }
  return { band, prices };
}
