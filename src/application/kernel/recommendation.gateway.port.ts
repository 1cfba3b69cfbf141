import type { ServiceIdentifier } from 'inversify';
import type { Observable } from 'rxjs';
import type { SimilarDiamonds } from '../../domain/diamond/alternatives';
import type { PricePosition } from '../../domain/diamond/deal-insight';
import type { Diamond, DiamondId } from '../../domain/diamond/diamond';
import type { Shape } from '../../domain/diamond/shapes';
import type { DiamondEdit, DiamondHistory, PossibleMoves } from '../../domain/discovery/diamond-edit';
import type { PriceRangeResponse } from '../../domain/discovery/price-range';
import type { RecommendationList, RecommendationState } from '../../domain/discovery/recommendation';
import type { ShopByQuery } from '../../domain/discovery/shop-by';

/** What the recommendation service answered for a query: the picks, or the message it gave instead. */
export interface RecommendationAnswer extends RecommendationList {
  readonly message?: string;
}

/** The tuning state the service hands back: opaque, but with the two history lists the arrows depend on and the
 * search it tunes within (More Options opens around it), in the shop's names. */
export type TuningState = RecommendationState & DiamondHistory & { readonly query?: ShopByQuery | null };

export interface TuneRequest {
  readonly diamondId: DiamondId;
  readonly state: TuningState;
  readonly edit: DiamondEdit;
}

/** What a tuning move (or the preference form) answered. `moved` is false when no stone honours the move; the
 * service then says why in `message` and the page keeps its stone. `moves`: which moves would find a stone from the
 * stone answered, null from a service that does not say. */
export interface TuneAnswer {
  readonly diamond: Diamond;
  readonly state: TuningState;
  readonly moved: boolean;
  readonly message?: string;
  readonly moves: PossibleMoves | null;
}

/** The diamond recommendation service (spec section 7). Errors are the service's own; use cases translate them. */
export interface RecommendationGateway {
  recommend(query: ShopByQuery): Observable<RecommendationAnswer>;
  /** The rule_recommendation/ preference form: the recommended stone for a search. */
  recommendOne(query: ShopByQuery): Observable<TuneAnswer>;
  /** The rule_recommendation/ edit forms: adjust, set or a history command. */
  tune(request: TuneRequest): Observable<TuneAnswer>;
  estimatePriceRange(size: number, shape: Shape): Observable<PriceRangeResponse>;
  findDiamond(id: DiamondId): Observable<Diamond>;
  compare(ids: readonly [DiamondId, DiamondId]): Observable<readonly [Diamond, Diamond]>;
  /** The price_position/ call: where the stone's price sits among similar stones, and why. A service without the
   * call fails it like any other. */
  pricePosition(id: DiamondId): Observable<PricePosition>;
  /** The similar_diamonds/ call: the stone as the service knows it (sold or not) and the stones on sale nearest it;
   * an id it never had fails as not found (404). */
  similarDiamonds(id: DiamondId): Observable<SimilarDiamonds>;
}
export const RecommendationGateway = Symbol.for('RecommendationGateway') as ServiceIdentifier<RecommendationGateway>;
