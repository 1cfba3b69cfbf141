import type { DiamondWire as Diamond } from '../../contracts/recommendation';
import type { DiamondCatalog } from './diamond-catalog';
import { firstDollarAtLeast, firstHundredthAtLeast, lastDollarAtMost, lastHundredthAtMost } from './engine/carat-window';
import type { TuningBounds, TuningMove, TuningPoint } from './engine/tuning-distance';
import { comboIndex, isBetterDeal, QUALITY_KEYS } from './engine/tuning-distance';
import type { StoneRanges } from './engine/tuning-tree';
import { GRADE_FIELDS } from './engine/tuning-tree';
import { NO_UNAVAILABLE_STONES } from './engine/unavailable-stones';
import type { UnavailableStones } from './engine/unavailable-stones';
import { CLARITY_SCALE, COLOR_SCALE, FINISH_SCALE, SHAPE_SCALE } from './inventory/grade-scales';
import type { DiamondInventory } from './inventory/diamond-inventory';
import { recommendationErrors } from './recommendation-errors';
import type { QueryInput, RecommendationQuery } from './recommendation-query';
import { readQuery } from './recommendation-query';
import type { RecommendationState, RecommendationStep } from './recommendation-state';
import { STATE_VERSION } from './recommendation-state';
import type { RangeQueryBody } from './tuning.request';
import { MAX_HISTORY } from './tuning.request';

/**
 * The edit forms of `rule_recommendation/` (docs/api-contracts.md; design in docs/recommendation-engine.md,
 * "Tuning"), apart from HTTP: the route sends these answers, the benchmark times them. Everything a move needs
 * travels in `state`; nothing is remembered between calls.
 */

export interface TuningResponse {
  state: RecommendationState;
  diamond_recommended: { diamond: Diamond };
  status: { better_deal: boolean; moved: boolean };
  message?: string;
  moves: PossibleMoves;
}

/** Which `adjust` moves find a stone from the stone answered (contracts/recommendation: `possibleMovesSchema`). */
export type PossibleMoves = Record<TuningMove['attr'], Record<TuningMove['dir'], boolean>>;

/**
 * The moves that would find a stone from `stone` under `query`: each the very search `adjust` makes (the same
 * bounds, promise and stock), ended at the first honouring stone. The page disables a button whose move is false,
 * so a shopper is never offered a move that cannot keep its word.
 */
export function possibleMoves(catalog: DiamondCatalog, stone: number, query: RecommendationQuery, sold: UnavailableStones = NO_UNAVAILABLE_STONES): PossibleMoves {
  const point = pointOf(catalog.inventory, stone);
  const can = (attr: TuningMove['attr'], dir: TuningMove['dir']): boolean => {
    const move = { attr, dir };
    return catalog.engine.tuning.canMove(stone, move, adjustBounds(query, point, move), sold);
  };
  return {
    price: { dec: can('price', 'dec'), inc: can('price', 'inc') },
    size: { dec: can('size', 'dec'), inc: can('size', 'inc') },
    quality: { dec: can('quality', 'dec'), inc: can('quality', 'inc') },
  };
}

/** What the page shows when no stone honours a move (it keeps its stone). */
export const NO_MOVE_MESSAGES: Readonly<Record<`${TuningMove['attr']}:${TuningMove['dir']}`, string>> = {
  'price:dec': 'There is no cheaper diamond for your search.',
  'price:inc': 'There is no more expensive diamond for your search.',
  'size:dec': 'There is no smaller diamond for your search.',
  'size:inc': 'There is no bigger diamond for your search.',
  'quality:dec': 'There is no diamond of lower quality for your search.',
  'quality:inc': 'There is no diamond of higher quality for your search.',
};
export const NO_MATCH_FOR_OPTIONS = 'No diamond matches these options.';
export const ALREADY_MATCHES_OPTIONS = 'This diamond already matches these options.';

/** A validated edit-form body (tuning.request.ts), or one built in code from an earlier answer's state. */
export interface TuningInput {
  readonly diamond: string;
  readonly state: TuningStateInput;
  readonly adjust?: TuningMove | null;
  readonly set?: RangeQueryBody | null;
  readonly command?: 'back' | 'forward' | 'stay' | null;
}

export interface TuningStateInput {
  readonly history: readonly StepInput[];
  readonly future: readonly StepInput[];
  readonly query?: QueryInput | null;
  readonly current?: string | null;
}

type StepInput = string | { readonly diamond_id: string; readonly query: QueryInput };

/** The state as the service reads it: steps resolved, the search validated. */
interface ReadState {
  readonly history: readonly RecommendationStep[];
  readonly future: readonly RecommendationStep[];
  readonly query: RecommendationQuery;
}

