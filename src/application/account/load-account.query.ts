import { map, of, switchMap, type Observable } from 'rxjs';
import { defaultBillingAddress, defaultShippingAddress, type Customer } from '../../domain/account/customer';
import type { Order } from '../../domain/account/order';
import { recentOrders } from '../../domain/account/recent-orders';
import type { Address } from '../../domain/checkout/address';
import type { Clock } from '../kernel/clock.port';
import type { CustomerAccounts } from '../kernel/customer-accounts.port';
import type { CustomerSession } from '../kernel/customer-session.service';

export interface AccountOverview {
  readonly customer: Customer;
  /** Orders created after the date one month ago. */
  readonly recentOrders: readonly Order[];
  readonly orderHistory: readonly Order[];
  readonly billingAddress: Address | null;
  readonly shippingAddress: Address | null;
}

/** /account: null for a guest (the page sends them to sign in). */
export class LoadAccount {
  constructor(
    private readonly session: CustomerSession,
    private readonly accounts: CustomerAccounts,
    private readonly clock: Clock,
  ) {}

  execute(): Observable<AccountOverview | null> {
    // The shell settles the session on load; only a page opened before that answer asks again.
    const session$ = this.session.current.known ? of(this.session.current) : this.session.refresh();
    return session$.pipe(
      switchMap((state) => {
        const customer = state.customer;
        if (!customer) return of(null);
        return this.accounts.orders(null).pipe(
          map((orders) => ({
            customer,
            recentOrders: recentOrders(orders, new Date(this.clock.now())),
            orderHistory: orders,
            billingAddress: defaultBillingAddress(customer),
            shippingAddress: defaultShippingAddress(customer),
          })),
        );
      }),
    );
  }
}
