import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DiamondInventory } from '../inventory/diamond-inventory';
import { diamondId } from '../inventory/diamond-ids';
import { generateInventory } from '../inventory/generate-inventory';
import { isAcceptableQuality, SHAPE_SCALE } from '../inventory/grade-scales';
import { isGoodDeal } from '../pricing/deal-basis';
import { NO_UNAVAILABLE_STONES } from './unavailable-stones';
import { biggestScore, brightestScore, finestScore, PICK_KEYS, valueRatio } from './pick-scores';
import type { PickKey } from './pick-scores';
import { nearestRank } from './price-percentiles';
import { createRecommendationEngine } from './recommendation-engine';
import type { EnginePicks, RecommendationEngine } from './recommendation-engine';
import { referenceRecommend, referenceRecommendOne, referenceStones } from './reference-recommender';
import type { ReferenceStone } from './reference-recommender';
import { isEligible } from './stone-query';
import type { StoneQuery } from './stone-query';

const SHAPE_CODES = SHAPE_SCALE.map((_, code) => code);
const SHOP_BY_PRICE = [
  [1_000, 5_000],
  [5_000, 10_000],
  [10_000, 1_000_000],
] as const;

/** Realistic queries, and bounds that sit exactly on a stone's price or weight so the inclusive edges are hit. */
function queries(inventory: DiamondInventory): fc.Arbitrary<StoneQuery> {
  const someStone = fc.nat({ max: Math.max(0, inventory.count - 1) });
  const price = fc.oneof(
    fc.double({ min: 100, max: 400_000, noNaN: true }),
    fc.integer({ min: 100, max: 60_000 }),
    ...(inventory.count > 0 ? [someStone.map((i) => inventory.price[i]!)] : []),
  );
  const size = fc.oneof(
    fc.integer({ min: 20, max: 520 }).map((hundredths) => hundredths / 100),
    fc.double({ min: 0.2, max: 5.5, noNaN: true }),
    ...(inventory.count > 0 ? [someStone.map((i) => inventory.caratHundredths[i]! / 100)] : []),
  );
  const bounds = (value: fc.Arbitrary<number>) =>
    fc
      .tuple(fc.option(value, { nil: undefined }), fc.option(value, { nil: undefined }))
      .map(([a, b]): [number, number] =>
        a !== undefined && b !== undefined ? [Math.min(a, b), Math.max(a, b)] : [a ?? Number.NEGATIVE_INFINITY, b ?? Number.POSITIVE_INFINITY],
      );
  const budget = fc.oneof(bounds(price), fc.constantFrom(...SHOP_BY_PRICE).map(([from, to]): [number, number] => [from, to]));
  // The size flow asks for a quarter-carat window; other queries give any bounds or none.
  const sizes = fc.oneof(
    bounds(size),
    fc.integer({ min: 1, max: 20 }).map((quarters): [number, number] => [quarters * 0.25, quarters * 0.25 + 0.25]),
  );
  const shapes = fc.oneof(fc.constant([SHAPE_SCALE.indexOf('Round')]), fc.subarray(SHAPE_CODES, { minLength: 1 }), fc.array(fc.constantFrom(...SHAPE_CODES), { minLength: 1, maxLength: 4 }));
  return fc.record({ shapes, budget, sizes }).map(({ shapes: codes, budget: [priceFrom, priceTo], sizes: [sizeFrom, sizeTo] }) => ({
    shapes: codes,
    priceFrom,
    priceTo,
    sizeFrom,
    sizeTo,
  }));
}

/** The eligible stones by the contract's rule, read straight off the columns. */
function eligibleStones(inventory: DiamondInventory, query: StoneQuery): number[] {
  const stones: number[] = [];
  for (let i = 0; i < inventory.count; i++) {
    if (isEligible(query, inventory.shape[i]!, inventory.price[i]!, inventory.caratHundredths[i]! / 100)) stones.push(i);
  }
  return stones;
}

const picked = (picks: EnginePicks['picks']): number[] => PICK_KEYS.map((key) => picks[key]).filter((stone) => stone >= 0);

/** Each documented score, computed again from the columns. */
function scoreOf(inventory: DiamondInventory, key: PickKey, i: number): number {
  const { caratHundredths: carat, price, marketPrice: market, cut, color, clarity } = inventory;
  switch (key) {
    case 'biggest':
      return biggestScore(carat[i]!, price[i]!, cut[i]!, color[i]!, clarity[i]!);
    case 'best_deal':
      return valueRatio(market[i]!, price[i]!);
    case 'brightest':
      return brightestScore(carat[i]!, price[i]!, cut[i]!, color[i]!, clarity[i]!);
    case 'recommended':
      return finestScore(carat[i]!, price[i]!, market[i]!, cut[i]!, color[i]!, clarity[i]!);
  }
}

/** `pick` is at least as good as every candidate: no candidate scores higher, or equal at a lower price. (One
 * expect for the lot: tens of thousands of expects per query would make the suite crawl.) */