export function tuningResponse(catalog: DiamondCatalog, body: TuningInput, sold: UnavailableStones = NO_UNAVAILABLE_STONES): TuningResponse {
  const stone = catalog.indexOf(body.diamond);
  if (stone < 0) throw recommendationErrors.diamondNotFound();
  const state = readState(catalog, body.state, stone, sold);
  const here: RecommendationStep = { diamond_id: body.diamond, query: state.query };
  const { inventory } = catalog;

  const stay = (message?: string): TuningResponse => ({
    state: stateOf(state.history, state.future, state.query, body.diamond),
    diamond_recommended: { diamond: catalog.offered(stone, sold) },
    status: { better_deal: false, moved: false },
    ...(message !== undefined && { message }),
    moves: possibleMoves(catalog, stone, state.query, sold),
  });
  const move = (next: number, history: readonly RecommendationStep[], future: readonly RecommendationStep[], query: RecommendationQuery): TuningResponse => {
    const diamond = catalog.offered(next, sold);
    return {
      state: stateOf(history, future, query, diamond.diamond_id),
      diamond_recommended: { diamond },
      status: { better_deal: isBetterDeal(pricedPoint(inventory, stone), pricedPoint(inventory, next)), moved: true },
      moves: possibleMoves(catalog, next, query, sold),
    };
  };
  // A new step: the stone on screen goes onto the history (the oldest dropped past the cap), the future is cleared.
  const pushed = [...state.history, here].slice(-MAX_HISTORY);

  if (body.adjust) {
    const adjust = body.adjust;
    const next = catalog.engine.tuning.adjust(stone, adjust, adjustBounds(state.query, pointOf(inventory, stone), adjust), sold);
    if (next < 0) return stay(NO_MOVE_MESSAGES[`${adjust.attr}:${adjust.dir}`]);
    return move(next, pushed, [], widenedQuery(state.query, inventory, next));
  }
  if (body.set) {
    // The stone nearest to the one on screen inside the ranges: the panel opens around the stone and the search, so a
    // Search the shopper did not change keeps the stone, and a narrowed range moves no further than it must.
    const next = catalog.engine.tuning.nearestInRanges(stone, rangesOf(body.set), sold);
    if (next < 0) return stay(NO_MATCH_FOR_OPTIONS);
    if (next === stone) return stay(ALREADY_MATCHES_OPTIONS);
    return move(next, pushed, [], setQuery(state.query, body.set));
  }
  // Nothing walked: the stone on screen and the moves it offers (a page opened from a pick or a link asks this).
  if (body.command === 'stay') return stay();
  if (body.command === 'back') {
    const previous = state.history[state.history.length - 1];
    if (!previous) throw recommendationErrors.nothingBack();
    return move(catalog.indexOf(previous.diamond_id), state.history.slice(0, -1), [here, ...state.future].slice(0, MAX_HISTORY), previous.query);
  }
  const following = state.future[0];
  if (!following) throw recommendationErrors.nothingForward();
  return move(catalog.indexOf(following.diamond_id), pushed, state.future.slice(1), following.query);
}

const stateOf = (history: readonly RecommendationStep[], future: readonly RecommendationStep[], query: RecommendationQuery, current: string): RecommendationState => ({
  history,
  future,
  version: STATE_VERSION,
  query,
  current,
});

/**
 * Reads `state`: its search (the stone's own shape and no bounds when the page sends none) and its steps, each a
 * known stone. A step given as a bare id stands for that stone under the state's search. A state naming a stone the
 * service does not have was not made by it: 400. Steps on stones sold since are dropped (one stone, one sale).
 */
function readState(catalog: DiamondCatalog, body: TuningStateInput, stone: number, sold: UnavailableStones): ReadState {
  const query = body.query ? readQuery(body.query) : { shapes: [SHAPE_SCALE[catalog.inventory.shape[stone]!]!] };
  if (typeof body.current === 'string' && catalog.indexOf(body.current) < 0) throw recommendationErrors.unknownStep('current', body.current);
  const readStep = (fieldName: string) => (step: StepInput): RecommendationStep => {
    const diamondId = typeof step === 'string' ? step : step.diamond_id;
    if (catalog.indexOf(diamondId) < 0) throw recommendationErrors.unknownStep(fieldName, diamondId);
    return { diamond_id: diamondId, query: typeof step === 'string' ? query : readQuery(step.query) };
  };
  // A stone sold since the shopper passed it is no step to go back or forward to: it leaves the history as well.
  const forSale = (step: RecommendationStep) => sold.size === 0 || !sold.has(catalog.indexOf(step.diamond_id));
  return { history: body.history.map(readStep('history')).filter(forSale), future: body.future.map(readStep('future')).filter(forSale), query };
}

export function pointOf(inventory: DiamondInventory, stone: number): TuningPoint {
  const [cut, color, clarity] = [inventory.cut[stone]!, inventory.color[stone]!, inventory.clarity[stone]!];
  return { price: inventory.price[stone]!, hundredths: inventory.caratHundredths[stone]!, qualityKey: QUALITY_KEYS[comboIndex(cut, color, clarity)]!, cut, color, clarity };
}

