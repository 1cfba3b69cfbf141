import type { DiamondInventory } from '../inventory/diamond-inventory';
import { isGoodDeal } from '../pricing/deal-basis';
import { SHAPE_SCALE } from '../inventory/grade-scales';
import { bestInRange } from './best-tree';
import type { CaratLevel } from './carat-level';
import { buildCaratLevel, caratLevelBytes, gatherByPrice, groupIndex, positionOf } from './carat-level';
import { firstDollarAtLeast, firstHundredthAtLeast, lastDollarAtMost, lastHundredthAtMost } from './carat-window';
import type { Beats, PickKey, PickScores } from './pick-scores';
import { PICK_KEYS, beatsBy, computePickScores } from './pick-scores';
import { buildPricePercentiles, percentilesAt } from './price-percentiles';
import type { PricePercentiles } from './price-percentiles';
import { lowerBound, upperBound } from './price-order';
import type { StoneQuery } from './stone-query';
import { buildTuningTree } from './tuning-tree';
import type { TuningTree } from './tuning-tree';
import { countUnavailable, priceRangeWithout } from './unavailable-filter';
import { NO_UNAVAILABLE_STONES } from './unavailable-stones';
import type { UnavailableStones } from './unavailable-stones';

/** The picks of one query, as stone indexes (−1 = no such pick). */
export interface EnginePicks {
  readonly total: number;
  readonly picks: Readonly<Record<PickKey, number>>;
}

export interface RecommendationEngine {
  /** `recommendations/`: the eligible count and the four picks, made in PICK_KEYS order, each among the rest.
   * `unavailable` stones (sold ones) are neither counted nor picked, here and in every call below. */
  recommend(query: StoneQuery, unavailable?: UnavailableStones): EnginePicks;
  /** `rule_recommendation/`: the `recommended` pick, or with fewer than four eligible stones the best `recommended`
   * score among them all; −1 when nothing is eligible. */
  recommendOne(query: StoneQuery, unavailable?: UnavailableStones): number;
  /** `pricerange/`: 10th and 90th percentile prices of `shape` from `size` up to `size + 0.25` ct (exclusive). */
  priceRange(shape: number, size: number, unavailable?: UnavailableStones): { low: number; high: number } | undefined;
  /** `pricerange/` `size_max`: the heaviest stone of `shape` still for sale, in hundredths of a carat; −1 when the
   * shape has none. */
  largestCarat(shape: number, unavailable?: UnavailableStones): number;
  /** The detail page's tuning moves (`rule_recommendation/` `adjust` and `set`): tuning-tree.ts. */
  readonly tuning: TuningTree;
  readonly scores: PickScores;
  /** Bytes of every index (not the inventory columns). */
  readonly indexBytes: number;
}

const TENTH = 10;

/**
 * Answers the recommendation calls from indexes built once per inventory (docs/recommendation-engine.md):
 * three layouts of the stones (per shape; per shape and tenth of a carat; per shape and hundredth), each sorted by
 * price within its groups and carrying a range-best tree per pick. A query becomes a few contiguous runs of
 * positions (one per shape without size bounds), and each pick is the best of a few tree queries. A fourth layout,
 * grouped by shape and grade combination with a bounding-box tree, answers the detail page's tuning moves
 * (tuning-tree.ts).
 */
