import type { CalculatedQuality } from './quality-score';
import type { Shape } from './shapes';

/** What a stone's deal verdict is computed from (deal-verdict.ts): the recommendation service's deal block. */
export interface DealBasis {
  /** What the price model expects a stone of these grades and weight to ask, in dollars. */
  readonly modelPrice: number;
  /** The similar stones on sale (the same shape, color and clarity, a weight within a band), this one left out. */
  readonly similarCount: number;
  /** Their median asking price in dollars; null when there is none. */
  readonly similarMedian: number | null;
}

/** The id the diamond and recommendation services give a stone; also the sku of its cart line. */
export type DiamondId = string;

/** A loose diamond as the recommendation and diamond services describe it. Grades stay plain strings because they
 * come from outside and may fall off the shop's scales (grades.ts says how such values are handled). */
export interface Diamond {
  readonly id: DiamondId;
  readonly shape: Shape;
  /** Carat weight. */
  readonly size: number;
  readonly color: string;
  readonly clarity: string;
  readonly cut: string;
  readonly polish: string;
  readonly symmetry: string;
  readonly symmetryTo: string;
  readonly fluorescenceIntensity: string;
  readonly fluorescenceColor: string;
  /** Millimetres. */
  readonly lengthMm: number;
  readonly widthMm: number;
  readonly depthMm: number;
  readonly tablePercent: number;
  readonly depthPercent: number;
  readonly girdleCondition: string;
  readonly culetSize: string;
  readonly certificateNumber: string;
  readonly hasCertificate: boolean;
  /** US dollars. */
  readonly price: number;
  readonly priceInCurrency: number;
  readonly currencySymbol: string;
  /** Derived from the shape. */
  readonly imageUrl: string;
  readonly hasImage: boolean;
  readonly videoUrl: string;
  readonly hasVideo: boolean;
  readonly quality: CalculatedQuality;
  /** Free-text description shown in the ring builder's 'Diamond Details'. */
  readonly details: string;
  /** Left out when the service sent none: the stone then has no deal verdict. */
  readonly deal?: DealBasis;
}
