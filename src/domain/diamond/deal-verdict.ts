import type { DealBasis, Diamond } from './diamond';
import { formatCount } from '../shared/count';

/*
 * The one deal verdict of a stone (docs/product-decisions.md, third round, "One deal verdict"; docs/adr/0020): the
 * Top 4 card, the product page's badge, its deal insight and the comparison all show what this file says, from the
 * numbers the recommendation service sends with every diamond (its deal block). Nothing else in the shop decides
 * whether a stone is a good deal.
 *
 * - **Good deal**: it asks less than the price model's price for its grades and weight, and less than the median
 *   asking price of its similar stones on sale. With no similar stone on sale there is no median to be above, and the
 *   model's price alone decides; a similar stone or two do count (a shop never calls a stone a good deal when the
 *   stones like it that are for sale ask less), only the percentile needs more of them (`FEWEST_SIMILAR_TO_RANK`).
 * - **Priced in line**: otherwise, within ±5 % of the model's price.
 * - **Priced above**: otherwise: more than 5 % over the model's price, or more than 5 % under it but not under the
 *   similar stones' median. The sentence says which.
 */

/** Within this share of the model's price either way, a stone that is no good deal is priced in line. */
export const IN_LINE_BAND = 0.05;

/** Fewer similar stones than this are too few to rank a price among: the shop says so instead of a percentile. */
export const FEWEST_SIMILAR_TO_RANK = 8;

export type DealVerdictKind = 'good-deal' | 'in-line' | 'above';

export const DEAL_VERDICT_LABELS: Readonly<Record<DealVerdictKind, string>> = {
  'good-deal': 'Good deal',
  'in-line': 'Priced in line',
  above: 'Priced above',
};

export interface DealVerdict {
  readonly kind: DealVerdictKind;
  /** 'Good deal', 'Priced in line', 'Priced above'. */
  readonly label: string;
  /** Why, in one sentence: '12% below the market price for its grades, and below the median of its 35 similar stones'. */
  readonly sentence: string;
  /** The asking price against the model's price, in whole percent: negative below it, positive above. */
  readonly percentFromModel: number;
  readonly price: number;
  readonly modelPrice: number;
  readonly similarCount: number;
  readonly similarMedian: number | null;
}

const priceAgainstModel = (price: number, modelPrice: number): string => {
  if (price === modelPrice) return 'At the market price for its grades';
  const side = price < modelPrice ? 'below' : 'above';
  const percent = Math.round(Math.abs(price / modelPrice - 1) * 100);
  return `${percent === 0 ? 'Less than 1%' : `${percent}%`} ${side} the market price for its grades`;
};

const similarStonesNamed = (count: number): string =>
  count === 1 ? 'its one similar stone' : `the median of its ${formatCount(count)} similar stones`;

/** The verdict of a stone asking `price` dollars, from its deal block. */
export function dealVerdict(price: number, basis: DealBasis): DealVerdict {
  const { modelPrice, similarCount } = basis;
  const similarMedian = similarCount > 0 ? basis.similarMedian : null;
  const belowModel = price < modelPrice;
  const belowSimilar = similarMedian === null || price < similarMedian;
  // Compared in dollars, so that exactly 5 % either way is in line whatever the floating point makes of a ratio.
  const withinBand = Math.abs(price - modelPrice) <= modelPrice * IN_LINE_BAND + 1e-9;
  const kind: DealVerdictKind = belowModel && belowSimilar ? 'good-deal' : withinBand ? 'in-line' : 'above';
  const againstModel = priceAgainstModel(price, modelPrice);
  const sentence =
    kind === 'good-deal'
      ? similarMedian === null
        ? `${againstModel}; no similar stone on sale`
        : `${againstModel}, and below ${similarStonesNamed(similarCount)}`
      : belowModel && similarMedian !== null
        ? `${againstModel}, but not below ${similarStonesNamed(similarCount)}`
        : againstModel;
  return {
    kind,
    label: DEAL_VERDICT_LABELS[kind],
    sentence,
    percentFromModel: Math.round((price / modelPrice - 1) * 100) || 0,
    price,
    modelPrice,
    similarCount,
    similarMedian,
  };
}

/** The verdict of a diamond as the service sent it; null when the service sent no deal block (an older service): the
 * shop then shows no verdict for it anywhere. */
export const verdictOf = (diamond: Pick<Diamond, 'price' | 'deal'>): DealVerdict | null =>
  diamond.deal ? dealVerdict(diamond.price, diamond.deal) : null;

/** The verdict in one line, as the comparison shows it: 'Good deal: 12% below the market price for its grades, …'. */
export const verdictLine = (verdict: Pick<DealVerdict, 'label' | 'sentence'>): string => `${verdict.label}: ${verdict.sentence}`;

/** The price-position line that replaces the percentile, or gives it: 'Cheaper than 82% of 1,240 similar stones';
 * 'Only 3 similar stones: too few to rank this price' under `FEWEST_SIMILAR_TO_RANK`; at either end in words. */
export function similarStonesSummary({ percentile, similarCount }: { readonly percentile: number; readonly similarCount: number }): string {
  const count = formatCount(similarCount);
  if (similarCount === 0) return 'No similar stone on sale to rank this price against';
  if (similarCount < FEWEST_SIMILAR_TO_RANK) return `Only ${count} similar ${similarCount === 1 ? 'stone' : 'stones'}: too few to rank this price`;
  if (percentile >= 100) return `Cheaper than all ${count} similar stones`;
  if (percentile <= 0) return `Dearer than all ${count} similar stones`;
  return `Cheaper than ${percentile}% of ${count} similar stones`;
}

/** Whether the price-position chart and its percentile have enough similar stones to mean something. */
export const canRankAmongSimilar = (similarCount: number): boolean => similarCount >= FEWEST_SIMILAR_TO_RANK;
