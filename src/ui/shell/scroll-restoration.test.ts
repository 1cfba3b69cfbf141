import { describe, expect, it } from 'vitest';
import { scrollAfterNavigation } from './scroll-restoration';

describe('the scroll after a navigation', () => {
  it('starts a route reached going forward at its top', () => {
    expect(scrollAfterNavigation('PUSH', false, 357)).toBe(0);
    expect(scrollAfterNavigation('REPLACE', false, undefined)).toBe(0);
  });

  it('returns to where the shopper was on Back and Forward', () => {
    expect(scrollAfterNavigation('POP', false, 455)).toBe(455);
    expect(scrollAfterNavigation('POP', false, undefined)).toBe('keep');
  });

  it('leaves the scroll alone on the same route (a query string the page writes, the next stone of a tuning)', () => {
    expect(scrollAfterNavigation('REPLACE', true, 120)).toBe('keep');
    expect(scrollAfterNavigation('PUSH', true, undefined)).toBe('keep');
  });
});