export function createRecommendationEngine(inventory: DiamondInventory): RecommendationEngine {
  const scores = computePickScores(inventory);
  const beats = Object.fromEntries(PICK_KEYS.map((key) => [key, beatsBy(scores[key], inventory.price)])) as Record<PickKey, Beats>;
  let maxCarat = 0;
  const minCaratOfShape = new Int32Array(SHAPE_SCALE.length).fill(2 ** 31 - 1);
  const maxCaratOfShape = new Int32Array(SHAPE_SCALE.length).fill(-1);
  for (let stone = 0; stone < inventory.count; stone++) {
    const shape = inventory.shape[stone]!;
    const carat = inventory.caratHundredths[stone]!;
    if (carat > maxCarat) maxCarat = carat;
    if (carat < minCaratOfShape[shape]!) minCaratOfShape[shape] = carat;
    if (carat > maxCaratOfShape[shape]!) maxCaratOfShape[shape] = carat;
  }
  // Built on the first size question asked while stones are sold.
  const heaviestFirstOfShape: (Int32Array | undefined)[] = [];
  const byPrice = gatherByPrice(inventory);
  const whole = buildCaratLevel(byPrice, 0, maxCarat);
  const tenths = buildCaratLevel(byPrice, TENTH, maxCarat);
  const exact = buildCaratLevel(byPrice, 1, maxCarat);
  const levels: readonly CaratLevel[] = [whole, tenths, exact];
  const percentiles: PricePercentiles = buildPricePercentiles(inventory, whole, exact, maxCarat);
  const tuning = buildTuningTree(inventory, byPrice, maxCarat);

  // The runs of one query: level number and [from, to) positions. Reused: the engine answers one call at a time.
  // Per shape at most 9 single hundredths, every tenth, and 9 single hundredths again.
  const capacity = SHAPE_SCALE.length * (2 * (TENTH - 1) + Math.floor(maxCarat / TENTH) + 1);
  const runLevel = new Uint8Array(capacity);
  const runFrom = new Uint32Array(capacity);
  const runTo = new Uint32Array(capacity);
  let runCount = 0;

  const addRun = (levelNumber: number, group: number, priceLow: number, priceHigh: number) => {
    const level = levels[levelNumber]!;
    const from = lowerBound(level.prices, level.groupStart[group]!, level.groupStart[group + 1]!, priceLow);
    const to = upperBound(level.prices, from, level.groupStart[group + 1]!, priceHigh);
    if (from < to) {
      runLevel[runCount] = levelNumber;
      runFrom[runCount] = from;
      runTo[runCount] = to;
      runCount++;
    }
  };

  /** Splits the query into runs: per shape, its whole group when the size bounds hold all its stones, otherwise
   * the tenths fully inside the bounds and single hundredths at both ends. Returns the eligible count. */
  const collectRuns = (query: StoneQuery): number => {
    runCount = 0;
    const priceLow = firstDollarAtLeast(query.priceFrom);
    const priceHigh = lastDollarAtMost(query.priceTo);
    const lowest = firstHundredthAtLeast(query.sizeFrom);
    const highest = lastHundredthAtMost(query.sizeTo);
    if (priceLow > priceHigh || lowest > highest) return 0;
    const seen = new Set<number>();
    for (const shape of query.shapes) {
      if (seen.has(shape) || shape < 0 || shape >= SHAPE_SCALE.length) continue;
      seen.add(shape);
      const low = Math.max(lowest, minCaratOfShape[shape]!);
      const high = Math.min(highest, maxCaratOfShape[shape]!);
      if (low > high) continue;
      if (low === minCaratOfShape[shape] && high === maxCaratOfShape[shape]) {
        addRun(0, groupIndex(whole, shape, 0), priceLow, priceHigh);
        continue;
      }
      let h = low;
      while (h <= high) {
        if (h % TENTH === 0 && h + TENTH - 1 <= high) {
          addRun(1, groupIndex(tenths, shape, h / TENTH), priceLow, priceHigh);
          h += TENTH;
        } else {
          addRun(2, groupIndex(exact, shape, h), priceLow, priceHigh);
          h += 1;
        }
      }
    }
    let total = 0;
    for (let r = 0; r < runCount; r++) total += runTo[r]! - runFrom[r]!;
    return total;
  };

  /** The best stone of the collected runs on `key`, skipping `excluded` stones (the picks already made). */
  const bestOfRuns = (key: PickKey, excluded: readonly number[]): number => {
    // Each excluded stone sits at one position per layout; a run holding it is queried around it.
    const positions = excluded.map((stone) => levels.map((level) => positionOf(level, inventory, stone)));
    const skipped: number[] = [];
    let best = -1;
    for (let r = 0; r < runCount; r++) {
      const levelNumber = runLevel[r]!;
      const level = levels[levelNumber]!;
      const tree = level.trees[key];
      const from = runFrom[r]!;
      const to = runTo[r]!;
      skipped.length = 0;
      for (const perLevel of positions) {
        const position = perLevel[levelNumber]!;
        if (position >= from && position < to) skipped.push(position);
      }
      skipped.sort((a, b) => a - b);
      let start = from;
      for (const position of skipped) {
        best = bestInRange(tree, level.order, beats[key], start, position, best);
        start = position + 1;
      }
      best = bestInRange(tree, level.order, beats[key], start, to, best);
    }
    return best;
  };

  /** The best stone of the runs on `key` that is neither in `excluded` nor unavailable. An unavailable winner joins
   * `excluded` (for the later picks of the query too) and the runs are asked again: only sold stones that would
   * have won cost a query, however many stones are sold. */
  const bestAvailable = (key: PickKey, excluded: number[], unavailable: UnavailableStones): number => {
    let stone = bestOfRuns(key, excluded);
    while (stone >= 0 && unavailable.has(stone)) {
      excluded.push(stone);
      stone = bestOfRuns(key, excluded);
    }
    return stone;
  };

  /** `best_deal`: the best value ratio among the stones that are a good deal by the storefront's one verdict (below
   * the model's price and below their similar stones' median), so that no BEST DEAL pick is priced above. A winner
   * that is no good deal is passed over for this pick only; once the winner asks at least the model's price, no
   * stone left can be a good deal. */
  const bestGoodDeal = (excluded: readonly number[], unavailable: UnavailableStones): number => {
    const passed = [...excluded];
    let stone = bestAvailable('best_deal', passed, unavailable);
    while (stone >= 0 && !isGoodDeal(inventory, stone, unavailable)) {
      if (scores.best_deal[stone]! <= 1) return -1;
      passed.push(stone);
      stone = bestAvailable('best_deal', passed, unavailable);
    }
    return stone;
  };

  const recommend = (query: StoneQuery, unavailable = NO_UNAVAILABLE_STONES): EnginePicks => {
    const picks: Record<PickKey, number> = { biggest: -1, best_deal: -1, brightest: -1, recommended: -1 };
    const total = collectRuns(query) - countUnavailable(inventory, query, unavailable);
    const excluded: number[] = [];
    let taken = 0;
    for (const key of PICK_KEYS) {
      if (taken >= total) break;
      const stone = key === 'best_deal' ? bestGoodDeal(excluded, unavailable) : bestAvailable(key, excluded, unavailable);
      // Only stones of acceptable quality can be the biggest; the others score −∞.
      if (stone < 0 || scores[key][stone] === Number.NEGATIVE_INFINITY) continue;
      picks[key] = stone;
      excluded.push(stone);
      taken++;
    }
    return { total, picks };
  };

  return {
    recommend,
    recommendOne(query, unavailable = NO_UNAVAILABLE_STONES) {
      const { total, picks } = recommend(query, unavailable);
      if (total === 0) return -1;
      return picks.recommended >= 0 ? picks.recommended : bestAvailable('recommended', [], unavailable);
    },
    priceRange: (shape, size, unavailable = NO_UNAVAILABLE_STONES) =>
      unavailable.size === 0
        ? percentilesAt(percentiles, shape, firstHundredthAtLeast(size))
        : priceRangeWithout(percentiles, inventory, exact, shape, firstHundredthAtLeast(size), unavailable),
    largestCarat: (shape, unavailable = NO_UNAVAILABLE_STONES) => {
      if (unavailable.size === 0) return maxCaratOfShape[shape] ?? -1;
      // Sold stones are few: walk the shape's stones from the heaviest down to the first one still for sale.
      const heaviestFirst = (heaviestFirstOfShape[shape] ??= stonesOfShapeHeaviestFirst(inventory, shape));
      for (const stone of heaviestFirst) if (!unavailable.has(stone)) return inventory.caratHundredths[stone]!;
      return -1;
    },
    tuning,
    scores,
    indexBytes:
      levels.reduce((sum, level) => sum + caratLevelBytes(level), 0) +
      tuning.bytes +
      Object.values(scores).reduce((sum, column) => sum + column.byteLength, 0) +
      percentiles.low.byteLength +
      percentiles.high.byteLength,
  };
}

/** The stones of one shape, heaviest first. */
function stonesOfShapeHeaviestFirst(inventory: DiamondInventory, shape: number): Int32Array {
  const stones: number[] = [];
  for (let stone = 0; stone < inventory.count; stone++) if (inventory.shape[stone] === shape) stones.push(stone);
  stones.sort((a, b) => inventory.caratHundredths[b]! - inventory.caratHundredths[a]!);
  return Int32Array.from(stones);
}
