import { defer, of, throwError, type Observable } from 'rxjs';
import type {
  RecommendationAnswer,
  RecommendationGateway,
  TuneAnswer,
  TuneRequest,
  TuningState,
} from '../../src/application/kernel/recommendation.gateway.port';
import { EDUCATION_CLARITIES, EDUCATION_COLORS, EDUCATION_CUT_GRADES, type GradeRange } from '../../src/domain/diamond/grades';
import { clarityScore, colorScore, cutScore } from './icon-scores';
import { ALTERNATIVES_SHOWN, type SimilarDiamonds } from '../../src/domain/diamond/alternatives';
import type { PricePosition } from '../../src/domain/diamond/deal-insight';
import type { Diamond, DiamondId } from '../../src/domain/diamond/diamond';
import type { Shape } from '../../src/domain/diamond/shapes';
import type { PriceRangeResponse } from '../../src/domain/discovery/price-range';
import type { AdjustableParameter, AdjustDirection, PossibleMoves } from '../../src/domain/discovery/diamond-edit';
import type { MoreOptionsRanges } from '../../src/domain/discovery/more-options';
import { toRecommendedDiamonds } from '../../src/domain/discovery/recommendation';
import { queryShapes, type ShopByQuery } from '../../src/domain/discovery/shop-by';

/** Whether a stone lies inside every range of More Options (each grade on its scale, best first). */
const insideRanges =
  (ranges: MoreOptionsRanges) =>
  (d: Diamond): boolean => {
    const within = (scale: readonly string[], grade: string, range: GradeRange) =>
      scale.indexOf(grade) >= scale.indexOf(range.from) && scale.indexOf(grade) <= scale.indexOf(range.to);
    return (
      d.price >= ranges.price.from &&
      d.price <= ranges.price.to &&
      d.size >= ranges.size.from &&
      d.size <= ranges.size.to &&
      within(EDUCATION_CUT_GRADES, d.cut, ranges.cut) &&
      within(EDUCATION_COLORS, d.color, ranges.color) &&
      within(EDUCATION_CLARITIES, d.clarity, ranges.clarity) &&
      within(EDUCATION_CUT_GRADES, d.polish, ranges.polish) &&
      within(EDUCATION_CUT_GRADES, d.symmetry, ranges.symmetry)
    );
  };

const notFound = () => Object.assign(new Error('Diamond was not found'), { status: 404 });
/** The icon-score sum of cut, color and clarity: the order the price plus and the More Options search read. */
const quality = (d: Diamond) => cutScore(d.cut) + colorScore(d.color) + clarityScore(d.clarity);

/** The recommendation service's contract answered by filtering and sorting a list: for tests of use cases and
 * views. `failWith` makes every call fail, as an unreachable service would. */
export class InMemoryRecommendationGateway implements RecommendationGateway {
  failWith: unknown = null;
  readonly queries: ShopByQuery[] = [];
  /** Price positions a test gives; a stone without one gets a plain one from the list (below). */
  readonly pricePositions = new Map<DiamondId, PricePosition>();
  /** Answers price_position/ as a service without that call would: 404 on the path. */
  lacksPricePosition = false;
  /** Stones the service still knows but no longer offers (an order holds them), by id: only similar_diamonds/ names
   * them. */
  readonly sold = new Map<DiamondId, Diamond>();

  constructor(private readonly diamonds: readonly Diamond[] = []) {}

  recommend(query: ShopByQuery): Observable<RecommendationAnswer> {
    return this.answer(() => {
      this.queries.push(query);
      const eligible = this.eligible(query);
      if (eligible.length === 0) return { picks: [], totalAvailable: 0, state: {}, message: 'No diamonds match this search.' };
      const taken = new Set<DiamondId>();
      const pick = (score: (d: Diamond) => number) => {
        const best = eligible.filter((d) => !taken.has(d.id)).sort((a, b) => score(b) - score(a))[0];
        if (best) taken.add(best.id);
        return best;
      };
      const biggest = pick((d) => d.size);
      const bestDeal = pick((d) => -d.price / d.size);
      const brightest = pick((d) => d.quality.overall);
      const recommended = pick((d) => d.quality.overall * d.size);
      return {
        picks: toRecommendedDiamonds([
          ['recommended', recommended],
          ['biggest', biggest],
          ['brightest', brightest],
          ['best_deal', bestDeal],
        ]),
        totalAvailable: eligible.length,
        state: { query },
      };
    });
  }

