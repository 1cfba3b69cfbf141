import { describe, expect, it } from 'vitest';
import { documentTitle, headerTitle, isFooterVisible, isHeaderVisible } from './shell-visibility';

describe('shell visibility', () => {
  it.each([
    ['/', true],
    ['/how-it-works', false],
    ['/how-it-works/', false],
    ['/shop-by', true],
    ['/account', true],
  ])('header on %s: %s', (path, visible) => {
    expect(isHeaderVisible(path)).toBe(visible);
  });

  it.each([
    ['/', false],
    ['/how-it-works', false],
    ['/account-markup', false],
    ['/account', false],
    ['/account/', false],
    ['/shop-by', true],
    ['/cart', true],
    ['/terms-conditions', true],
    ['/order-received', true],
    // The checkout's steps keep the shopper on paying (ADR 0035).
    ['/shipping-billing', false],
    ['/shipping', false],
    ['/billing', false],
    ['/order-review', false],
    ['/cardholder', false],
    ['/cardholder-review/', false],
  ])('footer on %s: %s', (path, visible) => {
    expect(isFooterVisible(path)).toBe(visible);
  });

  it.each([
    ['/compare-diamonds', 'Comparison'],
    ['/shop-by', null],
  ])('header title on %s', (path, title) => {
    expect(headerTitle(path)).toBe(title);
  });

  it.each([
    ['/', 'Loupe — diamonds and engagement rings'],
    ['/cart', 'Your bag | Loupe'],
    ['/cart/', 'Your bag | Loupe'],
    ['/shop-by-price/step2', 'Your Top 4 diamonds | Loupe'],
    ['/product-details/MTAw', null],
    ['/ring-builder/solitaire-classic', null],
    ['/no-such-page', null],
  ])('window title on %s', (path, title) => {
    expect(documentTitle(path)).toBe(title);
  });
});
