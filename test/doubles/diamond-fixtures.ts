import type { Diamond } from '../../src/domain/diamond/diamond';
import type { CalculatedQuality } from '../../src/domain/diamond/quality-score';
import { exampleDiamond } from '../../contracts/recommendation/recommendation.examples';
import { toDiamond } from '../../src/infrastructure/recommendation-http/recommendation-wire';
import { clarityScore, colorScore, cutScore } from './icon-scores';

/** The levels the recommendation service would give a test stone: the icon scores of its grades, a carat level
 * stepping at ½, 1 and 2 ct, and their mean (carat taken on its 4 levels) as the overall level. */
const ratingOf = (stone: Pick<Diamond, 'cut' | 'color' | 'clarity' | 'size'>): CalculatedQuality => {
  const levels = { cut: cutScore(stone.cut), color: colorScore(stone.color), clarity: clarityScore(stone.clarity), carat: 1 + [0.5, 1, 2].filter((step) => stone.size >= step).length };
  const overall = Math.round(((levels.cut / 5 + levels.color / 5 + levels.clarity / 5 + levels.carat / 4) / 4) * 5);
  return { ...levels, overall: Math.min(5, Math.max(1, overall)) };
};

let next = 1;

/** The contract's example stone as the shop reads it, without its deal block: whatever a test stone does not name
 * below comes from it, so a field added to the diamond reaches the fixtures through the contract and the mapper. */
const { deal: _exampleDeal, ...EXAMPLE } = toDiamond(exampleDiamond);

/** A complete, plausible diamond for tests; name only what the test is about. */
export const aDiamond = (overrides: Partial<Diamond> = {}): Diamond => {
  const id = overrides.id ?? `T${String(next++).padStart(6, '0')}`;
  const base = {
    ...EXAMPLE,
    id,
    shape: 'Round' as const,
    size: 1,
    color: 'G',
    clarity: 'VS2',
    cut: 'Excellent',
    polish: 'Excellent',
    symmetry: 'Excellent',
    symmetryTo: 'Excellent',
    fluorescenceIntensity: 'None',
    fluorescenceColor: '',
    lengthMm: 6.4,
    widthMm: 6.42,
    depthMm: 3.95,
    tablePercent: 57,
    depthPercent: 61.8,
    girdleCondition: 'Medium',
    culetSize: 'None',
    certificateNumber: '2141000000',
    hasCertificate: true,
    price: 6000,
    priceInCurrency: 6000,
    currencySymbol: '$',
    // The shape's stock drawing, as the recommendation service derives it; no supplier photo unless a test gives one.
    imageUrl: '/media/diamonds/round.svg',
    hasImage: false,
    videoUrl: '',
    hasVideo: false,
    details: 'A test diamond.',
    ...overrides,
  };
  return { ...base, quality: overrides.quality ?? ratingOf(base) };
};

/** The deal block the recommendation service would send with a test stone: the model's price and `similarCount`
 * similar stones asking `similarMedian` in the middle. */
export const aDealBasis = (modelPrice: number, similarMedian: number | null, similarCount = similarMedian === null ? 0 : 10) => ({ modelPrice, similarCount, similarMedian });
