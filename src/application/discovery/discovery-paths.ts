import type { DiamondId } from '../../domain/diamond/diamond';
import { decodeDiamondId, encodeDiamondId } from '../../domain/diamond/diamond-id-codec';
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
