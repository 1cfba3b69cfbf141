import type { Observable } from 'rxjs';
import { BANK_TRANSFER_METHOD_CODE } from '../../../domain/checkout/bank-transfer';
import type { PlacedOrder } from '../../../domain/checkout/payment';
import type { OrderPlacement } from '../order-placement';

/** Place order, paying by bank transfer: the store's offline method goes on the cart with nothing to prove, and the
 * order is placed at once, its payment pending, with the store's instructions for the transfer. */
export class PayByBankTransfer {
  constructor(private readonly placement: OrderPlacement) {}

  execute(): Observable<PlacedOrder> {
    return this.placement.pay({ code: BANK_TRANSFER_METHOD_CODE });
  }
}
