import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { diamondId } from '../inventory/diamond-ids';
import type { DiamondInventory } from '../inventory/diamond-inventory';
import { generateInventory } from '../inventory/generate-inventory';
import { CLARITY_SCALE, COLOR_SCALE, FINISH_SCALE, SHAPE_SCALE } from '../inventory/grade-scales';
import { createRecommendationEngine } from './recommendation-engine';
import type { RecommendationEngine } from './recommendation-engine';
import { referenceStones } from './reference-recommender';
import type { ReferenceStone } from './reference-recommender';
import { referenceAdjust, referenceNearestInRanges } from './reference-tuner';
import type { TuningBounds, TuningMove, TuningPoint } from './tuning-distance';
import { comboIndex, QUALITY_KEYS, qualityKey, TUNING_MOVES, UNBOUNDED } from './tuning-distance';
import type { StoneRanges } from './tuning-tree';

const COUNT = 100_000;
const GRADE_SCALE_LENGTHS = [FINISH_SCALE.length, COLOR_SCALE.length, CLARITY_SCALE.length, FINISH_SCALE.length, FINISH_SCALE.length];

const pointOf = (inventory: DiamondInventory, stone: number): TuningPoint => ({
  price: inventory.price[stone]!,
  hundredths: inventory.caratHundredths[stone]!,
  qualityKey: QUALITY_KEYS[comboIndex(inventory.cut[stone]!, inventory.color[stone]!, inventory.clarity[stone]!)]!,
  cut: inventory.cut[stone]!,
  color: inventory.color[stone]!,
  clarity: inventory.clarity[stone]!,
});

/** Grade codes are 0 for the best grade: `higher` counts the grades of `after` above those of `before`, `lower` the
 * grades below. */
const gradeChanges = (before: TuningPoint, after: TuningPoint) => {
  const pairs = [
    [before.cut, after.cut],
    [before.color, after.color],
    [before.clarity, after.clarity],
  ] as const;
  return { higher: pairs.filter(([from, to]) => to < from).length, lower: pairs.filter(([from, to]) => to > from).length };
};

const coordinate = (point: TuningPoint, move: TuningMove): number =>
  move.attr === 'price' ? point.price : move.attr === 'size' ? point.hundredths : point.qualityKey;

const indexOf = (stone: ReferenceStone | undefined): number => (stone ? Number(stone.diamond_id) - 100_000_000 : -1);

/** What each panel prints under its minus and plus (the detail page's parameter panels). */
const PROMISES: Readonly<Record<`${TuningMove['attr']}:${TuningMove['dir']}`, string>> = {
  'price:dec': 'Minus finds a cheaper diamond',
  'price:inc': 'plus a finer one for more',
  'size:dec': 'Minus finds a smaller diamond',
  'size:inc': 'plus a bigger one',
  'quality:dec': 'Minus trades quality for price',
  'quality:inc': 'plus finds a finer diamond',
};

/** The promises, read plainly: every minus is no dearer; price minus cheaper; price plus dearer and more diamond
 * (no lighter, no lower quality, heavier or finer); size minus lighter; size plus heavier; quality minus no grade
 * higher and one lower, for a lower price; quality plus no grade lower and one higher. */
function keepsPromise(move: TuningMove, before: TuningPoint, after: TuningPoint): boolean {
  const { higher, lower } = gradeChanges(before, after);
  const dearer = after.price > before.price;
  const cheaper = after.price < before.price;
  const heavier = after.hundredths > before.hundredths;
  const finer = after.qualityKey > before.qualityKey;
  switch (`${move.attr}:${move.dir}`) {
    case 'price:dec':
      return cheaper;
    case 'price:inc':
      return dearer && after.hundredths >= before.hundredths && after.qualityKey >= before.qualityKey && (heavier || finer);
    case 'size:dec':
      return after.hundredths < before.hundredths && !dearer;
    case 'size:inc':
      return heavier;
    case 'quality:dec':
      return higher === 0 && lower > 0 && cheaper;
    default:
      return lower === 0 && higher > 0;
  }
}