function expectBest(inventory: DiamondInventory, key: PickKey, pick: number, candidates: readonly number[]): void {
  expect(candidates).toContain(pick);
  const best = scoreOf(inventory, key, pick);
  const better = candidates.find((candidate) => {
    const score = scoreOf(inventory, key, candidate);
    return score > best || (score === best && inventory.price[candidate]! < inventory.price[pick]!);
  });
  expect(better, `${key}: a stone beats ${pick}`).toBeUndefined();
}

/** The stones left for `key`: eligible, minus the picks made before it. */
function restFor(key: PickKey, eligible: readonly number[], picks: EnginePicks['picks']): number[] {
  const before = new Set(PICK_KEYS.slice(0, PICK_KEYS.indexOf(key)).map((earlier) => picks[earlier]));
  return eligible.filter((stone) => !before.has(stone));
}

describe('the recommendation engine over 100,000 seeded stones', () => {
  let inventory: DiamondInventory;
  let engine: RecommendationEngine;
  let stones: ReferenceStone[];
  let arbitraryQuery: fc.Arbitrary<StoneQuery>;
  beforeAll(() => {
    inventory = generateInventory(42, 100_000);
    engine = createRecommendationEngine(inventory);
    stones = referenceStones(inventory);
    arbitraryQuery = queries(inventory);
  });
  const property = (check: (query: StoneQuery) => void, numRuns = 150) => fc.assert(fc.property(arbitraryQuery, check), { numRuns });

  it('counts exactly the eligible stones in total_available_diamonds', () => {
    property((query) => {
      expect(engine.recommend(query).total).toBe(eligibleStones(inventory, query).length);
    });
  });

  it('picks only stones within the query’s shapes, budget and size range, each a different stone', () => {
    property((query) => {
      const chosen = picked(engine.recommend(query).picks);
      expect(new Set(chosen).size).toBe(chosen.length);
      for (const stone of chosen) {
        expect(query.shapes).toContain(inventory.shape[stone]);
        expect(isEligible(query, inventory.shape[stone]!, inventory.price[stone]!, inventory.caratHundredths[stone]! / 100)).toBe(true);
      }
    });
  });

  it('makes four picks when it can, fewer only when there are fewer stones (or none of acceptable quality, or no good deal)', () => {
    property((query) => {
      const eligible = eligibleStones(inventory, query);
      const { picks } = engine.recommend(query);
      const acceptable = eligible.some((i) => isAcceptableQuality(inventory.cut[i]!, inventory.color[i]!, inventory.clarity[i]!));
      const goodDeal = restFor('best_deal', eligible, picks).some((i) => isGoodDeal(inventory, i, NO_UNAVAILABLE_STONES));
      expect(picked(picks)).toHaveLength(Math.min(4 - (acceptable ? 0 : 1) - (goodDeal ? 0 : 1), eligible.length));
    });
  });

  it('gives biggest the largest carat among eligible stones of acceptable quality, ties to the lower price', () => {
    property((query) => {
      const { picks } = engine.recommend(query);
      const acceptable = eligibleStones(inventory, query).filter((i) => isAcceptableQuality(inventory.cut[i]!, inventory.color[i]!, inventory.clarity[i]!));
      if (acceptable.length === 0) {
        expect(picks.biggest).toBe(-1);
        return;
      }
      const biggest = picks.biggest;
      expect(acceptable).toContain(biggest);
      const { caratHundredths: carat, price } = inventory;
      const bigger = acceptable.find(
        (stone) => carat[stone]! > carat[biggest]! || (carat[stone] === carat[biggest] && price[stone]! < price[biggest]!),
      );
      expect(bigger).toBeUndefined();
    });
  });

  it('gives best_deal the best value ratio among the eligible stones other than biggest that are a good deal (below the model and their similar stones)', () => {
    property((query) => {
      const { picks } = engine.recommend(query);
      const rest = restFor('best_deal', eligibleStones(inventory, query), picks).filter((stone) => isGoodDeal(inventory, stone, NO_UNAVAILABLE_STONES));
      if (rest.length === 0) expect(picks.best_deal).toBe(-1);
      else expectBest(inventory, 'best_deal', picks.best_deal, rest);
    });
  });

  it.each(['brightest', 'recommended'] as const)('gives %s the best documented score among the rest', (key) => {
    property((query) => {
      const { picks } = engine.recommend(query);
      const rest = restFor(key, eligibleStones(inventory, query), picks);
      if (rest.length === 0) expect(picks[key]).toBe(-1);
      else expectBest(inventory, key, picks[key], rest);
    });
  });

  it('agrees with a plain filter-and-sort over the stones as objects', () => {
    property((query) => expectSameAsReference(engine, stones, query), 40);
  });

  it('answers pricerange with the 10th and 90th percentile of the shape from size up to size + 0.25 ct', () => {
    // Sizes in ten-thousandths of a carat, so that the window test below is exact integer arithmetic:
    // size ≤ h / 100 < size + 0.25 ⟺ 100·h ≥ n and 100·h < n + 2,500.
    const tenThousandths = fc.oneof(fc.integer({ min: 0, max: 540 }).map((h) => h * 100), fc.integer({ min: 0, max: 54_000 }));
    fc.assert(
      fc.property(fc.constantFrom(...SHAPE_CODES), tenThousandths, (shape, n) => {
        const prices: number[] = [];
        for (let i = 0; i < inventory.count; i++) {
          const h = inventory.caratHundredths[i]!;
          if (inventory.shape[i] === shape && 100 * h >= n && 100 * h < n + 2_500) prices.push(inventory.price[i]!);
        }
        prices.sort((a, b) => a - b);
        const expected =
          prices.length === 0 ? undefined : { low: prices[nearestRank(10, prices.length) - 1], high: prices[nearestRank(90, prices.length) - 1] };
        expect(engine.priceRange(shape, n / 10_000)).toEqual(expected);
      }),
      { numRuns: 100 },
    );
  });
});

