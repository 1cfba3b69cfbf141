import { catchError, forkJoin, map, of, switchMap, type Observable } from 'rxjs';
import { defaultBillingAddress, defaultShippingAddress, type Customer } from '../../domain/account/customer';
import type { Address } from '../../domain/checkout/address';
import type { CustomerSession } from '../kernel/customer-session.service';
import type { Logger } from '../kernel/logger.port';
import type { CheckoutCart } from './checkout-cart';
import type { CheckoutGateway } from './checkout-gateway.port';

/** The addresses a checkout starts from and the shopper they belong to. */
export interface CheckoutParties {
  readonly customer: Customer | null;
  /** The cart's addresses when the shopper already gave them, else the customer's defaults; shipping falls back to
   * billing. */
  readonly billing: Address | null;
  readonly shipping: Address | null;
  /** The email the order goes to: the cart's billing email, the customer's, else the billing address's. */
  readonly email: string;
}

/** The signed-in customer and the addresses already given: the cart's, else the customer's defaults. */
export class SavedAddresses {
  constructor(
    private readonly cart: CheckoutCart,
    private readonly gateway: CheckoutGateway,
    private readonly session: CustomerSession,
    private readonly logger: Logger,
  ) {}

  read(): Observable<CheckoutParties> {
    return forkJoin([this.customer(), this.onCart()]).pipe(
      map(([customer, saved]) => {
        const billing = saved.billing ?? (customer ? defaultBillingAddress(customer) : null);
        const shipping = saved.shipping ?? (customer ? defaultShippingAddress(customer) : null) ?? billing;
        return { customer, billing, shipping, email: saved.billing?.email || customer?.email || billing?.email || '' };
      }),
    );
  }

  /** The signed-in customer; asks the store when the shop has not looked the shopper up yet. */
  customer(): Observable<Customer | null> {
    if (!this.session.current.known) return this.session.refresh().pipe(map((state) => state.customer));
    return of(this.session.current.customer);
  }

  private onCart(): Observable<{ readonly billing: Address | null; readonly shipping: Address | null }> {
    return this.cart.current().pipe(
      switchMap((cart) => (cart ? this.gateway.addresses(cart) : of({ billing: null, shipping: null }))),
      catchError((error: unknown) => {
        this.logger.warn('The cart addresses could not be read', error);
        return of({ billing: null, shipping: null });
      }),
    );
  }
}
