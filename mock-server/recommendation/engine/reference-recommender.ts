import type { DiamondWire as Diamond } from '../../../contracts/recommendation';
import { toDiamond } from '../inventory/diamond-json';
import type { DiamondInventory } from '../inventory/diamond-inventory';
import { CLARITY_SCALE, COLOR_SCALE, FINISH_SCALE, SHAPE_SCALE } from '../inventory/grade-scales';
import { similarWeightBand } from '../pricing/similar-stones';
import { biggestScore, brightestScore, finestScore, PICK_KEYS, valueRatio } from './pick-scores';
import type { PickKey } from './pick-scores';
import type { StoneQuery } from './stone-query';

/** A diamond as a plain object, with the market price the engine reads from its column. */
export interface ReferenceStone extends Diamond {
  readonly market_price: number;
}

/** Every stone as an object: the "plain" data the reference answers from (tests and the benchmark). */
export function referenceStones(inventory: DiamondInventory): ReferenceStone[] {
  return Array.from({ length: inventory.count }, (_, index) => Object.assign(toDiamond(inventory, index), { market_price: inventory.marketPrice[index]! }));
}

const code = (scale: readonly string[], grade: string): number => scale.indexOf(grade);
const hundredths = (stone: ReferenceStone): number => Math.round(stone.size * 100);

/** Each pick's score read from the object's own fields, through the same documented formulas as the engine. */
const SCORE: Readonly<Record<PickKey, (stone: ReferenceStone) => number>> = {
  biggest: (s) =>
    biggestScore(hundredths(s), s.total_sales_price, code(FINISH_SCALE, s.cut), code(COLOR_SCALE, s.color), code(CLARITY_SCALE, s.clarity)),
  best_deal: (s) => valueRatio(s.market_price, s.total_sales_price),
  brightest: (s) =>
    brightestScore(hundredths(s), s.total_sales_price, code(FINISH_SCALE, s.cut), code(COLOR_SCALE, s.color), code(CLARITY_SCALE, s.clarity)),
  recommended: (s) =>
    finestScore(hundredths(s), s.total_sales_price, s.market_price, code(FINISH_SCALE, s.cut), code(COLOR_SCALE, s.color), code(CLARITY_SCALE, s.clarity)),
};

/** A good deal the plain way: below its market price, and below the median asking price of the stones of its shape,
 * color and clarity within its weight band (none: the market price alone), among `stones`. */
function isGoodDealAmong(stones: readonly ReferenceStone[], stone: ReferenceStone): boolean {
  if (stone.total_sales_price >= stone.market_price) return false;
  const band = similarWeightBand(hundredths(stone));
  const prices = stones
    .filter((other) => other !== stone && other.shape === stone.shape && other.color === stone.color && other.clarity === stone.clarity)
    .filter((other) => hundredths(other) >= band.from && hundredths(other) <= band.to)
    .map((other) => other.total_sales_price)
    .sort((a, b) => a - b);
  if (prices.length === 0) return true;
  const middle = Math.floor(prices.length / 2);
  const median = prices.length % 2 === 1 ? prices[middle]! : (prices[middle - 1]! + prices[middle]!) / 2;
  return stone.total_sales_price < median;
}

export interface ReferencePicks {
  readonly total: number;
  readonly picks: Partial<Record<PickKey, ReferenceStone>>;
}

/**
 * The recommendation rule written the plain way: filter every stone by the contract's eligibility test, then
 * sort the candidates of each pick by its score (higher first, then lower price, then lower id) and take the
 * first (for `best_deal`, the first that is a good deal). O(n) per query plus a sort per pick: the yardstick the
 * indexed engine is tested and timed against.
 * `keys` picks a subset, in order (each still among the stones the earlier ones left).
 */
export function referenceRecommend(stones: readonly ReferenceStone[], query: StoneQuery, keys: readonly PickKey[] = PICK_KEYS): ReferencePicks {
  const shapes = new Set(query.shapes.map((shape) => SHAPE_SCALE[shape]));
  const eligible = stones.filter(
    (stone) =>
      shapes.has(stone.shape) &&
      query.priceFrom <= stone.total_sales_price &&
      stone.total_sales_price <= query.priceTo &&
      query.sizeFrom <= stone.size &&
      stone.size <= query.sizeTo,
  );
  const picks: Partial<Record<PickKey, ReferenceStone>> = {};
  const taken = new Set<string>();
  for (const key of keys) {
    const score = SCORE[key];
    const candidates = eligible
      .filter((stone) => !taken.has(stone.diamond_id) && score(stone) !== Number.NEGATIVE_INFINITY)
      .map((stone) => ({ stone, score: score(stone) }));
    candidates.sort(
      (a, b) =>
        b.score - a.score ||
        a.stone.total_sales_price - b.stone.total_sales_price ||
        (a.stone.diamond_id < b.stone.diamond_id ? -1 : a.stone.diamond_id > b.stone.diamond_id ? 1 : 0),
    );
    // The best deal is the best value among the good deals (engine: bestGoodDeal).
    const best = key === 'best_deal' ? candidates.find(({ stone }) => isGoodDealAmong(stones, stone))?.stone : candidates[0]?.stone;
    if (best) {
      picks[key] = best;
      taken.add(best.diamond_id);
    }
  }
  return { total: eligible.length, picks };
}

/** `rule_recommendation/` the plain way: the `recommended` pick, or with fewer than four stones the best
 * `recommended` score among all the eligible ones (a second filter and sort). */
export function referenceRecommendOne(stones: readonly ReferenceStone[], query: StoneQuery): ReferenceStone | undefined {
  const { total, picks } = referenceRecommend(stones, query);
  if (total === 0 || picks.recommended) return picks.recommended;
  const all = referenceRecommend(stones, query, ['recommended']);
  return all.picks.recommended;
}
