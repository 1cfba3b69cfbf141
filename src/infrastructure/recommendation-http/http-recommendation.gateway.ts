import { defer, forkJoin, map, type Observable } from 'rxjs';
import type { ZodType, z } from 'zod';
import type {
  RecommendationAnswer,
  RecommendationGateway,
  TuneAnswer,
  TuneRequest,
} from '../../application/kernel/recommendation.gateway.port';
import type { SimilarDiamonds } from '../../domain/diamond/alternatives';
import type { PricePosition } from '../../domain/diamond/deal-insight';
import type { Diamond, DiamondId } from '../../domain/diamond/diamond';
import type { Shape } from '../../domain/diamond/shapes';
import type { PriceRangeResponse } from '../../domain/discovery/price-range';
import type { ShopByQuery } from '../../domain/discovery/shop-by';
import type {
  ComparisonsRequest,
  DiamondRequest,
  PreferenceRequest,
  PricePositionRequest,
  PriceRangeRequest,
  RecommendationsRequest,
  SimilarDiamondsRequest,
  TuningRequest,
} from '../../../contracts/recommendation';
import type * as RecommendationContract from '../../../contracts/recommendation';
import { fetchJson } from '../http/fetch-json';
import { readAnswer, toDiamond, toPricePosition, toPriceRange, toQueryWire, toRecommendationAnswer, toSimilarDiamonds, toTuneAnswer, toTuningBody } from './recommendation-wire';

export interface RecommendationCredentials {
  readonly username: string;
  readonly password: string;
}

export interface HttpRecommendationOptions {
  readonly baseUrl: string;
  /** The auth header object, where the caller holds it (the storefront's server, a test against the service). The
   * browser has none: its calls go to the storefront's server, which adds it, and carry no `header`. */
  readonly credentials?: RecommendationCredentials;
  readonly fetch?: typeof fetch;
}

type Payload<Request extends { header: unknown }> = Omit<Request, 'header'>;

type Contract = typeof RecommendationContract;
let contract: Promise<Contract> | undefined;

/** The answer schemas (and the validation library under them) load with the first call, next to its request, so
 * that pages which never call the service do not wait for them. A failed load is tried again by the next call. */
const loadContract = (): Promise<Contract> =>
  (contract ??= import('../../../contracts/recommendation').catch((error: unknown) => {
    contract = undefined;
    throw error;
  }));

/** The recommendation service over HTTP: every call a POST whose body carries the auth header object (added by the
 * storefront's server when the call comes from the browser). Every answer
 * is checked against its contract (contracts/recommendation) before it is mapped to the shop's types; one that does
 * not keep to it fails the call with a RecommendationAnswerError. */
export class HttpRecommendationGateway implements RecommendationGateway {
  constructor(private readonly options: HttpRecommendationOptions) {}

  recommend(query: ShopByQuery): Observable<RecommendationAnswer> {
    return this.post('recommendations/', { body: toQueryWire(query) } satisfies Payload<RecommendationsRequest>, (c) => c.recommendationsAnswerSchema).pipe(map(toRecommendationAnswer));
  }

  recommendOne(query: ShopByQuery): Observable<TuneAnswer> {
    return this.post('rule_recommendation/', { body: { preference: toQueryWire(query) } } satisfies Payload<PreferenceRequest>, (c) => c.ruleRecommendationAnswerSchema).pipe(map(toTuneAnswer));
  }

  tune({ diamondId, state, edit }: TuneRequest): Observable<TuneAnswer> {
    return defer(() => this.post('rule_recommendation/', { body: toTuningBody(diamondId, state, edit) } satisfies Payload<TuningRequest>, (c) => c.ruleRecommendationAnswerSchema)).pipe(map(toTuneAnswer));
  }

  estimatePriceRange(size: number, shape: Shape): Observable<PriceRangeResponse> {
    return this.post('pricerange/', { body: { size, shape } } satisfies Payload<PriceRangeRequest>, (c) => c.priceRangeAnswerSchema).pipe(map(toPriceRange));
  }

  findDiamond(id: DiamondId): Observable<Diamond> {
    return this.post(`diamonds/${encodeURIComponent(id)}`, {} satisfies Payload<DiamondRequest>, (c) => c.diamondAnswerSchema).pipe(map((answer) => toDiamond(answer.diamond)));
  }

  compare(ids: readonly [DiamondId, DiamondId]): Observable<readonly [Diamond, Diamond]> {
    return this.post('comparisons/', { diamond_ids: [ids[0], ids[1]] } satisfies Payload<ComparisonsRequest>, (c) => c.comparisonsAnswerSchema).pipe(
      map(({ diamonds: [first, second] }) => [toDiamond(first), toDiamond(second)] as const),
    );
  }

  pricePosition(id: DiamondId): Observable<PricePosition> {
    return this.post('price_position/', { diamond_id: id } satisfies Payload<PricePositionRequest>, (c) => c.pricePositionAnswerSchema).pipe(map((answer) => toPricePosition(id, answer)));
  }

  similarDiamonds(id: DiamondId): Observable<SimilarDiamonds> {
    return this.post('similar_diamonds/', { diamond_id: id } satisfies Payload<SimilarDiamondsRequest>, (c) => c.similarDiamondsAnswerSchema).pipe(map(toSimilarDiamonds));
  }

  private post<Schema extends ZodType>(path: string, payload: object, answerSchema: (contract: Contract) => Schema): Observable<z.output<Schema>> {
    const doFetch = this.options.fetch ?? globalThis.fetch.bind(globalThis);
    const call = `POST ${path.startsWith('diamonds/') ? 'diamonds/{id}' : path}`;
    const answer = fetchJson<unknown>(doFetch, `${this.options.baseUrl}/${path}`, {
      method: 'POST',
      body: this.options.credentials ? { header: this.options.credentials, ...payload } : payload,
    });
    return forkJoin([answer, defer(loadContract)]).pipe(map(([payload, contract]) => readAnswer(call, answerSchema(contract))(payload)));
  }
}
