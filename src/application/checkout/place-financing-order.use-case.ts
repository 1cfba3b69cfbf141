import type { Observable } from 'rxjs';
import type { PlacedOrder } from '../../domain/checkout/payment';
import type { OrderPlacement } from './order-placement';

/** PLACE_ORDER, Confirm payment: the order through GraphQL placeOrder with the approved token already on the cart;
 * a failure is the store's first error message. */
export class PlaceFinancingOrder {
  constructor(private readonly placement: OrderPlacement) {}

  execute(): Observable<PlacedOrder> {
    return this.placement.pay(null);
  }
}
