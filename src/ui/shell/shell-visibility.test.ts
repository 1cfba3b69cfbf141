import { describe, expect, it } from 'vitest';
import { headerTitle, isFooterVisible, isHeaderVisible } from './shell-visibility';

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
  ])('footer on %s: %s', (path, visible) => {
    expect(isFooterVisible(path)).toBe(visible);
  });

  it.each([
    ['/compare-diamonds', 'Comparison'],
    ['/shop-by', null],
  ])('header title on %s', (path, title) => {
    expect(headerTitle(path)).toBe(title);
  });
});
