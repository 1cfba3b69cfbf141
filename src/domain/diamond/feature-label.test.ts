import { describe, it, expect } from 'vitest';
import { pickParam } from './diamond-id-codec';
import { FEATURE_LABELS, featureLabel, labelFromAddress } from './feature-label';

describe('featureLabel', () => {
  it.each([
    ['recommended', 'finest'],
    ['best_deal', 'best deal'],
    ['biggest', 'biggest'],
    ['brightest', 'brightest'],
    ['something_else', 'something_else'],
    ['', ''],
  ])('%j is shown as %j', (key, label) => {
    expect(featureLabel(key)).toBe(label);
  });

  it('renames only recommended and best_deal', () => {
    expect(FEATURE_LABELS).toEqual({ recommended: 'finest', best_deal: 'best deal' });
  });
});

describe('a pick label in an address', () => {
  it.each([
    ['finest', 'finest'],
    ['best deal', 'best-deal'],
    ['biggest', 'biggest'],
  ])('%j is written %j', (label, param) => {
    expect(pickParam(label)).toBe(param);
  });

  it.each([
    ['?pick=finest', 'finest'],
    ['?pick=best-deal', 'best deal'],
    ['?pick=brightest&utm=x', 'brightest'],
    ['?pick=biggest', 'biggest'],
  ])('%j names the label %j', (search, label) => {
    expect(labelFromAddress(search)).toBe(label);
  });

  it.each(['', '?pick=', '?pick=cheapest', '?pick=FINEST%20EVER', '?pick=recommended', '?other=finest'])('%j names none: an address cannot make up a label', (search) => {
    expect(labelFromAddress(search)).toBeNull();
  });
});
