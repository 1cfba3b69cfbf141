import { firstValueFrom } from 'rxjs';
import type { LoaderFunctionArgs } from 'react-router';
import { LoadCheckout, type CheckoutView } from '../application/checkout/load-checkout.query';
import { containerOf } from './request-context';

/** What the server reads for a checkout page: the bag and the saved addresses (null when the store cannot say). */
export interface CheckoutSeed {
  readonly checkout: CheckoutView | null;
}

/** The shopper's checkout (the bag, the customer, the cart's addresses or the customer's defaults), read on the server
 * from the session through the query the pages' models run, so their lines, totals and the saved addresses are in
 * the first HTML (the shopper's own: `private, no-store`). */
export async function checkoutLoader({ context }: LoaderFunctionArgs): Promise<CheckoutSeed> {
  const checkout = await firstValueFrom(containerOf(context).get(LoadCheckout).execute()).catch(() => null);
  return { checkout };
}

/** Once the shop runs in the browser, its models read the checkout themselves, as before: no extra trip to the server. */
export const checkoutClientLoader = (): CheckoutSeed | null => null;
