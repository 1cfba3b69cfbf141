import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diamondId } from '../inventory/diamond-ids';
import { generateInventory } from '../inventory/generate-inventory';
import { CLARITY_SCALE, COLOR_SCALE, FINISH_SCALE, SHAPE_SCALE } from '../inventory/grade-scales';
import { PICK_KEYS } from './pick-scores';
import { HIGH_PERCENTILE, LOW_PERCENTILE, nearestRank } from './price-percentiles';
import { createRecommendationEngine } from './recommendation-engine';
import { referenceRecommend, referenceRecommendOne, referenceStones } from './reference-recommender';
import { referenceAdjust, referenceNearestInRanges } from './reference-tuner';
import { TUNING_MOVES } from './tuning-distance';
import type { UnavailableStones } from './unavailable-stones';

const NO_LIMIT = Number.MAX_SAFE_INTEGER;
const OPEN_BOUNDS = { priceLow: 0, priceHigh: NO_LIMIT, sizeLow: 0, sizeHigh: NO_LIMIT };
const OPEN_GRADES = { gradeLow: [0, 0, 0, 0, 0], gradeHigh: [FINISH_SCALE, COLOR_SCALE, CLARITY_SCALE, FINISH_SCALE, FINISH_SCALE].map((scale) => scale.length - 1) };

const unavailableOf = (stones: readonly number[]): UnavailableStones => {
  const set = new Set(stones);
  return { size: set.size, has: (stone) => set.has(stone), stones: [...set].sort((a, b) => a - b) };
};

/**
 * Sold stones leave every answer of the engine: each call with `unavailable` answers as the plain reference does
 * over the inventory without them, while the indexes stay those built over every stone.
 */
describe('the recommendation engine without unavailable (sold) stones', () => {
  const cases = fc
    .record({ seed: fc.nat(), count: fc.integer({ min: 1, max: 300 }), soldDraws: fc.array(fc.nat(), { maxLength: 120 }), shape: fc.nat({ max: SHAPE_SCALE.length - 1 }) })
    .map(({ seed, count, soldDraws, shape }) => ({ inventory: generateInventory(seed, count), sold: soldDraws.map((draw) => draw % count), shape }));

  it('picks, counts and recommends as the reference does over the unsold stones', () => {
    fc.assert(
      fc.property(cases, fc.double({ min: 500, max: 60_000, noNaN: true }), ({ inventory, sold, shape }, priceTo) => {
        const engine = createRecommendationEngine(inventory);
        const unavailable = unavailableOf(sold);
        const unsold = referenceStones(inventory).filter((_, stone) => !unavailable.has(stone));
        for (const query of [
          { shapes: [shape], priceFrom: -Infinity, priceTo: Infinity, sizeFrom: -Infinity, sizeTo: Infinity },
          { shapes: SHAPE_SCALE.map((_, code) => code), priceFrom: 0, priceTo, sizeFrom: 0.3, sizeTo: 3 },
        ]) {
          const actual = engine.recommend(query, unavailable);
          const expected = referenceRecommend(unsold, query);
          expect(actual.total).toBe(expected.total);
          for (const key of PICK_KEYS) expect(actual.picks[key] < 0 ? undefined : diamondId(actual.picks[key]), key).toBe(expected.picks[key]?.diamond_id);
          const one = engine.recommendOne(query, unavailable);
          expect(one < 0 ? undefined : diamondId(one)).toBe(referenceRecommendOne(unsold, query)?.diamond_id);
        }
      }),
      { numRuns: 80 },
    );
  });

  it('estimates the price range from the unsold stones of the window', () => {
    fc.assert(
      fc.property(cases, fc.integer({ min: 20, max: 500 }), ({ inventory, sold, shape }, startHundredths) => {
        const engine = createRecommendationEngine(inventory);
        const unavailable = unavailableOf(sold);
        const prices: number[] = [];
        for (let stone = 0; stone < inventory.count; stone++) {
          const carat = inventory.caratHundredths[stone]!;
          if (!unavailable.has(stone) && inventory.shape[stone] === shape && carat >= startHundredths && carat < startHundredths + 25) prices.push(inventory.price[stone]!);
        }
        prices.sort((a, b) => a - b);
        const expected = prices.length === 0 ? undefined : { low: prices[nearestRank(LOW_PERCENTILE, prices.length) - 1], high: prices[nearestRank(HIGH_PERCENTILE, prices.length) - 1] };
        expect(engine.priceRange(shape, startHundredths / 100, unavailable)).toEqual(expected);
      }),
      { numRuns: 150 },
    );
  });

  it('never tunes to an unavailable stone: adjust and set answer as the reference does over the unsold stones', () => {
    fc.assert(
      fc.property(cases, fc.nat(), ({ inventory, sold }, draw) => {
        const engine = createRecommendationEngine(inventory);
        const unavailable = unavailableOf(sold);
        const stones = referenceStones(inventory);
        const unsold = stones.filter((_, stone) => !unavailable.has(stone));
        const current = draw % inventory.count;
        for (const move of TUNING_MOVES) {
          const next = engine.tuning.adjust(current, move, OPEN_BOUNDS, unavailable);
          expect(next < 0 ? undefined : diamondId(next), `${move.attr} ${move.dir}`).toBe(referenceAdjust(unsold, stones[current]!, move, OPEN_BOUNDS)?.diamond_id);
        }
        // Open ranges: the current stone itself unless it is sold, then the unsold stone nearest to it.
        const ranges = { ...OPEN_BOUNDS, ...OPEN_GRADES };
        const nearest = engine.tuning.nearestInRanges(current, ranges, unavailable);
        expect(nearest < 0 ? undefined : diamondId(nearest)).toBe(referenceNearestInRanges(unsold, stones[current]!, ranges)?.diamond_id);
      }),
      { numRuns: 80 },
    );
  });
});
