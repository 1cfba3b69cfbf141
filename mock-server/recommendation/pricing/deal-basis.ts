import type { DealBasisWire } from '../../../contracts/recommendation';
import type { UnavailableStones } from '../engine/unavailable-stones';
import type { DiamondInventory } from '../inventory/diamond-inventory';
import { similarStones } from './similar-stones';

/**
 * The deal block of a stone (docs/api-contracts.md, "The deal block"): what the storefront's one deal verdict is
 * computed from, sent with every diamond the service answers so that a stone carries the same numbers whichever call
 * brought it. The model's price is the price model's without the dealer's noise; the median is the middle asking
 * price of the similar stones on sale (the mean of the two middle ones for an even count), left out when there is
 * none.
 */
export function dealBasis(inventory: DiamondInventory, index: number, unavailable: UnavailableStones): DealBasisWire {
  const { prices } = similarStones(inventory, index, unavailable);
  const basis: DealBasisWire = { model_price: inventory.marketPrice[index]!, similar_count: prices.length };
  if (prices.length === 0) return basis;
  const sorted = Float64Array.from(prices).sort();
  const middle = sorted.length >> 1;
  const median = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { ...basis, similar_median_price: median };
}

/** Whether the stone is a good deal by the storefront's one verdict (its deal block read as the storefront reads it):
 * below the model's price, and below the similar stones' median when any is on sale. The `best_deal` pick keeps to
 * these stones. */
export function isGoodDeal(inventory: DiamondInventory, index: number, unavailable: UnavailableStones): boolean {
  const price = inventory.price[index]!;
  if (price >= inventory.marketPrice[index]!) return false;
  const { similar_median_price: median } = dealBasis(inventory, index, unavailable);
  return median === undefined || price < median;
}
