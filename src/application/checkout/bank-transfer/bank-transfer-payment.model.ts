import { BANK_TRANSFER_EXPLANATION } from '../../../domain/checkout/bank-transfer';
import { SHOP_ERRORS } from '../../../domain/shared/error-catalogue';
import { isShopError } from '../../../domain/shared/shop-error';
import type { Destination } from '../../shell/destination';
import { PresentationModel } from '../../shell/presentation-model';
import { orderReceived } from '../order-received';
import type { PayByBankTransfer } from './pay-by-bank-transfer.use-case';

export interface BankTransferPaymentState {
  /** What happens when the shopper pays this way: the order now, the money later, the shipping after it. */
  readonly explanation: string;
  readonly placing: boolean;
  readonly message: string | null;
  /** Set once the order is placed: /order-received. */
  readonly destination: Destination | null;
}

/** Paying by bank transfer: Place order places it at once (its payment pending); a refusal shows the store's
 * message and the shopper may try again. */
export class BankTransferPaymentModel extends PresentationModel<BankTransferPaymentState> {
  constructor(private readonly payByBankTransfer: PayByBankTransfer) {
    super({ explanation: BANK_TRANSFER_EXPLANATION, placing: false, message: null, destination: null });
  }

  /** Place order. */
  place(): void {
    if (this.state.placing) return;
    this.patch({ placing: true, message: null });
    const subscription = this.payByBankTransfer.execute().subscribe({
      next: (order) => this.patch({ destination: orderReceived(order) }),
      error: (error: unknown) => this.patch({ placing: false, message: (isShopError(error) ? error : SHOP_ERRORS.SOMETHING_WENT_WRONG).message }),
    });
    if (!subscription.closed) this.own(subscription);
  }
}
