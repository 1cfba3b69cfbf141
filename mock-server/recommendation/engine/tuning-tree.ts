import type { DiamondInventory } from '../inventory/diamond-inventory';
import { CLARITY_SCALE, COLOR_SCALE, FINISH_SCALE, SHAPE_SCALE } from '../inventory/grade-scales';
import type { PriceOrdered } from './carat-level';
import { MinHeap } from './min-heap';
import type { TuningBounds, TuningMove } from './tuning-distance';
import { combineTerms, comboIndex, priceTerm, QUALITY_KEYS, qualityTerm, SET_WEIGHTS, sizeTerm, stepWindow, tuningWeights } from './tuning-distance';
import { NO_UNAVAILABLE_STONES } from './unavailable-stones';
import type { UnavailableStones } from './unavailable-stones';

/**
 * The index of the detail page's tuning moves (docs/recommendation-engine.md, "Tuning").
 *
 * **Layout.** Every stone once, grouped by shape, then by (cut, color, clarity), then sorted by carat, price and
 * index. Stones that look alike sit side by side: a run of positions is one grade combination at neighbouring
 * weights and prices.
 *
 * **Tree.** Per shape, a bottom-up binary tree over its run of positions (like best-tree.ts: the leaves are the
 * positions, inner node p has children 2p and 2p + 1). Each inner node keeps the bounding box of its stones (price
 * min/max, carat min/max, and min/max of each of cut, color, clarity, polish, symmetry). Two best-first searches read
 * it, both for the stone nearest to the current one:
 * - `adjust`: the nearest stone that honours a move. Nodes are expanded in order of a lower bound of the distance
 *   over their box (nearest price, nearest weight, fewest grade steps the box allows); a node whose box cannot hold
 *   an honouring stone (no dearer price for price `inc`, no better grade combination for quality `inc`…) or whose
 *   bound exceeds the best distance found is never opened.
 * - `nearestInRanges` (`set`): the stone nearest to the current one (the same distance, no term halved) inside
 *   ranges of every attribute; the current stone itself when it is inside them. Nodes are expanded in order of the
 *   same lower bound, taken over the part of their box inside the ranges; a node whose box misses a range is skipped.
 * Both are exact (the tests compare them with a scan); how many nodes they look at depends on the data: a few
 * hundred typically, at 100,000 stones as at a million; all of the shape's nodes in a contrived worst case.
 */
export interface TuningTree {
  /** The nearest stone of the same shape that honours `move` within `bounds`, −1 when none does. `unavailable`
   * stones (sold ones) are never the answer, here or below. */
  adjust(stone: number, move: TuningMove, bounds: TuningBounds, unavailable?: UnavailableStones): number;
  /** Whether `adjust` would find a stone: the same search, ended at the first honouring stone. */
  canMove(stone: number, move: TuningMove, bounds: TuningBounds, unavailable?: UnavailableStones): boolean;
  /** The stone of the same shape nearest to `stone` inside `ranges` (`stone` itself when it is inside), −1 when none is. */
  nearestInRanges(stone: number, ranges: StoneRanges, unavailable?: UnavailableStones): number;
  readonly bytes: number;
}

/** Inclusive ranges: dollars, hundredths of a carat, and grade codes (best = 0) of the five graded attributes. */
export interface StoneRanges {
  readonly priceLow: number;
  readonly priceHigh: number;
  readonly sizeLow: number;
  readonly sizeHigh: number;
  /** Low and high code per grade, in GRADE_FIELDS order. */
  readonly gradeLow: readonly number[];
  readonly gradeHigh: readonly number[];
}

/** The graded attributes packed into one word per stone or node, four bits each, in this order. */
export const GRADE_FIELDS = ['cut', 'color', 'clarity', 'polish', 'symmetry'] as const;
export type GradeField = (typeof GRADE_FIELDS)[number];
const FIELD_COUNT = GRADE_FIELDS.length;
const field = (packed: number, index: number): number => (packed >>> (4 * index)) & 15;
const CUT = 0;
const COLOR = 1;
const CLARITY = 2;
const POLISH = 3;
const SYMMETRY = 4;

