import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dealBasisSchema } from '../../../contracts/recommendation';
import { sharedDiamondCatalog } from '../diamond-catalog';
import type { UnavailableStones } from '../engine/unavailable-stones';
import { NO_UNAVAILABLE_STONES } from '../engine/unavailable-stones';
import { dealBasis } from './deal-basis';
import { pricePosition } from './price-position';
import { similarWeightBand } from './similar-stones';

const catalog = sharedDiamondCatalog(42, 20_000);
const { inventory } = catalog;

/** The similar stones' prices the slow way: every stone of the inventory looked at. */
function similarPricesByScan(index: number, unavailable: UnavailableStones): number[] {
  const band = similarWeightBand(inventory.caratHundredths[index]!);
  const prices: number[] = [];
  for (let other = 0; other < inventory.count; other++) {
    if (other === index || unavailable.has(other)) continue;
    if (inventory.shape[other] !== inventory.shape[index] || inventory.color[other] !== inventory.color[index] || inventory.clarity[other] !== inventory.clarity[index]) continue;
    const hundredths = inventory.caratHundredths[other]!;
    if (hundredths >= band.from && hundredths <= band.to) prices.push(inventory.price[other]!);
  }
  return prices;
}

const medianOf = (prices: readonly number[]): number | undefined => {
  if (prices.length === 0) return undefined;
  const sorted = [...prices].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const soldOf = (stones: readonly number[]): UnavailableStones => {
  const set = new Set(stones);
  const sorted = [...set].sort((a, b) => a - b);
  return { size: sorted.length, has: (stone) => set.has(stone), stones: sorted };
};

describe('the deal block of a stone', () => {
  it("is the model's price, the count of similar stones on sale and their median asking price, counted as price_position/ counts them", () => {
    fc.assert(
      fc.property(fc.nat({ max: inventory.count - 1 }), fc.array(fc.nat({ max: inventory.count - 1 }), { maxLength: 400 }), (index, soldStones) => {
        const sold = soldOf(soldStones.filter((stone) => stone !== index));
        const basis = dealBasis(inventory, index, sold);
        const prices = similarPricesByScan(index, sold);
        const median = medianOf(prices);
        expect(basis).toEqual({ model_price: inventory.marketPrice[index], similar_count: prices.length, ...(median !== undefined && { similar_median_price: median }) });
        expect(dealBasisSchema.safeParse(basis).success).toBe(true);
        const position = pricePosition(inventory, index, sold);
        expect([position.model_price, position.similar.count]).toEqual([basis.model_price, basis.similar_count]);
      }),
      { numRuns: 300 },
    );
  });

  it('takes the mean of the two middle prices for an even count, and leaves the median out with no similar stone', () => {
    let even = -1;
    let none = -1;
    for (let index = 0; index < inventory.count && (even < 0 || none < 0); index++) {
      const count = dealBasis(inventory, index, NO_UNAVAILABLE_STONES).similar_count;
      if (count === 0 && none < 0) none = index;
      if (count > 0 && count % 2 === 0 && even < 0) even = index;
    }
    expect(dealBasis(inventory, none, NO_UNAVAILABLE_STONES)).toEqual({ model_price: inventory.marketPrice[none], similar_count: 0 });
    const prices = similarPricesByScan(even, NO_UNAVAILABLE_STONES).sort((a, b) => a - b);
    expect(dealBasis(inventory, even, NO_UNAVAILABLE_STONES).similar_median_price).toBe((prices[prices.length / 2 - 1]! + prices[prices.length / 2]!) / 2);
  });

  it('goes with the stone whichever way the service answers it', () => {
    for (const index of [0, 17, 4_242, 19_999]) expect(catalog.offered(index)).toEqual({ ...catalog.diamond(index), deal: dealBasis(inventory, index, NO_UNAVAILABLE_STONES) });
  });
});
