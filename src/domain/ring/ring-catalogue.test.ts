import { describe, it, expect } from 'vitest';
import {
  ALL_RINGS_LABEL,
  DEFAULT_RING_PAGE,
  RING_ATTRIBUTE_SET_ID,
  RING_CATEGORY_ID,
  RING_PRODUCT_META,
  RING_TRUST_POINTS,
  pageSummary,
  ringOptionParam,
  ringPageParam,
  ringStyleChoices,
  isRingPagePastEnd,
  lastRingPageOf,
  ringPagePastEnd,
} from './ring-catalogue';
import { noRingsInStockError, ringPageNotFoundError } from '../shared/error-catalogue';

describe('ring catalogue', () => {
  it.each([
    ['category id', RING_CATEGORY_ID, 99],
    ['attribute set', RING_ATTRIBUTE_SET_ID, 24],
    ['default page', DEFAULT_RING_PAGE, 1],
    ['all-rings label', ALL_RINGS_LABEL, 'All Rings'],
  ])('the %s is %j', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('describes rings as new, in stock, in USD', () => {
    expect(RING_PRODUCT_META).toEqual({ currency: 'USD', availability: 'in stock', condition: 'new' });
    expect(RING_TRUST_POINTS).toEqual(['Free Shipping', 'Free Returns', '100% Risk Free']);
  });

  it.each([
    ['Halo', 'halo'],
    [' Three Stone ', 'three stone'],
    ['Pavé', 'pavé'],
  ])('option %j travels as %j', (label, param) => {
    expect(ringOptionParam(label)).toBe(param);
  });

  it.each([
    ['3', 3],
    ['1', 1],
    [null, 1],
    [undefined, 1],
    ['', 1],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
  ])('page parameter %j is page %i', (value, page) => {
    expect(ringPageParam(value)).toBe(page);
  });

  it('summarises the page', () => {
    expect(pageSummary(2, 5)).toBe('Showing page 2 of 5');
  });
});

describe('the ring style dropdown', () => {
  const STYLES = ['Solitaire', 'Halo', 'Bridal Set'];
  const labels = (choices: readonly { label: string }[]) => choices.map((choice) => choice.label);

  it('offers All Rings and every style, with All Rings chosen when the address names none', () => {
    for (const param of [null, '', '  ']) {
      const { choices, selected } = ringStyleChoices(STYLES, param);
      expect(labels(choices)).toEqual([ALL_RINGS_LABEL, 'Solitaire', 'Halo', 'Bridal Set']);
      expect(choices.every((choice) => !choice.disabled)).toBe(true);
      expect(selected).toBe(ALL_RINGS_LABEL);
    }
  });

  it('keeps every style when the chosen style has no rings, and shows that style as chosen', () => {
    const { choices, selected } = ringStyleChoices(STYLES, 'bridal set');
    expect(labels(choices)).toEqual([ALL_RINGS_LABEL, 'Solitaire', 'Halo', 'Bridal Set']);
    expect(selected).toBe('Bridal Set');
  });

  it('shows a style the catalogue does not have as chosen but disabled, so that All Rings can still be chosen', () => {
    const { choices, selected } = ringStyleChoices(STYLES, 'tiara');
    expect(choices).toEqual([...[ALL_RINGS_LABEL, ...STYLES].map((label) => ({ label, disabled: false })), { label: 'tiara', disabled: true }]);
    expect(selected).toBe('tiara');
  });

  it('offers All Rings alone while the styles load', () => {
    expect(ringStyleChoices(null, 'halo')).toEqual({ choices: [{ label: ALL_RINGS_LABEL, disabled: false }], selected: ALL_RINGS_LABEL });
  });
});

describe('a page past the end of the ring list', () => {
  it("reads the list's last page from the catalogue's answer and from the shop's refusal", () => {
    expect(isRingPagePastEnd(ringPagePastEnd(3))).toBe(true);
    expect(isRingPagePastEnd({ kind: 'ring-page-past-end' })).toBe(false);
    expect(lastRingPageOf(ringPageNotFoundError(9, 3))).toBe(3);
    expect(ringPageNotFoundError(9, 3).message).toBe('There is no page 9 of rings: the list ends at page 3.');
    expect(lastRingPageOf(noRingsInStockError('Halo'))).toBeNull();
    expect(lastRingPageOf(null)).toBeNull();
  });
});
