import { switchMap, type Observable } from 'rxjs';
import type { CheckoutCart } from './checkout-cart';
import type { OrderPlacement } from './order-placement';
import type { StoreOrders } from './store-orders.port';

/** SET_PAYMENT: the checkout token the provider approved goes on the cart (and a guest's email, which GraphQL
 * needs). */
export class AcceptFinancingApproval {
  constructor(
    private readonly cart: CheckoutCart,
    private readonly orders: StoreOrders,
    private readonly placement: OrderPlacement,
  ) {}

  execute(checkoutToken: string): Observable<void> {
    return this.cart.onCart((cart) =>
      this.placement.maskedCartId(cart).pipe(
        switchMap((maskedId) =>
          this.placement.email(cart).pipe(
            switchMap((email) => this.placement.guestEmail(cart, maskedId, email)),
            switchMap(() => this.orders.setFinancingPayment(maskedId, checkoutToken)),
          ),
        ),
      ),
    );
  }
}
