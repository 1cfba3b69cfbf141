import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiamondWire as Diamond } from '../../contracts/recommendation';
import { LEAK_PATTERN, postJson, startTestServer } from '../test/test-server';
import type { TestServer } from '../test/test-server';
import { recommendationContractIssues } from '../test/recommendation-contract';
import { createDiamondCatalog } from './diamond-catalog';
import type { DiamondCatalog } from './diamond-catalog';
import { referenceStones } from './engine/reference-recommender';
import type { ReferenceStone } from './engine/reference-recommender';
import { referenceAdjust, referenceNearestInRanges } from './engine/reference-tuner';
import { isBetterDeal, qualityKey, TUNING_MOVES } from './engine/tuning-distance';
import { CLARITY_SCALE, COLOR_SCALE, FINISH_SCALE, SHAPE_SCALE } from './inventory/grade-scales';
import { adjustBounds, ALREADY_MATCHES_OPTIONS, NO_MATCH_FOR_OPTIONS, NO_MOVE_MESSAGES, pointOf, rangesOf } from './recommendation-tuning';

const HEADER = { username: 'loupe', password: 'loupe-dev' };
const COUNT = 20_000;
const SHOP_BY_PRICE = { shapes: ['Round'], price_total_from: 1_000, price_total_to: 5_000 };

interface Step {
  diamond_id: string;
  query: Record<string, unknown>;
}
interface State {
  history: Step[];
  future: Step[];
  version: 1;
  query: Record<string, unknown>;
  current: string;
}
type Moves = Record<'price' | 'size' | 'quality', Record<'dec' | 'inc', boolean>>;
interface TuneAnswer {
  state: State;
  diamond_recommended: { diamond: Diamond };
  status: { better_deal: boolean; moved: boolean };
  message?: string;
  moves: Moves;
}
interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** How many of cut, color and clarity `after` has higher, and how many lower, than `before`. */
function gradeChanges(before: Diamond, after: Diamond): { higher: number; lower: number } {
  const scales = [
    [FINISH_SCALE, 'cut'],
    [COLOR_SCALE, 'color'],
    [CLARITY_SCALE, 'clarity'],
  ] as const;
  // A scale lists its best grade first.
  const steps = scales.map(([scale, field]) => (scale as readonly string[]).indexOf(after[field]) - (scale as readonly string[]).indexOf(before[field]));
  return { higher: steps.filter((step) => step < 0).length, lower: steps.filter((step) => step > 0).length };
}

