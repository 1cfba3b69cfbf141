import { verdictOf, type DealVerdict } from '../diamond/deal-verdict';
import type { Diamond } from '../diamond/diamond';
import { featureLabel } from '../diamond/feature-label';
import { formatCount } from '../shared/count';

/** The recommendations page shows at most four picks, titled 'Top 4'. */
export const RECOMMENDATION_COUNT = 4;
export const RECOMMENDATIONS_TITLE = `Top ${RECOMMENDATION_COUNT}`;

/** The title above the picks says how many there are: 'Top pick' above one, 'Top 2', 'Top 3', and the spec's 'Top 4'
 * above four (and while none has come yet). */
export const recommendationsTitle = (picks: number): string => {
  if (picks === 1) return 'Top pick';
  return picks > 1 && picks < RECOMMENDATION_COUNT ? `Top ${picks}` : RECOMMENDATIONS_TITLE;
};

/** 'Chosen from 1,234 matching diamonds', 'Chosen from 1 matching diamond'. */
export const chosenFromText = (total: number): string => `Chosen from ${formatCount(total)} matching ${total === 1 ? 'diamond' : 'diamonds'}`;

/** The recommendation service keeps no session: this opaque state travels back with every follow-up call. */
export type RecommendationState = Readonly<Record<string, unknown>>;

export interface RecommendedDiamond {
  /** The key the service filed the pick under ('recommended', 'biggest', 'brightest', 'best_deal'). */
  readonly key: string;
  readonly featureLabel: string;
  readonly diamond: Diamond;
  /** The stone's deal verdict, the one its product page and the comparison show; null without a deal block. */
  readonly verdict: DealVerdict | null;
}

export interface RecommendationList {
  readonly picks: readonly RecommendedDiamond[];
  readonly totalAvailable: number;
  readonly state: RecommendationState;
}

/** Turns the service's keyed entries into the 'Top 4' list, in the service's order, one entry per stone. */
export const toRecommendedDiamonds = (
  entries: readonly (readonly [string, Diamond | null | undefined])[],
): RecommendedDiamond[] => {
  const seen = new Set<string>();
  const picks: RecommendedDiamond[] = [];
  for (const [key, diamond] of entries) {
    if (!diamond || seen.has(diamond.id) || picks.length >= RECOMMENDATION_COUNT) continue;
    seen.add(diamond.id);
    picks.push({ key, featureLabel: featureLabel(key), diamond, verdict: verdictOf(diamond) });
  }
  return picks;
};
