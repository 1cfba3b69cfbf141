import { of, switchMap, type Observable } from 'rxjs';
import { CARD_METHOD_CODE, type PlacedOrder } from '../../domain/checkout/payment';
import type { CartRef } from '../kernel/cart.repository.port';
import type { CheckoutCart } from './checkout-cart';
import type { CheckoutGateway } from './checkout-gateway.port';
import type { OrderPlacement } from './order-placement';
import { FREE_SHIPPING } from './save-checkout-addresses.use-case';
import type { StoreOrders } from './store-orders.port';

/** Confirm payment with the nonce the hosted card fields gave (spec section 4): the nonce becomes the cart's
 * payment, then the order is placed and answers its number. A refusal (a declined card, a used nonce) leaves the bag
 * as it was. */
export class PayByCard {
  constructor(
    private readonly cart: CheckoutCart,
    private readonly gateway: CheckoutGateway,
    private readonly orders: StoreOrders,
    private readonly placement: OrderPlacement,
  ) {}

  execute(nonce: string): Observable<PlacedOrder> {
    return this.cart.onFilledCart((cart, bag) =>
      this.placement.email(cart).pipe(
        switchMap((email) =>
          this.cardTotals(cart).pipe(
            switchMap(() => this.placement.maskedCartId(cart)),
            switchMap((maskedId) =>
              this.placement.guestEmail(cart, maskedId, email).pipe(
                switchMap(() => this.orders.setCardPayment(maskedId, nonce)),
                switchMap(() => this.placement.place(maskedId, email, bag)),
              ),
            ),
          ),
        ),
      ),
    );
  }

  /** The customer's cart has its totals collected for the card and free shipping first (spec section 7). */
  private cardTotals(cart: CartRef): Observable<unknown> {
    return cart.type === 'customer' ? this.gateway.collectTotals(cart, CARD_METHOD_CODE, FREE_SHIPPING) : of(null);
  }
}
