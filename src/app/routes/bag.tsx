import { firstValueFrom } from 'rxjs';
import type { LoaderFunctionArgs } from 'react-router';
import { BagState, type BagView } from '../../application/bag/bag-state';
import { containerOf } from '../request-context';
import { personalPageMeta } from '../seo/public-pages';

export { default } from '../../ui/bag/bag-page';

/** What the server reads for the bag page: the shopper's bag (their cart cookie, or the signed-in customer's cart). */
export interface BagSeed {
  readonly bag: BagView;
}

/** The shopper's bag, read on the server through the same state the page's models observe, so its lines, totals and
 * coupon are in the first HTML (the answer is the shopper's own: `private, no-store`). */
export async function loader({ context }: LoaderFunctionArgs): Promise<BagSeed> {
  return { bag: await firstValueFrom(containerOf(context).get(BagState).refresh()) };
}

/** Once the shop runs in the browser, its models read the bag themselves, as before: no extra trip to the server. */
export const clientLoader = (): BagSeed | null => null;

/** The page is one shopper's own: search engines are asked not to list it. */
export const meta = personalPageMeta('/cart');
