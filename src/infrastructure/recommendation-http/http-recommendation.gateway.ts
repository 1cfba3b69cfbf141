import { map, type Observable } from 'rxjs';
import type { RecommendationAnswer, RecommendationGateway } from '../../application/discovery/recommendation.gateway.port';
import type { Diamond, DiamondId } from '../../domain/diamond/diamond';
import type { Shape } from '../../domain/diamond/shapes';
import type { PriceRangeResponse } from '../../domain/discovery/price-range';
import { toRecommendedDiamonds, type RecommendationState } from '../../domain/discovery/recommendation';
import type { ShopByQuery } from '../../domain/discovery/shop-by';
import { fetchJson } from '../http/fetch-json';

export interface RecommendationCredentials {
  readonly username: string;
  readonly password: string;
}

export interface HttpRecommendationOptions {
  readonly baseUrl: string;
  readonly credentials: RecommendationCredentials;
  readonly fetch?: typeof fetch;
}

/** The keys the service files its picks under, in the order the page lists them. */
const PICK_KEYS = ['recommended', 'biggest', 'brightest', 'best_deal'] as const;

interface RecommendationsDto {
  readonly total_available_diamonds?: number;
  readonly state?: RecommendationState;
  readonly message?: string;
  readonly [key: string]: unknown;
}

export const toRecommendationAnswer = (dto: RecommendationsDto | null): RecommendationAnswer => {
  const entries = PICK_KEYS.map((key) => [key, (dto?.[key] as { diamond?: Diamond } | undefined)?.diamond] as const);
  return {
    picks: toRecommendedDiamonds(entries),
    total_available_diamonds: dto?.total_available_diamonds ?? 0,
    state: dto?.state ?? {},
    ...(dto?.message ? { message: dto.message } : {}),
  };
};

/** The recommendation service over HTTP: every call a POST whose body carries the auth header object. */
export class HttpRecommendationGateway implements RecommendationGateway {
  constructor(private readonly options: HttpRecommendationOptions) {}

  recommend(query: ShopByQuery): Observable<RecommendationAnswer> {
    return this.post<RecommendationsDto | null>('recommendations/', { body: query }).pipe(map(toRecommendationAnswer));
  }

  estimatePriceRange(size: number, shape: Shape): Observable<PriceRangeResponse> {
    return this.post<PriceRangeResponse | null>('pricerange/', { body: { size, shape } }).pipe(map((answer) => answer ?? {}));
  }

  findDiamond(id: DiamondId): Observable<Diamond> {
    return this.post<{ diamond: Diamond }>(`diamonds/${encodeURIComponent(id)}`, {}).pipe(map((answer) => answer.diamond));
  }

  compare(ids: readonly [DiamondId, DiamondId]): Observable<readonly [Diamond, Diamond]> {
    return this.post<{ diamonds: [Diamond, Diamond] }>('comparisons/', { diamond_ids: ids }).pipe(map((answer) => answer.diamonds));
  }

  private post<T>(path: string, payload: Record<string, unknown>): Observable<T> {
    const doFetch = this.options.fetch ?? globalThis.fetch.bind(globalThis);
    return fetchJson<T>(doFetch, `${this.options.baseUrl}/${path}`, {
      method: 'POST',
      body: { header: this.options.credentials, ...payload },
    });
  }
}