const COMBOS = FINISH_SCALE.length * COLOR_SCALE.length * CLARITY_SCALE.length;

export function buildTuningTree(inventory: DiamondInventory, byPrice: PriceOrdered, maxCaratHundredths: number): TuningTree {
  const n = inventory.count;
  const { cut, color, clarity, polish, symmetry, shape: shapeOf, price: priceOf, caratHundredths: caratOf } = inventory;

  // The layout, as price-order indexes k: a stable counting sort by carat, then one by (shape, combination), so the
  // price order (then index) survives inside every (shape, combination, carat).
  const byCarat = new Uint32Array(n);
  const caratStart = new Uint32Array(maxCaratHundredths + 2);
  for (let k = 0; k < n; k++) caratStart[byPrice.caratHundredths[k]! + 1]!++;
  for (let h = 1; h < caratStart.length; h++) caratStart[h]! += caratStart[h - 1]!;
  for (let k = 0; k < n; k++) byCarat[caratStart[byPrice.caratHundredths[k]!]!++] = k;
  const groupOf = (k: number): number => {
    const stone = byPrice.stones[k]!;
    return byPrice.shape[k]! * COMBOS + comboIndex(cut[stone]!, color[stone]!, clarity[stone]!);
  };
  const groupStart = new Uint32Array(SHAPE_SCALE.length * COMBOS + 1);
  for (let k = 0; k < n; k++) groupStart[groupOf(k) + 1]!++;
  for (let g = 1; g < groupStart.length; g++) groupStart[g]! += groupStart[g - 1]!;
  const shapeStart = Uint32Array.from(SHAPE_SCALE.map((_, shape) => groupStart[shape * COMBOS]!).concat(n));
  const next = groupStart.slice();
  const layout = new Uint32Array(n);
  for (let j = 0; j < n; j++) {
    const k = byCarat[j]!;
    layout[next[groupOf(k)]!++] = k;
  }

  // What the build compares, in layout order (read in sequence below rather than stone by stone at random).
  const order = new Uint32Array(n);
  const positionPrice = new Uint32Array(n);
  const positionCarat = new Uint16Array(n);
  const positionGrades = new Uint32Array(n);
  for (let position = 0; position < n; position++) {
    const k = layout[position]!;
    const stone = byPrice.stones[k]!;
    order[position] = stone;
    positionPrice[position] = byPrice.price[k]!;
    positionCarat[position] = byPrice.caratHundredths[k]!;
    positionGrades[position] = cut[stone]! | (color[stone]! << 4) | (clarity[stone]! << 8) | (polish[stone]! << 12) | (symmetry[stone]! << 16);
  }

  // Inner node p of the shape starting at s0 is stored at s0 + p (p < m, so the shapes never overlap).
  const priceMin = new Uint32Array(n);
  const priceMax = new Uint32Array(n);
  const caratMin = new Uint16Array(n);
  const caratMax = new Uint16Array(n);
  const gradeMin = new Uint32Array(n);
  const gradeMax = new Uint32Array(n);
  {
    for (let shape = 0; shape < SHAPE_SCALE.length; shape++) {
      const s0 = shapeStart[shape]!;
      const m = shapeStart[shape + 1]! - s0;
      for (let p = m - 1; p >= 1; p--) {
        const at = s0 + p;
        let lowPrice = Number.MAX_SAFE_INTEGER;
        let highPrice = 0;
        let lowCarat = 0xffff;
        let highCarat = 0;
        let lowGrades = 0;
        let highGrades = 0;
        for (let child = 2 * p; child <= 2 * p + 1; child++) {
          const leaf = child >= m;
          const c = leaf ? s0 + child - m : s0 + child;
          const childLowPrice = leaf ? positionPrice[c]! : priceMin[c]!;
          const childHighPrice = leaf ? positionPrice[c]! : priceMax[c]!;
          lowPrice = Math.min(lowPrice, childLowPrice);
          highPrice = Math.max(highPrice, childHighPrice);
          lowCarat = Math.min(lowCarat, leaf ? positionCarat[c]! : caratMin[c]!);
          highCarat = Math.max(highCarat, leaf ? positionCarat[c]! : caratMax[c]!);
          const childLow = leaf ? positionGrades[c]! : gradeMin[c]!;
          const childHigh = leaf ? positionGrades[c]! : gradeMax[c]!;
          if (child === 2 * p) {
            lowGrades = childLow;
            highGrades = childHigh;
          } else {
            lowGrades = packedMin(lowGrades, childLow);
            highGrades = packedMax(highGrades, childHigh);
          }
        }
        priceMin[at] = lowPrice;
        priceMax[at] = highPrice;
        caratMin[at] = lowCarat;
        caratMax[at] = highCarat;
        gradeMin[at] = lowGrades;
        gradeMax[at] = highGrades;
      }
    }
  }

  const heap = new MinHeap();

  const search = (stone: number, move: TuningMove, bounds: TuningBounds, unavailable: UnavailableStones, anyStone: boolean): number => {
    const shape = shapeOf[stone]!;
    const s0 = shapeStart[shape]!;
    const m = shapeStart[shape + 1]! - s0;
    const price0 = priceOf[stone]!;
    const carat0 = caratOf[stone]!;
    const cut0 = cut[stone]!;
    const color0 = color[stone]!;
    const clarity0 = clarity[stone]!;
    const key0 = QUALITY_KEYS[comboIndex(cut0, color0, clarity0)]!;
    const window = stepWindow(move, { price: price0, hundredths: carat0, qualityKey: key0, cut: cut0, color: color0, clarity: clarity0 }, bounds);
    const { priceLow, priceHigh, sizeLow, sizeHigh, keyLow, keyHigh, gain } = window;
    const [cutBest, colorBest, clarityBest] = window.gradeLow;
    const [cutWorst, colorWorst, clarityWorst] = window.gradeHigh;
    // A quality move needs one grade to change: a stone of the very same grades is no move.
    const gradeMoves = move.attr === 'quality';
    if (priceLow > priceHigh || sizeLow > sizeHigh || keyLow > keyHigh) return -1;
    const weights = tuningWeights(move.attr);
    let found = -1;
    let foundDistance = Number.POSITIVE_INFINITY;
    let foundPrice = 0;

    const visitStone = (candidate: number): void => {
      if (unavailable.has(candidate)) return;
      const price = priceOf[candidate]!;
      const carat = caratOf[candidate]!;
      if (price < priceLow || price > priceHigh || carat < sizeLow || carat > sizeHigh) return;
      const c = cut[candidate]!;
      const co = color[candidate]!;
      const cl = clarity[candidate]!;
      const key = QUALITY_KEYS[comboIndex(c, co, cl)]!;
      if (key < keyLow || key > keyHigh) return;
      if (gain && carat <= carat0 && key <= key0) return;
      if (c < cutBest || c > cutWorst || co < colorBest || co > colorWorst || cl < clarityBest || cl > clarityWorst) return;
      if (gradeMoves && c === cut0 && co === color0 && cl === clarity0) return;
      const steps = Math.abs(c - cut0) + Math.abs(co - color0) + Math.abs(cl - clarity0);
      const distance = combineTerms(sizeTerm(weights, carat0, carat), qualityTerm(weights, steps), priceTerm(weights, price0, price));
      if (distance < foundDistance || (distance === foundDistance && (price < foundPrice || (price === foundPrice && candidate < found)))) {
        found = candidate;
        foundDistance = distance;
        foundPrice = price;
      }
    };

    const visit = (p: number): void => {
      if (p >= m) {
        visitStone(order[s0 + p - m]!);
        return;
      }
      const at = s0 + p;
      const low = Math.max(priceMin[at]!, priceLow);
      const high = Math.min(priceMax[at]!, priceHigh);
      if (low > high) return;
      const lowCarat = Math.max(caratMin[at]!, sizeLow);
      const highCarat = Math.min(caratMax[at]!, sizeHigh);
      if (lowCarat > highCarat) return;
      const lowGrades = gradeMin[at]!;
      const highGrades = gradeMax[at]!;
      // The box's grades must reach into the quality moves' grade bounds.
      if (field(lowGrades, CUT) > cutWorst || field(lowGrades, COLOR) > colorWorst || field(lowGrades, CLARITY) > clarityWorst) return;
      if (field(highGrades, CUT) < cutBest || field(highGrades, COLOR) < colorBest || field(highGrades, CLARITY) < clarityBest) return;
      // The best grade corner of the box holds its highest quality key, the worst corner its lowest.
      const highestKey = QUALITY_KEYS[comboIndex(field(lowGrades, CUT), field(lowGrades, COLOR), field(lowGrades, CLARITY))]!;
      if (highestKey < keyLow) return;
      if (QUALITY_KEYS[comboIndex(field(highGrades, CUT), field(highGrades, COLOR), field(highGrades, CLARITY))]! > keyHigh) return;
      if (gain && highCarat <= carat0 && highestKey <= key0) return;
      const steps =
        outside(cut0, field(lowGrades, CUT), field(highGrades, CUT)) +
        outside(color0, field(lowGrades, COLOR), field(highGrades, COLOR)) +
        outside(clarity0, field(lowGrades, CLARITY), field(highGrades, CLARITY));
      const bound = combineTerms(
        sizeTerm(weights, carat0, clamp(carat0, lowCarat, highCarat)),
        qualityTerm(weights, steps),
        priceTerm(weights, price0, clamp(price0, low, high)),
      );
      if (bound <= foundDistance) heap.push(bound, p);
    };

    heap.clear();
    if (m > 0) visit(1);
    while (heap.size > 0 && heap.peekKey() <= foundDistance && !(anyStone && found >= 0)) {
      const p = heap.pop();
      visit(2 * p);
      visit(2 * p + 1);
    }
    return found;
  };

  const adjust = (stone: number, move: TuningMove, bounds: TuningBounds, unavailable = NO_UNAVAILABLE_STONES): number => search(stone, move, bounds, unavailable, false);
  const canMove = (stone: number, move: TuningMove, bounds: TuningBounds, unavailable = NO_UNAVAILABLE_STONES): boolean =>
    search(stone, move, bounds, unavailable, true) >= 0;

  const nearestInRanges = (stone: number, ranges: StoneRanges, unavailable = NO_UNAVAILABLE_STONES): number => {
    const shape = shapeOf[stone]!;
    const s0 = shapeStart[shape]!;
    const m = shapeStart[shape + 1]! - s0;
    const { priceLow, priceHigh, sizeLow, sizeHigh, gradeLow, gradeHigh } = ranges;
    const price0 = priceOf[stone]!;
    const carat0 = caratOf[stone]!;
    const cut0 = cut[stone]!;
    const color0 = color[stone]!;
    const clarity0 = clarity[stone]!;
    const codes0 = [cut0, color0, clarity0];
    let found = -1;
    let foundDistance = Number.POSITIVE_INFINITY;
    let foundPrice = 0;

    const inside = (candidate: number): boolean => {
      const price = priceOf[candidate]!;
      const carat = caratOf[candidate]!;
      if (price < priceLow || price > priceHigh || carat < sizeLow || carat > sizeHigh) return false;
      return (
        within(cut[candidate]!, gradeLow[CUT]!, gradeHigh[CUT]!) &&
        within(color[candidate]!, gradeLow[COLOR]!, gradeHigh[COLOR]!) &&
        within(clarity[candidate]!, gradeLow[CLARITY]!, gradeHigh[CLARITY]!) &&
        within(polish[candidate]!, gradeLow[POLISH]!, gradeHigh[POLISH]!) &&
        within(symmetry[candidate]!, gradeLow[SYMMETRY]!, gradeHigh[SYMMETRY]!)
      );
    };
    // The stone on screen inside every range is the answer, before any twin of it (the same price, weight and grades).
    if (!unavailable.has(stone) && inside(stone)) return stone;

    const visitStone = (candidate: number): void => {
      if (unavailable.has(candidate) || !inside(candidate)) return;
      const price = priceOf[candidate]!;
      const carat = caratOf[candidate]!;
      const steps = Math.abs(cut[candidate]! - cut0) + Math.abs(color[candidate]! - color0) + Math.abs(clarity[candidate]! - clarity0);
      const distance = combineTerms(sizeTerm(SET_WEIGHTS, carat0, carat), qualityTerm(SET_WEIGHTS, steps), priceTerm(SET_WEIGHTS, price0, price));
      if (distance < foundDistance || (distance === foundDistance && (price < foundPrice || (price === foundPrice && candidate < found)))) {
        found = candidate;
        foundDistance = distance;
        foundPrice = price;
      }
    };

    const visit = (p: number): void => {
      if (p >= m) {
        visitStone(order[s0 + p - m]!);
        return;
      }
      const at = s0 + p;
      const low = Math.max(priceMin[at]!, priceLow);
      const high = Math.min(priceMax[at]!, priceHigh);
      if (low > high) return;
      const lowCarat = Math.max(caratMin[at]!, sizeLow);
      const highCarat = Math.min(caratMax[at]!, sizeHigh);
      if (lowCarat > highCarat) return;
      let steps = 0;
      for (let f = 0; f < FIELD_COUNT; f++) {
        const lowGrade = Math.max(field(gradeMin[at]!, f), gradeLow[f]!);
        const highGrade = Math.min(field(gradeMax[at]!, f), gradeHigh[f]!);
        if (lowGrade > highGrade) return;
        // Only cut, color and clarity count in the distance; polish and symmetry only bound the search.
        if (f <= CLARITY) steps += outside(codes0[f]!, lowGrade, highGrade);
      }
      const bound = combineTerms(
        sizeTerm(SET_WEIGHTS, carat0, clamp(carat0, lowCarat, highCarat)),
        qualityTerm(SET_WEIGHTS, steps),
        priceTerm(SET_WEIGHTS, price0, clamp(price0, low, high)),
      );
      if (bound <= foundDistance) heap.push(bound, p);
    };

    heap.clear();
    if (m > 0) visit(1);
    while (heap.size > 0 && heap.peekKey() <= foundDistance) {
      const p = heap.pop();
      visit(2 * p);
      visit(2 * p + 1);
    }
    return found;
  };

  return {
    adjust,
    canMove,
    nearestInRanges,
    bytes: [order, priceMin, priceMax, caratMin, caratMax, gradeMin, gradeMax, shapeStart].reduce((sum, array) => sum + array.byteLength, 0),
  };
}

const clamp = (value: number, low: number, high: number): number => (value < low ? low : value > high ? high : value);
const within = (value: number, low: number, high: number): boolean => value >= low && value <= high;
/** How many grade steps `code` lies outside [low, high]: the fewest steps to any grade of a box. */
const outside = (code: number, low: number, high: number): number => (code < low ? low - code : code > high ? code - high : 0);

function packedMin(a: number, b: number): number {
  let result = 0;
  for (let f = 0; f < FIELD_COUNT; f++) result |= Math.min(field(a, f), field(b, f)) << (4 * f);
  return result;
}

function packedMax(a: number, b: number): number {
  let result = 0;
  for (let f = 0; f < FIELD_COUNT; f++) result |= Math.max(field(a, f), field(b, f)) << (4 * f);
  return result;
}
