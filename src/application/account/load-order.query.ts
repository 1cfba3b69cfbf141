import { map, of, switchMap, type Observable } from 'rxjs';
import { isOrderNumber, type OrderDetails } from '../../domain/account/order-details';
import type { CustomerAccounts } from '../kernel/customer-accounts.port';
import type { CustomerSession } from '../kernel/customer-session.service';

/** One order of the account: the shopper is no customer (they sign in first), or the customer's order of that
 * number, null when they have none. */
export type OrderLookup = { readonly signedIn: false } | { readonly signedIn: true; readonly order: OrderDetails | null };

/** An order opened from the account (its lines, totals, addresses and status), for the signed-in customer only: the
 * store answers a customer their own orders, so another customer's number finds nothing. */
export class LoadOrder {
  constructor(
    private readonly session: CustomerSession,
    private readonly accounts: CustomerAccounts,
  ) {}

  execute(orderNumber: string): Observable<OrderLookup> {
    // The shell settles the session on load; only a page opened before that answer asks again.
    const session$ = this.session.current.known ? of(this.session.current) : this.session.refresh();
    return session$.pipe(
      switchMap((state): Observable<OrderLookup> => {
        if (!state.customer) return of({ signedIn: false });
        if (!isOrderNumber(orderNumber)) return of({ signedIn: true, order: null });
        return this.accounts.order(orderNumber).pipe(map((order) => ({ signedIn: true, order })));
      }),
    );
  }
}
