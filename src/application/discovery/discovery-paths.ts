import type { DiamondId } from '../../domain/diamond/diamond';
import { decodeDiamondId, encodeDiamondId, productDetailsPath } from '../../domain/diamond/diamond-id-codec';
import { isShape, type Shape } from '../../domain/diamond/shapes';
import type { RecommendedDiamond } from '../../domain/discovery/recommendation';
import { searchQueryString } from '../../domain/discovery/search-address';
import type { ShopByQuery } from '../../domain/discovery/shop-by';

/** Where the guided flows lead. */
export const SIZE_STEP_PATH = '/shop-by-size/step1';
export const RECOMMENDATIONS_PATH = '/shop-by-price/step2';
export const COMPARISON_PATH = '/compare-diamonds';

/** The recommendations of a search: the search travels in the address under the spec's query keys, in one stable
 * order, so that the page can be shared, reloaded and rendered by the server. */
export const recommendationsPath = (query: ShopByQuery): string => {
  const search = searchQueryString(query);
  return search ? `${RECOMMENDATIONS_PATH}?${search}` : RECOMMENDATIONS_PATH;
};

/** The size step of a shape chosen on the shape step: the shape in its address (`?shape=Oval`), so that the size step
 * knows it however it was reached (a new tab, a link followed before the shape step's script ran). */
export const sizeStepPath = (shape: Shape): string => `${SIZE_STEP_PATH}?shape=${shape}`;

/** The shape a size step's address names (`?shape=Oval`), null when it names none the shop sells. */
export const shapeFromAddress = (search: string): Shape | null => {
  const named = new URLSearchParams(search).get('shape');
  return isShape(named) ? named : null;
};

/** The detail page of a pick, with its label (FINEST…) in the address, which the page shows. */
export const pickPath = (pick: RecommendedDiamond): string => productDetailsPath(pick.diamond.id, pick.featureLabel);

/** The comparison of stones: their ids, encoded as the product page's address encodes them, in `?ids=`. */
export const comparisonPath = (ids: readonly DiamondId[]): string =>
  ids.length > 0 ? `${COMPARISON_PATH}?ids=${ids.map(encodeDiamondId).join(',')}` : COMPARISON_PATH;

/** The ids a comparison's address names (`?ids=…,…`): null when it names none; an id that cannot be read stays in
 * the list as null, so that the comparison says no diamonds were passed instead of comparing other stones. */
export const comparedIdsFromAddress = (search: string): readonly (DiamondId | null)[] | null => {
  const ids = new URLSearchParams(search).get('ids');
  if (ids === null) return null;
  return ids.split(',').map((encoded) => decodeDiamondId(encoded.trim()));
};
