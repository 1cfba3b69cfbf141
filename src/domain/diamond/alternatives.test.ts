import { describe, expect, it } from 'vitest';
import { toRecommendedDiamonds } from '../discovery/recommendation';
import { ALTERNATIVES_SHOWN, isGoneForGood, similarAlternatives, topPickAlternatives, type AskedStone } from './alternatives';
import type { Diamond } from './diamond';

const ROUND: Diamond = {
  id: '100000042',
  shape: 'Round',
  size: 1.01,
  color: 'G',
  clarity: 'VS2',
  cut: 'Excellent',
  polish: 'Excellent',
  symmetry: 'Very Good',
  symmetryTo: 'Very Good',
  fluorescenceIntensity: 'Faint',
  fluorescenceColor: 'Blue',
  lengthMm: 6.41,
  widthMm: 6.44,
  depthMm: 3.98,
  tablePercent: 57,
  depthPercent: 61.9,
  girdleCondition: 'Medium',
  culetSize: 'None',
  certificateNumber: '2141234567',
  hasCertificate: true,
  price: 6060,
  priceInCurrency: 6060,
  currencySymbol: '$',
  imageUrl: '/media/diamonds/round.svg',
  hasImage: true,
  videoUrl: '',
  hasVideo: false,
  quality: { cut: 5, color: 4, clarity: 3, carat: 3, overall: 4 },
  details: 'x',
};
const aDiamond = (fields: Partial<Diamond>): Diamond => ({ ...ROUND, ...fields });
/** A deal block whose stone is a good deal at any price under both figures. */
const aDealBasis = (modelPrice: number, similarMedian: number) => ({ modelPrice, similarCount: 40, similarMedian });

const sold: AskedStone = { id: 'S', shape: 'Oval', size: 1.01, color: 'F', clarity: 'VS2', available: false };
const ovals = ['O1', 'O2', 'O3', 'O4'].map((id, at) => aDiamond({ id, shape: 'Oval', size: 1 + at / 100, price: 7_000 + at * 100, deal: aDealBasis(8_000, 7_500) }));
const DEFAULT_SEARCH = { shapes: ['Round' as const], priceFrom: 1_000, priceTo: 5_000 };
const IN_WORDS = 'Round diamonds, $1,000.00 to $5,000.00';

describe('what a page without its stone offers', () => {
  it('offers at most three stones', () => {
    expect(ALTERNATIVES_SHOWN).toBe(3);
    expect(similarAlternatives({ stone: sold, diamonds: ovals }).stones.map((stone) => stone.diamond.id)).toEqual(['O1', 'O2', 'O3']);
  });

  it.each([
    [3, 'This 1.01 ct Oval diamond (F color, VS2 clarity) has been sold. Here are the 3 diamonds on sale closest to it: the same shape, close in carat, color, clarity and price.'],
    [2, 'This 1.01 ct Oval diamond (F color, VS2 clarity) has been sold. Here are the 2 diamonds on sale closest to it: the same shape, close in carat, color, clarity and price.'],
    [1, 'This 1.01 ct Oval diamond (F color, VS2 clarity) has been sold. Here is the diamond on sale closest to it: the same shape, close in carat, color, clarity and price.'],
    [0, 'This 1.01 ct Oval diamond (F color, VS2 clarity) has been sold. No diamond on sale comes close to it right now.'],
  ])('says of a sold stone with %i similar stones on sale: %s', (count, note) => {
    const alternatives = similarAlternatives({ stone: sold, diamonds: ovals.slice(0, count) });
    expect(alternatives).toMatchObject({ kind: 'similar', message: 'This diamond is no longer available', note, search: null });
    expect(isGoneForGood(alternatives)).toBe(true);
  });

  it('gives each similar stone its own deal verdict and no pick label', () => {
    const [first] = similarAlternatives({ stone: sold, diamonds: ovals }).stones;
    expect(first).toMatchObject({ label: null, verdict: { kind: 'good-deal' } });
  });

  it('says a stone the service still sells was not found a moment ago, without calling it sold', () => {
    const alternatives = similarAlternatives({ stone: { ...sold, available: true }, diamonds: ovals.slice(0, 1) });
    expect(alternatives).toMatchObject({
      message: 'Diamond was not found',
      note: 'The 1.01 ct Oval diamond (F color, VS2 clarity) is not on sale right now. Here is the diamond on sale closest to it: the same shape, close in carat, color, clarity and price.',
    });
    expect(isGoneForGood(alternatives)).toBe(false);
  });

  it.each([
    [4, 3, 'We have no diamond with this number. Here are the top 3 picks of our default search, Round diamonds, $1,000.00 to $5,000.00, instead.'],
    [2, 2, 'We have no diamond with this number. Here are the top 2 picks of our default search, Round diamonds, $1,000.00 to $5,000.00, instead.'],
    [1, 1, 'We have no diamond with this number. Here is the top pick of our default search, Round diamonds, $1,000.00 to $5,000.00, instead.'],
    [0, 0, 'We have no diamond with this number.'],
  ])('says honestly of an unknown id, with %i top picks (%i shown), that they are the default search’s: %s', (picked, shown, note) => {
    const rounds = ['R1', 'R2', 'R3', 'R4'].map((id, at) => aDiamond({ id, price: 2_000 + at * 500 }));
    const picks = toRecommendedDiamonds((['recommended', 'biggest', 'brightest', 'best_deal'] as const).slice(0, picked).map((key, at) => [key, rounds[at]]));
    const alternatives = topPickAlternatives(DEFAULT_SEARCH, IN_WORDS, picks);
    expect(alternatives).toMatchObject({ kind: 'top-picks', message: 'Diamond was not found', note, search: DEFAULT_SEARCH });
    expect(alternatives.stones.map((stone) => stone.label)).toEqual(['finest', 'biggest', 'brightest'].slice(0, shown));
    expect(isGoneForGood(alternatives)).toBe(false);
  });
});
