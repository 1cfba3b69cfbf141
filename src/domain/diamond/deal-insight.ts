import { canRankAmongSimilar, similarStonesSummary, verdictOf, type DealVerdict } from './deal-verdict';
import type { Diamond, DiamondId } from './diamond';
import type { Shape } from './shapes';

/*
 * The deal insight of the product page: the stone's deal verdict (deal-verdict.ts, the one the whole shop shows),
 * where its asking price sits among similar stones, what 'similar' means and the reasons the price is what it is.
 * The numbers come from the recommendation service's price model (its price position of the stone); the shop
 * decides how to say them.
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

export interface DealInsight {
  readonly diamondId: DiamondId;
  /** The stone's one verdict, the same the card, the badge and the comparison show; null when the service sent no
   * deal block with the stone. */
  readonly verdict: DealVerdict | null;
  /** What 'similar' means for this stone: 'Round, 0.85–0.95 ct, F, VS1'. */
  readonly similarTo: string;
  /** How many similar stones are on sale. */
  readonly similarCount: number;
  /** Where the price sits among them: 'Cheaper than 82% of 1,240 similar stones', or that they are too few to say. */
  readonly summary: string;
  /** Enough similar stones to chart their prices (and give a percentile). */
  readonly charted: boolean;
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

/** The deal insight of `diamond` from its price position: its verdict (from the deal block it came with, as
 * everywhere else), and the price position's chart, words and reasons. */
export function dealInsight(position: PricePosition, diamond: Pick<Diamond, 'price' | 'deal'>): DealInsight {
  const similarCount = position.similar.count;
  return {
    diamondId: position.diamondId,
    verdict: verdictOf(diamond),
    similarTo: describeSimilar(position.similar),
    similarCount,
    summary: similarStonesSummary({ percentile: position.percentile, similarCount }),
    charted: canRankAmongSimilar(similarCount) && position.histogram.length > 0,
    percentile: position.percentile,
    modelPrice: position.modelPrice,
    price: diamond.price,
    histogram: position.histogram,
    reasons: position.reasons,
  };
}
