import { SHAPES, type Shape } from '../diamond/shapes';
import { SHOP_ERRORS } from '../shared/error-catalogue';
import type { ShopError } from '../shared/shop-error';
import { SHOP_BY_ACTIONS, type ShopByAction, type ShopByQuery } from './shop-by';

/**
 * A guided search in the recommendations' address, under the spec's own query keys
 * (`?price_total_from=5000&price_total_to=10000&shapes=Round&attr=price`), so that a results page can be shared,
 * reloaded and rendered by the server. Written in one stable order (the keys below, the shapes in the shop's order),
 * so one search has one address. The keys are the address's, shared and bookmarked, so they stay as the spec names
 * them; each stands for a bound of the shop's query.
 */
const NUMBER_FIELDS = { price_total_from: 'priceFrom', price_total_to: 'priceTo', size_from: 'sizeFrom', size_to: 'sizeTo' } as const;
const NUMBER_KEYS = Object.keys(NUMBER_FIELDS) as readonly (keyof typeof NUMBER_FIELDS)[];
type NumberField = (typeof NUMBER_FIELDS)[keyof typeof NUMBER_FIELDS];
/** Every key an address may carry a search under: any of them makes the address name a search. */
export const SEARCH_KEYS = [...NUMBER_KEYS, 'shapes', 'shape', 'attr'] as const;

/** A price or a carat in an address: a plain non-negative decimal number, nothing else. */
const PLAIN_NUMBER = /^\d{1,9}(\.\d{1,4})?$/;

const byShopOrder = (shapes: readonly Shape[]): Shape[] => SHAPES.filter((shape) => shapes.includes(shape));

/** The query string of a search (without '?'), keys and shapes in their stable order. */
export const searchQueryString = (query: ShopByQuery): string => {
  const parts: string[] = [];
  for (const key of NUMBER_KEYS) {
    const value = query[NUMBER_FIELDS[key]];
    if (value !== undefined) parts.push(`${key}=${value}`);
  }
  const shapes = byShopOrder(query.shapes ?? []);
  if (shapes.length > 0) parts.push(`shapes=${shapes.join(',')}`);
  if (query.shape !== undefined) parts.push(`shape=${query.shape}`);
  if (query.attr !== undefined) parts.push(`attr=${query.attr}`);
  return parts.join('&');
};

const readShape = (text: string): Shape | null => SHAPES.find((shape) => shape.toLowerCase() === text.trim().toLowerCase()) ?? null;

/**
 * The search an address names: null when it names none (the shopper's stored search stands in), the catalogue's
 * 'There was an error loading the results' when it names one the shop cannot read (a number that is not one, a
 * bound below its start, a shape the shop does not sell, a key given twice).
 */
export const searchFromAddress = (search: string): ShopByQuery | null | ShopError => {
  const params = new URLSearchParams(search);
  if (!SEARCH_KEYS.some((key) => params.has(key))) return null;
  if (SEARCH_KEYS.some((key) => params.getAll(key).length > 1)) return SHOP_ERRORS.RESULTS_NOT_LOADED;

  const numbers: Partial<Record<NumberField, number>> = {};
  for (const key of NUMBER_KEYS) {
    const text = params.get(key);
    if (text === null) continue;
    if (!PLAIN_NUMBER.test(text)) return SHOP_ERRORS.RESULTS_NOT_LOADED;
    numbers[NUMBER_FIELDS[key]] = Number(text);
  }
  const { priceFrom, priceTo, sizeFrom, sizeTo } = numbers;
  if (priceFrom !== undefined && priceTo !== undefined && priceFrom > priceTo) return SHOP_ERRORS.RESULTS_NOT_LOADED;
  if (sizeFrom !== undefined && sizeTo !== undefined && sizeFrom > sizeTo) return SHOP_ERRORS.RESULTS_NOT_LOADED;

  const shapesText = params.get('shapes');
  const shapes = shapesText === null ? [] : shapesText.split(',').map(readShape);
  if (shapes.some((shape) => shape === null)) return SHOP_ERRORS.RESULTS_NOT_LOADED;
  const shapeText = params.get('shape');
  const shape = shapeText === null ? undefined : readShape(shapeText);
  if (shape === null) return SHOP_ERRORS.RESULTS_NOT_LOADED;
  const attrText = params.get('attr');
  const attr = attrText === null ? undefined : SHOP_BY_ACTIONS.find((action) => action === attrText);
  if (attrText !== null && attr === undefined) return SHOP_ERRORS.RESULTS_NOT_LOADED;

  return {
    ...numbers,
    ...(shapes.length > 0 ? { shapes: byShopOrder(shapes as Shape[]) } : {}),
    ...(shape ? { shape } : {}),
    ...(attr ? { attr: attr satisfies ShopByAction } : {}),
  };
};
