import type { Observable } from 'rxjs';
import { CARD_METHOD_CODE, type PlacedOrder } from '../../domain/checkout/payment';
import type { OrderPlacement } from './order-placement';

/** Confirm payment with the nonce the hosted card fields gave (spec section 4): the nonce becomes the cart's
 * payment, then the order is placed and answers its number. A refusal (a declined card, a used nonce) leaves the bag
 * as it was. */
export class PayByCard {
  constructor(private readonly placement: OrderPlacement) {}

  execute(nonce: string): Observable<PlacedOrder> {
    return this.placement.pay({ code: CARD_METHOD_CODE, nonce });
  }
}
