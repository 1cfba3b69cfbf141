import { describe, expect, it } from 'vitest';
import { offerBounds, offerError } from './offer.rules';

describe('make an offer', () => {
  it.each([
    [7_250, 3_625, 7_250],
    [5_093, 2_546.5, 5_093],
    [5_093.01, 2_546.51, 5_093.01],
    [999.99, 500, 999.99],
  ])('on a stone of $%d accepts from $%d to $%d', (price, least, most) => {
    expect(offerBounds(price)).toEqual({ least, most });
  });

  it.each([
    ['nothing', 0, 'Please enter the amount you offer.'],
    ['what is not a number', Number.NaN, 'Please enter the amount you offer.'],
    ['an endless amount', Number.POSITIVE_INFINITY, 'Please enter the amount you offer.'],
    ['a negative amount', -100, 'Please offer at least $3,625.00, half the price.'],
    ['a cent', 0.01, 'Please offer at least $3,625.00, half the price.'],
    ['a cent under half the price', 3_624.99, 'Please offer at least $3,625.00, half the price.'],
    ['half the price', 3_625, null],
    ['between half the price and the price', 6_000, null],
    ['the price', 7_250, null],
    ['a cent over the price', 7_250.01, 'An offer cannot be more than the price, $7,250.00.'],
    ['ten times the price', 72_500, 'An offer cannot be more than the price, $7,250.00.'],
    ['an absurd amount', 1e12, 'An offer cannot be more than the price, $7,250.00.'],
  ])('on a $7,250.00 stone, refuses or accepts %s', (_case, offer, error) => {
    expect(offerError(offer, 7_250)).toBe(error);
  });

  it('asks the cent above half of an odd number of cents, never less than half', () => {
    expect(offerError(2_546.5, 5_093.01)).toBe('Please offer at least $2,546.51, half the price.');
    expect(offerError(2_546.51, 5_093.01)).toBeNull();
  });
});