  recommendOne(query: ShopByQuery): Observable<TuneAnswer> {
    return this.answer(() => {
      const best = [...this.eligible(query)].sort((a, b) => b.quality.overall * b.size - a.quality.overall * a.size)[0];
      if (!best) throw notFound();
      return { diamond: best, state: { history: [], future: [], query }, moved: true, moves: this.movesFrom(best) };
    });
  }

  /** The edit forms, answered plainly: the nearest stone of the same shape that honours the move. */
  tune({ diamondId, state, edit }: TuneRequest): Observable<TuneAnswer> {
    return this.answer(() => {
      const current = this.diamonds.find((d) => d.id === diamondId);
      if (!current) throw notFound();
      const history = state.history as readonly DiamondId[];
      const future = state.future as readonly DiamondId[];
      const stay = (message?: string): TuneAnswer => ({ diamond: current, state, moved: false, ...(message !== undefined && { message }), moves: this.movesFrom(current) });
      const go = (next: Diamond, nextState: TuningState): TuneAnswer => ({ diamond: next, state: nextState, moved: true, moves: this.movesFrom(next) });

      if (edit.kind === 'command') {
        if (edit.command === 'stay') return stay();
        const from = edit.command === 'back' ? history : future;
        const id = edit.command === 'back' ? from.at(-1) : from[0];
        const next = this.diamonds.find((d) => d.id === id);
        if (!id || !next) throw Object.assign(new Error('Nothing to go back or forward to'), { status: 400 });
        return edit.command === 'back'
          ? go(next, { ...state, history: history.slice(0, -1), future: [current.id, ...future] })
          : go(next, { ...state, history: [...history, current.id], future: future.slice(1) });
      }

      let candidates: Diamond[];
      if (edit.kind === 'adjust') {
        candidates = this.honouring(current, edit.attr, edit.dir);
      } else {
        // More Options: the stone nearest to the current one inside the ranges, the current one when it is inside.
        const inside = insideRanges(edit.ranges);
        if (inside(current)) return stay('This diamond already matches these options.');
        candidates = this.sameShape(current)
          .filter(inside)
          .sort((a, b) => this.distance(current, a) - this.distance(current, b));
        if (!candidates[0]) return stay('No diamond matches these options.');
      }
      const next = candidates[0];
      if (!next) return stay('There is no diamond for that change within your search.');
      return go(next, { ...state, history: [...history, current.id], future: [] });
    });
  }

  private sameShape(current: Diamond): Diamond[] {
    return this.diamonds.filter((d) => d.shape === current.shape && d.id !== current.id);
  }

  /** How far a stone is from the current one: price, weight and grades, each as a share. */
  private distance(current: Diamond, d: Diamond): number {
    return Math.abs(Math.log(d.price / current.price)) + Math.abs(d.size - current.size) / current.size + Math.abs(quality(d) - quality(current)) / 15;
  }

  /** The stones of the same shape that keep a move's promise, as the recommendation service keeps it (grades compared
   * one by one for the quality moves; every minus no dearer), nearest first. */
  private honouring(current: Diamond, attr: AdjustableParameter, dir: AdjustDirection): Diamond[] {
    const distance = (d: Diamond) => this.distance(current, d);
    // Positive: a higher grade than the current stone's (the scales list their best grade first).
    const higherBy = (scale: readonly string[], from: string, to: string) => scale.indexOf(from) - scale.indexOf(to);
    const steps = (d: Diamond) => [
      higherBy(EDUCATION_CUT_GRADES, current.cut, d.cut),
      higherBy(EDUCATION_COLORS, current.color, d.color),
      higherBy(EDUCATION_CLARITIES, current.clarity, d.clarity),
    ];
    const honours: Record<`${AdjustableParameter}:${AdjustDirection}`, (d: Diamond) => boolean> = {
      'price:dec': (d) => d.price < current.price,
      'price:inc': (d) =>
        d.price > current.price && d.size >= current.size && quality(d) >= quality(current) && (d.size > current.size || quality(d) > quality(current)),
      'size:dec': (d) => d.size < current.size && d.price <= current.price,
      'size:inc': (d) => d.size > current.size,
      'quality:dec': (d) => steps(d).every((step) => step <= 0) && steps(d).some((step) => step < 0) && d.price < current.price,
      'quality:inc': (d) => steps(d).every((step) => step >= 0) && steps(d).some((step) => step > 0),
    };
    return this.sameShape(current)
      .filter(honours[`${attr}:${dir}`])
      .sort((a, b) => distance(a) - distance(b));
  }

