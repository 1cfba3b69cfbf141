import type { DiamondId } from './diamond';
import type { Shape } from './shapes';

/*
 * The deal insight: where a stone's asking price sits against what similar stones cost, said in one sentence, with
 * what 'similar' means and the reasons the price is what it is. The numbers come from the recommendation service's
 * price model (its price position of the stone); the shop decides how to say them.
 */

/** The stones a stone is compared with: the same shape, colour and clarity, a weight within `caratFrom`–`caratTo`. */
export interface SimilarStones {
  /** How many such stones are on sale, this one left out. */
  readonly count: number;
  readonly shape: Shape;
  readonly caratFrom: number;
  readonly caratTo: number;
  readonly color: string;
  readonly clarity: string;
}

/** A bar of the similar stones' prices: dollars from `from` (included) to `to` (left out). */
export interface PriceBin {
  readonly from: number;
  readonly to: number;
  readonly count: number;
}

/** One reason for the price, in the shop's words; `code` is stable, `amount` the dollars it names. */
export interface PriceReason {
  readonly code: string;
  readonly text: string;
  readonly amount?: number;
}

/** What the recommendation service says of a stone's price. */
export interface PricePosition {
  readonly diamondId: DiamondId;
  /** What the price model expects a stone of these grades and weight to ask, in dollars. */
  readonly modelPrice: number;
  /** The share of the similar stones that ask more than this one, in whole percent. */
  readonly percentile: number;
  readonly similar: SimilarStones;
  readonly histogram: readonly PriceBin[];
  readonly reasons: readonly PriceReason[];
}

/** Within this share of the model's price either way, a price is 'in line with similar stones'. */
export const IN_LINE_BAND = 0.03;

export type DealStanding = 'below' | 'in-line' | 'above';

export interface DealInsight {
  readonly diamondId: DiamondId;
  readonly standing: DealStanding;
  /** How far the asking price is from what similar stones cost, in whole percent (0 when in line). */
  readonly percent: number;
  /** 'Priced 12% below similar stones', 'Priced in line with similar stones', 'Priced 8% above similar stones'. */
  readonly sentence: string;
  /** What 'similar' means for this stone: 'Round, 0.85–0.95 ct, F, VS1'. */
  readonly similarTo: string;
  /** How many similar stones are on sale. */
  readonly similarCount: number;
  readonly percentile: number;
  readonly modelPrice: number;
  readonly price: number;
  readonly histogram: readonly PriceBin[];
  readonly reasons: readonly PriceReason[];
}

const carats = (weight: number): string => weight.toFixed(2);

/** 'Round, 0.85–0.95 ct, F, VS1'. */
export const describeSimilar = ({ shape, caratFrom, caratTo, color, clarity }: SimilarStones): string =>
  `${shape}, ${caratFrom === caratTo ? carats(caratFrom) : `${carats(caratFrom)}–${carats(caratTo)}`} ct, ${color}, ${clarity}`;

/** The deal insight of a stone asking `price` dollars, from its price position. */
export function dealInsight(position: PricePosition, price: number): DealInsight {
  const difference = price / position.modelPrice - 1;
  // Compared in dollars, so that exactly 3 % off is in line whatever the floating point makes of the ratio.
  const inLine = Math.abs(price - position.modelPrice) <= position.modelPrice * IN_LINE_BAND + 1e-9;
  const standing: DealStanding = inLine ? 'in-line' : difference < 0 ? 'below' : 'above';
  const percent = inLine ? 0 : Math.round(Math.abs(difference) * 100);
  const sentence = standing === 'in-line' ? 'Priced in line with similar stones' : `Priced ${percent}% ${standing} similar stones`;
  return {
    diamondId: position.diamondId,
    standing,
    percent,
    sentence,
    similarTo: describeSimilar(position.similar),
    similarCount: position.similar.count,
    percentile: position.percentile,
    modelPrice: position.modelPrice,
    price,
    histogram: position.histogram,
    reasons: position.reasons,
  };
}

/** 'cheaper than 82% of 1,240 similar stones', the price chart's text equivalent, with the shop's number formatting;
 * at either end, in words ('Cheaper than all 17 similar stones', 'Dearer than the one similar stone'). Null when no
 * similar stone is on sale (there is nothing to chart). */
export const pricePositionSummary = ({ percentile, similarCount }: Pick<DealInsight, 'percentile' | 'similarCount'>): string | null => {
  if (similarCount <= 0) return null;
  const stones = similarCount === 1 ? 'the one similar stone' : `all ${similarCount.toLocaleString('en-US')} similar stones`;
  if (percentile >= 100) return `Cheaper than ${stones}`;
  if (percentile <= 0) return `Dearer than ${stones}`;
  return `Cheaper than ${percentile}% of ${similarCount.toLocaleString('en-US')} similar ${similarCount === 1 ? 'stone' : 'stones'}`;
};
