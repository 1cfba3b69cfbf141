import { filter, firstValueFrom } from 'rxjs';
import { data, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { ListRings } from '../../application/rings/list-rings.use-case';
import type { RingListSeed } from '../../application/rings/ring-list.model';
import { lastRingPageOf, ringPageParam } from '../../domain/ring/ring-catalogue';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import { isServiceDown, isShopError } from '../../domain/shared/shop-error';
import { containerOf } from '../request-context';
import { ringListMeta } from '../seo/ring-meta';

export { default } from '../../ui/rings/ring-list-page';

/** The page of rings the address names (`?option=halo&page=2`), through the same use case the page's model uses. A
 * style without rings says so (the page exists); a page past the last answers 404 with the way back to the list's
 * first and last pages; a catalogue that cannot be read answers 503. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  const option = query.get('option');
  const page = ringPageParam(query.get('page'));
  const listRings = containerOf(context).get(ListRings);
  try {
    const listing = await firstValueFrom(listRings.execute(option, page).pipe(filter((shown) => !shown.placeholder)));
    return data<RingListSeed>({ option, page, listing, error: null, styles: listing.options });
  } catch (failure) {
    const told = isShopError(failure) ? failure : SHOP_ERRORS.RESULTS_SERVICE_DOWN;
    const styles = await firstValueFrom(listRings.styles());
    const lastPage = lastRingPageOf(told);
    const status = isServiceDown(told) ? 503 : lastPage !== null ? 404 : 200;
    return data<RingListSeed>({ option, page, listing: null, error: told.message, styles, ...(lastPage !== null ? { lastPage } : {}) }, { status });
  }
}

/** Once the shop runs in the browser, its model loads the rings itself, as before: no extra trip to the server. */
export const clientLoader = (): RingListSeed | null => null;

/** What a search engine or a link preview reads of the ring list: description, canonical address, Open Graph and
 * Twitter tags. */
export const meta: MetaFunction<typeof loader> = (args) => ringListMeta(args);
