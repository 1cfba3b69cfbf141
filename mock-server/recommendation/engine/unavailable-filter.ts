import type { DiamondInventory } from '../inventory/diamond-inventory';
import type { CaratLevel } from './carat-level';
import { groupIndex } from './carat-level';
import { firstDollarAtLeast, firstHundredthAtLeast, lastDollarAtMost, lastHundredthAtMost } from './carat-window';
import type { PricePercentiles } from './price-percentiles';
import { HIGH_PERCENTILE, LOW_PERCENTILE, nearestRank, PRICE_RANGE_WINDOW_HUNDREDTHS, percentilesAt } from './price-percentiles';
import type { StoneQuery } from './stone-query';
import type { UnavailableStones } from './unavailable-stones';

/*
 * Sold stones at query time (docs/recommendation-engine.md, "Sold stones"): the indexes keep every seeded stone,
 * and each answer leaves the unavailable ones out. Costs grow with the number of sold stones, never with the
 * inventory, and nothing is rebuilt.
 */

/** How many unavailable stones the query's bounds take in (they were counted in its runs): O(sold stones). */
export function countUnavailable(inventory: DiamondInventory, query: StoneQuery, unavailable: UnavailableStones): number {
  if (unavailable.size === 0) return 0;
  const priceLow = firstDollarAtLeast(query.priceFrom);
  const priceHigh = lastDollarAtMost(query.priceTo);
  const lowest = firstHundredthAtLeast(query.sizeFrom);
  const highest = lastHundredthAtMost(query.sizeTo);
  const shapes = new Set(query.shapes);
  let count = 0;
  for (const stone of unavailable.stones) {
    const price = inventory.price[stone]!;
    const carat = inventory.caratHundredths[stone]!;
    if (shapes.has(inventory.shape[stone]!) && price >= priceLow && price <= priceHigh && carat >= lowest && carat <= highest) count++;
  }
  return count;
}

/**
 * `pricerange/` without the unavailable stones: the table's answer when none of them lies in the window (the usual
 * case, O(sold stones) to know), otherwise the window's remaining prices gathered from its 25 price-sorted exact-weight
 * groups and the nearest ranks read from them (O(w log w) for the w stones of the window).
 */
export function priceRangeWithout(
  table: PricePercentiles,
  inventory: DiamondInventory,
  exact: CaratLevel,
  shape: number,
  startHundredths: number,
  unavailable: UnavailableStones,
): { low: number; high: number } | undefined {
  if (startHundredths < 0 || startHundredths > table.maxCaratHundredths) return undefined;
  const end = Math.min(startHundredths + PRICE_RANGE_WINDOW_HUNDREDTHS - 1, table.maxCaratHundredths);
  const inWindow = (stone: number): boolean => {
    const carat = inventory.caratHundredths[stone]!;
    return inventory.shape[stone] === shape && carat >= startHundredths && carat <= end;
  };
  if (!unavailable.stones.some(inWindow)) return percentilesAt(table, shape, startHundredths);
  const prices: number[] = [];
  for (let h = startHundredths; h <= end; h++) {
    const group = groupIndex(exact, shape, h);
    for (let k = exact.groupStart[group]!; k < exact.groupStart[group + 1]!; k++) {
      if (!unavailable.has(exact.order[k]!)) prices.push(exact.prices[k]!);
    }
  }
  if (prices.length === 0) return undefined;
  const sorted = Uint32Array.from(prices).sort();
  return { low: sorted[nearestRank(LOW_PERCENTILE, sorted.length) - 1]!, high: sorted[nearestRank(HIGH_PERCENTILE, sorted.length) - 1]! };
}