function expectSameAsReference(engine: RecommendationEngine, stones: readonly ReferenceStone[], query: StoneQuery): void {
  const actual = engine.recommend(query);
  const expected = referenceRecommend(stones, query);
  expect(actual.total).toBe(expected.total);
  for (const key of PICK_KEYS) {
    const stone = actual.picks[key];
    expect(stone < 0 ? undefined : diamondId(stone), key).toBe(expected.picks[key]?.diamond_id);
  }
}

describe('the recommendation engine over small random inventories', () => {
  /** An inventory of any seed and size (empty included), as `prepare` leaves it, with queries made for it. */
  const inventoriesWithQueries = (prepare: (inventory: DiamondInventory, draws: readonly number[]) => void) =>
    fc
      .record({ seed: fc.nat(), count: fc.nat({ max: 300 }), draws: fc.array(fc.nat(), { minLength: 300, maxLength: 300 }) })
      .chain(({ seed, count, draws }) => {
        const inventory = generateInventory(seed, count);
        prepare(inventory, draws);
        return fc.tuple(fc.constant(inventory), fc.array(queries(inventory), { minLength: 1, maxLength: 10 }));
      });

  const agreesWithReference = ([inventory, someQueries]: [DiamondInventory, StoneQuery[]]) => {
    const engine = createRecommendationEngine(inventory);
    const stones = referenceStones(inventory);
    for (const query of someQueries) expectSameAsReference(engine, stones, query);
  };

  it('agrees with the reference on any seed and count, empty included', () => {
    fc.assert(fc.property(inventoriesWithQueries(() => {}), agreesWithReference), { numRuns: 60 });
  });

  it('breaks ties by price then id when many stones share a weight, a price and a value ratio', () => {
    const fewValues = (inventory: DiamondInventory, draws: readonly number[]) => {
      for (let i = 0; i < inventory.count; i++) {
        const draw = draws[i]!;
        inventory.caratHundredths[i] = [50, 51, 100][draw % 3]!;
        inventory.price[i] = [2_000, 2_500, 3_000][(draw >> 2) % 3]!;
        inventory.marketPrice[i] = (draw >> 4) % 2 === 0 ? inventory.price[i]! : inventory.price[i]! * 2;
      }
    };
    fc.assert(fc.property(inventoriesWithQueries(fewValues), agreesWithReference), { numRuns: 60 });
  });

  it('answers an empty inventory with nothing', () => {
    const engine = createRecommendationEngine(generateInventory(42, 0));
    const everything = { shapes: SHAPE_CODES, priceFrom: -Infinity, priceTo: Infinity, sizeFrom: -Infinity, sizeTo: Infinity };
    expect(engine.recommend(everything)).toEqual({ total: 0, picks: { biggest: -1, best_deal: -1, brightest: -1, recommended: -1 } });
    expect(engine.recommendOne(everything)).toBe(-1);
    expect(engine.priceRange(0, 1)).toBeUndefined();
  });

  it('recommends one stone for rule_recommendation: the recommended pick, or with fewer than four stones the best finest score', () => {
    const inventory = generateInventory(7, 2_000);
    const engine = createRecommendationEngine(inventory);
    const stones = referenceStones(inventory);
    fc.assert(
      fc.property(queries(inventory), (query) => {
        const { total, picks } = engine.recommend(query);
        const one = engine.recommendOne(query);
        expect(one < 0 ? undefined : diamondId(one)).toBe(referenceRecommendOne(stones, query)?.diamond_id);
        if (total === 0) expect(one).toBe(-1);
        else if (picks.recommended >= 0) expect(one).toBe(picks.recommended);
        else expectBest(inventory, 'recommended', one, eligibleStones(inventory, query));
      }),
      { numRuns: 200 },
    );
  });
});