describe('POST rule_recommendation/ edit forms', () => {
  let mock: TestServer;
  // The server's stones, built again here (same seed and count, so the same stones) for the plain reference.
  let catalog: DiamondCatalog;
  let stones: ReferenceStone[];
  let start: TuneAnswer;
  beforeAll(async () => {
    mock = await startTestServer({ diamondCount: COUNT });
    catalog = createDiamondCatalog(42, COUNT);
    stones = referenceStones(catalog.inventory);
    start = (await call({ preference: SHOP_BY_PRICE })).body as unknown as TuneAnswer;
  });
  afterAll(() => mock.close());

  async function call(body: unknown): Promise<Answer> {
    const response = await postJson(`${mock.url}/recommendation/rule_recommendation/`, { header: HEADER, body });
    const text = await response.text();
    expect(text).not.toMatch(LEAK_PATTERN);
    const answer = { status: response.status, body: JSON.parse(text) as Record<string, unknown> };
    expect(recommendationContractIssues('rule_recommendation/', answer.status, answer.body)).toEqual([]);
    return answer;
  }
  async function tune(body: unknown): Promise<TuneAnswer> {
    const answer = await call(body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as unknown as TuneAnswer;
  }
  const stoneOf = (id: string): ReferenceStone => stones[catalog.indexOf(id)]!;
  /** A stone as the service answers it, with its deal block (nothing is sold on a fresh server). */
  const offered = (id: string): Diamond => catalog.offered(catalog.indexOf(id));

  describe('adjust', () => {
    it.each(TUNING_MOVES)('$attr $dir answers the closest honouring stone under the search, pushes the stone on screen and clears the future', async (adjust) => {
      const from = start.diamond_recommended.diamond;
      const answer = await tune({ diamond: from.diamond_id, state: { ...start.state, future: [{ diamond_id: '100000001', query: { shapes: ['Oval'] } }] }, adjust });
      const bounds = adjustBounds(start.state.query as never, pointOf(catalog.inventory, catalog.indexOf(from.diamond_id)), adjust);
      const expected = referenceAdjust(stones, stoneOf(from.diamond_id), adjust, bounds);
      expect(expected).toBeDefined();
      expect(answer.diamond_recommended.diamond).toEqual(offered(expected!.diamond_id));
      expect(answer.status.moved).toBe(true);
      expect(answer.message).toBeUndefined();
      expect(answer.state).toMatchObject({ history: [{ diamond_id: from.diamond_id, query: start.state.query }], future: [], version: 1, current: expected!.diamond_id });
    });

    it('keeps the promise each panel prints, from any seeded stone and search: every minus no dearer, every plus what it says; or says there is none without moving', async () => {
      const key = (diamond: Diamond) =>
        qualityKey(FINISH_SCALE.indexOf(diamond.cut as never), COLOR_SCALE.indexOf(diamond.color as never), CLARITY_SCALE.indexOf(diamond.clarity as never));
      const kept = (attr: string, dir: string, before: Diamond, after: Diamond): boolean => {
        const [p0, p1, s0, s1, q0, q1] = [before.total_sales_price, after.total_sales_price, before.size, after.size, key(before), key(after)];
        if (attr === 'price') return dir === 'dec' ? p1 < p0 : p1 > p0 && s1 >= s0 && q1 >= q0 && (s1 > s0 || q1 > q0);
        if (attr === 'size') return dir === 'dec' ? s1 < s0 && p1 <= p0 : s1 > s0;
        const { higher, lower } = gradeChanges(before, after);
        return dir === 'dec' ? higher === 0 && lower > 0 && p1 < p0 : lower === 0 && higher > 0;
      };
      await fc.assert(
        fc.asyncProperty(fc.nat({ max: COUNT - 1 }), fc.constantFrom(...TUNING_MOVES), fc.boolean(), async (index, adjust, withSearch) => {
          const from = catalog.offered(index);
          const state = { history: [], future: [], ...(withSearch && { query: { shapes: [from.shape], price_total_from: 1_000, price_total_to: 5_000 } }) };
          const answer = await tune({ diamond: from.diamond_id, state, adjust });
          const after = answer.diamond_recommended.diamond;
          if (answer.status.moved) {
            expect(kept(adjust.attr, adjust.dir, from, after), `${adjust.attr} ${adjust.dir}: ${from.diamond_id} → ${after.diamond_id}`).toBe(true);
          } else {
            expect(after).toEqual(from);
            expect(answer.message).toBe(NO_MOVE_MESSAGES[`${adjust.attr}:${adjust.dir}`]);
          }
        }),
        { numRuns: 300 },
      );
    });

    it('keeps a size or quality move within the budget, lets a price move leave it and widens the search to the new stone; back restores the search', async () => {
      const from = start.diamond_recommended.diamond;
      const state = { ...start.state, query: { ...SHOP_BY_PRICE, price_total_to: from.total_sales_price } };
      const bigger = await tune({ diamond: from.diamond_id, state, adjust: { attr: 'size', dir: 'inc' } });
      expect(bigger.diamond_recommended.diamond.size).toBeGreaterThan(from.size);
      expect(bigger.diamond_recommended.diamond.total_sales_price).toBeLessThanOrEqual(from.total_sales_price);
      const dearer = await tune({ diamond: from.diamond_id, state, adjust: { attr: 'price', dir: 'inc' } });
      const price = dearer.diamond_recommended.diamond.total_sales_price;
      expect(price).toBeGreaterThan(from.total_sales_price);
      expect(dearer.state.query).toEqual({ ...SHOP_BY_PRICE, price_total_to: price });
      const back = await tune({ diamond: dearer.state.current, state: dearer.state, command: 'back' });
      expect(back.state.query).toEqual(state.query);
      expect(back.diamond_recommended.diamond).toEqual(from);
    });

    it('moves on from a stone outside the search (widening the bounds to it) and keeps to the stone’s own shape', async () => {
      const oval = stones.find((stone) => stone.shape === 'Oval' && stone.total_sales_price > 20_000)!;
      const answer = await tune({ diamond: oval.diamond_id, state: { history: [], future: [], query: SHOP_BY_PRICE }, adjust: { attr: 'quality', dir: 'dec' } });
      expect(answer.diamond_recommended.diamond.shape).toBe('Oval');
      expect(answer.diamond_recommended.diamond.total_sales_price).toBeLessThanOrEqual(oval.total_sales_price);
    });

    it('answers better_deal by its definition: a better value ratio, or a stone that dominates the current one', async () => {
      let state = start.state;
      let current = start.diamond_recommended.diamond.diamond_id;
      const seen = new Set<boolean>();
      for (const adjust of [...TUNING_MOVES, ...TUNING_MOVES]) {
        const answer = await tune({ diamond: current, state, adjust });
        if (!answer.status.moved) continue;
        const before = catalog.indexOf(current);
        const after = catalog.indexOf(answer.state.current);
        const definition = isBetterDeal(
          { ...pointOf(catalog.inventory, before), marketPrice: catalog.inventory.marketPrice[before]! },
          { ...pointOf(catalog.inventory, after), marketPrice: catalog.inventory.marketPrice[after]! },
        );
        expect(answer.status.better_deal).toBe(definition);
        seen.add(definition);
        ({ state, current } = { state: answer.state, current: answer.state.current });
      }
      expect(seen).toEqual(new Set([true, false]));
    });

    it.each(TUNING_MOVES)('$attr $dir from the extreme stone of its shape: not moved, the same stone and state, and a message saying so', async (adjust) => {
      const point = (stone: ReferenceStone) => pointOf(catalog.inventory, catalog.indexOf(stone.diamond_id));
      const coordinate = (stone: ReferenceStone) => (adjust.attr === 'price' ? point(stone).price : adjust.attr === 'size' ? point(stone).hundredths : point(stone).qualityKey);
      const sign = adjust.dir === 'inc' ? 1 : -1;
      const hearts = stones.filter((stone) => stone.shape === 'Heart');
      const extreme = hearts.reduce((best, stone) => (sign * (coordinate(stone) - coordinate(best)) > 0 ? stone : best));
      expect(referenceAdjust(stones, extreme, adjust, adjustBounds({ shapes: ['Heart'] }, point(extreme), adjust))).toBeUndefined();
      const state = { history: [{ diamond_id: '100000005', query: { shapes: ['Heart'] } }], future: [], version: 1, query: { shapes: ['Heart'] }, current: extreme.diamond_id };
      expect(await call({ diamond: extreme.diamond_id, state, adjust })).toEqual({
        status: 200,
        body: {
          state,
          diamond_recommended: { diamond: offered(extreme.diamond_id) },
          status: { better_deal: false, moved: false },
          message: NO_MOVE_MESSAGES[`${adjust.attr}:${adjust.dir}`],
          // The answer says the move is not possible, so that the page disables it.
          moves: expect.objectContaining({ [adjust.attr]: expect.objectContaining({ [adjust.dir]: false }) }),
        },
      });
    });

    it('keeps at most 50 steps of history, dropping the oldest', async () => {
      const history = Array.from({ length: 50 }, (_, i) => ({ diamond_id: String(100_000_100 + i), query: { shapes: ['Round'] } }));
      const from = start.diamond_recommended.diamond.diamond_id;
      const answer = await tune({ diamond: from, state: { ...start.state, history }, adjust: { attr: 'price', dir: 'dec' } });
      expect(answer.state.history).toHaveLength(50);
      expect(answer.state.history[0]!.diamond_id).toBe('100000101');
      expect(answer.state.history[49]).toEqual({ diamond_id: from, query: start.state.query });
    });
  });

  describe('set', () => {
    const OPTIONS = {
      price_total_from: 2_000,
      price_total_to: 12_000,
      size_from: 1,
      size_to: 1.5,
      cut_from: 'Excellent',
      cut_to: 'Very Good',
      color_from: 'D',
      color_to: 'G',
      clarity_from: 'IF',
      clarity_to: 'VS2',
      polish_from: 'Excellent',
      polish_to: 'Good',
      symmetry_from: 'Excellent',
      symmetry_to: 'Good',
    };

    it('answers the stone of the same shape nearest to the one on screen inside every range, and takes the ranges’ budget and size as the search', async () => {
      const from = start.diamond_recommended.diamond;
      const answer = await tune({ diamond: from.diamond_id, state: start.state, set: OPTIONS });
      const expected = referenceNearestInRanges(stones, stoneOf(from.diamond_id), rangesOf(OPTIONS as never));
      expect(expected!.diamond_id).not.toBe(from.diamond_id);
      expect(answer.diamond_recommended.diamond).toEqual(offered(expected!.diamond_id));
      const { size, color, cut, total_sales_price: price } = answer.diamond_recommended.diamond;
      expect(size >= 1 && size <= 1.5 && price >= 2_000 && price <= 12_000).toBe(true);
      expect(['D', 'E', 'F', 'G']).toContain(color);
      expect(['Excellent', 'Very Good']).toContain(cut);
      expect(answer.status.moved).toBe(true);
      expect(answer.state).toMatchObject({
        history: [{ diamond_id: from.diamond_id }],
        future: [],
        query: { shapes: ['Round'], price_total_from: 2_000, price_total_to: 12_000, size_from: 1, size_to: 1.5 },
      });
    });

    it('answers "No diamond matches these options." without moving when nothing is inside the ranges', async () => {
      const from = start.diamond_recommended.diamond.diamond_id;
      const answer = await tune({ diamond: from, state: start.state, set: { ...OPTIONS, price_total_from: 10, price_total_to: 20 } });
      expect(answer).toEqual({ state: start.state, diamond_recommended: start.diamond_recommended, status: { better_deal: false, moved: false }, message: NO_MATCH_FOR_OPTIONS, moves: start.moves });
    });

    /** The panel as it opens (the storefront's moreOptionsAround): the search widened to the stone, each end on the
     * slider's stop outside it ($2,000 steps; 0.25 ct and 0.2 ct steps), every grade the sliders offer. */
    const rangesAsOpened = (stone: ReferenceStone, search: { price_total_from?: number; price_total_to?: number }) => {
      const price = stone.total_sales_price;
      const lowStop = (carat: number) => Math.max(0.25, Number((0.25 + Math.floor((carat - 0.25) / 0.2 + 1e-9) * 0.2).toFixed(2)));
      return {
        price_total_from: Math.floor(Math.min(search.price_total_from ?? 1_000, price) / 2_000) * 2_000,
        price_total_to: Math.min(1_000_000, Math.ceil(Math.max(search.price_total_to ?? 1_000_000, price) / 2_000) * 2_000),
        size_from: lowStop(stone.size),
        size_to: 100,
        cut_from: 'Excellent',
        cut_to: 'Fair',
        color_from: 'D',
        color_to: 'J',
        clarity_from: 'IF',
        clarity_to: 'I1',
        polish_from: 'Excellent',
        polish_to: 'Fair',
        symmetry_from: 'Excellent',
        symmetry_to: 'Fair',
      };
    };

    it('keeps the stone on screen when it is inside every range: the panel searched as it opens moves nowhere, from any seeded stone D to J', async () => {
      await fc.assert(
        fc.asyncProperty(fc.nat({ max: COUNT - 1 }), fc.constantFrom({}, SHOP_BY_PRICE, { price_total_from: 5_000, price_total_to: 10_000 }), async (index, search) => {
          const stone = stones[index]!;
          fc.pre(COLOR_SCALE.indexOf(stone.color as never) <= COLOR_SCALE.indexOf('J'));
          const state = { history: [], future: [], query: { shapes: [stone.shape], ...search } };
          const answer = await tune({ diamond: stone.diamond_id, state, set: rangesAsOpened(stone, search) });
          expect(answer.status).toEqual({ better_deal: false, moved: false });
          expect(answer.message).toBe(ALREADY_MATCHES_OPTIONS);
          expect(answer.diamond_recommended.diamond.diamond_id).toBe(stone.diamond_id);
          expect(answer.state.history).toEqual([]);
        }),
        { numRuns: 40 },
      );
    });

    it('moves a stone of a color past the sliders (K to M) to the nearest stone the sliders hold', async () => {
      const faint = stones.find((stone) => stone.color === 'K' && stone.shape === 'Round')!;
      const answer = await tune({ diamond: faint.diamond_id, state: { history: [], future: [], query: { shapes: ['Round'] } }, set: rangesAsOpened(faint, {}) });
      const expected = referenceNearestInRanges(stones, faint, rangesOf(rangesAsOpened(faint, {}) as never))!;
      expect(answer.diamond_recommended.diamond.diamond_id).toBe(expected.diamond_id);
      expect(answer.diamond_recommended.diamond.color).toBe('J');
      expect(answer.status.moved).toBe(true);
    });
  });

  describe('the moves each answer offers', () => {
    it("answers 'stay' with the stone given, the state as read, no move, and the moves it offers", async () => {
      const from = start.diamond_recommended.diamond;
      const answer = await tune({ diamond: from.diamond_id, state: { history: [], future: [], query: SHOP_BY_PRICE }, command: 'stay' });
      expect(answer).toEqual({
        state: { history: [], future: [], version: 1, query: SHOP_BY_PRICE, current: from.diamond_id },
        diamond_recommended: { diamond: from },
        status: { better_deal: false, moved: false },
        moves: start.moves,
      });
    });

    it('tells the truth: a move it offers finds a stone, a move it does not answers moved: false, from any seeded stone and search', async () => {
      await fc.assert(
        fc.asyncProperty(fc.nat({ max: COUNT - 1 }), fc.boolean(), async (index, withSearch) => {
          const from = catalog.offered(index);
          const state = { history: [], future: [], ...(withSearch && { query: { shapes: [from.shape], price_total_from: 1_000, price_total_to: 5_000 } }) };
          const { moves } = await tune({ diamond: from.diamond_id, state, command: 'stay' });
          for (const adjust of TUNING_MOVES) {
            const pressed = await tune({ diamond: from.diamond_id, state, adjust });
            expect(pressed.status.moved, `${from.diamond_id} ${adjust.attr} ${adjust.dir}`).toBe(moves[adjust.attr][adjust.dir]);
          }
        }),
        { numRuns: 60 },
      );
    });

    it('gives with a move the moves of the stone it moved to, under the search it widened', async () => {
      const from = start.diamond_recommended.diamond;
      const moved = await tune({ diamond: from.diamond_id, state: start.state, adjust: { attr: 'price', dir: 'inc' } });
      const there = await tune({ diamond: moved.state.current, state: { ...moved.state, history: [], future: [] }, command: 'stay' });
      expect(moved.moves).toEqual(there.moves);
    });

    it('offers no higher quality from a stone no stone of its search outgrades, and says so when pressed', async () => {
      // The finest Heart: no stone of its shape has every grade as good and one better.
      const hearts = stones.filter((stone) => stone.shape === 'Heart');
      const rank = (stone: ReferenceStone) => qualityKey(FINISH_SCALE.indexOf(stone.cut as never), COLOR_SCALE.indexOf(stone.color as never), CLARITY_SCALE.indexOf(stone.clarity as never));
      const finest = hearts.reduce((best, stone) => (rank(stone) > rank(best) ? stone : best));
      const state = { history: [], future: [], query: { shapes: ['Heart'] } };
      const { moves } = await tune({ diamond: finest.diamond_id, state, command: 'stay' });
      expect(moves.quality.inc).toBe(false);
      const pressed = await tune({ diamond: finest.diamond_id, state, adjust: { attr: 'quality', dir: 'inc' } });
      expect([pressed.status.moved, pressed.message, pressed.moves.quality.inc]).toEqual([false, NO_MOVE_MESSAGES['quality:inc'], false]);
    });
  });

  describe('back and forward', () => {
    const edit = fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...TUNING_MOVES).map((adjust) => ({ adjust })) },
      { weight: 1, arbitrary: fc.constantFrom({ set: { color_from: 'D', color_to: 'H' } }, { set: { size_from: 1, size_to: 1.5 } }) },
    );

    it('walks the history exactly: a run of moves, then back answers the stones visited in reverse and forward replays them', async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(edit, { minLength: 1, maxLength: 6 }), async (edits) => {
          let answer = start;
          const visited = [answer.state.current];
          const queries = [answer.state.query];
          for (const form of edits) {
            answer = await tune({ diamond: answer.state.current, state: answer.state, ...form });
            if (!answer.status.moved) continue;
            visited.push(answer.state.current);
            queries.push(answer.state.query);
          }
          expect(answer.state.history.map((step) => step.diamond_id)).toEqual(visited.slice(0, -1));
          for (let i = visited.length - 2; i >= 0; i--) {
            answer = await tune({ diamond: answer.state.current, state: answer.state, command: 'back' });
            expect(answer.diamond_recommended.diamond.diamond_id).toBe(visited[i]);
            expect(answer.state.query).toEqual(queries[i]);
            expect(answer.status.moved).toBe(true);
          }
          expect(answer.state.history).toEqual([]);
          expect(answer.state.future.map((step) => step.diamond_id)).toEqual(visited.slice(1));
          expect((await call({ diamond: answer.state.current, state: answer.state, command: 'back' })).status).toBe(400);
          for (let i = 1; i < visited.length; i++) {
            answer = await tune({ diamond: answer.state.current, state: answer.state, command: 'forward' });
            expect(answer.diamond_recommended.diamond.diamond_id).toBe(visited[i]);
            expect(answer.state.query).toEqual(queries[i]);
          }
          expect(answer.state.future).toEqual([]);
          expect((await call({ diamond: answer.state.current, state: answer.state, command: 'forward' })).status).toBe(400);
        }),
        { numRuns: 12 },
      );
    });

    it('reads steps given as bare diamond ids (the stone under the state’s search)', async () => {
      const answer = await tune({ diamond: '100000003', state: { history: ['100000002'], future: [], query: SHOP_BY_PRICE }, command: 'back' });
      expect(answer.diamond_recommended.diamond.diamond_id).toBe('100000002');
      expect(answer.state).toEqual({
        history: [],
        future: [{ diamond_id: '100000003', query: { shapes: ['Round'], price_total_from: 1_000, price_total_to: 5_000 } }],
        version: 1,
        query: { shapes: ['Round'], price_total_from: 1_000, price_total_to: 5_000 },
        current: '100000002',
      });
    });
  });

  it('keeps no session: the same request gives the same answer, whatever was asked in between', async () => {
    const request = { diamond: start.state.current, state: start.state, adjust: { attr: 'quality', dir: 'inc' } };
    const first = await call(request);
    await call({ diamond: start.state.current, state: start.state, adjust: { attr: 'price', dir: 'dec' } });
    await call({ preference: { shapes: ['Oval'] } });
    expect(await call(request)).toEqual(first);
  });

  it('accepts the page’s first state: the two lists and its search (with fields the service ignores)', async () => {
    const answer = await tune({ diamond: start.state.current, state: { history: [], future: [], query: { ...SHOP_BY_PRICE, attr: 'price' } }, adjust: { attr: 'size', dir: 'inc' } });
    expect(answer.state.history).toEqual([{ diamond_id: start.state.current, query: start.state.query }]);
  });

  it('answers 404 for an unknown diamond', async () => {
    for (const diamond of ['999999999', String(100_000_000 + COUNT), 'abc']) {
      expect(await call({ diamond, state: start.state, adjust: { attr: 'price', dir: 'dec' } })).toEqual({ status: 404, body: { message: 'Diamond was not found', parameters: [] } });
    }
  });

  describe('bad bodies answer 400 naming the problem', () => {
    const INVALID = 'Invalid value of "%value" provided for the %fieldName field.';
    const REQUIRED = '"%fieldName" is required. Enter and try again.';
    const move = { adjust: { attr: 'price', dir: 'dec' } };
    const withState = (state: unknown, form: Record<string, unknown> = move) => ({ diamond: '100000010', state, ...form });
    const step = (diamond_id: string) => ({ diamond_id, query: { shapes: ['Round'] } });

    it.each([
      ['adjust and set', { diamond: '100000010', state: { history: [], future: [] }, ...move, set: {} }, 'Only one of %fieldNames can be given.', { fieldNames: 'adjust, set' }],
      ['a preference and a command', { preference: {}, command: 'back' }, 'Only one of %fieldNames can be given.', { fieldNames: 'preference, command' }],
      ['no edit', { diamond: '100000010', state: { history: [], future: [] } }, 'One of %fieldNames is required. Enter and try again.', { fieldNames: 'adjust, set, command' }],
      ['no diamond', { state: { history: [], future: [] }, ...move }, REQUIRED, { fieldName: 'diamond' }],
      ['no state', { diamond: '100000010', ...move }, REQUIRED, { fieldName: 'state' }],
      ['a state that is not an object', withState('opaque'), INVALID, { value: 'opaque', fieldName: 'state' }],
      ['a state without history', withState({ future: [] }), REQUIRED, { fieldName: 'history' }],
      ['a history that is not a list', withState({ history: {}, future: [] }), INVALID, { value: '{}', fieldName: 'history' }],
      ['a history step that is a number', withState({ history: [100000001], future: [] }), INVALID, { value: '100000001', fieldName: 'history' }],
      ['a history step of an unknown stone', withState({ history: [step('100000002'), step('999999999')], future: [] }), INVALID, { value: '999999999', fieldName: 'history' }],
      ['a future step of an unknown stone', withState({ history: [], future: ['100000002x'] }), INVALID, { value: '100000002x', fieldName: 'future' }],
      ['a current stone that is unknown', withState({ history: [], future: [], current: '123' }), INVALID, { value: '123', fieldName: 'current' }],
      ['another state version', withState({ history: [], future: [], version: 2 }), INVALID, { value: '2', fieldName: 'version' }],
      ['a search with an unknown shape', withState({ history: [], future: [], query: { shapes: ['Trillion'] } }), INVALID, { value: 'Trillion', fieldName: 'shapes' }],
      ['a search with inverted bounds', withState({ history: [], future: [], query: { size_from: 2, size_to: 1 } }), '"%fieldName" must not be greater than "%otherFieldName".', { fieldName: 'size_from', otherFieldName: 'size_to' }],
      ['an unknown attr', withState({ history: [], future: [] }, { adjust: { attr: 'color', dir: 'inc' } }), INVALID, { value: 'color', fieldName: 'attr' }],
      ['an unknown dir', withState({ history: [], future: [] }, { adjust: { attr: 'price', dir: 'up' } }), INVALID, { value: 'up', fieldName: 'dir' }],
      ['an unknown command', withState({ history: [], future: [] }, { command: 'undo' }), INVALID, { value: 'undo', fieldName: 'command' }],
      ['an unknown grade', withState({ history: [], future: [] }, { set: { color_from: 'Z' } }), INVALID, { value: 'Z', fieldName: 'color_from' }],
      ['a worse grade first', withState({ history: [], future: [] }, { set: { cut_from: 'Good', cut_to: 'Excellent' } }), '"%fieldName" must not be greater than "%otherFieldName".', { fieldName: 'cut_from', otherFieldName: 'cut_to' }],
      ['a budget from above to', withState({ history: [], future: [] }, { set: { price_total_from: 9, price_total_to: 1 } }), '"%fieldName" must not be greater than "%otherFieldName".', { fieldName: 'price_total_from', otherFieldName: 'price_total_to' }],
      ['back with an empty history', withState({ history: [], future: [step('100000002')] }, { command: 'back' }), 'There is no earlier diamond to go back to.', []],
      ['forward with an empty future', withState({ history: [step('100000002')], future: [] }, { command: 'forward' }), 'There is no later diamond to go forward to.', []],
    ])('%s', async (_, body, message, parameters) => {
      expect(await call(body)).toEqual({ status: 400, body: { message, parameters } });
    });

    it('a history longer than the service ever makes', async () => {
      const answer = await call(withState({ history: Array.from({ length: 51 }, () => '100000001'), future: [] }));
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ message: INVALID, parameters: { fieldName: 'history' } });
    });

    it('never a 500 for random junk in the state', async () => {
      const junk = fc.oneof(fc.jsonValue(), fc.record({ history: fc.jsonValue(), future: fc.jsonValue(), query: fc.jsonValue(), version: fc.jsonValue() }));
      await fc.assert(
        fc.asyncProperty(junk, fc.constantFrom<Record<string, unknown>>(move, { command: 'back' }, { set: {} }), async (state, form) => {
          expect([200, 400]).toContain((await call(withState(state, form))).status);
        }),
        { numRuns: 60 },
      );
    });
  });

  it('keeps the preference form as it was', async () => {
    expect(start.state).toMatchObject({ history: [], future: [], current: start.diamond_recommended.diamond.diamond_id });
    expect(start.status).toEqual({ better_deal: false });
    expect(SHAPE_SCALE).toContain(start.diamond_recommended.diamond.shape);
  });
});