  /** Which moves find a stone from `current`. */
  private movesFrom(current: Diamond): PossibleMoves {
    const can = (attr: AdjustableParameter, dir: AdjustDirection) => this.honouring(current, attr, dir).length > 0;
    return {
      price: { dec: can('price', 'dec'), inc: can('price', 'inc') },
      size: { dec: can('size', 'dec'), inc: can('size', 'inc') },
      quality: { dec: can('quality', 'dec'), inc: can('quality', 'inc') },
    };
  }

  estimatePriceRange(size: number, shape: Shape): Observable<PriceRangeResponse> {
    return this.answer(() => {
      const ofShape = this.diamonds.filter((d) => d.shape === shape);
      const prices = ofShape
        .filter((d) => d.size >= size && d.size < size + 0.25)
        .map((d) => d.price)
        .sort((a, b) => a - b);
      const largest = ofShape.length ? { largestCarat: Math.max(...ofShape.map((d) => d.size)) } : {};
      return prices.length ? { priceFrom: prices[0], priceTo: prices.at(-1), ...largest } : largest;
    });
  }

  findDiamond(id: DiamondId): Observable<Diamond> {
    return this.answer(() => {
      const diamond = this.diamonds.find((d) => d.id === id);
      if (!diamond) throw notFound();
      return diamond;
    });
  }

  compare(ids: readonly [DiamondId, DiamondId]): Observable<readonly [Diamond, Diamond]> {
    return this.answer(() => {
      const [first, second] = ids.map((id) => this.diamonds.find((d) => d.id === id));
      if (!first || !second) throw notFound();
      return [first, second] as const;
    });
  }

  /** The given position, or a plain one: similar = same shape, colour and clarity within ±10 % of the weight; the
   * model price their average (this stone included); no reasons. */
  pricePosition(id: DiamondId): Observable<PricePosition> {
    return this.answer(() => {
      if (this.lacksPricePosition) throw Object.assign(new Error('Request does not match any route.'), { status: 404 });
      const given = this.pricePositions.get(id);
      if (given) return given;
      const stone = this.diamonds.find((d) => d.id === id);
      if (!stone) throw notFound();
      const caratFrom = Math.round(stone.size * 90) / 100;
      const caratTo = Math.round(stone.size * 110) / 100;
      const similar = this.diamonds.filter(
        (d) => d.id !== id && d.shape === stone.shape && d.color === stone.color && d.clarity === stone.clarity && d.size >= caratFrom && d.size <= caratTo,
      );
      const prices = [stone, ...similar].map((d) => d.price);
      const dearer = similar.filter((d) => d.price > stone.price).length;
      return {
        diamondId: id,
        modelPrice: Math.round(prices.reduce((sum, price) => sum + price, 0) / prices.length),
        percentile: similar.length ? Math.round((100 * dearer) / similar.length) : 0,
        similar: { count: similar.length, shape: stone.shape, caratFrom, caratTo, color: stone.color, clarity: stone.clarity },
        histogram: [],
        reasons: [],
      };
    });
  }

  /** The stones on sale of the same shape nearest the stone (sold or not), closest first: weight, grades and price
   * counted as the service counts them, plainly. */
  similarDiamonds(id: DiamondId): Observable<SimilarDiamonds> {
    return this.answer(() => {
      const onSale = this.diamonds.find((d) => d.id === id);
      const stone = onSale ?? this.sold.get(id);
      if (!stone) throw notFound();
      const distance = (d: Diamond) =>
        Math.abs(Math.log(d.size / stone.size)) / 0.05 + Math.abs(Math.log(d.price / stone.price)) / 0.1 + Math.abs(quality(d) - quality(stone));
      const nearest = this.diamonds
        .filter((d) => d.shape === stone.shape && d.id !== id)
        .sort((a, b) => distance(a) - distance(b))
        .slice(0, ALTERNATIVES_SHOWN);
      return {
        stone: { id, shape: stone.shape, size: stone.size, color: stone.color, clarity: stone.clarity, available: onSale !== undefined },
        diamonds: nearest,
      };
    });
  }

  private eligible(query: ShopByQuery): Diamond[] {
    const shapes = queryShapes(query);
    return this.diamonds.filter(
      (d) =>
        shapes.includes(d.shape) &&
        (query.priceFrom === undefined || d.price >= query.priceFrom) &&
        (query.priceTo === undefined || d.price <= query.priceTo) &&
        (query.sizeFrom === undefined || d.size >= query.sizeFrom) &&
        (query.sizeTo === undefined || d.size <= query.sizeTo),
    );
  }

  private answer<T>(compute: () => T): Observable<T> {
    return defer(() => (this.failWith ? throwError(() => this.failWith) : of(compute())));
  }
}
