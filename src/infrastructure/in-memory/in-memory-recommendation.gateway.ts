import { defer, of, throwError, type Observable } from 'rxjs';
import type { RecommendationAnswer, RecommendationGateway } from '../../application/discovery/recommendation.gateway.port';
import type { Diamond, DiamondId } from '../../domain/diamond/diamond';
import type { Shape } from '../../domain/diamond/shapes';
import type { PriceRangeResponse } from '../../domain/discovery/price-range';
import { toRecommendedDiamonds } from '../../domain/discovery/recommendation';
import { queryShapes, type ShopByQuery } from '../../domain/discovery/shop-by';

const notFound = () => Object.assign(new Error('Diamond was not found'), { status: 404 });

/** The recommendation service's contract answered by filtering and sorting a list: for tests of use cases and
 * views. `failWith` makes every call fail, as an unreachable service would. */
export class InMemoryRecommendationGateway implements RecommendationGateway {
  failWith: unknown = null;
  readonly queries: ShopByQuery[] = [];

  constructor(private readonly diamonds: readonly Diamond[] = []) {}

  recommend(query: ShopByQuery): Observable<RecommendationAnswer> {
    return this.answer(() => {
      this.queries.push(query);
      const eligible = this.eligible(query);
      if (eligible.length === 0) return { picks: [], total_available_diamonds: 0, state: {}, message: 'No diamonds match this search.' };
      const taken = new Set<DiamondId>();
      const pick = (score: (d: Diamond) => number) => {
        const best = eligible.filter((d) => !taken.has(d.diamond_id)).sort((a, b) => score(b) - score(a))[0];
        if (best) taken.add(best.diamond_id);
        return best;
      };
      const biggest = pick((d) => d.size);
      const bestDeal = pick((d) => -d.total_sales_price / d.size);
      const brightest = pick((d) => d.calculated_quality.overall);
      const recommended = pick((d) => d.calculated_quality.overall * d.size);
      return {
        picks: toRecommendedDiamonds([
          ['recommended', recommended],
          ['biggest', biggest],
          ['brightest', brightest],
          ['best_deal', bestDeal],
        ]),
        total_available_diamonds: eligible.length,
        state: { query },
      };
    });
  }

  estimatePriceRange(size: number, shape: Shape): Observable<PriceRangeResponse> {
    return this.answer(() => {
      const prices = this.diamonds
        .filter((d) => d.shape === shape && d.size >= size && d.size < size + 0.25)
        .map((d) => d.total_sales_price)
        .sort((a, b) => a - b);
      return prices.length ? { price_total_from: prices[0], price_total_to: prices.at(-1) } : {};
    });
  }

  findDiamond(id: DiamondId): Observable<Diamond> {
    return this.answer(() => {
      const diamond = this.diamonds.find((d) => d.diamond_id === id);
      if (!diamond) throw notFound();
      return diamond;
    });
  }

  compare(ids: readonly [DiamondId, DiamondId]): Observable<readonly [Diamond, Diamond]> {
    return this.answer(() => {
      const [first, second] = ids.map((id) => this.diamonds.find((d) => d.diamond_id === id));
      if (!first || !second) throw notFound();
      return [first, second] as const;
    });
  }

  private eligible(query: ShopByQuery): Diamond[] {
    const shapes = queryShapes(query);
    return this.diamonds.filter(
      (d) =>
        shapes.includes(d.shape) &&
        (query.price_total_from === undefined || d.total_sales_price >= query.price_total_from) &&
        (query.price_total_to === undefined || d.total_sales_price <= query.price_total_to) &&
        (query.size_from === undefined || d.size >= query.size_from) &&
        (query.size_to === undefined || d.size <= query.size_to),
    );
  }

  private answer<T>(compute: () => T): Observable<T> {
    return defer(() => (this.failWith ? throwError(() => this.failWith) : of(compute())));
  }
}