describe('the quality order', () => {
  it('is the brightest order: icon points, then finer grades; better in any grade is strictly higher', () => {
    const key = (cut: string, color: string, clarity: string) =>
      qualityKey(FINISH_SCALE.indexOf(cut as never), COLOR_SCALE.indexOf(color as never), CLARITY_SCALE.indexOf(clarity as never));
    // 4 + 4 + 3 = 11 icon points beat 2 + 5 + 3 = 10, though the second has more finer grades (13 against 9).
    expect(key('Very Good', 'J', 'VS2')).toBeGreaterThan(key('Fair', 'D', 'VS2'));
    // Equal icon points (G and H both score 4): the finer grade decides.
    expect(key('Excellent', 'G', 'VS2')).toBeGreaterThan(key('Excellent', 'H', 'VS2'));
    for (let cut = 0; cut < FINISH_SCALE.length; cut++) {
      for (let color = 0; color < COLOR_SCALE.length; color++) {
        for (let clarity = 0; clarity < CLARITY_SCALE.length; clarity++) {
          const key = qualityKey(cut, color, clarity);
          if (cut > 0) expect(qualityKey(cut - 1, color, clarity)).toBeGreaterThan(key);
          if (color > 0) expect(qualityKey(cut, color - 1, clarity)).toBeGreaterThan(key);
          if (clarity > 0) expect(qualityKey(cut, color, clarity - 1)).toBeGreaterThan(key);
        }
      }
    }
  });
});

