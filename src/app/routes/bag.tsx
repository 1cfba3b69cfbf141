import { firstValueFrom } from 'rxjs';
import type { LoaderFunctionArgs } from 'react-router';
import { BagState, type BagView } from '../../application/bag/bag-state';
import { containerOf } from '../request-context';
import { personalPageMeta } from '../seo/public-pages';

export { default } from '../../ui/bag/bag-page';

/** The shopper's bag, read on the server from the session's cookies through the shop-wide bag state the page's model
 * observes: the first HTML holds its lines and their links. A bag the store cannot read shows as empty (spec: a cart
 * error shows the empty bag), and the browser reads it again once the page runs. */
export async function loader({ context }: LoaderFunctionArgs): Promise<BagView> {
  return firstValueFrom(containerOf(context).get(BagState).refresh());
}

/** Once the shop runs in the browser, its model reads the bag itself, as before: no extra trip to the server. */
export const clientLoader = (): BagView | null => null;

/** The page is one shopper's own: search engines are asked not to list it. */
export const meta = personalPageMeta('/cart');
