import { describe, it, expect } from 'vitest';
import { FEATURE_LABELS, featureLabel } from './feature-label';

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
