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
  readonly diamond_id: DiamondId;
  readonly shape: Shape;
  /** Carat weight. */
  readonly size: number;
  readonly color: string;
  readonly clarity: string;
  readonly cut: string;
  readonly polish: string;
  readonly symmetry: string;
  readonly symmetry_to: string;
  readonly fluorescence_intensity: string;
  readonly fluorescence_color: string;
  /** Millimetres. */
  readonly meas_length: number;
  readonly meas_width: number;
  readonly meas_depth: number;
  readonly table_percent: number;
  readonly depth_percent: number;
  readonly girdle_condition: string;
  readonly culet_size: string;
  readonly cert_num: string;
  readonly has_cert_file: boolean;
  /** US dollars. */
  readonly total_sales_price: number;
  readonly total_sales_price_in_currency: number;
  readonly currency_symbol: string;
  /** Derived from the shape. */
  readonly image_file_url: string;
  readonly has_image_file: boolean;
  readonly video_url: string;
  readonly has_video_file: boolean;
  readonly calculated_quality: CalculatedQuality;
  /** Free-text description shown in the ring builder's 'Diamond Details'. */
  readonly details: string;
  /** Left out when the service sent none: the stone then has no deal verdict. */
  readonly deal?: DealBasis;
}
