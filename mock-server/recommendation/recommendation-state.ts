import type { RecommendationQuery } from './recommendation-query';

/**
 * The `state` of the recommendation calls. The service keeps no session: a client sends the state back unchanged
 * and it holds all the service needs to answer the next step.
 * - `query`: the validated query the answer was made for (the starting point of `adjust` and `set`);
 * - `current`: the diamond shown (`rule_recommendation/`), null for the `recommendations/` list;
 * - `history`: earlier (diamond, query) steps, oldest first: `command: back` pops the last one and pushes the
 *   current step onto `future`; `forward` does the reverse; any new `adjust`/`set` step clears `future`.
 * `version` lets a later format read or reject an older state.
 */
export interface RecommendationState {
  readonly history: readonly RecommendationStep[];
  readonly future: readonly RecommendationStep[];
  readonly version: typeof STATE_VERSION;
  readonly query: RecommendationQuery;
  readonly current: string | null;
}

export interface RecommendationStep {
  readonly diamond_id: string;
  readonly query: RecommendationQuery;
}

export const STATE_VERSION = 1;

export function initialState(query: RecommendationQuery, current: string | null): RecommendationState {
  return { history: [], future: [], version: STATE_VERSION, query, current };
}
