import type { Diamond } from '../../src/domain/diamond/diamond';
import type { CalculatedQuality } from '../../src/domain/diamond/quality-score';
import { clarityScore, colorScore, cutScore } from './icon-scores';

/** The levels the recommendation service would give a test stone: the icon scores of its grades, a carat level
 * stepping at ½, 1 and 2 ct, and their mean (carat taken on its 4 levels) as the overall level. */
const ratingOf = (stone: Pick<Diamond, 'cut' | 'color' | 'clarity' | 'size'>): CalculatedQuality => {
  const levels = { cut: cutScore(stone.cut), color: colorScore(stone.color), clarity: clarityScore(stone.clarity), carat: 1 + [0.5, 1, 2].filter((step) => stone.size >= step).length };
  const overall = Math.round(((levels.cut / 5 + levels.color / 5 + levels.clarity / 5 + levels.carat / 4) / 4) * 5);
  return { ...levels, overall: Math.min(5, Math.max(1, overall)) };
};

let next = 1;

/** A complete, plausible diamond for tests; name only what the test is about. */
export const aDiamond = (overrides: Partial<Diamond> = {}): Diamond => {
  const id = overrides.diamond_id ?? `T${String(next++).padStart(6, '0')}`;
  const base = {
    diamond_id: id,
    shape: 'Round' as const,
    size: 1,
    color: 'G',
    clarity: 'VS2',
    cut: 'Excellent',
    polish: 'Excellent',
    symmetry: 'Excellent',
    symmetry_to: 'Excellent',
    fluorescence_intensity: 'None',
    fluorescence_color: '',
    meas_length: 6.4,
    meas_width: 6.42,
    meas_depth: 3.95,
    table_percent: 57,
    depth_percent: 61.8,
    girdle_condition: 'Medium',
    culet_size: 'None',
    cert_num: '2141000000',
    has_cert_file: true,
    total_sales_price: 6000,
    total_sales_price_in_currency: 6000,
    currency_symbol: '$',
    // The shape's stock drawing, as the recommendation service derives it; no supplier photo unless a test gives one.
    image_file_url: '/media/diamonds/round.svg',
    has_image_file: false,
    video_url: '',
    has_video_file: false,
    details: 'A test diamond.',
    ...overrides,
  };
  return { ...base, calculated_quality: overrides.calculated_quality ?? ratingOf(base) };
};

/** The deal block the recommendation service would send with a test stone: the model's price and `similarCount`
 * similar stones asking `similarMedian` in the middle. */
export const aDealBasis = (modelPrice: number, similarMedian: number | null, similarCount = similarMedian === null ? 0 : 10) => ({ modelPrice, similarCount, similarMedian });
