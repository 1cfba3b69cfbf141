import { stoneCarat } from '../diamond/carat';
import { DEFAULT_SHAPE, type Shape } from '../diamond/shapes';

/** The three guided ways into the shop, chosen on /shop-by. */
export type ShopByAction = 'price' | 'size' | 'shape';
export const SHOP_BY_ACTIONS: readonly ShopByAction[] = ['price', 'size', 'shape'];

/** The query a guided flow builds and the recommendations page sends. */
export interface ShopByQuery {
  readonly priceFrom?: number;
  readonly priceTo?: number;
  readonly shapes?: readonly Shape[];
  readonly shape?: Shape;
  readonly sizeFrom?: number;
  readonly sizeTo?: number;
  readonly attr?: ShopByAction;
}

export interface PriceRangeChoice {
  readonly id: 'small-budget' | 'sweet-spot' | 'no-limit';
  readonly label: string;
  readonly tagline: string;
  readonly from: number;
  readonly to: number;
}

/** The top of the '$10,000 to $25,000+' choice: its picks cost at most $25,000 (the '+' is copy). */
export const TOP_BUDGET_TO = 25_000;

export const PRICE_RANGE_CHOICES: readonly PriceRangeChoice[] = [
  { id: 'small-budget', label: '$1,000 to $5,000', tagline: 'Small budget? No problem we got you covered.', from: 1_000, to: 5_000 },
  { id: 'sweet-spot', label: '$5,000 to $10,000', tagline: 'The sweet spot. Quality & style at fair prices.', from: 5_000, to: 10_000 },
  { id: 'no-limit', label: '$10,000 to $25,000+', tagline: 'Spare no expense. Get the best of the best.', from: 10_000, to: TOP_BUDGET_TO },
];

/** The query a price-range choice stores: its bounds and Round, the default shape. */
export const priceRangeQuery = (choice: PriceRangeChoice): ShopByQuery => ({
  priceFrom: choice.from,
  priceTo: choice.to,
  shapes: [DEFAULT_SHAPE],
  attr: 'price',
});

/** Used whenever no guided flow has stored a query yet. */
export const DEFAULT_DIAMOND_QUERY: ShopByQuery = {
  shapes: [DEFAULT_SHAPE],
  priceFrom: 1_000,
  priceTo: 5_000,
};

/** How the shop names a search's budget: its bounds in the shop's one money format ('$5,000.00 to $10,000.00'), a
 * budget chosen on a tile or written in an address alike (ADR 0032); only the tiles keep the spec's names. */
export const describeBudget = (query: ShopByQuery, format: (dollars: number) => string): string | null => {
  const { priceFrom: from, priceTo: to } = query;
  if (from === undefined && to === undefined) return null;
  if (from !== undefined && to !== undefined) return `${format(from)} to ${format(to)}`;
  return from !== undefined ? `From ${format(from)}` : `Up to ${format(to as number)}`;
};

/** The shapes a query asks for, Round when it names none. */
export const queryShapes = (query: ShopByQuery): readonly Shape[] =>
  query.shapes?.length ? query.shapes : query.shape ? [query.shape] : [DEFAULT_SHAPE];

/** 'Round diamonds, $1,000.00 to $5,000.00' or 'Oval diamonds of 1.25 to 1.49 ct': a search in words. */
export const searchInWords = (query: ShopByQuery, format: (dollars: number) => string): string => {
  const { sizeFrom: from, sizeTo: to } = query;
  const size = from !== undefined && to !== undefined ? ` of ${stoneCarat(from)} to ${stoneCarat(to)} ct` : from !== undefined ? ` of ${stoneCarat(from)} ct or more` : to !== undefined ? ` of up to ${stoneCarat(to)} ct` : '';
  const budget = describeBudget(query, format);
  return `${queryShapes(query).join(', ')} diamonds${size}${budget ? `, ${budget}` : ''}`;
};

/** The size flow asks for stones of the chosen size step: from the carat up to just under the next quarter. */
export const SIZE_WINDOW = 0.24;

export const sizeSearchQuery = (carat: number, shape: Shape, action: ShopByAction = 'size'): ShopByQuery => ({
  shapes: [shape],
  sizeFrom: carat,
  sizeTo: Math.round((carat + SIZE_WINDOW) * 100) / 100,
  attr: action,
});

/** Another shape in the recommendations header keeps every other bound of the search. */
export const withShape = (query: ShopByQuery, shape: Shape): ShopByQuery => {
  const { shape: _single, ...rest } = query;
  return { ...rest, shapes: [shape] };
};
