import { firstValueFrom } from 'rxjs';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { LoadAccount, type AccountOverview } from '../../application/account/load-account.query';
import { LoadOrder, type OrderLookup } from '../../application/account/load-order.query';
import type { OrderDetailsSeed } from '../../application/account/order-details.model';
import { orderPath } from '../../domain/account/order-details';
import { containerOf } from '../request-context';
import { personalPageMeta } from '../seo/public-pages';

export { default } from '../../ui/account/account-page';

/** Where a shopper who is not signed in goes instead of the account (spec: /register with /account to return to). */
export const SIGN_IN_FOR_ACCOUNT = '/register?returnUrl=/account';

/** What the server reads for /account: the dashboard, or the order its `order` parameter names. */
export type AccountPageData = { readonly overview: AccountOverview } | { readonly orderSeed: OrderDetailsSeed };

/** The signed-in customer's account, read on the server from their session through the same queries the page's
 * models run: orders, contact info and default addresses in the first HTML, or, for `/account?order={number}`, that
 * order's lines, totals, addresses and status (404 when the account holds no order of that number, another
 * customer's among them) (the shopper's own: `private, no-store`). A shopper the session does not name as a customer
 * is sent to sign in before anything renders, and comes back to the page asked for. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const orderNumber = new URL(request.url).searchParams.get('order');
  if (orderNumber !== null) {
    let found: OrderLookup;
    try {
      found = await firstValueFrom(containerOf(context).get(LoadOrder).execute(orderNumber));
    } catch {
      return data<AccountPageData>({ orderSeed: { orderNumber, order: null, unavailable: true } }, { status: 503 });
    }
    if (!found.signedIn) throw redirect(`/register?returnUrl=${encodeURIComponent(orderPath(orderNumber))}`);
    return data<AccountPageData>({ orderSeed: { orderNumber, order: found.order } }, { status: found.order ? 200 : 404 });
  }
  const overview = await firstValueFrom(containerOf(context).get(LoadAccount).execute()).catch(() => null);
  if (!overview) throw redirect(SIGN_IN_FOR_ACCOUNT);
  return data<AccountPageData>({ overview });
}

/** Once the shop runs in the browser, its models read the account and its orders themselves, as before: no extra
 * trip to the server. */
export const clientLoader = (): AccountPageData | null => null;

/** The page is one shopper's own: search engines are asked not to list it. */
export const meta = personalPageMeta('/account');