const pricedPoint = (inventory: DiamondInventory, stone: number) => ({ ...pointOf(inventory, stone), marketPrice: inventory.marketPrice[stone]! });

const NO_LIMIT = Number.MAX_SAFE_INTEGER;

/**
 * The bounds an `adjust` keeps to: the search's budget and size bounds, widened to take in the stone on screen (a
 * shopper who has already moved outside the search moves on from there), without the moved attribute's bound in
 * the move's direction (a price `inc` past the budget is what the shopper asked for). The shape is the stone's own.
 */
export function adjustBounds(query: RecommendationQuery, current: TuningPoint, move: TuningMove): TuningBounds {
  const priceLow = Math.min(query.price_total_from == null ? 0 : firstDollarAtLeast(query.price_total_from), current.price);
  const priceHigh = Math.max(query.price_total_to == null ? NO_LIMIT : lastDollarAtMost(query.price_total_to), current.price);
  const sizeLow = Math.min(query.size_from == null ? 0 : firstHundredthAtLeast(query.size_from), current.hundredths);
  const sizeHigh = Math.max(query.size_to == null ? NO_LIMIT : lastHundredthAtMost(query.size_to), current.hundredths);
  const lifts = (attr: TuningMove['attr'], dir: TuningMove['dir']) => move.attr === attr && move.dir === dir;
  return {
    priceLow: lifts('price', 'dec') ? 0 : priceLow,
    priceHigh: lifts('price', 'inc') ? NO_LIMIT : priceHigh,
    sizeLow: lifts('size', 'dec') ? 0 : sizeLow,
    sizeHigh: lifts('size', 'inc') ? NO_LIMIT : sizeHigh,
  };
}

/** The search after an `adjust`: each bound the new stone lies beyond moves out to it, so the search follows the
 * shopper's moves (and `back` restores the one before). */
function widenedQuery(query: RecommendationQuery, inventory: DiamondInventory, stone: number): RecommendationQuery {
  const price = inventory.price[stone]!;
  const carat = inventory.caratHundredths[stone]! / 100;
  return {
    shapes: query.shapes,
    ...(query.price_total_from != null && { price_total_from: Math.min(query.price_total_from, price) }),
    ...(query.price_total_to != null && { price_total_to: Math.max(query.price_total_to, price) }),
    ...(query.size_from != null && { size_from: Math.min(query.size_from, carat) }),
    ...(query.size_to != null && { size_to: Math.max(query.size_to, carat) }),
  };
}

/** The search after a `set`: its budget and size ranges replace the search's (a bound it leaves out is dropped);
 * the grade ranges choose the stone but are not kept (the query has no grades, and a later quality move leaves
 * them anyway). */
function setQuery(query: RecommendationQuery, set: RangeQueryBody): RecommendationQuery {
  return {
    shapes: query.shapes,
    ...(set.price_total_from != null && { price_total_from: set.price_total_from }),
    ...(set.price_total_to != null && { price_total_to: set.price_total_to }),
    ...(set.size_from != null && { size_from: set.size_from }),
    ...(set.size_to != null && { size_to: set.size_to }),
  };
}

const GRADE_SCALES: Readonly<Record<(typeof GRADE_FIELDS)[number], readonly string[]>> = {
  cut: FINISH_SCALE,
  color: COLOR_SCALE,
  clarity: CLARITY_SCALE,
  polish: FINISH_SCALE,
  symmetry: FINISH_SCALE,
};

/** The ranges of a `set` as integers and grade codes, each absent bound open. A `from` above its `to` (for grades:
 * a worse grade first) answers 400 naming both fields. */
export function rangesOf(set: RangeQueryBody): StoneRanges {
  for (const [from, to] of [
    ['price_total_from', 'price_total_to'],
    ['size_from', 'size_to'],
  ] as const) {
    const low = set[from];
    const high = set[to];
    if (low != null && high != null && low > high) throw recommendationErrors.boundsInverted(from, to);
  }
  const gradeLow: number[] = [];
  const gradeHigh: number[] = [];
  for (const name of GRADE_FIELDS) {
    const scale = GRADE_SCALES[name];
    const from = set[`${name}_from`];
    const to = set[`${name}_to`];
    const low = from == null ? 0 : scale.indexOf(from);
    const high = to == null ? scale.length - 1 : scale.indexOf(to);
    if (low > high) throw recommendationErrors.boundsInverted(`${name}_from`, `${name}_to`);
    gradeLow.push(low);
    gradeHigh.push(high);
  }
  return {
    priceLow: set.price_total_from == null ? 0 : firstDollarAtLeast(set.price_total_from),
    priceHigh: set.price_total_to == null ? NO_LIMIT : lastDollarAtMost(set.price_total_to),
    sizeLow: set.size_from == null ? 0 : firstHundredthAtLeast(set.size_from),
    sizeHigh: set.size_to == null ? NO_LIMIT : lastHundredthAtMost(set.size_to),
    gradeLow,
    gradeHigh,
  };
}