describe('the tuning moves over 100,000 seeded stones', () => {
  let inventory: DiamondInventory;
  let engine: RecommendationEngine;
  let stones: ReferenceStone[];
  beforeAll(() => {
    inventory = generateInventory(42, COUNT);
    engine = createRecommendationEngine(inventory);
    stones = referenceStones(inventory);
  });

  const someStone = fc.nat({ max: COUNT - 1 });
  /** No bounds, or a budget and a size window around the stone (as the search in `state` gives them). */
  const boundsAround = (stone: number): fc.Arbitrary<TuningBounds> =>
    fc.oneof(
      fc.constant(UNBOUNDED),
      fc.record({ low: fc.double({ min: 0.5, max: 1, noNaN: true }), high: fc.double({ min: 1, max: 2, noNaN: true }), window: fc.integer({ min: 0, max: 40 }) }).map(
        ({ low, high, window }) => ({
          priceLow: Math.floor(inventory.price[stone]! * low),
          priceHigh: Math.ceil(inventory.price[stone]! * high),
          sizeLow: Math.max(0, inventory.caratHundredths[stone]! - window),
          sizeHigh: inventory.caratHundredths[stone]! + window,
        }),
      ),
    );
  const stoneAndBounds = someStone.chain((stone) => fc.tuple(fc.constant(stone), boundsAround(stone)));

  describe.each(TUNING_MOVES)('$attr $dir', (move) => {
    const strictly = move.dir === 'inc' ? 'strictly higher' : 'strictly lower';
    it(`answers a stone of the same shape whose ${move.attr} is ${strictly}, never the other way, within the bounds`, () => {
      fc.assert(
        fc.property(stoneAndBounds, ([stone, bounds]) => {
          const next = engine.tuning.adjust(stone, move, bounds);
          if (next < 0) return;
          expect(inventory.shape[next]).toBe(inventory.shape[stone]);
          const from = coordinate(pointOf(inventory, stone), move);
          const to = coordinate(pointOf(inventory, next), move);
          if (move.dir === 'inc') expect(to).toBeGreaterThan(from);
          else expect(to).toBeLessThan(from);
          const { price, hundredths } = pointOf(inventory, next);
          expect(price >= bounds.priceLow && price <= bounds.priceHigh && hundredths >= bounds.sizeLow && hundredths <= bounds.sizeHigh).toBe(true);
        }),
        { numRuns: 300 },
      );
    });

    it(`keeps the promise the ${move.attr} panel prints (${PROMISES[`${move.attr}:${move.dir}`]}), from any seeded stone`, () => {
      fc.assert(
        fc.property(stoneAndBounds, ([stone, bounds]) => {
          const next = engine.tuning.adjust(stone, move, bounds);
          if (next < 0) return;
          const before = pointOf(inventory, stone);
          const after = pointOf(inventory, next);
          const said = `${diamondId(stone)} → ${diamondId(next)}: ${JSON.stringify(before)} → ${JSON.stringify(after)}`;
          expect(keepsPromise(move, before, after), said).toBe(true);
          if (move.dir === 'dec') expect(after.price, said).toBeLessThanOrEqual(before.price);
        }),
        { numRuns: 2_000 },
      );
    });

    it('answers exactly the closest honouring stone a plain scan of the stones finds (or none when the scan finds none)', () => {
      fc.assert(
        fc.property(stoneAndBounds, ([stone, bounds]) => {
          expect(engine.tuning.adjust(stone, move, bounds)).toBe(indexOf(referenceAdjust(stones, stones[stone]!, move, bounds)));
        }),
        { numRuns: 40 },
      );
    });

    it('answers nothing from the extreme stone of each shape in the direction of the move', () => {
      for (let shape = 0; shape < SHAPE_SCALE.length; shape++) {
        let extreme = -1;
        for (let stone = 0; stone < COUNT; stone++) {
          if (inventory.shape[stone] !== shape) continue;
          const sign = move.dir === 'inc' ? 1 : -1;
          if (extreme < 0 || sign * (coordinate(pointOf(inventory, stone), move) - coordinate(pointOf(inventory, extreme), move)) > 0) extreme = stone;
        }
        expect(engine.tuning.adjust(extreme, move, UNBOUNDED), `${SHAPE_SCALE[shape]} ${diamondId(extreme)}`).toBe(-1);
      }
    });
  });

  describe('quality moves keep their word (docs/product-decisions.md, third round)', () => {
    /** Every stone of the shape inside the bounds that keeps the quality promise: the plain way to know whether one exists. */
    const honouring = (stone: number, move: TuningMove, bounds: TuningBounds): number[] => {
      const before = pointOf(inventory, stone);
      const found: number[] = [];
      for (let other = 0; other < COUNT; other++) {
        if (inventory.shape[other] !== inventory.shape[stone]) continue;
        const after = pointOf(inventory, other);
        if (after.price < bounds.priceLow || after.price > bounds.priceHigh || after.hundredths < bounds.sizeLow || after.hundredths > bounds.sizeHigh) continue;
        if (keepsPromise(move, before, after)) found.push(other);
      }
      return found;
    };

    it.each([
      [{ attr: 'quality', dir: 'inc' } as const, 'no grade lower and at least one higher'],
      [{ attr: 'quality', dir: 'dec' } as const, 'no grade higher, at least one lower, and cheaper'],
    ])('%o answers a stone with %s, or no stone when no stone of the search has them', (move, _promise) => {
      fc.assert(
        fc.property(stoneAndBounds, ([stone, bounds]) => {
          const next = engine.tuning.adjust(stone, move, bounds);
          expect(engine.tuning.canMove(stone, move, bounds)).toBe(next >= 0);
          if (next < 0) {
            expect(honouring(stone, move, bounds), `${diamondId(stone)}: a stone keeps the promise, yet none was answered`).toEqual([]);
            return;
          }
          const before = pointOf(inventory, stone);
          const after = pointOf(inventory, next);
          const { higher, lower } = gradeChanges(before, after);
          const said = `${diamondId(stone)} → ${diamondId(next)}: ${JSON.stringify(before)} → ${JSON.stringify(after)}`;
          if (move.dir === 'inc') expect([lower, higher > 0], said).toEqual([0, true]);
          else expect([higher, lower > 0, after.price < before.price], said).toEqual([0, true, true]);
        }),
        { numRuns: 400 },
      );
    });

    it('answers every seeded stone of a shop-by-price search, in both directions, with its word kept or nothing', () => {
      let moved = 0;
      let none = 0;
      for (let stone = 0; stone < COUNT; stone += 41) {
        const bounds = { priceLow: 1_000, priceHigh: Math.max(5_000, inventory.price[stone]!), sizeLow: 0, sizeHigh: Number.MAX_SAFE_INTEGER };
        for (const dir of ['inc', 'dec'] as const) {
          const move = { attr: 'quality', dir } as const;
          const next = engine.tuning.adjust(stone, move, bounds);
          if (next < 0) {
            none++;
            continue;
          }
          moved++;
          expect(keepsPromise(move, pointOf(inventory, stone), pointOf(inventory, next)), `${diamondId(stone)} ${dir} → ${diamondId(next)}`).toBe(true);
        }
      }
      expect(moved).toBeGreaterThan(3_000);
      expect(none).toBeGreaterThan(0);
    });
  });

  /** Ranges as the More Options panel sends them: every slider somewhere on its scale, often the full scale. */
  const ranges: fc.Arbitrary<StoneRanges> = fc
    .record({
      price: fc.tuple(fc.integer({ min: 300, max: 60_000 }), fc.double({ min: 1, max: 8, noNaN: true })),
      size: fc.option(fc.tuple(fc.integer({ min: 25, max: 300 }), fc.integer({ min: 0, max: 200 })), { nil: undefined }),
      grades: fc.tuple(...GRADE_SCALE_LENGTHS.map((length) => fc.oneof(fc.constant([0, length - 1]), fc.tuple(fc.nat(length - 1), fc.nat(length - 1))))),
    })
    .map(({ price: [from, factor], size, grades }) => ({
      priceLow: from,
      priceHigh: Math.round(from * factor),
      sizeLow: size ? size[0] : 0,
      sizeHigh: size ? size[0] + size[1] : Number.MAX_SAFE_INTEGER,
      gradeLow: grades.map(([a, b]) => Math.min(a!, b!)),
      gradeHigh: grades.map(([a, b]) => Math.max(a!, b!)),
    }));

  it('answers set with the stone nearest to the current one inside every range, as a plain scan of the stones finds it', () => {
    fc.assert(
      fc.property(someStone, ranges, (stone, range) => {
        const found = engine.tuning.nearestInRanges(stone, range);
        expect(found).toBe(indexOf(referenceNearestInRanges(stones, stones[stone]!, range)));
        if (found < 0) return;
        const { price, caratHundredths, cut, color, clarity, polish, symmetry } = inventory;
        expect(inventory.shape[found]).toBe(inventory.shape[stone]);
        expect(price[found]! >= range.priceLow && price[found]! <= range.priceHigh).toBe(true);
        expect(caratHundredths[found]! >= range.sizeLow && caratHundredths[found]! <= range.sizeHigh).toBe(true);
        [cut, color, clarity, polish, symmetry].forEach((column, f) => {
          expect(column[found]).toBeGreaterThanOrEqual(range.gradeLow[f]!);
          expect(column[found]).toBeLessThanOrEqual(range.gradeHigh[f]!);
        });
      }),
      { numRuns: 60 },
    );
  });

  it('answers set with the current stone itself when it is inside every range', () => {
    fc.assert(
      fc.property(someStone, fc.double({ min: 0, max: 0.9, noNaN: true }), fc.double({ min: 1, max: 5, noNaN: true }), (stone, low, high) => {
        const around: StoneRanges = {
          priceLow: Math.floor(inventory.price[stone]! * low),
          priceHigh: Math.ceil(inventory.price[stone]! * high),
          sizeLow: 0,
          sizeHigh: Number.MAX_SAFE_INTEGER,
          gradeLow: [0, 0, 0, 0, 0],
          gradeHigh: GRADE_SCALE_LENGTHS.map((length) => length - 1),
        };
        expect(engine.tuning.nearestInRanges(stone, around)).toBe(stone);
      }),
      { numRuns: 200 },
    );
  });

  it('answers set with nothing when no stone is inside the ranges', () => {
    const everything = { priceLow: 0, priceHigh: Number.MAX_SAFE_INTEGER, sizeLow: 0, sizeHigh: Number.MAX_SAFE_INTEGER };
    const aRound = inventory.shape.indexOf(0);
    // Polish and symmetry follow the cut within one grade: an Excellent cut is never polished Fair.
    const excellentCutFairPolish = { ...everything, gradeLow: [0, 0, 0, 3, 0], gradeHigh: [0, 9, 8, 3, 3] };
    expect(engine.tuning.nearestInRanges(aRound, excellentCutFairPolish)).toBe(-1);
    expect(engine.tuning.nearestInRanges(aRound, { ...everything, priceHigh: 10, gradeLow: [0, 0, 0, 0, 0], gradeHigh: [3, 9, 8, 3, 3] })).toBe(-1);
  });
});
