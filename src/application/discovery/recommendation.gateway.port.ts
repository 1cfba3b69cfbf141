import type { ServiceIdentifier } from 'inversify';
import type { Observable } from 'rxjs';
import type { Diamond, DiamondId } from '../../domain/diamond/diamond';
import type { Shape } from '../../domain/diamond/shapes';
import type { PriceRangeResponse } from '../../domain/discovery/price-range';
import type { RecommendationList } from '../../domain/discovery/recommendation';
import type { ShopByQuery } from '../../domain/discovery/shop-by';

/** What the recommendation service answered for a query: the picks, or the message it gave instead. */
export interface RecommendationAnswer extends RecommendationList {
  readonly message?: string;
}

/** The diamond recommendation service (spec section 7). Errors are the service's own; use cases translate them. */
export interface RecommendationGateway {
  recommend(query: ShopByQuery): Observable<RecommendationAnswer>;
  estimatePriceRange(size: number, shape: Shape): Observable<PriceRangeResponse>;
  findDiamond(id: DiamondId): Observable<Diamond>;
  compare(ids: readonly [DiamondId, DiamondId]): Observable<readonly [Diamond, Diamond]>;
}
export const RecommendationGateway = Symbol.for('RecommendationGateway') as ServiceIdentifier<RecommendationGateway>;
