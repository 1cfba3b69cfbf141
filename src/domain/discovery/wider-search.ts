import { stoneCarat } from '../diamond/carat';
import type { ShopByQuery } from './shop-by';
import { formatCount } from '../shared/count';

/*
 * A search no stone matches is no dead end: the page offers the same search with a wider budget or a wider size,
 * each a link to its own results. The budget widens by a quarter down and half up (the shopper who can stretch does
 * so upwards), rounded outwards to whole hundreds of dollars; the size by a fifth either way, to the hundredth of a
 * carat. A search with no budget, or no size, is not widened that way.
 */

export type WideningKind = 'budget' | 'size';

export interface WiderSearch {
  readonly kind: WideningKind;
  readonly query: ShopByQuery;
}

const BUDGET_DOWN = 0.75;
const BUDGET_UP = 1.5;
const SIZE_DOWN = 0.8;
const SIZE_UP = 1.2;

const hundredsDown = (dollars: number): number => Math.floor((dollars * BUDGET_DOWN) / 100) * 100;
const hundredsUp = (dollars: number): number => Math.ceil((dollars * BUDGET_UP) / 100) * 100;
/** Carats to the hundredth; the float noise of the product (1.25 × 0.8 = 0.99999…) is cut first. */
const hundredths = (carats: number, round: (value: number) => number): number => round(Number((carats * 100).toPrecision(12))) / 100;

/** The wider budget, then the wider size, of a search: each keeps every other bound of it. */
export const widerSearches = (query: ShopByQuery): readonly WiderSearch[] => {
  const wider: WiderSearch[] = [];
  const { priceFrom, priceTo, sizeFrom, sizeTo } = query;
  if (priceFrom !== undefined || priceTo !== undefined) {
    wider.push({
      kind: 'budget',
      query: { ...query, ...(priceFrom !== undefined && { priceFrom: hundredsDown(priceFrom) }), ...(priceTo !== undefined && { priceTo: hundredsUp(priceTo) }) },
    });
  }
  if (sizeFrom !== undefined || sizeTo !== undefined) {
    wider.push({
      kind: 'size',
      query: {
        ...query,
        ...(sizeFrom !== undefined && { sizeFrom: hundredths(sizeFrom * SIZE_DOWN, Math.floor) }),
        ...(sizeTo !== undefined && { sizeTo: hundredths(sizeTo * SIZE_UP, Math.ceil) }),
      },
    });
  }
  return wider;
};

/** What the link to a wider search says: 'Widen the budget to $36,000.00 to $73,500.00: 12 diamonds'. */
export const widerSearchLabel = (wider: WiderSearch, found: number, format: (dollars: number) => string): string => {
  const { priceFrom, priceTo, sizeFrom, sizeTo } = wider.query;
  const range = (from: string | null, to: string | null, unit = '') =>
    from !== null && to !== null ? `to ${from} to ${to}${unit}` : from !== null ? `to ${from}${unit} or more` : `up to ${to}${unit}`;
  const what =
    wider.kind === 'budget'
      ? `the budget ${range(priceFrom === undefined ? null : format(priceFrom), priceTo === undefined ? null : format(priceTo))}`
      : `the size ${range(sizeFrom === undefined ? null : stoneCarat(sizeFrom), sizeTo === undefined ? null : stoneCarat(sizeTo), ' ct')}`;
  return `Widen ${what}: ${formatCount(found)} ${found === 1 ? 'diamond' : 'diamonds'}`;
};
