import type { DiamondWire as Diamond } from '../../contracts/recommendation';
import type { DiamondCatalog } from './diamond-catalog';
import { RESPONSE_PICK_ORDER } from './engine/pick-scores';
import type { PickKey } from './engine/pick-scores';
import { recommendationErrors } from './recommendation-errors';
import type { RecommendationQuery } from './recommendation-query';
import { toStoneQuery } from './recommendation-query';
import { NO_UNAVAILABLE_STONES } from './engine/unavailable-stones';
import type { UnavailableStones } from './engine/unavailable-stones';
import { initialState } from './recommendation-state';
import { possibleMoves } from './recommendation-tuning';
import type { PossibleMoves } from './recommendation-tuning';
import type { RecommendationState } from './recommendation-state';

/** The answers of the recommendation calls, apart from HTTP (the routes send them; the benchmark times them). */

export const NO_MATCH_MESSAGE = 'No diamonds match this search.';

export type RecommendationsResponse = {
  total_available_diamonds: number;
  state: RecommendationState;
  message?: string;
} & Partial<Record<PickKey, { diamond: Diamond }>>;

export function recommendationsResponse(catalog: DiamondCatalog, query: RecommendationQuery, sold: UnavailableStones = NO_UNAVAILABLE_STONES): RecommendationsResponse {
  const { total, picks } = catalog.engine.recommend(toStoneQuery(query), sold);
  const state = initialState(query, null);
  if (total === 0) return { total_available_diamonds: 0, state, message: NO_MATCH_MESSAGE };
  const response: RecommendationsResponse = { total_available_diamonds: total, state };
  for (const key of RESPONSE_PICK_ORDER) {
    const stone = picks[key];
    if (stone >= 0) response[key] = { diamond: catalog.offered(stone, sold) };
  }
  return response;
}

export interface RuleRecommendationResponse {
  state: RecommendationState;
  diamond_recommended: { diamond: Diamond };
  status: { better_deal: boolean };
  moves: PossibleMoves;
}

/** The `recommended` pick of the query, with the moves it offers under it; 404 when nothing is eligible. A first
 * recommendation has nothing to be a better deal than, so `better_deal` is false. */
export function ruleRecommendationResponse(catalog: DiamondCatalog, query: RecommendationQuery, sold: UnavailableStones = NO_UNAVAILABLE_STONES): RuleRecommendationResponse {
  const stone = catalog.engine.recommendOne(toStoneQuery(query), sold);
  if (stone < 0) throw recommendationErrors.diamondNotFound();
  const diamond = catalog.offered(stone, sold);
  return { state: initialState(query, diamond.diamond_id), diamond_recommended: { diamond }, status: { better_deal: false }, moves: possibleMoves(catalog, stone, query, sold) };
}

/** Whole dollars of the 10th and 90th percentile (left out when no stone of the shape is in the window), and
 * `size_max`, the heaviest stone of the shape still for sale, in carats, so that the size step stops where the
 * inventory does (left out when the shape has no stone at all). Sold stones count for neither. */
export function priceRangeResponse(
  catalog: DiamondCatalog,
  shape: number,
  size: number,
  sold: UnavailableStones = NO_UNAVAILABLE_STONES,
): { price_total_from?: number; price_total_to?: number; size_max?: number } {
  const range = catalog.engine.priceRange(shape, size, sold);
  const largest = catalog.engine.largestCarat(shape, sold);
  return { ...(range && { price_total_from: range.low, price_total_to: range.high }), ...(largest >= 0 && { size_max: largest / 100 }) };
}
