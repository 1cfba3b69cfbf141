import { SHOP_ERRORS } from '../shared/error-catalogue';
import type { ShopError } from '../shared/shop-error';
import type { DiamondId } from '../diamond/diamond';

/** Two stones side by side is the whole comparison screen. */
export const COMPARE_LIMIT = 2;

export type CompareList = readonly DiamondId[];

/** Recommendations page: a chosen id is unchosen; a third choice is refused with the catalogue message. */
export const toggleCompare = (list: CompareList, id: DiamondId): CompareList | ShopError => {
  if (list.includes(id)) return list.filter((chosen) => chosen !== id);
  if (list.length >= COMPARE_LIMIT) return SHOP_ERRORS.COMPARE_LIMIT;
  return [...list, id];
};

/** Detail page: toggling never refuses; past the limit the oldest choice drops out. */
export const toggleCompareDroppingOldest = (list: CompareList, id: DiamondId): CompareList => {
  if (list.includes(id)) return list.filter((chosen) => chosen !== id);
  return [...list, id].slice(-COMPARE_LIMIT);
};

/** The Compare button shows, and the detail page is in compare mode, only with exactly two. */
export const canCompare = (list: CompareList): boolean => list.length === COMPARE_LIMIT;

/** The comparison page and the comparisons/ call need exactly two distinct ids. */
export const comparisonPair = (
  list: readonly (DiamondId | null | undefined)[] | null | undefined,
): readonly [DiamondId, DiamondId] | ShopError => {
  const ids = (list ?? []).filter((id): id is DiamondId => typeof id === 'string' && id !== '');
  const [first, second] = ids;
  if (ids.length !== COMPARE_LIMIT || first === undefined || second === undefined || first === second) {
    return SHOP_ERRORS.NO_DIAMONDS_PASSED;
  }
  return [first, second];
};
