import { switchMap, type Observable } from 'rxjs';
import { FINANCING_METHOD_CODE } from '../../domain/checkout/payment';
import type { CheckoutCart } from './checkout-cart';
import type { OrderPlacement } from './order-placement';

/** SET_PAYMENT: the checkout token the provider approved goes on the cart (and a guest's email, which GraphQL
 * needs). */
export class AcceptFinancingApproval {
  constructor(
    private readonly cart: CheckoutCart,
    private readonly placement: OrderPlacement,
  ) {}

  execute(checkoutToken: string): Observable<void> {
    return this.cart.onCart((cart) =>
      this.placement.maskedCartId(cart).pipe(
        switchMap((maskedId) =>
          this.placement.email(cart).pipe(switchMap((email) => this.placement.setPayment(cart, maskedId, email, { code: FINANCING_METHOD_CODE, checkoutToken }))),
        ),
      ),
    );
  }
}
