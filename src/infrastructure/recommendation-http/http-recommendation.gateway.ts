import { map, type Observable } from 'rxjs';
import type {
  RecommendationAnswer,
  RecommendationGateway,
  TuneAnswer,
  TuneRequest,
  TuningState,
} from '../../application/discovery/recommendation.gateway.port';
import type { DiamondEdit } from '../../domain/discovery/diamond-edit';
import type { MoreOptionsRanges } from '../../domain/discovery/more-options';
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

interface RuleRecommendationDto {
  readonly state?: TuningState;
  readonly diamond_recommended?: { readonly diamond?: Diamond };
  readonly status?: { readonly better_deal?: boolean; readonly moved?: boolean };
  readonly message?: string;
}

export const toTuneAnswer = (dto: RuleRecommendationDto): TuneAnswer => {
  const diamond = dto.diamond_recommended?.diamond;
  if (!diamond) throw new Error(dto.message ?? 'The recommendation service answered without a diamond.');
  return {
    diamond,
    state: { ...dto.state, history: dto.state?.history ?? [], future: dto.state?.future ?? [] },
    betterDeal: dto.status?.better_deal === true,
    moved: dto.status?.moved !== false,
    ...(dto.message ? { message: dto.message } : {}),
  };
};

/** The More Options panel as the service's range query: every bound flat, grades by name. */
export const toRangeQuery = (ranges: MoreOptionsRanges): Record<string, number | string> => ({
  price_total_from: ranges.price_total.from,
  price_total_to: ranges.price_total.to,
  size_from: ranges.size.from,
  size_to: ranges.size.to,
  cut_from: ranges.cut.from,
  cut_to: ranges.cut.to,
  color_from: ranges.color.from,
  color_to: ranges.color.to,
  clarity_from: ranges.clarity.from,
  clarity_to: ranges.clarity.to,
  polish_from: ranges.polish.from,
  polish_to: ranges.polish.to,
  symmetry_from: ranges.symmetry.from,
  symmetry_to: ranges.symmetry.to,
});

const editForm = (edit: DiamondEdit): Record<string, unknown> => {
  switch (edit.kind) {
    case 'adjust':
      return { adjust: { attr: edit.attr, dir: edit.dir } };
    case 'set':
      return { set: toRangeQuery(edit.ranges) };
    case 'command':
      return { command: edit.command };
  }
};

/** The recommendation service over HTTP: every call a POST whose body carries the auth header object. */
export class HttpRecommendationGateway implements RecommendationGateway {
  constructor(private readonly options: HttpRecommendationOptions) {}

  recommend(query: ShopByQuery): Observable<RecommendationAnswer> {
    return this.post<RecommendationsDto | null>('recommendations/', { body: query }).pipe(map(toRecommendationAnswer));
  }

  recommendOne(query: ShopByQuery): Observable<TuneAnswer> {
    return this.post<RuleRecommendationDto>('rule_recommendation/', { body: { preference: query } }).pipe(map(toTuneAnswer));
  }

  tune({ diamondId, state, edit }: TuneRequest): Observable<TuneAnswer> {
    return this.post<RuleRecommendationDto>('rule_recommendation/', { body: { diamond: diamondId, state, ...editForm(edit) } }).pipe(map(toTuneAnswer));
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
